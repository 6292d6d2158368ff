import DecimalJs from "decimal.js";

/**
 * Lendkit's own Decimal constructor: a clone of decimal.js with 40 significant
 * digits and half-up rounding. A clone, so a host application that changes the
 * global `Decimal.set(...)` never changes our money math.
 *
 * Precision 40 is enough for the annuity factor (see MONEY-NOTES: it agreed
 * with precision 80 on every payment measured).
 */
export const Decimal = /* @__PURE__ */ DecimalJs.clone({
  precision: 40,
  rounding: DecimalJs.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
});

/** A Decimal value made by Lendkit's constructor (same type as decimal.js'). */
export type Decimal = DecimalJs;

/** What a money or rate argument may be given as. */
export type DecimalInput = DecimalJs.Value;

/** True for any decimal.js instance (from our clone or the host's). */
export const isDecimal = (value: unknown): value is Decimal => DecimalJs.isDecimal(value);

/**
 * The one rounding rule of Lendkit: half-up (away from zero on ties) to cents.
 * Used only at the points the spec names: a payment, a fee, a tax.
 *
 * @example
 * roundCents("50.025").toFixed(2) // "50.03"
 */
export const roundCents = (value: DecimalInput): Decimal =>
  new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/**
 * Parses a money or rate input without throwing: a finite Decimal or null.
 *
 * @example
 * toDecimalOrNull("12.5")?.toFixed(2) // "12.50"
 * toDecimalOrNull("abc") // null
 */
export const toDecimalOrNull = (value: unknown): Decimal | null => {
  if (typeof value !== "string" && typeof value !== "number" && !isDecimal(value)) return null;
  if (typeof value === "string" && value.trim() === "") return null;
  try {
    const decimal = new Decimal(typeof value === "string" ? value.trim() : value);
    return decimal.isFinite() ? decimal : null;
  } catch {
    return null;
  }
};
