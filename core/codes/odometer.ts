import { Decimal } from "../money/decimal.js";
import { option, type CodeOption } from "./option.js";

/**
 * The unit an odometer reading is in (B §9). Hours are for equipment and boats.
 *
 * @example
 * OdometerUnit.Miles // 1
 */
export const OdometerUnit = { Kilometres: 0, Miles: 1, Hours: 2 } as const;

/** An odometer-unit code. */
export type OdometerUnitCode = (typeof OdometerUnit)[keyof typeof OdometerUnit];

/**
 * The odometer-unit select options, in the spec's order.
 *
 * @example
 * labelOf(odometerUnitOptions, 2, "fr") // "heures"
 */
export const odometerUnitOptions: readonly CodeOption<OdometerUnitCode>[] = [
  option(OdometerUnit.Kilometres, "km", "km"),
  option(OdometerUnit.Miles, "mi", "mi"),
  option(OdometerUnit.Hours, "hours", "heures"),
];

/**
 * Miles in one kilometre, as the spec gives it (B §9).
 *
 * @example
 * milesPerKilometre // 0.62137
 */
export const milesPerKilometre = 0.62137;

const wholeUnits = (value: Decimal): number => value.toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();

const readingOf = (value: number): Decimal | null => (Number.isFinite(value) ? new Decimal(value) : null);

/**
 * Converts an odometer reading from kilometres to whole miles (times 0.62137,
 * rounded half-up to a whole mile, computed in decimal). A non-finite reading gives NaN.
 *
 * @example
 * kmToMiles(100000) // 62137
 * kmToMiles(1) // 1
 */
export const kmToMiles = (km: number): number => {
  const reading = readingOf(km);
  return reading === null ? Number.NaN : wholeUnits(reading.times(milesPerKilometre));
};

/**
 * Converts an odometer reading from miles to whole kilometres (divided by
 * 0.62137, rounded half-up to a whole kilometre). Converting back with
 * {@link kmToMiles} gives the same miles. A non-finite reading gives NaN.
 *
 * @example
 * milesToKm(62137) // 100000
 * milesToKm(1) // 2
 */
export const milesToKm = (miles: number): number => {
  const reading = readingOf(miles);
  return reading === null ? Number.NaN : wholeUnits(reading.dividedBy(milesPerKilometre));
};
