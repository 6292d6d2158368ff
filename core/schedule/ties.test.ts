// Schedules against the exact rational oracle with the hard cases made on
// purpose: payment ties and interest ties at non-zero rates (both engines),
// month ends and leap days for the due dates.
import { CalendarDate } from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, addMonthsClamped, interestTieBalance, scheduleCents, tieLoan } from "../../tests/oracle/exactMoney.mjs";
import type { FrequencyCode } from "../codes/frequency.js";
import { decimalFromCents } from "../money/cents.js";
import { Decimal } from "../money/decimal.js";
import { amortizationScheduleReference, amortizationScheduleResult, type ScheduleInput, type ScheduleResult } from "./index.js";

const periodsOf: Record<FrequencyCode, number> = { 0: 52, 1: 26, 2: 12, 3: 24 };
const frequencyCodes = [0, 1, 2] as const satisfies readonly FrequencyCode[];
const first = new CalendarDate(2028, 1, 31);

const cents = (result: ScheduleResult) =>
  result.ok ? result.lines.map((line) => ({ payment: line.paymentCents, interest: line.interestCents, principal: line.principalCents, balance: line.balanceCents })) : null;

const input = (principal: string, rate: string, frequency: FrequencyCode, n: number, firstPaymentDate = first): ScheduleInput => ({
  principal,
  annualRatePercent: rate,
  frequency,
  numberOfPayments: n,
  firstPaymentDate,
});

/** Both engines give the oracle's lines, cent for cent. */
const expectOracle = (principal: string, rate: string, frequency: FrequencyCode, n: number) => {
  const expected = scheduleCents(principal, rate, periodsOf[frequency], n);
  expect(cents(amortizationScheduleResult(input(principal, rate, frequency, n)))).toEqual(expected);
  expect(cents(amortizationScheduleReference(input(principal, rate, frequency, n)))).toEqual(expected);
};

/** Tie-admitting (rate, frequency, count) terms: rates 0.01–40.00 %, 2–4 payments. */
const paymentTieTerms = (() => {
  const found: { rate: string; frequency: FrequencyCode; n: number }[] = [];
  for (let hundredths = 1; hundredths <= 4000; hundredths++)
    for (const frequency of frequencyCodes)
      for (let n = 2; n <= 4; n++) {
        const rate = (hundredths / 100).toFixed(2);
        const tie = tieLoan(rate, periodsOf[frequency], n, 1);
        if (tie && tie.principalCents <= 100_000_000_000n) found.push({ rate, frequency, n });
      }
  return found;
})();

describe("schedule ties", () => {
  it("the issue's tie as a schedule: 25,608.00 $ at 3.25 % weekly in 2 → 12,816.01 then the rest", () => {
    const result = amortizationScheduleResult(input("25608.00", "3.25", 0, 2));
    expect(result.ok && result.regularPayment.toFixed(2)).toBe("12816.01");
    // interest 25,608 ÷ 1,600 = 16.005 → 16.01 and then 12,808.00 ÷ 1,600 = 8.005 → 8.01: ties too; the last line absorbs
    expect(cents(result)).toEqual([
      { payment: 1_281_601, interest: 1601, principal: 1_280_000, balance: 1_280_800 },
      { payment: 1_281_601, interest: 801, principal: 1_280_800, balance: 0 },
    ]);
    expectOracle("25608.00", "3.25", 0, 2);
  });

  it("rounds a generated payment tie up on both engines (property)", () => {
    expect(paymentTieTerms.length).toBeGreaterThan(1000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: paymentTieTerms.length - 1 }), fc.integer({ min: 0, max: 100 }), (index, half) => {
        const { rate, frequency, n } = paymentTieTerms[index]!;
        const tie = tieLoan(rate, periodsOf[frequency], n, 2 * half + 1);
        fc.pre(tie !== null && tie.principalCents <= 100_000_000_000n);
        const principal = decimalFromCents(Number(tie!.principalCents)).toFixed(2);
        const result = amortizationScheduleResult(input(principal, rate, frequency, n));
        expect(result.ok && result.regularPayment.mul(100).toNumber()).toBe(Number(tie!.paymentCents));
        expectOracle(principal, rate, frequency, n);
      }),
      { numRuns: 800 },
    );
  });

  it("rounds a generated interest tie up on every line, at rates of 2 to 8 decimals (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }).chain((scale) =>
          fc.integer({ min: 1, max: 40 * 10 ** scale }).map((digits) => new Decimal(digits).div(10 ** scale).toFixed(scale)),
        ),
        fc.constantFrom(...frequencyCodes),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 2, max: 120 }),
        (rate, frequency, half, n) => {
          const balance = interestTieBalance(rate, periodsOf[frequency], 2 * half + 1);
          fc.pre(balance !== null && balance >= 1 && balance <= 100_000_000_000);
          expectOracle(decimalFromCents(balance!).toFixed(2), rate, frequency, n);
        },
      ),
      { numRuns: 500 },
    );
  }, 30_000);

  it("agrees with the oracle on random loans, both engines (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 7 }).chain((scale) =>
          fc.integer({ min: 0, max: 40 * 10 ** scale }).map((digits) => new Decimal(digits).div(10 ** scale).toFixed(scale)),
        ),
        fc.constantFrom(...frequencyCodes),
        fc.integer({ min: 1, max: 261 }),
        (principalCents, rate, frequency, n) => expectOracle(decimalFromCents(principalCents).toFixed(2), rate, frequency, n),
      ),
      { numRuns: 400 },
    );
  }, 30_000);
});

describe("schedule due dates at month ends and leap days (property)", () => {
  it("weekly and bi-weekly lines fall 7 and 14 days apart; monthly ones k months on, clamped to the month's end", () => {
    const day = fc.oneof(fc.constantFrom(28, 29, 30, 31), fc.integer({ min: 1, max: 31 }));
    fc.assert(
      fc.property(fc.integer({ min: 2023, max: 2032 }), fc.integer({ min: 1, max: 12 }), day, fc.constantFrom(...frequencyCodes), fc.integer({ min: 1, max: 120 }), (year, month, wanted, frequency, n) => {
        const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
        const date = new CalendarDate(year, month, Math.min(wanted, last));
        const result = amortizationScheduleResult(input("5000.00", "12.5", frequency, n, date));
        if (!result.ok) throw new Error(result.reason);
        result.lines.forEach((line, k) => {
          const [y, m, d] =
            frequency === 2
              ? addMonthsClamped(date.year, date.month, date.day, k)
              : addDays(date.year, date.month, date.day, k * (frequency === 0 ? 7 : 14));
          expect(line.dueDate.toString()).toBe(new CalendarDate(y, m, d).toString());
        });
      }),
      { numRuns: 500 },
    );
  });

  it("monthly from January 31 of a leap year: February 29, then March 31", () => {
    const result = amortizationScheduleResult(input("1000.00", "10", 2, 3, new CalendarDate(2028, 1, 31)));
    expect(result.ok && result.lines.map((line) => line.dueDate.toString())).toEqual(["2028-01-31", "2028-02-29", "2028-03-31"]);
  });
});
