import { CalendarDate } from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { semiMonthlyDaysOf } from "../schedule/semiMonthlyDays.js";
import { Frequency, type FrequencyCode } from "../codes/frequency.js";
import { emptyContract } from "../models/contract.js";
import { Decimal } from "../money/decimal.js";
import { amortizationScheduleResult } from "../schedule/amortizationSchedule.js";
import { checkContractActivation, contractColumns, contractFeePerPeriod, renewalClosure, renewalDraftBody } from "./index.js";
import { keepApplicantTerms } from "./renewalDraft.js";
import { signedScheduleMismatch, signedScheduleOfDocument, signedTermsOf, signingScheduleLines, withSignedTerms, type SignedTerms } from "./signedTerms.js";

const today = new CalendarDate(2026, 11, 27);
const cents = (value: number): string => (value / 100).toFixed(2);

/** A signed document's terms and schedule, built as the flow builds them (core's schedule, the fee per period added). */
const signedDocument = (input: {
  principalCents: number;
  previousCents: number;
  rate: string;
  frequency: FrequencyCode;
  count: number;
  feeCents: number;
  first: CalendarDate;
}) => {
  const days = input.frequency === Frequency.SemiMonthly ? semiMonthlyDaysOf(input.first) : null;
  const result = amortizationScheduleResult({
    principal: cents(input.principalCents),
    annualRatePercent: input.rate,
    frequency: input.frequency,
    numberOfPayments: input.count,
    firstPaymentDate: input.first,
    ...(days ? { biMonthlyFirstDay: days.firstDay, biMonthlySecondDay: days.secondDay } : {}),
    feePerPeriod: cents(input.feeCents),
  });
  if (!result.ok) return null;
  const schedule = signingScheduleLines(result.lines);
  const terms = signedTermsOf(
    {
      principal: cents(input.principalCents),
      previousBalance: cents(input.previousCents),
      frequency: input.frequency,
      numberOfPayments: schedule.length,
      annualInterestRate: input.rate,
      brokerageFeePerPeriod: cents(input.feeCents),
      firstPaymentDate: schedule[0]?.dueDate ?? null,
    },
    days,
  )!;
  return { terms, schedule };
};

/** The renewal draft the flow signs: a micro-credit loan carrying the renewed loan's balance. */
const renewalDraft = (previousCents: number) => renewalDraftBody({ ...emptyContract(), isMicroCredit: true, isLoanCash: true }, { previousBalanceCents: previousCents });

const arbitraryLoan = fc.record({
  principalCents: fc.integer({ min: 50_000, max: 500_000 }),
  previousCents: fc.integer({ min: 0, max: 49_999 }),
  rate: fc.constantFrom("19.99", "27.15", "0.000001", "0", "35.00"),
  frequency: fc.constantFrom<FrequencyCode>(0, 1, 2, 3),
  count: fc.integer({ min: 2, max: 261 }),
  feeCents: fc.integer({ min: 0, max: 4_000 }),
  first: fc.integer({ min: 1, max: 40 }).map((days) => today.add({ days })),
});

describe("signed terms: what a customer signs is what is funded", () => {
  it("writes Julie's signed terms into the body: the fee per payment, the count, the first date (issue: fee signed is the fee funded)", () => {
    const terms: SignedTerms = {
      principal: "1240.85",
      previousBalance: "490.85",
      frequency: Frequency.BiWeekly,
      numberOfPayments: 76,
      annualRate: "19.99",
      brokerageFeePerPeriod: "16.00",
      firstPaymentDate: "2026-12-09",
      semiMonthlyDays: null,
    };
    const contract = withSignedTerms(renewalDraft(49_085), terms);
    expect(contract.financeLease.brokerageFee.toFixed(2)).toBe("16.00");
    expect(contractFeePerPeriod(contract).toFixed(2)).toBe("16.00");
    expect(contract.financeLease.previousBalanceAmount.toFixed(2)).toBe("490.85");
    expect(contractColumns(contract)).toMatchObject({ amountCents: 124_085, frequency: 1, numberOfPayments: 76, firstPaymentDate: "2026-12-09", annualRate: "19.99" });
    const checked = checkContractActivation(contract, today);
    expect(checked.ok && checked.lines.every((line) => line.feeCents === 1600)).toBe(true);
    // A staff edit keeps what was signed.
    const edited = { ...contract, financeLease: { ...contract.financeLease, brokerageFee: new Decimal(0), biMonthlyFirstDay: 2, biMonthlySecondDay: 9 } };
    const kept = keepApplicantTerms(contract, edited);
    expect(kept.financeLease.brokerageFee.toFixed(2)).toBe("16.00");
    expect([kept.financeLease.biMonthlyFirstDay, kept.financeLease.biMonthlySecondDay]).toEqual([null, null]);
  });

  it("writes the semi-monthly days, and clears them for the other frequencies", () => {
    const terms: SignedTerms = {
      principal: "1240.85",
      previousBalance: "0.00",
      frequency: Frequency.SemiMonthly,
      numberOfPayments: 24,
      annualRate: "19.99",
      brokerageFeePerPeriod: "17.33",
      firstPaymentDate: "2026-12-15",
      semiMonthlyDays: semiMonthlyDaysOf(new CalendarDate(2026, 12, 15)),
    };
    const contract = withSignedTerms({ ...renewalDraft(0), financeLease: { ...renewalDraft(0).financeLease, biMonthlyFirstDay: 1, biMonthlySecondDay: 2 } }, terms);
    expect([contract.financeLease.biMonthlyFirstDay, contract.financeLease.biMonthlySecondDay]).toEqual([15, 31]);
    expect(withSignedTerms(contract, { ...terms, frequency: Frequency.Weekly, semiMonthlyDays: null }).financeLease.biMonthlyFirstDay).toBeNull();
    expect(signedTermsOf({ principal: "1", previousBalance: "0", frequency: 3, numberOfPayments: 1, annualInterestRate: "0", brokerageFeePerPeriod: "0", firstPaymentDate: null }, null)).toBeNull();
  });

  it("funds exactly the signed schedule, line for line with the fee, for every frequency (property)", () => {
    fc.assert(
      fc.property(arbitraryLoan, (loan) => {
        const signed = signedDocument(loan);
        fc.pre(signed !== null);
        const contract = withSignedTerms(renewalDraft(loan.previousCents), signed!.terms);
        const checked = checkContractActivation(contract, today);
        expect(checked.ok).toBe(true);
        if (!checked.ok) return;
        expect(signedScheduleMismatch(checked.lines, signed!.schedule)).toBeNull();
        // What is withdrawn on each date is what the document shows.
        expect(checked.lines.map((line) => [line.dueDate.toString(), cents(line.paymentCents + line.feeCents), cents(line.feeCents)])).toEqual(
          signed!.schedule.map((line) => [line.dueDate, line.total, line.fee]),
        );
      }),
      { numRuns: 300 },
    );
  });

  it("finds the first difference when the terms changed after signing (property)", () => {
    const change = fc.constantFrom("fee", "count", "firstDate", "rate", "amount");
    fc.assert(
      fc.property(arbitraryLoan, change, (loan, what) => {
        const signed = signedDocument(loan);
        fc.pre(signed !== null);
        const contract = withSignedTerms(renewalDraft(loan.previousCents), signed!.terms);
        const finance = contract.financeLease;
        const changed =
          what === "fee"
            ? { ...contract, financeLease: { ...finance, brokerageFee: finance.brokerageFee.plus("0.01") } }
            : what === "count"
              ? { ...contract, financeLease: { ...finance, term: (finance.term ?? 0) + 1 } }
              : what === "firstDate"
                ? { ...contract, financeLease: { ...finance, firstPaymentDate: finance.firstPaymentDate!.add({ days: 1 }) } }
                : what === "rate"
                  ? { ...contract, financeLease: { ...finance, interestRate: finance.interestRate.plus(1) } }
                  : { ...contract, Amount: contract.Amount!.plus(1) };
        const checked = checkContractActivation(changed, today);
        fc.pre(checked.ok);
        if (!checked.ok) return;
        const mismatch = signedScheduleMismatch(checked.lines, signed!.schedule);
        // Null exactly when the schedule is the same (one more payment than a loan repaid early still gives its lines).
        expect(mismatch === null).toBe(JSON.stringify(signingScheduleLines(checked.lines)) === JSON.stringify(signed!.schedule));
        if (what === "fee" || what === "firstDate" || what === "amount") expect(mismatch).not.toBeNull();
      }),
      { numRuns: 300 },
    );
  });

  it("names the count or the first line and field that differ", () => {
    const signed = signedDocument({ principalCents: 124_085, previousCents: 49_085, rate: "19.99", frequency: 1, count: 76, feeCents: 1600, first: new CalendarDate(2026, 12, 9) })!;
    const unsigned = signedDocument({ principalCents: 124_085, previousCents: 49_085, rate: "19.99", frequency: 1, count: 76, feeCents: 0, first: new CalendarDate(2026, 12, 9) })!;
    const contract = withSignedTerms(renewalDraft(49_085), unsigned.terms);
    const checked = checkContractActivation(contract, today);
    expect(checked.ok && signedScheduleMismatch(checked.lines, signed.schedule)).toEqual({ kind: "line", number: 1, field: "fee" });
    expect(checked.ok && signedScheduleMismatch(checked.lines.slice(1), signed.schedule)).toEqual({ kind: "count", signed: 76, funded: 75 });
    expect(signed.schedule[0]).toMatchObject({ total: "37.62", fee: "16.00", payment: "21.62" });
    expect(signed.schedule.reduce((sum, line) => sum.plus(line.total), new Decimal(0)).toFixed(2)).toBe("2859.14");
  });

  it("reads the signed schedule back from the stored document, whatever else the document holds", () => {
    const signed = signedDocument({ principalCents: 124_085, previousCents: 49_085, rate: "19.99", frequency: 1, count: 76, feeCents: 1600, first: new CalendarDate(2026, 12, 9) })!;
    const stored = JSON.stringify({ kind: "a later shape", extra: { printed: true }, terms: signed.terms, schedule: signed.schedule });
    expect(signedScheduleOfDocument(stored)).toEqual(signed.schedule);
    expect(signedScheduleOfDocument(JSON.stringify({ schedule: [{ ...signed.schedule[0], total: "37.6" }] }))).toBeNull();
    expect(signedScheduleOfDocument("{}")).toBeNull();
    expect(signedScheduleOfDocument("")).toBeNull();
  });
});

describe("renewalClosure: funding a renewal closes the loan it renews (C §3.4)", () => {
  it("closes an active loan after renewal, settling every unpaid line with the carried balance", () => {
    expect(renewalClosure({ renewedStatus: 1, lines: [{ id: 1, paid: true }, { id: 2, paid: false }, { id: 3, paid: false }], carriedCents: 49_085 })).toEqual({
      close: true,
      status: 9,
      closeReason: "balanceZeroOnRenew",
      settledLineIds: [2, 3],
      payoffCents: 49_085,
    });
  });
  it("leaves a loan that is not active as it is", () => {
    for (const status of [0, 2, 5, 7, 8, 9, 10]) expect(renewalClosure({ renewedStatus: status, lines: [{ id: 2, paid: false }], carriedCents: 100 })).toEqual({ close: false });
  });
});
