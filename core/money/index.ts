/**
 * @module money
 * Decimal helpers: Lendkit's own decimal.js clone and the one rounding rule.
 */
export { Decimal, isDecimal, roundCents, toDecimalOrNull } from "./decimal.js";
export type { DecimalInput } from "./decimal.js";
