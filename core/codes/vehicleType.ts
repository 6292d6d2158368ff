import { option, type CodeOption } from "./option.js";

/**
 * The kind of vehicle or equipment financed (`typeId`, B §3.8). The spec gives
 * codes 0 to 8 without labels; Lendkit's labels are recorded in
 * docs/spec-decisions.md.
 *
 * @example
 * VehicleType.Motorcycle // 4
 */
export const VehicleType = {
  Car: 0,
  Suv: 1,
  PickupTruck: 2,
  Van: 3,
  Motorcycle: 4,
  RecreationalVehicle: 5,
  Trailer: 6,
  Boat: 7,
  HeavyEquipment: 8,
} as const;

/** A vehicle-type code. */
export type VehicleTypeCode = (typeof VehicleType)[keyof typeof VehicleType];

/**
 * The vehicle-type select options, 0 to 8.
 *
 * @example
 * labelOf(vehicleTypeOptions, 2, "fr") // "Camionnette (pick-up)"
 */
export const vehicleTypeOptions: readonly CodeOption<VehicleTypeCode>[] = [
  option(VehicleType.Car, "Car", "Automobile"),
  option(VehicleType.Suv, "SUV", "VUS"),
  option(VehicleType.PickupTruck, "Pickup truck", "Camionnette (pick-up)"),
  option(VehicleType.Van, "Van / minivan", "Fourgonnette"),
  option(VehicleType.Motorcycle, "Motorcycle", "Moto"),
  option(VehicleType.RecreationalVehicle, "Recreational vehicle", "Véhicule récréatif"),
  option(VehicleType.Trailer, "Trailer", "Remorque"),
  option(VehicleType.Boat, "Boat", "Bateau"),
  option(VehicleType.HeavyEquipment, "Heavy equipment", "Équipement lourd"),
];
