import { option, type CodeOption } from "./option.js";

/**
 * Whether the financed vehicle is new or used (`carState`, B §9).
 *
 * @example
 * CarState.New // 1
 */
export const CarState = { Used: 0, New: 1 } as const;

/** A car-state code. */
export type CarStateCode = (typeof CarState)[keyof typeof CarState];

/**
 * The car-state select options, in the spec's order.
 *
 * @example
 * labelOf(carStateOptions, 0, "fr") // "Usagé"
 */
export const carStateOptions: readonly CodeOption<CarStateCode>[] = [
  option(CarState.Used, "Used", "Usagé"),
  option(CarState.New, "New", "Neuf"),
];
