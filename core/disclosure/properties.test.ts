/**
 * The disclosure's figures proved against an exact oracle written apart from
 * the engine: the loan's present value Σ payment ÷ Π(1 + rate × interval)
 * in BigInt fractions (tests/oracle), with each interval known from how the
 * schedule was generated (whole periods and odd days), not from the engine's
 * period count. The present value falls as the rate rises, so a stated figure
 * f is the true rate rounded half-up exactly when PV(f − 0.005 %) ≥ advance >
 * PV(f + 0.005 %).
 */
import { CalendarDate } from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { add, div, mul, parse, q, reduce, sub, type Q } from "../../tests/oracle/exactMoney.mjs";
import { costOfBorrowing } from "./costOfBorrowing.js";
import type { CostOfBorrowingInput, DisclosurePayment } from "./input.js";
import type { DisclosurePeriodsPerYear } from "./periods.js";

const ONE = q(1n);
const below = (a: Q, b: Q): boolean => a.n * b.d < b.n * a.d;
const atMost = (a: Q, b: Q): boolean => a.n * b.d <= b.n * a.d;

/** Σ amount_k ÷ Π_{j≤k}(1 + rate × years_j), by Horner from the last payment. */
const presentValue = (flows: readonly { amount: Q; years: Q }[], rate: Q): Q => {
  let value = q(0n);
  for (let k = flows.length - 1; k >= 0; k--) value = div(add(value, flows[k]!.amount), add(ONE, mul(rate, flows[k]!.years)));
  return value;
};

/** A percent figure ± a margin in percent, as a rate per year. */
const rateAt = (percent: string, margin: string): Q => div(add(parse(percent), parse(margin)), q(100n));

/** True when the true root is within [f − half, f + half) of the figure f: PV(f − half) ≥ advance > PV(f + half). */
const brackets = (flows: readonly { amount: Q; years: Q }[], advance: Q, percent: string, half: string): boolean => {
  const low = rateAt(percent, `-${half}`);
  const lowOk = low.n <= 0n || atMost(advance, presentValue(flows, low));
  return lowOk && below(presentValue(flows, rateAt(percent, half)), advance);
};

interface Generated {
  readonly input: CostOfBorrowingInput;
  /** The payments in date order with their federal interval in years, known by construction. */
  readonly federal: { amount: Q; years: Q }[];
  readonly quebec: { amount: Q; years: Q }[];
  readonly net: Q;
  readonly fees: Q;
}

const cents = (value: number): string => (value / 100).toFixed(2);

/**
 * A loan: a frequency, an advance date, an odd first period of 0 or more days,
 * n level payments (the last may differ), a brokerage fee in each, perhaps a
 * file-opening fee paid at signing and a carried balance (a renewal), and an
 * amount advanced that leaves a cost of 0 to 50 % of the payments.
 */
const loans = fc
  .record({
    periodsPerYear: fc.constantFrom<DisclosurePeriodsPerYear>(52, 26, 24, 12),
    year: fc.integer({ min: 2020, max: 2032 }),
    month: fc.integer({ min: 1, max: 12 }),
    startDay: fc.integer({ min: 1, max: 13 }),
    oddSeed: fc.integer({ min: 0, max: 1000 }),
    count: fc.integer({ min: 1, max: 60 }),
    paymentCents: fc.integer({ min: 500, max: 300_000 }),
    lastExtraCents: fc.integer({ min: -400, max: 5_000 }),
    feeShare: fc.integer({ min: 0, max: 40 }),
    signingFeeCents: fc.option(fc.integer({ min: 1, max: 30_000 }), { nil: undefined }),
    carriedShare: fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined }),
    costShare: fc.integer({ min: 0, max: 500 }),
  })
  .map((draw): Generated => {
    const { periodsPerYear, year, month, startDay, count } = draw;
    const advancedOn = new CalendarDate(year, month, startDay);
    const maxOdd = periodsPerYear === 52 ? 6 : periodsPerYear === 26 ? 13 : periodsPerYear === 24 ? 13 - startDay : 7;
    const odd = draw.oddSeed % (maxOdd + 1);
    const anchor = advancedOn.add({ days: odd });
    const dueDate = (k: number): CalendarDate => {
      if (periodsPerYear === 52) return anchor.add({ days: 7 * k });
      if (periodsPerYear === 26) return anchor.add({ days: 14 * k });
      if (periodsPerYear === 12) return anchor.add({ months: k });
      // Semi-monthly on the anchor's day and 15 days later (the anchor's day is 13 or less).
      return k % 2 === 0 ? anchor.add({ months: k / 2 }) : anchor.add({ months: (k - 1) / 2 }).set({ day: anchor.day + 15 });
    };
    const payments: DisclosurePayment[] = [];
    const federal: { amount: Q; years: Q }[] = [];
    let fees = q(0n);
    if (draw.signingFeeCents !== undefined) {
      payments.push({ dueDate: advancedOn, amount: cents(draw.signingFeeCents), fileOpening: cents(draw.signingFeeCents) });
      federal.push({ amount: q(BigInt(draw.signingFeeCents), 100n), years: q(0n) });
      fees = add(fees, q(BigInt(draw.signingFeeCents), 100n));
    }
    for (let k = 1; k <= count; k++) {
      const amountCents = k === count ? Math.max(100, draw.paymentCents + draw.lastExtraCents) : draw.paymentCents;
      const feeCents = Math.floor((amountCents * draw.feeShare) / 100);
      payments.push({ dueDate: dueDate(k), amount: cents(amountCents), brokerage: cents(feeCents) });
      fees = add(fees, q(BigInt(feeCents), 100n));
      const years = k === 1 ? add(q(1n, BigInt(periodsPerYear)), q(BigInt(odd), 365n)) : q(1n, BigInt(periodsPerYear));
      federal.push({ amount: q(BigInt(amountCents), 100n), years });
    }
    const totalCents = federal.reduce((total, flow) => total + Number((flow.amount.n * 100n) / flow.amount.d), 0);
    const feeCents = Number((fees.n * 100n) / fees.d);
    // The cost: at least the fees, at most half the payments.
    const costCents = feeCents + Math.floor(((totalCents / 2 - feeCents > 0 ? totalCents / 2 - feeCents : 0) * draw.costShare) / 500);
    const netCents = totalCents - costCents;
    const carriedCents = draw.carriedShare === undefined ? 0 : Math.floor((netCents * draw.carriedShare) / 100);
    const input: CostOfBorrowingInput = {
      advanced: cents(netCents - carriedCents),
      ...(draw.carriedShare === undefined ? {} : { carriedBalance: cents(carriedCents) }),
      advancedOn,
      // Given out of order: the disclosure sorts them by date.
      payments: [...payments].reverse(),
      periodsPerYear,
    };
    let previous = advancedOn;
    const quebec = payments.map((payment) => {
      const years = q(BigInt(payment.dueDate.compare(previous)), 365n);
      previous = payment.dueDate;
      return { amount: parse(String(payment.amount)), years };
    });
    return { input, federal, quebec, net: q(BigInt(netCents), 100n), fees };
  })
  // A fee paid at signing stays below half the amount advanced, as a real one does.
  .filter(({ input, net, federal }) => Number(input.advanced) > 0 && (federal[0]!.years.n !== 0n || below(mul(federal[0]!.amount, q(2n)), net)));

describe("costOfBorrowing against the exact present-value oracle", () => {
  it("states the APR and the credit rate as the true roots rounded half-up to 2 decimals, within both legal tolerances", () => {
    fc.assert(
      fc.property(loans, ({ input, federal, quebec, net }) => {
        const result = costOfBorrowing(input);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const { apr, creditRate } = result.value;
        expect(apr.decimalPlaces()).toBeLessThanOrEqual(2);
        // Half a hundredth either side: the figure is the true rate's rounding.
        expect(brackets(federal, net, apr.toFixed(2), "0.005"), `APR ${apr.toFixed(2)}`).toBe(true);
        expect(brackets(quebec, net, creditRate.toFixed(2), "0.005"), `credit rate ${creditRate.toFixed(2)}`).toBe(true);
        // Federal tolerance: within 1/8 point of the true APR.
        expect(brackets(federal, net, apr.toFixed(2), "0.125")).toBe(true);
        // Québec Reg. s. 63: never understated by more than 1/4 point (the true rate is below f + 1/4).
        expect(below(presentValue(quebec, rateAt(creditRate.toFixed(2), "0.25")), net)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("gives C, the charges by kind and the total obligation exactly, and P and the effective rate from the true root", () => {
    fc.assert(
      fc.property(loans, ({ input, federal, net, fees }) => {
        const periodsPerYear = input.periodsPerYear;
        const result = costOfBorrowing(input);
        if (!result.ok) throw new Error(result.reason);
        const value = result.value;
        const total = federal.reduce((sum, flow) => add(sum, flow.amount), q(0n));
        const cost = sub(total, net);
        expect(value.totalObligation.toFixed(2)).toBe((Number((total.n * 100n) / total.d) / 100).toFixed(2));
        expect(value.netCapital.toFixed(2)).toBe((Number((net.n * 100n) / net.d) / 100).toFixed(2));
        expect(value.costOfBorrowing.toFixed(2)).toBe((Number((cost.n * 100n) / cost.d) / 100).toFixed(2));
        expect(value.totalCreditCharges.total.toFixed(2)).toBe(value.costOfBorrowing.toFixed(2));
        expect(value.totalCreditCharges.otherComponents.toFixed(2)).toBe((Number((fees.n * 100n) / fees.d) / 100).toFixed(2));
        expect(value.totalCreditCharges.interest.plus(value.totalCreditCharges.otherComponents).eq(value.costOfBorrowing)).toBe(true);
        expect(value.netCapital.plus(value.totalCreditCharges.total).eq(value.totalObligation)).toBe(true);
        if (cost.n === 0n) {
          expect(value.apr.isZero() && value.creditRate.isZero() && value.effectiveAnnualRate.isZero()).toBe(true);
          return;
        }
        // T by construction: the sum of the federal intervals.
        const term = federal.reduce((sum, flow) => add(sum, flow.years), q(0n));
        // P = C ÷ (T × true rate) lies in [p − ½¢, p + ½¢) exactly when the true rate lies in
        // (C ÷ (T (p + ½¢)), C ÷ (T (p − ½¢))]: PV above the advance at the first, not above at the second.
        const p = parse(value.averagePrincipal.toFixed(2));
        const rateAtP = (shift: string) => div(cost, mul(term, add(p, parse(shift))));
        expect(below(net, presentValue(federal, rateAtP("0.005")))).toBe(true);
        expect(atMost(presentValue(federal, rateAtP("-0.005")), net)).toBe(true);
        // The effective annual rate e: the oracle narrows the true rate by halving the APR's bracket
        // with its own present value, then (1 + r/n)^n − 1 at both ends must fall in
        // [e − 0.005 %, e + 0.005 %).
        const effective = (rate: Q): Q => {
          let factor = ONE;
          for (let i = 0; i < periodsPerYear; i++) factor = mul(factor, add(ONE, div(rate, q(BigInt(periodsPerYear)))));
          return sub(factor, ONE);
        };
        let low = rateAt(value.apr.toFixed(2), "-0.005");
        if (low.n < 0n) low = q(0n);
        let high = rateAt(value.apr.toFixed(2), "0.005");
        // Halve until the effective rates at both ends round to the same hundredth of a percent: a fixed
        // width (10^−8 once) left a true rate within that width of a half hundredth undecided (44.445 %).
        const hundredths = (rate: Q): bigint => (rate.n * 20_000n + rate.d) / (2n * rate.d);
        for (let step = 0; step < 2_000 && hundredths(effective(low)) !== hundredths(effective(high)); step++) {
          const middle = reduce(div(add(low, high), q(2n)));
          if (atMost(net, presentValue(federal, middle))) low = middle;
          else high = middle;
        }
        const figure = parse(value.effectiveAnnualRate.toFixed(2));
        expect(atMost(div(sub(figure, parse("0.005")), q(100n)), effective(low))).toBe(true);
        expect(below(effective(high), div(add(figure, parse("0.005")), q(100n)))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
