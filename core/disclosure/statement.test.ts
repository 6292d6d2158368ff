import { CalendarDate } from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeDisclosureStatement } from "../models/disclosureStatement.js";
import { amortizationScheduleResult } from "../schedule/amortizationSchedule.js";
import { quebecHighCostCheck, rateCapCheck } from "./caps.js";
import { costOfBorrowing } from "./costOfBorrowing.js";
import { computeLoan, quoteLoan, type LoanContext } from "../calculator/loan.js";
import { Decimal } from "../money/decimal.js";
import { emptyCalculatorModel } from "../models/calculatorModel.js";
import { quoteSchedule } from "../schedule/quoteSchedule.js";
import { loanDisclosure, quoteDisclosure, scheduledLoanInput } from "./statement.js";

const advancedOn = new CalendarDate(2026, 11, 23);
/** The calculator's worked example (docs/calculator.md): 1,000 $, 118 weekly payments of 10.56 $ annuity + 8.00 $ fee. */
const workedLines = Array.from({ length: 118 }, (_, index) => ({ dueDate: advancedOn.add({ weeks: index + 1 }), total: "18.56", fee: "8.00" }));

describe("loanDisclosure", () => {
  it("states the worked example's lines: APR 80.90 %, credit rate 81.12 %, high-cost above the Bank Rate + 22, refused above 35 %", () => {
    const loan = scheduledLoanInput({ requested: 1000, advancedOn, periodsPerYear: 52, lines: workedLines });
    const statement = loanDisclosure(loan, { contractDate: advancedOn, province: "qc", rateCap: { action: "refuse" }, bankRate: "2.50", debtRatio: 50 });
    expect(statement).toEqual({
      ok: true,
      value: {
        netCapital: "1000.00",
        interest: "246.08",
        brokerage: "944.00",
        fileOpening: "0.00",
        otherFees: "0.00",
        otherComponents: "944.00",
        totalCreditCharges: "1190.08",
        totalObligation: "2190.08",
        apr: "80.90",
        creditRate: "81.12",
        effectiveAnnualRate: "123.17",
        termDays: 826,
        cap: { outcome: "refuse", measure: "apr", figure: "80.90", cap: "35.00", rule: "criminalRateApr" },
        quebec: { highCost: true, threshold: "24.50", debtRatioAboveLimit: true },
      },
    });
    expect(statement.ok && decodeDisclosureStatement(statement.value).ok).toBe(true);
  });

  it("checks nothing it was not asked to: no cap without one, no Québec check outside Québec or without a Bank Rate", () => {
    const loan = scheduledLoanInput({ requested: 1000, advancedOn, periodsPerYear: 52, lines: workedLines });
    for (const policy of [{ contractDate: advancedOn }, { contractDate: advancedOn, province: "ON", bankRate: "2.5" }, { contractDate: advancedOn, province: "QC" }]) {
      const statement = loanDisclosure(loan, policy);
      expect(statement.ok && [statement.value.cap, statement.value.quebec]).toEqual([null, null]);
    }
  });

  it("counts a financed file-opening fee as a charge, carried by the first payments within their amounts", () => {
    const schedule = amortizationScheduleResult({
      principal: "525.00",
      annualRatePercent: "19.99",
      frequency: 1,
      numberOfPayments: 6,
      firstPaymentDate: advancedOn.add({ weeks: 2 }),
      feePerPeriod: "12.00",
    });
    if (!schedule.ok) throw new Error(schedule.reason);
    const input = scheduledLoanInput({ requested: 500, fileOpeningFee: 25, advancedOn, periodsPerYear: 26, lines: schedule.lines });
    expect(input.payments.map((payment) => payment.fileOpening ?? "0")).toEqual(["25", "0", "0", "0", "0", "0"]);
    const statement = loanDisclosure(input, { contractDate: advancedOn });
    if (!statement.ok) throw new Error(statement.reason);
    const total = schedule.lines.reduce((sum, line) => sum + line.paymentCents + line.feeCents, 0);
    expect(statement.value.netCapital).toBe("500.00");
    expect(statement.value.fileOpening).toBe("25.00");
    expect(statement.value.brokerage).toBe("72.00");
    expect(statement.value.totalObligation).toBe((total / 100).toFixed(2));
    // interest = obligation − capital − fees, to the cent
    expect(Math.round(Number(statement.value.interest) * 100)).toBe(total - 50000 - 2500 - 7200);
  });

  it("adds a renewal's carried balance to the amount advanced", () => {
    const loan = scheduledLoanInput({ requested: 600, carriedBalance: 400, advancedOn, periodsPerYear: 52, lines: workedLines });
    const statement = loanDisclosure(loan, { contractDate: advancedOn });
    expect(statement.ok && statement.value.netCapital).toBe("1000.00");
    expect(statement.ok && statement.value.apr).toBe("80.90");
  });

  it("refuses what the separate checks refuse, with their reasons", () => {
    const loan = scheduledLoanInput({ requested: 1000, advancedOn, periodsPerYear: 52, lines: workedLines });
    expect(loanDisclosure(loan, { contractDate: advancedOn, rateCap: { action: "refuse", maxApr: 40 } })).toEqual({ ok: false, reason: "invalidCap" });
    expect(loanDisclosure(loan, { contractDate: advancedOn, province: "QC", bankRate: "-1" })).toEqual({ ok: false, reason: "invalidBankRate" });
    expect(loanDisclosure({ ...loan, payments: [] }, { contractDate: advancedOn })).toEqual({ ok: false, reason: "noPayments" });
  });

  it("agrees with costOfBorrowing, rateCapCheck and quebecHighCostCheck run apart, for any weekly loan", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 5000 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 1500 }),
        fc.constantFrom("refuse" as const, "warn" as const),
        fc.integer({ min: 0, max: 800 }),
        (dollars, count, rateBasisPoints, feeCents, action, bankBasisPoints) => {
          const schedule = amortizationScheduleResult({
            principal: dollars,
            annualRatePercent: (rateBasisPoints / 100).toFixed(2),
            frequency: 0,
            numberOfPayments: count,
            firstPaymentDate: advancedOn.add({ weeks: 1 }),
            feePerPeriod: (feeCents / 100).toFixed(2),
          });
          if (!schedule.ok) return;
          const loan = scheduledLoanInput({ requested: dollars, advancedOn, periodsPerYear: 52, lines: schedule.lines });
          const bankRate = (bankBasisPoints / 100).toFixed(2);
          const statement = loanDisclosure(loan, { contractDate: advancedOn, province: "QC", rateCap: { action }, bankRate });
          const alone = costOfBorrowing(loan);
          const cap = rateCapCheck({ loan, contractDate: advancedOn, province: "QC", config: { action } });
          const quebec = quebecHighCostCheck({ loan, bankRate });
          expect(statement.ok).toBe(alone.ok);
          if (!statement.ok || !alone.ok || !cap.ok || !quebec.ok) return;
          expect(statement.value.apr).toBe(alone.value.apr.toFixed(2));
          expect(statement.value.creditRate).toBe(alone.value.creditRate.toFixed(2));
          expect(statement.value.totalCreditCharges).toBe(alone.value.totalCreditCharges.total.toFixed(2));
          expect(statement.value.cap?.outcome).toBe(cap.value.outcome);
          expect(statement.value.quebec?.highCost).toBe(quebec.value.highCost);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("quoteDisclosure", () => {
  const context: LoanContext = {
    today: new CalendarDate(2026, 11, 22),
    tenant: "LENDER09",
    features: { RestOfCanada: false, useBankHolidays: false },
    feeConstants: { weeklyFee: 8, isWeeklyFeePercentage: false, interestRate: "19.99" },
  };

  it("discloses the schedule the quote signs: advanced on the deposit date, the financed file fee a charge", () => {
    const model = computeLoan({ ...emptyCalculatorModel(), loanAmount: new Decimal(1000), previousBalance: new Decimal(250), forcedFileOpeningFees: new Decimal(30), forcedNumberOfPayments: 52 }, context);
    const quote = quoteLoan(model, context);
    expect(quote.principal.toFixed(2)).toBe("1280.00");
    const statement = quoteDisclosure(quote, { requested: 1000, carriedBalance: 250, annualRatePercent: "19.99", periodsPerYear: 52 }, { contractDate: context.today });
    const { schedule } = quoteSchedule(quote, { annualRatePercent: "19.99", frequency: 0 });
    if (!schedule.ok) throw new Error(schedule.reason);
    const direct = loanDisclosure(
      scheduledLoanInput({ requested: 1000, carriedBalance: 250, fileOpeningFee: 30, advancedOn: quote.depositDate, periodsPerYear: 52, lines: schedule.lines }),
      { contractDate: context.today },
    );
    expect(statement).toEqual(direct);
    expect(statement.ok && [statement.value.netCapital, statement.value.fileOpening, statement.value.brokerage]).toEqual(["1250.00", "30.00", "416.00"]);
  });
});
