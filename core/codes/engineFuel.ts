import { option, type CodeOption } from "./option.js";

/**
 * What the engine runs on (`fuel`, B §3.8). The spec gives codes 0 to 3
 * without labels; Lendkit's are recorded in docs/spec-decisions.md.
 *
 * @example
 * EngineFuel.Electric // 2
 */
export const EngineFuel = { Gasoline: 0, Diesel: 1, Electric: 2, Hybrid: 3 } as const;

/** An engine-fuel code. */
export type EngineFuelCode = (typeof EngineFuel)[keyof typeof EngineFuel];

/**
 * The engine-fuel select options, 0 to 3.
 *
 * @example
 * labelOf(engineFuelOptions, 0, "fr") // "Essence"
 */
export const engineFuelOptions: readonly CodeOption<EngineFuelCode>[] = [
  option(EngineFuel.Gasoline, "Gasoline", "Essence"),
  option(EngineFuel.Diesel, "Diesel", "Diesel"),
  option(EngineFuel.Electric, "Electric", "Électrique"),
  option(EngineFuel.Hybrid, "Hybrid", "Hybride"),
];
