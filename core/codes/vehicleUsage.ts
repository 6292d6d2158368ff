import { option, type CodeOption } from "./option.js";

/**
 * Who uses the financed vehicle, and for what (C §3.3 constants; `usageType` of B §3.8).
 *
 * @example
 * VehicleUsage.Incorporated // 2
 */
export const VehicleUsage = { Personal: 0, SoleProprietorship: 1, Incorporated: 2 } as const;

/** A vehicle-usage code. */
export type VehicleUsageCode = (typeof VehicleUsage)[keyof typeof VehicleUsage];

/**
 * The vehicle-usage select options.
 *
 * @example
 * labelOf(vehicleUsageOptions, 1, "en") // "Sole proprietorship"
 */
export const vehicleUsageOptions: readonly CodeOption<VehicleUsageCode>[] = [
  option(VehicleUsage.Personal, "Personal", "Personnel"),
  option(VehicleUsage.SoleProprietorship, "Sole proprietorship", "Entreprise individuelle"),
  option(VehicleUsage.Incorporated, "Incorporated business", "Entreprise incorporée"),
];
