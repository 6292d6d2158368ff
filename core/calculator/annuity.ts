import { Decimal, roundCents, type DecimalInput } from "../money/decimal.js";

/**
 * The standard annuity payment (C §3.6), rounded half-up to cents:
 * principal × r / (1 − (1 + r)^−n) with r = annual / 100 / periodsPerYear;
 * principal / n when the rate is 0.
 *
 * Exact reference path (decimal.js, precision 40). A faster path may replace
 * the body as long as a property test shows it gives the same cents.
 *
 * @example
 * annuityPayment(1000, 19.99, 52, 52).toFixed(2) // "21.25"
 */
export const annuityPayment = (
  principal: DecimalInput,
  annualRatePercent: DecimalInput,
  periodsPerYear: number,
  numberOfPayments: number,
): Decimal => {
  const amount = new Decimal(principal);
  const annual = new Decimal(annualRatePercent);
  if (annual.isZero()) return roundCents(amount.div(numberOfPayments));
  const rate = annual.div(new Decimal(100).mul(periodsPerYear));
  const discount = new Decimal(1).minus(rate.plus(1).pow(-numberOfPayments));
  return roundCents(amount.mul(rate).div(discount));
};
