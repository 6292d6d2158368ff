// The exact money oracle of the tests and benchmarks: Lendkit's money rules
// written straight from the spec in exact rational arithmetic (BigInt
// numerator and denominator, no decimal library, nothing of @lendkit/core),
// rounded half-up to the cent only where the rules say. A result computed
// here is the true value, so an engine is proved against it, never against
// another rounded computation. Plain JavaScript so the tests (TypeScript)
// and the benchmarks (built package, plain Node) share one oracle.

/** @typedef {{ n: bigint, d: bigint }} Q  an exact fraction n/d, d > 0 */

const abs = (x) => (x < 0n ? -x : x);
const gcd = (a, b) => {
  a = abs(a);
  b = abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
};
/** @returns {Q} */
export const q = (n, d = 1n) => {
  n = BigInt(n);
  d = BigInt(d);
  if (d === 0n) throw new RangeError("zero denominator");
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d) || 1n;
  return { n: n / g, d: d / g };
};

/** A plain decimal text ("-12.345", "7") as an exact fraction. */
export const parse = (text) => {
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(String(text).trim());
  if (!match) throw new RangeError(`not a plain decimal: ${text}`);
  const decimals = match[3] ?? "";
  return q(BigInt(match[1] + match[2] + decimals), 10n ** BigInt(decimals.length));
};

// The operations keep fractions unreduced (a gcd of thousand-digit numbers
// at every step would make the oracle slow); `same` compares two fractions,
// `reduce` gives lowest terms.
const raw = (n, d) => (d < 0n ? { n: -n, d: -d } : { n, d });
export const add = (a, b) => raw(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a, b) => raw(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a, b) => raw(a.n * b.n, a.d * b.d);
export const div = (a, b) => {
  if (b.n === 0n) throw new RangeError("division by zero");
  return raw(a.n * b.d, a.d * b.n);
};
/** a^k for any integer k (negative: the reciprocal). */
export const pow = (a, k) => (k >= 0 ? raw(a.n ** BigInt(k), a.d ** BigInt(k)) : div(ONE_RAW, raw(a.n ** BigInt(-k), a.d ** BigInt(-k))));
const ONE_RAW = { n: 1n, d: 1n };
/** True when two fractions are equal. */
export const same = (a, b) => a.n * b.d === b.n * a.d;
/** A fraction in lowest terms. */
export const reduce = (a) => q(a.n, a.d);
export const ONE = q(1n);

/** Dollars (a fraction) to integer cents, half-up: ties away from zero. */
export const halfUpCents = (dollars) => {
  const hundred = mul(dollars, q(100n));
  const sign = hundred.n < 0n ? -1n : 1n;
  // floor(|x| + 1/2) = floor((2|n| + d) / 2d)
  return Number(sign * ((2n * abs(hundred.n) + hundred.d) / (2n * hundred.d)));
};

/** Integer cents as a fraction of dollars. */
export const dollarsOf = (cents) => q(BigInt(cents), 100n);

/** The periodic rate: annual percent ÷ (100 × periods per year). */
export const periodicRate = (annualPercent, periodsPerYear) => div(parse(annualPercent), q(100n * BigInt(periodsPerYear)));

/**
 * The exact (unrounded) level payment, in arrears (end of each period), that
 * takes a principal down to a residual (0 for a loan) in `count` payments, as
 * a fraction of dollars: PV(payments) + PV(residual) = principal, i.e.
 * (P − R(1+r)^−n)·r / (1 − (1+r)^−n); (P − R) / n at 0 %.
 */
export const exactPayment = (principal, annualPercent, periodsPerYear, count, { residual = "0" } = {}) => {
  const p = parse(principal);
  const rest = parse(residual);
  const r = periodicRate(annualPercent, periodsPerYear);
  if (r.n === 0n) return div(sub(p, rest), q(BigInt(count)));
  const discount = pow(add(ONE, r), -count);
  return div(mul(sub(p, mul(rest, discount)), r), sub(ONE, discount));
};

/** The payment rounded half-up to cents (integer cents). */
export const paymentCents = (principal, annualPercent, periodsPerYear, count, options) =>
  halfUpCents(exactPayment(principal, annualPercent, periodsPerYear, count, options));

/** One period's interest on a balance in cents: half-up of balance × annual ÷ (100 × periods). */
export const interestCents = (balanceCents, annualPercent, periodsPerYear) =>
  halfUpCents(mul(dollarsOf(balanceCents), periodicRate(annualPercent, periodsPerYear)));

/**
 * A loan's schedule under Lendkit's rules, as integer cents per line
 * { payment, interest, principal, balance }: the rounded level payment on
 * every line; interest of the balance rounded half-up each period; the last
 * line (line n, or an earlier one the level payment already covers: the term
 * is shortened) pays balance + interest − residual, leaving the residual
 * (0.00 for a loan, a lease's balloon otherwise); null when the payment does
 * not exceed the first interest (it never amortizes) while a residual below
 * the principal is still to reach.
 */
export const scheduleCents = (principal, annualPercent, periodsPerYear, count, { residual = "0" } = {}) => {
  const payment = paymentCents(principal, annualPercent, periodsPerYear, count, { residual });
  let balance = halfUpCents(parse(principal));
  const rest = halfUpCents(parse(residual));
  if (payment <= interestCents(balance, annualPercent, periodsPerYear) && rest < balance) return null;
  const lines = [];
  for (let k = 1; k <= count; k++) {
    const interest = interestCents(balance, annualPercent, periodsPerYear);
    if (k === count || (payment >= balance + interest - rest && balance > rest)) {
      lines.push({ payment: balance + interest - rest, interest, principal: balance - rest, balance: rest });
      break;
    }
    balance -= payment - interest;
    lines.push({ payment, interest, principal: payment - interest, balance });
  }
  return lines;
};

/**
 * Loans whose exact payment is a half-cent tie at a non-zero rate: for the
 * rate N/D per period, the payment in cents of P cents is
 * P·N·G ÷ (D·(G − B)) with G = (D + N)^n, B = D^n; it is (2k + 1)/2 exactly
 * when P = (2k + 1)·D·(G − B) ÷ (2·N·G). With T = D·(G − B), U = 2·N·G and
 * g = gcd(T, U), a whole P exists when U/g is odd: then every odd j gives
 * P = j·T/g, whose payment j·(U/g)/2 cents is a tie. Returns null when the
 * terms admit no tie, else the principal in cents of the j-th tie and its
 * payment in cents rounded half-up (the right answer).
 */
export const tieLoan = (annualPercent, periodsPerYear, count, j) => {
  const r = periodicRate(annualPercent, periodsPerYear);
  if (r.n === 0n || j % 2 === 0) return null;
  const grown = (r.d + r.n) ** BigInt(count);
  const base = r.d ** BigInt(count);
  const t = r.d * (grown - base);
  const u = 2n * r.n * grown;
  const g = gcd(t, u);
  if ((u / g) % 2n === 0n) return null;
  const principalCents = BigInt(j) * (t / g);
  const twicePayment = BigInt(j) * (u / g); // odd: payment = twicePayment / 2 cents
  return { principalCents, paymentCents: (twicePayment + 1n) / 2n };
};

/**
 * A lease whose exact payment is a tie: the j-th tie loan P0 (see tieLoan)
 * with a residual of m·G cents and m·B cents more principal, which leaves the
 * payment unchanged (m·G·v^n = m·B); null when there is none or the residual
 * would exceed the principal.
 */
export const tieLease = (annualPercent, periodsPerYear, count, j, m) => {
  const loan = tieLoan(annualPercent, periodsPerYear, count, j);
  if (!loan) return null;
  const r = periodicRate(annualPercent, periodsPerYear);
  const grown = (r.d + r.n) ** BigInt(count);
  const base = r.d ** BigInt(count);
  const residualCents = BigInt(m) * grown;
  const principalCents = loan.principalCents + BigInt(m) * base;
  return residualCents <= principalCents ? { principalCents, residualCents, paymentCents: loan.paymentCents } : null;
};

/** Principal cents of a balance whose interest at this rate is exactly (2k + 1)/2 cents, or null. */
export const interestTieBalance = (annualPercent, periodsPerYear, halfCents) => {
  const r = periodicRate(annualPercent, periodsPerYear);
  if (r.n === 0n || halfCents % 2 === 0) return null;
  // balance × N / D = halfCents / 2  →  balance = halfCents × D / (2N)
  const top = BigInt(halfCents) * r.d;
  const bottom = 2n * r.n;
  return top % bottom === 0n ? Number(top / bottom) : null;
};

/** The civil date `months` months after y-m-d, clamped to the month's last day (UTC arithmetic, independent of any date library). */
export const addMonthsClamped = (year, month, day, months) => {
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return [y, m, Math.min(day, last)];
};

/** The civil date `days` days after y-m-d. */
export const addDays = (year, month, day, days) => {
  const date = new Date(Date.UTC(year, month - 1, day) + days * 86_400_000);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
};
