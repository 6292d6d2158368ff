import { CalendarDate } from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FrequencyCode } from "../codes/frequency.js";
import { Decimal } from "../money/decimal.js";
import { amortizationSchedule, amortizationScheduleReference, amortizationScheduleResult, type ScheduleInput, type ScheduleLine } from "./index.js";
import { oracleSchedule } from "./oracle.testing.js";

const jan2 = new CalendarDate(2026, 1, 2);
const loan = (overrides: Partial<ScheduleInput> = {}): ScheduleInput => ({
  principal: 1000,
  annualRatePercent: 19.99,
  frequency: 0,
  numberOfPayments: 52,
  firstPaymentDate: jan2,
  ...overrides,
});
const build = (input: ScheduleInput) => {
  const result = amortizationScheduleResult(input);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result;
};
const money = (line: ScheduleLine) => ({
  payment: line.payment.toFixed(2),
  interest: line.interest.toFixed(2),
  principal: line.principal.toFixed(2),
  balance: line.balance.toFixed(2),
});
const periods: Record<FrequencyCode, number> = { 0: 52, 1: 26, 2: 12, 3: 24 };

describe("amortizationSchedule — the guide's example (1,000 $, weekly, 19.99 %, 52 payments)", () => {
  const result = build(loan());
  it("pays the annuity payment 21.25 on every line but the last", () => {
    // 1000 × r / (1 − (1 + r)^−52), r = 19.99 / 5200 = 0.003844…, (1 + r)^52 = 1.220812…: 21.2536… → 21.25
    expect(result.regularPayment.toFixed(2)).toBe("21.25");
    expect(result.lines.slice(0, -1).every((line) => line.paymentCents === 2125)).toBe(true);
  });
  it("computes the first lines by hand", () => {
    // 1000.00 × 19.99 ÷ 5200 = 3.8442… → 3.84; 21.25 − 3.84 = 17.41; 1000 − 17.41 = 982.59
    expect(money(result.lines[0]!)).toEqual({ payment: "21.25", interest: "3.84", principal: "17.41", balance: "982.59" });
    // 982.59 × 19.99 ÷ 5200 = 3.7773… → 3.78; 21.25 − 3.78 = 17.47; 982.59 − 17.47 = 965.12
    expect(money(result.lines[1]!)).toEqual({ payment: "21.25", interest: "3.78", principal: "17.47", balance: "965.12" });
    // 965.12 × 19.99 ÷ 5200 = 3.7101… → 3.71; 17.54; 947.58
    expect(money(result.lines[2]!)).toEqual({ payment: "21.25", interest: "3.71", principal: "17.54", balance: "947.58" });
  });
  it("lets the last line absorb the remainder: previous balance + its interest", () => {
    const [before, last] = result.lines.slice(-2) as [ScheduleLine, ScheduleLine];
    const interest = before.balance.mul(19.99).div(5200).toDecimalPlaces(2);
    expect(last.interest.toFixed(2)).toBe(interest.toFixed(2));
    expect(last.payment.toFixed(2)).toBe(before.balance.plus(interest).toFixed(2));
    expect(last.balance.toFixed(2)).toBe("0.00");
    expect(result.lines).toHaveLength(52);
    expect(result.lines.map(money)).toEqual(oracleSchedule("1000", "19.99", 52, 52));
  });
  it("dates weekly payments 7 days apart", () => {
    expect(result.lines[1]!.dueDate.toString()).toBe("2026-01-09");
    expect(result.lines[51]!.dueDate.toString()).toBe("2026-12-25");
  });
  it("serialises to the wire form", () => {
    expect(JSON.parse(JSON.stringify(result.lines[0]))).toEqual({
      number: 1,
      dueDate: "2026-01-02",
      payment: "21.25",
      interest: "3.84",
      principal: "17.41",
      fee: "0.00",
      total: "21.25",
      balance: "982.59",
    });
  });
});

describe("amortizationSchedule — the money traps", () => {
  it("rounds an exact half-cent interest up (balance 21,242.16 at 25 % monthly → 442.55)", () => {
    // 21242.16 × 25 ÷ 1200 = 442.545 exactly; rate-first would give 442.544999… → 442.54
    const line = build(loan({ principal: "21242.16", annualRatePercent: 25, frequency: 2, numberOfPayments: 60 })).lines[0]!;
    expect(line.interest.toFixed(2)).toBe("442.55");
  });
  it("splits 100.05 at 0 % in two as 50.03 then 50.02 (half-up, not toFixed)", () => {
    const result = build(loan({ principal: 100.05, annualRatePercent: 0, frequency: 2, numberOfPayments: 2 }));
    expect(result.lines.map((line) => line.payment.toFixed(2))).toEqual(["50.03", "50.02"]);
  });
  it("shortens the term when the rounded-up payment overpays: 1,509.19 at 27.15 %, 240 monthly", () => {
    const result = build(loan({ principal: 1509.19, annualRatePercent: 27.15, frequency: 2, numberOfPayments: 240 }));
    const oracle = oracleSchedule("1509.19", "27.15", 12, 240)!;
    expect(result.lines.map(money)).toEqual(oracle);
    // Without shortening line 240 would be ≤ 0: the payment already covers balance + interest at line 239.
    expect(result.lines.length).toBeLessThan(240);
    expect(result.warnings).toContain("termShortened");
    const last = result.lines.at(-1)!;
    expect(last.payment.gt(0) && last.payment.lte(result.regularPayment)).toBe(true);
  });
  it("refuses a payment that never reduces the principal: 566.18 at 36.34 %, 255 monthly", () => {
    // first interest: 566.18 × 36.34 ÷ 1200 = 17.1458… → 17.15; the annuity payment rounds to 17.15 too
    const r = new Decimal(36.34).div(1200);
    const payment = new Decimal(566.18).mul(r).div(new Decimal(1).minus(r.plus(1).pow(-255))).toDecimalPlaces(2);
    expect(payment.toFixed(2)).toBe("17.15");
    expect(amortizationScheduleResult(loan({ principal: 566.18, annualRatePercent: 36.34, frequency: 2, numberOfPayments: 255 }))).toEqual({
      ok: false,
      reason: "paymentDoesNotAmortize",
    });
    expect(oracleSchedule("566.18", "36.34", 12, 255)).toBeNull();
  });
  it("refuses a 0 % payment that rounds to 0.00", () => {
    expect(amortizationScheduleResult(loan({ principal: 0.02, annualRatePercent: 0, numberOfPayments: 5 }))).toEqual({
      ok: false,
      reason: "paymentDoesNotAmortize",
    });
  });
});

describe("amortizationSchedule — due dates", () => {
  const dates = (input: Partial<ScheduleInput>, count: number) =>
    build(loan({ numberOfPayments: count, ...input })).lines.map((line) => line.dueDate.toString());
  it("bi-weekly: every 14 days", () => {
    expect(dates({ frequency: 1 }, 3)).toEqual(["2026-01-02", "2026-01-16", "2026-01-30"]);
  });
  it("monthly: clamped to the month's end without drifting", () => {
    expect(dates({ frequency: 2, firstPaymentDate: new CalendarDate(2027, 12, 31) }, 6)).toEqual([
      "2027-12-31",
      "2028-01-31",
      "2028-02-29",
      "2028-03-31",
      "2028-04-30",
      "2028-05-31",
    ]);
  });
  it("semi-monthly: on the two days, each strictly after the previous", () => {
    const semi = { frequency: 3 as const, biMonthlyFirstDay: 1, biMonthlySecondDay: 15 };
    expect(dates({ ...semi, firstPaymentDate: new CalendarDate(2026, 1, 10) }, 4)).toEqual([
      "2026-01-10",
      "2026-01-15",
      "2026-02-01",
      "2026-02-15",
    ]);
    expect(dates({ ...semi, firstPaymentDate: new CalendarDate(2026, 12, 15) }, 3)).toEqual([
      "2026-12-15",
      "2027-01-01",
      "2027-01-15",
    ]);
    expect(dates({ ...semi, firstPaymentDate: new CalendarDate(2026, 1, 1) }, 2)).toEqual(["2026-01-01", "2026-01-15"]);
  });
  it("weekly across a leap day", () => {
    expect(dates({ firstPaymentDate: new CalendarDate(2028, 2, 25) }, 2)).toEqual(["2028-02-25", "2028-03-03"]);
  });
});

describe("amortizationSchedule — inputs", () => {
  const reason = (input: Partial<ScheduleInput>) => {
    const result = amortizationScheduleResult(loan(input));
    return result.ok ? "ok" : result.reason;
  };
  it("refuses bad inputs with a reason, never throwing", () => {
    expect(reason({ principal: 0 })).toBe("invalidPrincipal");
    expect(reason({ principal: -5 })).toBe("invalidPrincipal");
    expect(reason({ principal: "12.345" })).toBe("invalidPrincipal");
    expect(reason({ principal: "abc" })).toBe("invalidPrincipal");
    expect(reason({ principal: 0.1 + 0.2 })).toBe("invalidPrincipal");
    expect(reason({ principal: "1000000000.01" })).toBe("invalidPrincipal");
    expect(reason({ annualRatePercent: -1 })).toBe("invalidRate");
    expect(reason({ annualRatePercent: "x" })).toBe("invalidRate");
    expect(reason({ annualRatePercent: Number.NaN })).toBe("invalidRate");
    expect(reason({ frequency: 4 as FrequencyCode })).toBe("invalidFrequency");
    expect(reason({ numberOfPayments: 0 })).toBe("invalidNumberOfPayments");
    expect(reason({ numberOfPayments: 2.5 })).toBe("invalidNumberOfPayments");
    expect(reason({ numberOfPayments: 1041 })).toBe("invalidNumberOfPayments");
    expect(reason({ firstPaymentDate: "2026-01-02" as unknown as CalendarDate })).toBe("invalidFirstPaymentDate");
    expect(reason({ frequency: 3 })).toBe("invalidSemiMonthlyDays");
    expect(reason({ frequency: 3, biMonthlyFirstDay: 1, biMonthlySecondDay: 32 })).toBe("invalidSemiMonthlyDays");
    expect(reason({ frequency: 3, biMonthlyFirstDay: 15, biMonthlySecondDay: 15 })).toBe("invalidSemiMonthlyDays");
    expect(reason({ frequency: 3, biMonthlyFirstDay: 0, biMonthlySecondDay: 15 })).toBe("invalidSemiMonthlyDays");
    expect(reason({ frequency: 3, biMonthlyFirstDay: 1, biMonthlySecondDay: 27 })).toBe("ok");
    expect(reason({ feePerPeriod: -1 })).toBe("invalidFee");
    expect(amortizationScheduleResult(null as unknown as ScheduleInput)).toEqual({ ok: false, reason: "invalidPrincipal" });
  });
  it("reads numbers, strings and Decimals alike", () => {
    const a = build(loan()).lines.map(money);
    expect(build(loan({ principal: "1000.00", annualRatePercent: " 19.990 " })).lines.map(money)).toEqual(a);
    expect(build(loan({ principal: new Decimal(1000), annualRatePercent: new Decimal("19.99") })).lines.map(money)).toEqual(a);
  });
  it("adds the fee on every line beside the payment, rounded half-up to cents", () => {
    const result = build(loan({ feePerPeriod: "1.005", numberOfPayments: 3 }));
    expect(result.lines.map((line) => line.fee.toFixed(2))).toEqual(["1.01", "1.01", "1.01"]);
    expect(result.lines[0]!.total.toFixed(2)).toBe(result.lines[0]!.payment.plus("1.01").toFixed(2));
  });
  it("takes the decimal path for a rate with many decimals and still agrees with the oracle", () => {
    const result = build(loan({ annualRatePercent: "19.123456789", numberOfPayments: 30 }));
    expect(result.lines.map(money)).toEqual(oracleSchedule("1000", "19.123456789", 52, 30));
  });
  it("a single payment pays principal + one period's interest", () => {
    // 1000 × 19.99 ÷ 1200 = 16.658… → 16.66
    expect(money(build(loan({ frequency: 2, numberOfPayments: 1 })).lines[0]!)).toEqual({
      payment: "1016.66",
      interest: "16.66",
      principal: "1000.00",
      balance: "0.00",
    });
  });
});

// Random loans as in MONEY-NOTES: principal 100–100,000 with cents, 0–40 % with up to 4 decimals.
const arbitraryLoan = fc.record({
  principalCents: fc.integer({ min: 10_000, max: 10_000_000 }),
  rateUnits: fc.integer({ min: 0, max: 400_000 }),
  rateDecimals: fc.integer({ min: 0, max: 4 }),
  frequency: fc.constantFrom<FrequencyCode>(0, 1, 2, 3),
  numberOfPayments: fc.integer({ min: 2, max: 261 }),
  firstDay: fc.integer({ min: 1, max: 13 }),
  gap: fc.integer({ min: 1, max: 14 }),
  start: fc.date({ min: new Date("2020-01-01"), max: new Date("2035-12-31"), noInvalidDate: true }),
});
type RandomLoan = {
  principalCents: number;
  rateUnits: number;
  rateDecimals: number;
  frequency: FrequencyCode;
  numberOfPayments: number;
  firstDay: number;
  gap: number;
  start: Date;
};
const inputOf = (l: RandomLoan): ScheduleInput => ({
  principal: (l.principalCents / 100).toFixed(2),
  // rateUnits in 1/10,000 %, cut to rateDecimals decimals
  annualRatePercent: new Decimal(Math.floor(l.rateUnits / 10 ** (4 - l.rateDecimals)))
    .div(10 ** l.rateDecimals)
    .toFixed(l.rateDecimals),
  frequency: l.frequency,
  numberOfPayments: l.numberOfPayments,
  firstPaymentDate: new CalendarDate(l.start.getUTCFullYear(), l.start.getUTCMonth() + 1, l.start.getUTCDate()),
  biMonthlyFirstDay: l.firstDay,
  biMonthlySecondDay: l.firstDay + l.gap,
});
const centsOf = (line: ScheduleLine) => [line.paymentCents, line.interestCents, line.principalCents, line.feeCents, line.balanceCents];

describe("amortizationSchedule — properties", () => {
  it("the fast integer path equals the exact decimal path line by line", () => {
    fc.assert(
      fc.property(arbitraryLoan, (l) => {
        const input = inputOf(l);
        const fast = amortizationScheduleResult(input);
        const exact = amortizationScheduleReference(input);
        expect(fast.ok).toBe(exact.ok);
        if (fast.ok && exact.ok) {
          expect(fast.lines.map(centsOf)).toEqual(exact.lines.map(centsOf));
          expect(fast.warnings).toEqual(exact.warnings);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("the two paths also agree at the edges: up to 1,000,000,000 $, rates up to 100 % with up to 8 decimals, 1–400 payments", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 8 }),
        fc.constantFrom<FrequencyCode>(0, 1, 2, 3),
        fc.integer({ min: 1, max: 400 }),
        (principalCents, rateUnits, decimals, frequency, numberOfPayments) => {
          const input = loan({
            principal: (principalCents / 100).toFixed(2),
            annualRatePercent: new Decimal(rateUnits).div(10 ** 6).toFixed(decimals),
            frequency,
            numberOfPayments,
            biMonthlyFirstDay: 5,
            biMonthlySecondDay: 20,
          });
          const fast = amortizationScheduleResult(input);
          const exact = amortizationScheduleReference(input);
          expect(fast.ok).toBe(exact.ok);
          if (fast.ok && exact.ok) expect(fast.lines.map(centsOf)).toEqual(exact.lines.map(centsOf));
          else expect(fast).toEqual(exact);
        },
      ),
      { numRuns: 120 },
    );
  });

  it("agrees with the independent decimal.js oracle", () => {
    fc.assert(
      fc.property(arbitraryLoan, (l) => {
        const input = inputOf(l);
        const result = amortizationScheduleResult(input);
        const oracle = oracleSchedule(String(input.principal), String(input.annualRatePercent), periods[l.frequency], l.numberOfPayments);
        if (oracle === null) expect(result).toEqual({ ok: false, reason: "paymentDoesNotAmortize" });
        else expect(result.ok && result.lines.map(money)).toEqual(oracle);
      }),
      { numRuns: 150 },
    );
  });

  it("keeps the invariants: 0.00 at the end, principals sum to the principal, payment = interest + principal, balances non-increasing, dates increasing, count", () => {
    fc.assert(
      fc.property(arbitraryLoan, fc.integer({ min: 0, max: 2_000 }), (l, feeCents) => {
        const input = { ...inputOf(l), feePerPeriod: feeCents / 100 };
        const result = amortizationScheduleResult(input);
        if (!result.ok) {
          expect(result.reason).toBe("paymentDoesNotAmortize");
          return;
        }
        const { lines } = result;
        expect(lines.at(-1)!.balanceCents).toBe(0);
        expect(lines.reduce((sum, line) => sum + line.principalCents, 0)).toBe(l.principalCents);
        const problems: string[] = [];
        let previousBalance = l.principalCents;
        let previousDate: CalendarDate | null = null;
        lines.forEach((line, index) => {
          const dueDate = line.dueDate;
          if (line.number !== index + 1) problems.push(`number ${index}`);
          if (line.paymentCents !== line.interestCents + line.principalCents) problems.push(`payment ${index}`);
          if (line.feeCents !== feeCents) problems.push(`fee ${index}`);
          if (line.principalCents <= 0 || line.balanceCents < 0) problems.push(`sign ${index}`);
          if (line.balanceCents !== previousBalance - line.principalCents) problems.push(`balance ${index}`);
          if (previousDate && dueDate.compare(previousDate) <= 0) problems.push(`date ${index}`);
          if (index < lines.length - 1 && line.paymentCents !== lines[0]!.paymentCents) problems.push(`regular ${index}`);
          previousBalance = line.balanceCents;
          previousDate = dueDate;
        });
        expect(problems).toEqual([]);
        expect(lines[0]!.total.toFixed(2)).toBe(lines[0]!.payment.plus(feeCents / 100).toFixed(2));
        if (result.warnings.includes("termShortened")) expect(lines.length).toBeLessThan(l.numberOfPayments);
        else expect(lines).toHaveLength(l.numberOfPayments);
        if (lines.length > 1) expect(result.regularPayment.mul(100).toNumber()).toBe(lines[0]!.paymentCents);
      }),
      { numRuns: 300 },
    );
  });

  it("monthly due dates never drift: line k is the first date plus k months", () => {
    fc.assert(
      fc.property(arbitraryLoan, (l) => {
        const input = { ...inputOf(l), frequency: 2 as const, numberOfPayments: 30 };
        const result = amortizationScheduleResult(input);
        if (!result.ok) return;
        result.lines.forEach((line, k) => expect(line.dueDate.compare(input.firstPaymentDate.add({ months: k }))).toBe(0));
      }),
      { numRuns: 100 },
    );
  });
});

describe("schedule messages", () => {
  it("has words in both languages for every refusal and warning", async () => {
    const { t } = await import("../i18n/translate.js");
    const { scheduleRefusalKey, scheduleWarningKey } = await import("./index.js");
    const refusals = [
      "invalidPrincipal",
      "invalidRate",
      "invalidFrequency",
      "invalidNumberOfPayments",
      "invalidFirstPaymentDate",
      "invalidSemiMonthlyDays",
      "invalidFee",
      "paymentDoesNotAmortize",
    ] as const;
    for (const reason of refusals)
      for (const lang of ["fr", "en"] as const) expect(t(lang, scheduleRefusalKey(reason))).not.toMatch(/^schedule\./);
    for (const warning of ["termShortened", "lastPaymentAboveTwiceRegular"] as const)
      expect(t("fr", scheduleWarningKey(warning))).toContain("paiement");
  });
});

describe("reading amounts without decimal.js", () => {
  it("reads a JS number exactly as its shortest text form", async () => {
    const { scaledDecimal } = await import("./checkInput.js");
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: 0, max: 1e12, noNaN: true }),
          fc.tuple(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 0, max: 8 })).map(([digits, scale]) => digits / 10 ** scale),
        ),
        (value) => {
          expect(scaledDecimal(value)).toEqual(scaledDecimal(String(value)));
          const scaled = scaledDecimal(value);
          if (scaled) expect(new Decimal(scaled.digits).div(10 ** scaled.scale).eq(new Decimal(value))).toBe(true);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe("amortizationSchedule — the lines-only public contract", () => {
  const terms = { principal: 1000, annualRatePercent: 19.99, frequency: 0, numberOfPayments: 52, firstPaymentDate: new CalendarDate(2026, 1, 2) } as const;

  it("gives exactly the lines of amortizationScheduleResult", () => {
    const result = amortizationScheduleResult(terms);
    expect(result.ok).toBe(true);
    if (result.ok) expect(amortizationSchedule(terms)).toEqual(result.lines);
  });

  it("gives no line for terms that cannot make a schedule, where the result says why", () => {
    const refused = { ...terms, numberOfPayments: 0 };
    expect(amortizationSchedule(refused)).toEqual([]);
    expect(amortizationScheduleResult(refused).ok).toBe(false);
  });
});
