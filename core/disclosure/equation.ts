import { gcd, halfUpQuotient, type Ratio } from "../money/rational.js";

/**
 * The equation of value of a loan in integers: the amount advanced and the
 * payments as whole multiples of 1/scale dollars, each payment's interval
 * since the previous event as whole multiples of 1/perYear years.
 */
export interface Equation {
  readonly scale: bigint;
  readonly advanced: bigint;
  readonly payments: readonly { readonly amount: bigint; readonly interval: bigint }[];
  readonly perYear: bigint;
}

/** A rate per year as an exact fraction (0.8090 for 80.90 %). */
export type Rate = Ratio;

/**
 * The sign of the balance left after the last payment when cost accrues at
 * `rate` a year by the actuarial rule: over each interval the balance grows
 * by rate × interval (in years), then the payment comes off, first the
 * accrued cost and then the principal (cost left unpaid stays owed). −1 when
 * the payments more than repay the loan at that rate, 0 when they repay it
 * exactly, 1 when some is still owed.
 *
 * Exact: with rate = m/d and D = d × perYear, X_k = balance_k × scale × D^k is
 * an integer (X_0 = advanced; X_k = X_{k−1} × (D + m × interval_k) −
 * payment_k × D^k) and has the balance's sign. The balance grows with the
 * rate (its present value form is Σ payment ÷ Π(1 + rate × interval), which
 * falls as the rate rises), so the sign finds the rate's side of the root.
 */
export const balanceSign = (equation: Equation, rate: Rate): -1 | 0 | 1 => {
  const D = rate.denominator * equation.perYear;
  let x = equation.advanced;
  let power = 1n;
  for (const { amount, interval } of equation.payments) {
    power *= D;
    x = x * (D + rate.numerator * interval) - amount * power;
  }
  return x > 0n ? 1 : x < 0n ? -1 : 0;
};

/** The rate as a double, for the first guess only: the exact search decides. */
const approximateRoot = (equation: Equation): number => {
  const scale = Number(equation.scale);
  const advanced = Number(equation.advanced) / scale;
  const flows = equation.payments.map(({ amount, interval }) => ({ amount: Number(amount) / scale, years: Number(interval) / Number(equation.perYear) }));
  const presentValue = (rate: number): number => {
    let factor = 1;
    let value = 0;
    for (const { amount, years } of flows) {
      factor /= 1 + rate * years;
      value += amount * factor;
    }
    return value;
  };
  let low = 0;
  let high = 1;
  while (presentValue(high) > advanced && high < 1e9) high *= 2;
  for (let step = 0; step < 200 && high - low > 1e-12 * Math.max(1, high); step++) {
    const middle = (low + high) / 2;
    if (presentValue(middle) > advanced) low = middle;
    else high = middle;
  }
  const guess = (low + high) / 2;
  return Number.isFinite(guess) ? guess : 0;
};

/** A bracket of the true rate: low ≤ rate < high, both exact. */
export interface Bracket {
  readonly low: Rate;
  readonly high: Rate;
}

/**
 * The rate rounded half-up to hundredths of a percent, proved: the integer k
 * (the figure is k/100 %) with (k − ½)/10,000 ≤ rate < (k + ½)/10,000, found
 * by testing the balance's sign exactly at those two rounding boundaries
 * (a guess in doubles picks where to look first; the exact tests decide). The
 * root must be 0 or more (the payments total at least the amount advanced).
 * Also gives the bracket [(k − ½)/10,000, (k + ½)/10,000) for later
 * refinement.
 */
export const roundedRate = (equation: Equation): { hundredths: bigint; bracket: Bracket } => {
  const boundary = (k: bigint): Rate => ({ numerator: 2n * k - 1n, denominator: 20_000n });
  // atLeast(k): the rate is at or above k's lower boundary (a root on a boundary rounds up).
  const atLeast = (k: bigint): boolean => k <= 0n || balanceSign(equation, boundary(k)) <= 0;
  let low = BigInt(Math.max(0, Math.round(approximateRoot(equation) * 10_000)));
  let step = 1n;
  let high: bigint;
  if (atLeast(low)) {
    high = low + step;
    while (atLeast(high)) {
      low = high;
      step *= 2n;
      high = low + step;
    }
  } else {
    high = low;
    low = high - step;
    while (!atLeast(low)) {
      high = low;
      step *= 2n;
      low = high - step > 0n ? high - step : 0n;
    }
  }
  // atLeast(low) and not atLeast(high): binary search for the last k that is at least.
  while (high - low > 1n) {
    const middle = (low + high) / 2n;
    if (atLeast(middle)) low = middle;
    else high = middle;
  }
  const lowBoundary = low <= 0n ? { numerator: 0n, denominator: 1n } : boundary(low);
  return { hundredths: low, bracket: { low: lowBoundary, high: boundary(low + 1n) } };
};

/** The middle of a bracket, exact and in lowest terms (the halvings would otherwise double its digits each time). */
export const middleOf = ({ low, high }: Bracket): Rate => {
  const numerator = low.numerator * high.denominator + high.numerator * low.denominator;
  const denominator = 2n * low.denominator * high.denominator;
  const divisor = gcd(numerator, denominator) || 1n;
  return { numerator: numerator / divisor, denominator: denominator / divisor };
};

/**
 * A figure that depends monotonically on the rate, rounded, proved: `round`
 * gives the rounded figure at an exact rate; the bracket is halved (by the
 * balance's sign at its middle) until both ends round alike. A root at a
 * figure's rounding boundary never stops halving; after `limit` halvings the
 * rate is within 2^−limit of it and the figure rounds up, half-up's rule for
 * a tie.
 */
export const roundedFigure = (equation: Equation, start: Bracket, round: (rate: Rate) => bigint, limit = 256): bigint => {
  let bracket = start;
  for (let step = 0; step < limit; step++) {
    const atLow = round(bracket.low);
    const atHigh = round(bracket.high);
    if (atLow === atHigh) return atLow;
    const middle = middleOf(bracket);
    const sign = balanceSign(equation, middle);
    if (sign === 0) return round(middle);
    // A negative balance at the middle: the payments repay more than the loan there, so the rate is above it.
    bracket = sign < 0 ? { low: middle, high: bracket.high } : { low: bracket.low, high: middle };
  }
  const atLow = round(bracket.low);
  const atHigh = round(bracket.high);
  return atLow > atHigh ? atLow : atHigh;
};

/**
 * Whether the true rate is above `threshold` (an exact rate): the balance at
 * the threshold is negative exactly when the payments would repay more than
 * the loan at that rate, i.e. when the loan's own rate is higher.
 */
export const rateExceeds = (equation: Equation, threshold: Rate): boolean => balanceSign(equation, threshold) < 0;

/** A fraction rounded half-up to `places` decimals, as an integer of 10^−places units. */
export const roundedUnits = (numerator: bigint, denominator: bigint, places: number): bigint => halfUpQuotient(numerator * 10n ** BigInt(places), denominator);
