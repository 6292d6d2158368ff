import { CalendarDate } from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { tenantCodes } from "../access/tenants.js";
import { Decimal } from "../money/decimal.js";
import { emptyCalculatorModel, type CalculatorModel } from "../models/calculatorModel.js";
import { annuityPaymentExact } from "./annuity.js";
import { changeCalculatorAmount, changeCalculatorFrequency, computeLoan, quoteLoan, type LoanContext } from "./loan.js";
import { calculatorSummary, loanTermsMessage } from "./summary.js";

const context: LoanContext = {
  today: new CalendarDate(2026, 11, 22), // a Sunday
  tenant: "LENDER09",
  features: { RestOfCanada: false, useBankHolidays: false },
  feeConstants: { weeklyFee: 8, isWeeklyFeePercentage: false, interestRate: "19.99" },
};

const model = (changes: Partial<CalculatorModel> = {}): CalculatorModel => ({ ...emptyCalculatorModel(), ...changes });

describe("computeLoan — fixed cases", () => {
  it("1,000 $ weekly at 19.99 % over 52 forced payments with an 8 $ weekly fee: 21.25 + 8.00 = 29.25", () => {
    const computed = computeLoan(model({ loanAmount: new Decimal(1000), forcedNumberOfPayments: 52 }), context);
    expect(computed.payment.toFixed(2)).toBe("29.25");
    expect(computed.numberOfPayments).toBe(52);
    expect(computed.lengthInDays).toBe(365);
    expect(computed.interestRate.toString()).toBe("19.99");
    expect(String(computed.moneyDepositDate)).toBe("2026-11-23");
    expect(String(computed.minimumFirstPaymentDate)).toBe("2026-11-24");
    expect(String(computed.recommendedFirstPaymentDate)).toBe("2026-12-04");
    expect(String(computed.maxFirstPaymentDate)).toBe("2026-12-06");
  });

  it("chooses the count by cost ratio: 500 $ weekly → 67 payments of 8.48 + 8.00", () => {
    const computed = computeLoan(model(), context);
    expect(computed.numberOfPayments).toBe(67);
    const annuity = annuityPaymentExact(500, "19.99", 52, 67);
    expect(computed.payment.toFixed(2)).toBe(annuity.plus(8).toFixed(2));
    // ratio 67 × payment ÷ 500 lies within 2.19..2.45, and 66 payments fall short
    const ratio = computed.payment.mul(67).div(500);
    expect(ratio.gte("2.19") && ratio.lte("2.45")).toBe(true);
    expect(annuityPaymentExact(500, "19.99", 52, 66).plus(8).mul(66).div(500).lt("2.19")).toBe(true);
  });

  it("percentage fee: count from 0.012 × base + 9 and fee on the base", () => {
    const percent: LoanContext = { ...context, feeConstants: { weeklyFee: 2, isWeeklyFeePercentage: true, interestRate: "19.99" } };
    const quote = quoteLoan(model({ loanAmount: new Decimal(1000) }), percent);
    expect(quote.numberOfPayments).toBe(21);
    expect(quote.countMode).toBe("percentageFee");
    expect(quote.brokerageFeePerPeriod.toFixed(2)).toBe("20.00");
    expect(computeLoan(model({ loanAmount: new Decimal(1000) }), percent).payment.toFixed(2)).toBe(quote.payment.toFixed(2));
  });

  it("a fee that lands exactly on a half cent rounds up on the fast path too", () => {
    // 1,000 $ × 0.0125 % = 0.125 $ a week: a tie, 0.13 $
    const tie: LoanContext = { ...context, feeConstants: { weeklyFee: "0.0125", isWeeklyFeePercentage: true, interestRate: "19.99" } };
    const drawn = model({ loanAmount: new Decimal(1000) });
    const quote = quoteLoan(drawn, tie);
    expect(quote.brokerageFeePerPeriod.toFixed(2)).toBe("0.13");
    expect(computeLoan(drawn, tie).payment.toFixed(2)).toBe(quote.annuityPayment.plus("0.13").toFixed(2));
  });

  it("forced fee and file fee override the constants", () => {
    const quote = quoteLoan(
      model({ loanAmount: new Decimal(1000), forcedBrokeragePerFrequency: new Decimal("5.55"), forcedFileOpeningFees: new Decimal(50), forcedNumberOfPayments: 10 }),
      context,
    );
    expect(quote.principal.toFixed(2)).toBe("1050.00");
    expect(quote.brokerageFeePerPeriod.toFixed(2)).toBe("5.55");
    expect(quote.payment.toFixed(2)).toBe(annuityPaymentExact(1050, "19.99", 52, 10).plus("5.55").toFixed(2));
  });

  it("details: total, profit and its percent, taxes when the fee is taxable", () => {
    const quote = quoteLoan(model({ loanAmount: new Decimal(1000), forcedNumberOfPayments: 52 }), { ...context, province: "ON", isFeeTaxable: true });
    expect(quote.totalRepaid.toFixed(2)).toBe("1521.00"); // 29.25 × 52
    expect(quote.profit.toFixed(2)).toBe("521.00");
    expect(quote.profitPercent?.toFixed(2)).toBe("52.10");
    expect(quote.feeTaxesPerPeriod.toFixed(2)).toBe("1.04"); // 8 × 0.13
    expect(quoteLoan(model(), { ...context, province: "ON" }).feeTaxesPerPeriod.toFixed(2)).toBe("0.00");
  });

  it("discards a first payment date outside the new range, with the second one", () => {
    const chosen = model({
      customerSelectedFirstPaymentDate: new CalendarDate(2026, 12, 20),
      customerSelectedSecondPaymentDate: new CalendarDate(2027, 1, 5),
    });
    const weekly = computeLoan(chosen, context);
    expect(weekly.customerSelectedFirstPaymentDate).toBeNull();
    expect(weekly.customerSelectedSecondPaymentDate).toBeNull();
    const monthly = computeLoan({ ...chosen, loanFrequency: 12 }, context);
    expect(String(monthly.customerSelectedFirstPaymentDate)).toBe("2026-12-20");
    expect(String(monthly.customerSelectedSecondPaymentDate)).toBe("2027-01-05");
  });

  it("uses the province's bank holidays with the useBankHolidays feature", () => {
    const holidays: LoanContext = { ...context, today: new CalendarDate(2026, 12, 24), features: { RestOfCanada: false, useBankHolidays: true }, province: "QC" };
    expect(String(computeLoan(model(), holidays).moneyDepositDate)).toBe("2026-12-29");
    expect(String(computeLoan(model(), { ...holidays, features: { RestOfCanada: false, useBankHolidays: false } }).moneyDepositDate)).toBe("2026-12-25");
  });
});

describe("changing the frequency and the amount", () => {
  it("a new frequency clears the forced fee and count", () => {
    const changed = changeCalculatorFrequency(model({ forcedBrokeragePerFrequency: new Decimal(5), forcedNumberOfPayments: 10, forcedFileOpeningFees: new Decimal(50) }), 26);
    expect(changed.loanFrequency).toBe(26);
    expect(changed.forcedBrokeragePerFrequency).toBeNull();
    expect(changed.forcedNumberOfPayments).toBeNull();
    expect(changed.forcedFileOpeningFees?.toString()).toBe("50");
  });

  it("a new amount is snapped onto the slider and recomputed", () => {
    const changed = changeCalculatorAmount(model(), 830, context);
    expect(changed.loanAmount.toString()).toBe("750");
    expect(changed.payment.toFixed(2)).toBe(computeLoan(model({ loanAmount: new Decimal(750) }), context).payment.toFixed(2));
  });
});

describe("computeLoan — fast path against the decimal path (property)", () => {
  it("gives the same payment and count as quoteLoan over random models and contexts", () => {
    const cents = (max: number) => fc.integer({ min: 0, max }).map((value) => new Decimal(value).div(100));
    fc.assert(
      fc.property(
        fc.record({
          amount: cents(3_000_000),
          previous: fc.oneof(fc.constant(new Decimal(0)), cents(500_000)),
          file: fc.oneof(fc.constant(null), cents(10_000)),
          perYear: fc.constantFrom(52, 26, 24, 12) as fc.Arbitrary<52 | 26 | 24 | 12>,
          rate: fc.integer({ min: 0, max: 4_000 }).map((value) => new Decimal(value).div(100)),
          weeklyFee: fc.integer({ min: 0, max: 5_000 }).map((value) => new Decimal(value).div(100)),
          percentage: fc.boolean(),
          restOfCanada: fc.boolean(),
          forcedFee: fc.oneof(fc.constant(null), cents(5_000)),
          forcedCount: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 300 })),
          tenant: fc.constantFrom(...tenantCodes),
        }),
        (draw) => {
          const drawn = model({
            loanAmount: draw.amount,
            previousBalance: draw.previous,
            loanFrequency: draw.perYear,
            forcedFileOpeningFees: draw.file,
            forcedBrokeragePerFrequency: draw.forcedFee,
            forcedNumberOfPayments: draw.forcedCount,
          });
          const drawnContext: LoanContext = {
            ...context,
            tenant: draw.tenant,
            features: { RestOfCanada: draw.restOfCanada, useBankHolidays: false },
            feeConstants: { weeklyFee: draw.weeklyFee, isWeeklyFeePercentage: draw.percentage, interestRate: draw.rate },
          };
          const computed = computeLoan(drawn, drawnContext);
          const quote = quoteLoan(drawn, drawnContext);
          expect(computed.numberOfPayments).toBe(quote.numberOfPayments);
          expect(computed.payment.toFixed(2)).toBe(quote.payment.toFixed(2));
          if (draw.forcedCount === null) {
            expect(computed.numberOfPayments).toBeGreaterThanOrEqual(2);
            expect(computed.numberOfPayments).toBeLessThanOrEqual(261);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe("calculatorSummary", () => {
  it("states amount, instalment, frequency and duration in both languages", () => {
    const computed = computeLoan(model({ loanAmount: new Decimal(1000), forcedNumberOfPayments: 52 }), context);
    expect(calculatorSummary(computed, "en").replace(/\s/g, " ")).toBe("You borrow $1 000.00, repaid in 52 weekly instalments of $29.25, over 365 days.");
    // the money format's spaces are the masks' business: compared as plain spaces
    expect(calculatorSummary(computed, "fr").replace(/\s/g, " ")).toBe(
      "Vous empruntez 1 000,00 $, remboursés en 52 paiements hebdomadaires de 29,25 $, sur 365 jours.",
    );
  });
});

describe("loanTermsMessage", () => {
  it("gives the words of each checkLoanTerms problem in both languages", () => {
    expect(loanTermsMessage("rateNegative", "fr")).toBe("Le taux d'intérêt ne peut pas être négatif.");
    expect(loanTermsMessage("paymentsNotPositiveInteger", "en")).toBe("The number of payments must be a whole number of at least 1.");
  });
});

describe("computeLoan on odd input", () => {
  it("never throws: a negative amount gives a NaN payment for the form's validation to refuse", () => {
    const negative = computeLoan(model({ loanAmount: new Decimal(-100) }), context);
    expect(negative.payment.isNaN()).toBe(true);
    expect(negative.numberOfPayments).toBe(2);
  });

  it("never throws on any amounts, fees and forced values (property)", () => {
    const amount = fc.oneof(
      fc.double({ min: -1e9, max: 1e9, noNaN: true }).map((value) => new Decimal(value)),
      fc.integer({ min: -1e6, max: 1e9 }).map((value) => new Decimal(value).div(1000)),
    );
    fc.assert(
      fc.property(amount, amount, fc.oneof(fc.constant(null), amount), fc.oneof(fc.constant(null), fc.integer({ min: -5, max: 400 })), amount, (loan, previous, forcedFee, forcedCount, weeklyFee) => {
        const computed = computeLoan(
          model({ loanAmount: loan, previousBalance: previous, forcedBrokeragePerFrequency: forcedFee, forcedNumberOfPayments: forcedCount }),
          { ...context, feeConstants: { weeklyFee, isWeeklyFeePercentage: false, interestRate: "19.99" } },
        );
        expect(Number.isInteger(computed.numberOfPayments)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});

describe("the worked example of docs/calculator.md", () => {
  it("1,000 $ weekly at 19.99 % with an 8 $ weekly fee, today Sunday 2026-11-22", () => {
    const quote = quoteLoan(model({ loanAmount: new Decimal(1000) }), { ...context, province: "ON", isFeeTaxable: true });
    expect(quote.principal.toFixed(2)).toBe("1000.00");
    expect(quote.brokerageFeePerPeriod.toFixed(2)).toBe("8.00");
    expect([quote.costRatioBounds.lower.toString(), quote.costRatioBounds.upper.toString()]).toEqual(["2.19", "2.45"]);
    expect(quote.numberOfPayments).toBe(118);
    expect(quote.annuityPayment.toFixed(2)).toBe("10.56");
    expect(quote.payment.toFixed(2)).toBe("18.56");
    expect(quote.lengthInDays).toBe(828);
    expect(quote.totalRepaid.toFixed(2)).toBe("2190.08");
    expect(quote.costRatio?.toString()).toBe("2.19008");
    expect(quote.profit.toFixed(2)).toBe("1190.08");
    expect(quote.profitPercent?.toString()).toBe("119.008");
    expect(quote.feeTaxesPerPeriod.toFixed(2)).toBe("1.04");
    expect(String(quote.depositDate)).toBe("2026-11-23");
    expect([quote.firstPaymentRange.min, quote.firstPaymentRange.recommended, quote.firstPaymentRange.max].map(String)).toEqual([
      "2026-11-24",
      "2026-12-04",
      "2026-12-06",
    ]);
    // the table's row for 117 payments, from the exact path
    const previous = annuityPaymentExact(1000, "19.99", 52, 117);
    expect(previous.toFixed(2)).toBe("10.63");
    expect(previous.plus(8).mul(117).toFixed(2)).toBe("2179.71");
    // fee per frequency
    const feeAt = (perYear: 52 | 26 | 24 | 12) =>
      quoteLoan(changeCalculatorFrequency(model({ loanAmount: new Decimal(1000) }), perYear), context).brokerageFeePerPeriod.toFixed(2);
    expect([feeAt(26), feeAt(24), feeAt(12)]).toEqual(["16.00", "17.33", "34.67"]);
    expect(String(quoteLoan(model({ loanFrequency: 12 }), context).firstPaymentRange.max)).toBe("2026-12-21");
    const computed = computeLoan(model({ loanAmount: new Decimal(1000) }), context);
    expect(calculatorSummary(computed, "en").replace(/\s/g, " ")).toBe("You borrow $1 000.00, repaid in 118 weekly instalments of $18.56, over 828 days.");
  });
});
