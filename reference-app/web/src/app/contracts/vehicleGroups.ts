import { VehicleType } from "@lendkit/core";

/**
 * The specialised vehicle groups of B §3.8 (recreational, trailer, marine,
 * motorcycle, heavy equipment) and the vehicle category that shows each
 * one: the vehicle tab shows only the group of the chosen category, so a
 * car's file never asks for a hull serial number.
 */
export type VehicleGroup = "recreational" | "trailer" | "marine" | "motorcycle" | "heavy";

const groupByType: ReadonlyMap<number, VehicleGroup> = new Map([
  [VehicleType.RecreationalVehicle, "recreational"],
  [VehicleType.Trailer, "trailer"],
  [VehicleType.Boat, "marine"],
  [VehicleType.Motorcycle, "motorcycle"],
  [VehicleType.HeavyEquipment, "heavy"],
]);

/** The specialised group a vehicle category shows, or null (cars, SUVs, trucks, vans, no category yet). */
export const vehicleGroupOf = (typeId: unknown): VehicleGroup | null =>
  typeof typeId === "number" ? (groupByType.get(typeId) ?? null) : null;
