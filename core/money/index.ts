/**
 * @module money
 * Decimal helpers: Lendkit's own decimal.js clone, the one rounding rule and
 * integer-cents helpers.
 */
export { Decimal, isDecimal, roundCents, toDecimalOrNull } from "./decimal.js";
export type { DecimalInput } from "./decimal.js";
export { centsOf, decimalFromCents, exactCentsOf } from "./cents.js";
export { decimalOrNaN } from "./amount.js";
export { centsOfRatio, decimalOfCents, gcd, halfUpQuotient, ratioOf } from "./rational.js";
export type { Ratio } from "./rational.js";
