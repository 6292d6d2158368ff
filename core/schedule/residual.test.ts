// Leases amortize to their residual: payments and schedules against the exact
// rational oracle, ties and the residual as the end-of-term balance.
import { CalendarDate } from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { add, div, exactPayment, mul, parse, periodicRate, pow, q, ONE, same, scheduleCents, sub, tieLease } from "../../tests/oracle/exactMoney.mjs";
import { balloonPayment } from "../calculator/annuity.js";
import type { FrequencyCode } from "../codes/frequency.js";
import { decimalFromCents } from "../money/cents.js";
import { Decimal } from "../money/decimal.js";
import { amortizationScheduleReference, amortizationScheduleResult, type ScheduleInput, type ScheduleResult } from "./index.js";

const periodsOf: Record<FrequencyCode, number> = { 0: 52, 1: 26, 2: 12, 3: 24 };
const lease = (principal: string, residual: string, rate: string, frequency: FrequencyCode, n: number): ScheduleInput => ({
  principal,
  residual,
  annualRatePercent: rate,
  frequency,
  numberOfPayments: n,
  firstPaymentDate: new CalendarDate(2026, 12, 10),
});
const cents = (result: ScheduleResult) =>
  result.ok ? result.lines.map((line) => ({ payment: line.paymentCents, interest: line.interestCents, principal: line.principalCents, balance: line.balanceCents })) : null;
const expectOracle = (principal: string, residual: string, rate: string, frequency: FrequencyCode, n: number) => {
  const expected = scheduleCents(principal, rate, periodsOf[frequency], n, { residual });
  expect(cents(amortizationScheduleResult(lease(principal, residual, rate, frequency, n)))).toEqual(expected);
  expect(cents(amortizationScheduleReference(lease(principal, residual, rate, frequency, n)))).toEqual(expected);
};

describe("the demo lease: 26,940 $ at 7.49 %, 104 bi-weekly payments, residual 14,850 $", () => {
  const result = amortizationScheduleResult(lease("26940", "14850", "7.49", 1, 104));
  it("pays 177.48 $ (not the 300.15 $ that repays everything): PV(payments) + PV(residual) = amount financed", () => {
    const exact = exactPayment("26940", "7.49", 26, 104, { residual: "14850" });
    // the identity, in exact fractions: A·(1 − v^n)/r + R·v^n = P
    const r = periodicRate("7.49", 26);
    const v = pow(add(ONE, r), -104);
    expect(same(add(div(mul(exact, sub(ONE, v)), r), mul(parse("14850"), v)), parse("26940"))).toBe(true);
    expect(balloonPayment(26940, 14850, "7.49", 26, 104).toFixed(2)).toBe("177.48");
    expect(result.ok && result.regularPayment.toFixed(2)).toBe("177.48");
  });
  it("ends its 104th line on the residual, 14,850.00, and agrees with the oracle line by line", () => {
    if (!result.ok) throw new Error(result.reason);
    expect(result.lines).toHaveLength(104);
    expect(result.lines[103]!.balance.toFixed(2)).toBe("14850.00");
    expect(result.lines.slice(0, 103).every((line) => line.paymentCents === 17_748)).toBe(true);
    // 26,940.00 × 7.49 ÷ 2,600 = 77.6082… → 77.61 interest; 177.48 − 77.61 = 99.87 principal
    expect(result.lines[0]!.interestCents).toBe(7761);
    expect(result.lines[0]!.principalCents).toBe(9987);
    const principalPaid = result.lines.reduce((sum, line) => sum + line.principalCents, 0);
    expect(principalPaid).toBe(2_694_000 - 1_485_000);
    expectOracle("26940", "14850", "7.49", 1, 104);
  });
});

describe("residual rules", () => {
  it("a residual of 0 is the loan's schedule", () => {
    expect(cents(amortizationScheduleResult(lease("1000", "0", "19.99", 0, 52)))).toEqual(
      cents(amortizationScheduleResult({ ...lease("1000", "0", "19.99", 0, 52), residual: undefined })),
    );
  });
  it("a residual equal to the principal pays interest only and keeps the balance", () => {
    const result = amortizationScheduleResult(lease("1200", "1200", "12", 2, 12));
    expect(result.ok && result.lines.map((line) => [line.paymentCents, line.balanceCents])).toEqual(Array.from({ length: 12 }, () => [1200, 120_000]));
  });
  it("refuses a residual above the principal, negative, with more than 2 decimals or not an amount", () => {
    for (const residual of ["1000.01", "-1", "0.001", "abc"]) {
      expect(amortizationScheduleResult(lease("1000", residual, "10", 2, 12))).toEqual({ ok: false, reason: "invalidResidual" });
    }
    expect(balloonPayment(1000, "1000.01", 10, 12, 12).isNaN()).toBe(true);
  });
  it("at 0 % pays (principal − residual) ÷ n, half-up", () => {
    expect(balloonPayment("100.05", "0", 0, 12, 2).toFixed(2)).toBe("50.03");
    expect(balloonPayment("1000.05", "900", 0, 12, 2).toFixed(2)).toBe("50.03");
  });
});

describe("residual properties", () => {
  it("both engines equal the oracle for random leases, the last balance being the residual", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 6 }).chain((scale) => fc.integer({ min: 0, max: 40 * 10 ** scale }).map((digits) => new Decimal(digits).div(10 ** scale).toFixed(scale))),
        fc.constantFrom<FrequencyCode>(0, 1, 2),
        fc.integer({ min: 1, max: 261 }),
        (principalCents, share, rate, frequency, n) => {
          const residualCents = Math.floor(principalCents * share);
          const principal = decimalFromCents(principalCents).toFixed(2);
          const residual = decimalFromCents(residualCents).toFixed(2);
          expectOracle(principal, residual, rate, frequency, n);
          const result = amortizationScheduleResult(lease(principal, residual, rate, frequency, n));
          if (result.ok) expect(result.lines[result.lines.length - 1]!.balanceCents).toBe(residualCents);
        },
      ),
      { numRuns: 200 },
    );
  }, 30_000);

  it("rounds a generated lease payment tie up (a residual of m·(D+N)^n cents keeps a tie a tie)", () => {
    const terms: { rate: string; frequency: FrequencyCode; n: number }[] = [];
    for (let hundredths = 1; hundredths <= 4000 && terms.length < 400; hundredths += 7)
      for (const frequency of [0, 1, 2] as const)
        for (let n = 1; n <= 3; n++) if (tieLease((hundredths / 100).toFixed(2), periodsOf[frequency], n, 1, 1)) terms.push({ rate: (hundredths / 100).toFixed(2), frequency, n });
    expect(terms.length).toBeGreaterThan(50);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: terms.length - 1 }), fc.integer({ min: 0, max: 50 }), fc.integer({ min: 1, max: 40 }), (index, half, m) => {
        const { rate, frequency, n } = terms[index]!;
        const tie = tieLease(rate, periodsOf[frequency], n, 2 * half + 1, m);
        fc.pre(tie !== null && tie.principalCents <= 100_000_000_000n);
        const principal = decimalFromCents(Number(tie!.principalCents)).toFixed(2);
        const residual = decimalFromCents(Number(tie!.residualCents)).toFixed(2);
        // the exact payment is (2k + 1)/2 cents
        expect(same(mul(exactPayment(principal, rate, periodsOf[frequency], n, { residual }), q(200n)), q(2n * tie!.paymentCents - 1n))).toBe(true);
        expect(balloonPayment(principal, residual, rate, periodsOf[frequency], n).mul(100).toNumber()).toBe(Number(tie!.paymentCents));
        expectOracle(principal, residual, rate, frequency, n);
      }),
      { numRuns: 400 },
    );
  }, 30_000);
});
