// A test-only oracle: the schedule rules written straight from the spec with
// decimal.js objects for every value, independent of the engines.
import DecimalJs from "decimal.js";

const D = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP });
const cents = (value: DecimalJs) => value.toDecimalPlaces(2, DecimalJs.ROUND_HALF_UP);

export interface OracleLine {
  payment: string;
  interest: string;
  principal: string;
  balance: string;
}

/** null when the payment does not exceed the first interest. */
export const oracleSchedule = (principal: string, annual: string, periodsPerYear: number, n: number): OracleLine[] | null => {
  const p = new D(principal);
  const a = new D(annual);
  const rate = a.div(100).div(periodsPerYear);
  const payment = a.isZero()
    ? cents(p.div(n))
    : cents(p.mul(rate).div(new D(1).minus(rate.plus(1).pow(-n))));
  const interestOf = (balance: DecimalJs) => cents(balance.mul(a).div(100 * periodsPerYear));
  if (payment.lte(interestOf(p))) return null;
  const lines: OracleLine[] = [];
  let balance = p;
  for (let k = 1; k <= n; k++) {
    const interest = interestOf(balance);
    if (k === n || payment.gte(balance.plus(interest))) {
      lines.push({ payment: balance.plus(interest).toFixed(2), interest: interest.toFixed(2), principal: balance.toFixed(2), balance: "0.00" });
      break;
    }
    const principalPart = payment.minus(interest);
    balance = balance.minus(principalPart);
    lines.push({ payment: payment.toFixed(2), interest: interest.toFixed(2), principal: principalPart.toFixed(2), balance: balance.toFixed(2) });
  }
  return lines;
};
