import { decimalFromCents } from "./cents.js";
import { Decimal } from "./decimal.js";

/** An exact fraction: numerator ÷ denominator, the denominator > 0. */
export interface Ratio {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

/**
 * The exact fraction a finite Decimal holds (a Decimal is a finite decimal
 * number: digits ÷ 10^decimals); null for NaN or an infinity.
 *
 * @example
 * ratioOf(new Decimal("19.99")) // { numerator: 1999n, denominator: 100n }
 */
export const ratioOf = (value: Decimal): Ratio | null => {
  if (!value.isFinite()) return null;
  // toFixed() without an argument writes every digit, never an exponent.
  const text = value.toFixed();
  const point = text.indexOf(".");
  if (point < 0) return { numerator: BigInt(text), denominator: 1n };
  const decimals = text.length - point - 1;
  return { numerator: BigInt(text.slice(0, point) + text.slice(point + 1)), denominator: 10n ** BigInt(decimals) };
};

/**
 * numerator ÷ denominator rounded half-up (ties away from zero, Lendkit's one
 * rounding rule) to a whole number, in exact integer arithmetic.
 *
 * @example
 * halfUpQuotient(5n, 2n) // 3n
 * halfUpQuotient(-5n, 2n) // -3n
 */
export const halfUpQuotient = (numerator: bigint, denominator: bigint): bigint => {
  const sign = numerator < 0n !== denominator < 0n ? -1n : 1n;
  const top = numerator < 0n ? -numerator : numerator;
  const bottom = denominator < 0n ? -denominator : denominator;
  return sign * ((2n * top + bottom) / (2n * bottom));
};

/**
 * The same half-up rule for non-negative safe integers (the integer-cents
 * engine's hot path): ⌊numerator ÷ denominator + ½⌋ without a float division.
 *
 * @example
 * halfUpDivide(5, 2) // 3
 * halfUpDivide(52 * 1001, 24) // 2169
 */
export const halfUpDivide = (numerator: number, denominator: number): number => {
  const doubled = 2 * numerator + denominator;
  const twice = 2 * denominator;
  return (doubled - (doubled % twice)) / twice;
};

/**
 * The Decimal of a fraction of dollars rounded half-up to cents, exactly:
 * a value that is exactly x.xx5 always goes up (a precision-limited division
 * may give x.xx4999… and go down).
 *
 * @example
 * centsOfRatio(10005n, 200n).toFixed(2) // "50.03"
 */
export const centsOfRatio = (numerator: bigint, denominator: bigint): Decimal => decimalOfCents(halfUpQuotient(100n * numerator, denominator));

/** The Decimal worth a whole number of cents, exact at any size. */
export const decimalOfCents = (cents: bigint): Decimal =>
  cents <= 9_007_199_254_740_991n && cents >= -9_007_199_254_740_991n
    ? decimalFromCents(Number(cents))
    : new Decimal(cents.toString()).div(100);

/** Greatest common divisor of two non-negative BigInts. */
export const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};
