import { decimalOrNaN } from "../money/amount.js";
import { decimalFromCents } from "../money/cents.js";
import { Decimal, roundCents, toDecimalOrNull, type DecimalInput } from "../money/decimal.js";

/**
 * Relative error bound used by the float fast path of `annuityPayment`.
 * The derivation (docs/calculator.md, "Why the fast path is exact") gives
 * |computed − true| ≤ 14·2⁻⁵³ ≈ 1.6e-15 of the payment in cents; 1e-12 leaves
 * a margin of more than 600× for the platform's `log1p`/`expm1`.
 */
export const annuityFloatErrorBound = 1e-12;

/** Why loan terms cannot give a payment. */
export type LoanTermsProblem =
  | "principalNotANumber"
  | "principalNegative"
  | "rateNotANumber"
  | "rateNegative"
  | "periodsPerYearInvalid"
  | "paymentsNotPositiveInteger";

/** The verdict of `checkLoanTerms`. */
export type LoanTermsCheck = { readonly ok: true } | { readonly ok: false; readonly reason: LoanTermsProblem };

/**
 * Checks loan terms before computing a payment: principal ≥ 0, annual rate
 * ≥ 0 (both finite amounts), a positive integer number of periods per year and
 * a number of payments that is an integer ≥ 1. Never throws.
 *
 * @example
 * checkLoanTerms(1000, 19.99, 52, 52) // { ok: true }
 * checkLoanTerms(1000, 19.99, 52, 0) // { ok: false, reason: "paymentsNotPositiveInteger" }
 */
export const checkLoanTerms = (
  principal: unknown,
  annualRatePercent: unknown,
  periodsPerYear: unknown,
  numberOfPayments: unknown,
): LoanTermsCheck => {
  const amount = toDecimalOrNull(principal);
  if (amount === null) return { ok: false, reason: "principalNotANumber" };
  if (amount.isNegative() && !amount.isZero()) return { ok: false, reason: "principalNegative" };
  const rate = toDecimalOrNull(annualRatePercent);
  if (rate === null) return { ok: false, reason: "rateNotANumber" };
  if (rate.isNegative() && !rate.isZero()) return { ok: false, reason: "rateNegative" };
  if (typeof periodsPerYear !== "number" || !Number.isInteger(periodsPerYear) || periodsPerYear < 1) {
    return { ok: false, reason: "periodsPerYearInvalid" };
  }
  if (typeof numberOfPayments !== "number" || !Number.isInteger(numberOfPayments) || numberOfPayments < 1) {
    return { ok: false, reason: "paymentsNotPositiveInteger" };
  }
  return { ok: true };
};

/**
 * The exact reference path of `annuityPayment` (decimal.js, precision 40):
 * principal × r / (1 − (1 + r)^−n) with r = annual / (100 × periodsPerYear),
 * principal / n at 0 %, rounded half-up to cents. About 300× slower than
 * float; kept as the reference the fast path falls back on and is tested
 * against. Requires valid terms (see `checkLoanTerms`); invalid ones give a
 * NaN Decimal, never an exception.
 *
 * @example
 * annuityPaymentExact(1000, 19.99, 52, 52).toFixed(2) // "21.25"
 * annuityPaymentExact("100.05", 0, 12, 2).toFixed(2) // "50.03"
 */
export const annuityPaymentExact = (
  principal: DecimalInput,
  annualRatePercent: DecimalInput,
  periodsPerYear: number,
  numberOfPayments: number,
): Decimal => {
  const amount = decimalOrNaN(principal);
  const annual = decimalOrNaN(annualRatePercent);
  if (annual.isZero()) return roundCents(amount.div(numberOfPayments));
  const rate = annual.div(new Decimal(100).mul(periodsPerYear));
  const discount = new Decimal(1).minus(rate.plus(1).pow(-numberOfPayments));
  return roundCents(amount.mul(rate).div(discount));
};

/** A money or rate input as a float, or NaN when it is not a finite amount. */
const toFloat = (value: Exclude<DecimalInput, string>): number => {
  if (typeof value === "number") return value;
  if (typeof value === "bigint") return Number(value);
  return value.isFinite() ? value.toNumber() : Number.NaN;
};

const validFloats = (principal: number, annual: number, periodsPerYear: number, count: number): boolean =>
  principal >= 0 &&
  principal < Number.POSITIVE_INFINITY &&
  annual >= 0 &&
  annual < Number.POSITIVE_INFINITY &&
  Number.isInteger(periodsPerYear) &&
  periodsPerYear >= 1 &&
  Number.isInteger(count) &&
  count >= 1;

/**
 * The float estimate of the payment in cents (unrounded), or NaN when the
 * float path cannot be trusted (overflow, underflow). `logOnePlusRate` is
 * `Math.log1p(rate)` so a search over counts computes it once.
 */
const floatCents = (principal: number, rate: number, logOnePlusRate: number, count: number): number => {
  if (rate === 0) return (principal / count) * 100;
  const numerator = principal * rate;
  if (!(numerator > 1e-280) && principal !== 0) return Number.NaN;
  return (numerator / -Math.expm1(-count * logOnePlusRate)) * 100;
};

/**
 * Rounds a float estimate of cents half-up when it lies farther than the
 * error bound from a half-cent boundary; NaN when it does not (the caller
 * then takes the exact path).
 */
const roundIfSafe = (cents: number): number => {
  if (!(cents >= 0 && cents < 2 ** 50)) return Number.NaN;
  const whole = Math.floor(cents);
  const fraction = cents - whole;
  const margin = cents * annuityFloatErrorBound + 1e-12;
  if (Math.abs(fraction - 0.5) <= margin) return Number.NaN;
  return fraction > 0.5 ? whole + 1 : whole;
};

/**
 * The annuity payment in integer cents, through the float fast path with the
 * exact fallback. Internal: the count search calls it hundreds of times.
 * Requires valid terms; `rate` is annual / (100 × periodsPerYear) as a float.
 */
export const annuityCents = (
  principal: number,
  annualRatePercent: DecimalInput,
  periodsPerYear: number,
  count: number,
  rate: number,
  logOnePlusRate: number,
  exactPrincipal: DecimalInput = principal,
): number => {
  const cents = roundIfSafe(floatCents(principal, rate, logOnePlusRate, count));
  if (!Number.isNaN(cents)) return cents;
  return annuityPaymentExact(exactPrincipal, annualRatePercent, periodsPerYear, count).mul(100).toNumber();
};

/**
 * The standard annuity payment (C §3.6), rounded half-up to cents:
 * principal × r / (1 − (1 + r)^−n) with r = annual / 100 / periodsPerYear;
 * principal / n when the rate is 0 (100.05 over 2 → 50.03).
 *
 * Fast and exact: computed in float, then rounded only when the float value
 * lies farther than a proved error bound from a half-cent boundary; otherwise
 * (about one call in 10⁸, and every exact tie) the exact decimal path decides.
 * Gives the same cents as `annuityPaymentExact` for every valid input.
 *
 * Requires valid terms (check them with `checkLoanTerms`); on invalid terms
 * it returns a NaN Decimal instead of throwing.
 *
 * @example
 * annuityPayment(1000, 19.99, 52, 52).toFixed(2) // "21.25"
 * annuityPayment("100.05", 0, 12, 2).toFixed(2) // "50.03"
 */
export const annuityPayment = (
  principal: DecimalInput,
  annualRatePercent: DecimalInput,
  periodsPerYear: number,
  numberOfPayments: number,
): Decimal => {
  // Text is read once (tolerantly, like every amount of Lendkit) so the exact path gets the same value.
  const principalValue = typeof principal === "string" ? toDecimalOrNull(principal) : principal;
  const annualValue = typeof annualRatePercent === "string" ? toDecimalOrNull(annualRatePercent) : annualRatePercent;
  if (principalValue === null || annualValue === null) return new Decimal(Number.NaN);
  const amount = toFloat(principalValue);
  const annual = toFloat(annualValue);
  if (!validFloats(amount, annual, periodsPerYear, numberOfPayments)) return new Decimal(Number.NaN);
  const rate = annual / (100 * periodsPerYear);
  if (annual > 0 && !(rate > 1e-280)) return annuityPaymentExact(principalValue, annualValue, periodsPerYear, numberOfPayments);
  const cents = annuityCents(amount, annualValue, periodsPerYear, numberOfPayments, rate, Math.log1p(rate), principalValue);
  return decimalFromCents(cents);
};
