import { Decimal, toDecimalOrNull } from "./decimal.js";

/**
 * An amount or rate as a Decimal without ever throwing: anything that is not
 * a finite amount (bad text, NaN, Infinity, null) becomes a NaN Decimal, which
 * every later operation carries to a NaN result instead of an exception.
 *
 * @example
 * decimalOrNaN(" 12.50 ").toFixed(2) // "12.50"
 * decimalOrNaN("abc").isNaN() // true
 */
export const decimalOrNaN = (value: unknown): Decimal =>
  typeof value === "bigint" ? new Decimal(value) : (toDecimalOrNull(value) ?? new Decimal(Number.NaN));
