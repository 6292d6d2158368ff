import { decimalOrNaN } from "../money/amount.js";
import { decimalFromCents } from "../money/cents.js";
import { Decimal, toDecimalOrNull, type DecimalInput } from "../money/decimal.js";
import { decimalOfCents, gcd, halfUpQuotient, ratioOf } from "../money/rational.js";

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
  | "paymentsNotPositiveInteger"
  | "paymentsTooMany";

/**
 * The most payments a payment is computed for: 10,400 (200 years of weekly
 * payments, ten times the longest schedule). The exact path raises (1 + r)
 * to the n-th power as a BigInt, whose size grows with n: 17 ms at this
 * bound; a billion payments would never finish.
 *
 * @example
 * maxLoanTermsPayments // 10400
 */
export const maxLoanTermsPayments = 10_400;

/** The verdict of `checkLoanTerms`. */
export type LoanTermsCheck = { readonly ok: true } | { readonly ok: false; readonly reason: LoanTermsProblem };

/**
 * Checks loan terms before computing a payment: principal ≥ 0, annual rate
 * ≥ 0 (both finite amounts), a positive integer number of periods per year and
 * a number of payments that is an integer from 1 to `maxLoanTermsPayments`.
 * Never throws.
 *
 * @example
 * checkLoanTerms(1000, 19.99, 52, 52) // { ok: true }
 * checkLoanTerms(1000, 19.99, 52, 0) // { ok: false, reason: "paymentsNotPositiveInteger" }
 * checkLoanTerms(1000, 19.99, 52, 10401) // { ok: false, reason: "paymentsTooMany" }
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
  if (numberOfPayments > maxLoanTermsPayments) return { ok: false, reason: "paymentsTooMany" };
  return { ok: true };
};

const ZERO = new Decimal(0);

/**
 * The annuity payment in cents, exactly: with the periodic rate r = N / D
 * (annual ÷ (100 × periodsPerYear) as a reduced fraction), principal P and a
 * residual R left owing after the last payment (0 for a loan; a lease's
 * balloon), G = (D + N)^n and B = D^n, the payment that makes
 * PV(payments) + PV(residual) = P is (P·G − R·B)·N ÷ (D·(G − B)), divided
 * half-up in BigInt; (P − R) / n at 0 %. Nothing is rounded before the one
 * half-up division, so an exact tie (x.xx5) always goes up. Null when an
 * input is not a finite amount. Requires valid terms (see `checkLoanTerms`).
 */
export const annuityCentsExact = (
  principal: Decimal,
  annualRatePercent: Decimal,
  periodsPerYear: number,
  numberOfPayments: number,
  residual: Decimal = ZERO,
): bigint | null => {
  const amount = ratioOf(principal);
  const annual = ratioOf(annualRatePercent);
  const rest = ratioOf(residual);
  if (amount === null || annual === null || rest === null) return null;
  const count = BigInt(numberOfPayments);
  // P and R over one denominator: (p − ρ·v^n) with p = P·den, ρ = R·den
  const denominator = amount.denominator * rest.denominator;
  const p = amount.numerator * rest.denominator;
  const rho = rest.numerator * amount.denominator;
  if (annual.numerator === 0n) return halfUpQuotient(100n * (p - rho), denominator * count);
  const periodDenominator = annual.denominator * 100n * BigInt(periodsPerYear);
  const shared = gcd(annual.numerator, periodDenominator);
  const rateNumerator = annual.numerator / shared;
  const rateDenominator = periodDenominator / shared;
  const grown = (rateDenominator + rateNumerator) ** count;
  const base = rateDenominator ** count;
  return halfUpQuotient(100n * (p * grown - rho * base) * rateNumerator, denominator * rateDenominator * (grown - base));
};

/**
 * The level payment of a lease that amortizes down to its residual (a
 * balloon left owing after the last payment), rounded half-up to cents in
 * exact rational arithmetic: present value of the payments (in arrears) +
 * present value of the residual = principal, i.e.
 * (P − R·(1 + r)^−n)·r ÷ (1 − (1 + r)^−n), and (P − R) ÷ n at 0 %. With a
 * residual of 0 it is `annuityPayment`. NaN for invalid terms or a residual
 * that is negative or above the principal.
 *
 * @example
 * balloonPayment(26940, 14850, "7.49", 26, 104).toFixed(2) // "177.48"
 * balloonPayment(1000, 0, "19.99", 52, 52).toFixed(2) // "21.25"
 */
export const balloonPayment = (
  principal: DecimalInput,
  residual: DecimalInput,
  annualRatePercent: DecimalInput,
  periodsPerYear: number,
  numberOfPayments: number,
): Decimal => {
  const amount = decimalOrNaN(principal);
  const rest = decimalOrNaN(residual);
  const annual = decimalOrNaN(annualRatePercent);
  if (!checkLoanTerms(amount, annual, periodsPerYear, numberOfPayments).ok) return new Decimal(Number.NaN);
  if (!rest.isFinite() || rest.isNeg() || rest.gt(amount)) return new Decimal(Number.NaN);
  const cents = annuityCentsExact(amount, annual, periodsPerYear, numberOfPayments, rest);
  return cents === null ? new Decimal(Number.NaN) : decimalOfCents(cents);
};

/**
 * The exact reference path of `annuityPayment`, in exact rational arithmetic
 * (`annuityCentsExact`: BigInt numerator and denominator, one half-up
 * division): principal × r / (1 − (1 + r)^−n) with r = annual / (100 ×
 * periodsPerYear), principal / n at 0 %, rounded half-up to cents. Ties are
 * decided exactly (52.00 $ at 0.5 % weekly in 1 payment is exactly 52.005 →
 * 52.01). The path the fast one falls back on near a half cent. Invalid
 * terms (see `checkLoanTerms`) give a NaN Decimal, never an exception.
 *
 * @example
 * annuityPaymentExact(1000, 19.99, 52, 52).toFixed(2) // "21.25"
 * annuityPaymentExact("100.05", 0, 12, 2).toFixed(2) // "50.03"
 * annuityPaymentExact("25608", "3.25", 52, 2).toFixed(2) // "12816.01"
 */
export const annuityPaymentExact = (
  principal: DecimalInput,
  annualRatePercent: DecimalInput,
  periodsPerYear: number,
  numberOfPayments: number,
): Decimal => {
  const amount = decimalOrNaN(principal);
  const annual = decimalOrNaN(annualRatePercent);
  if (!checkLoanTerms(amount, annual, periodsPerYear, numberOfPayments).ok) return new Decimal(Number.NaN);
  const cents = annuityCentsExact(amount, annual, periodsPerYear, numberOfPayments);
  return cents === null ? new Decimal(Number.NaN) : decimalOfCents(cents);
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
  count >= 1 &&
  count <= maxLoanTermsPayments;

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
  const exact = annuityCentsExact(decimalOrNaN(exactPrincipal), decimalOrNaN(annualRatePercent), periodsPerYear, count);
  return exact === null ? Number.NaN : Number(exact);
};

/**
 * The standard annuity payment (C §3.6), rounded half-up to cents:
 * principal × r / (1 − (1 + r)^−n) with r = annual / 100 / periodsPerYear;
 * principal / n when the rate is 0 (100.05 over 2 → 50.03).
 *
 * Fast and exact: computed in float, then rounded only when the float value
 * lies farther than a proved error bound from a half-cent boundary; otherwise
 * (about one call in 10⁸, and every exact tie) the exact rational path decides.
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
