// Half-cent ties at non-zero rates: every payment, fee and tax of the
// calculator against the exact rational oracle (BigInt fractions, half-up to
// the cent), with ties generated on purpose.
import { CalendarDate } from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { q, mul, div, add, halfUpCents, parse, paymentCents, tieLoan } from "../../tests/oracle/exactMoney.mjs";
import type { PeriodsPerYear } from "../codes/frequency.js";
import { decimalFromCents } from "../money/cents.js";
import { Decimal } from "../money/decimal.js";
import { emptyCalculatorModel } from "../models/calculatorModel.js";
import { annuityPayment, annuityPaymentExact } from "./annuity.js";
import { percentageFeePaymentCount } from "./count.js";
import { brokerageFeePerPeriod } from "./fees.js";
import { computeLoan, quoteLoan, type LoanContext } from "./loan.js";
import { feeTaxes } from "./taxes.js";

const frequencies = [52, 26, 24, 12] as const satisfies readonly PeriodsPerYear[];

const contextAt = (rate: string): LoanContext => ({
  today: new CalendarDate(2026, 11, 22),
  tenant: "LENDER09",
  features: { RestOfCanada: false, useBankHolidays: false },
  feeConstants: { weeklyFee: 0, isWeeklyFeePercentage: false, interestRate: rate },
});

/** The five ways a payment reaches a user, each in cents. */
const everyPath = (principal: string, rate: string, perYear: PeriodsPerYear, n: number) => {
  const model = { ...emptyCalculatorModel(), loanAmount: new Decimal(principal), loanFrequency: perYear, forcedNumberOfPayments: n };
  return {
    annuityPayment: annuityPayment(principal, rate, perYear, n).toFixed(2),
    annuityPaymentFromNumbers: annuityPayment(Number(principal), Number(rate), perYear, n).toFixed(2),
    annuityPaymentExact: annuityPaymentExact(principal, rate, perYear, n).toFixed(2),
    computeLoan: computeLoan(model, contextAt(rate)).payment.toFixed(2),
    quoteLoan: quoteLoan(model, contextAt(rate)).annuityPayment.toFixed(2),
  };
};
const allEqual = (value: string) => ({
  annuityPayment: value,
  annuityPaymentFromNumbers: value,
  annuityPaymentExact: value,
  computeLoan: value,
  quoteLoan: value,
});

describe("the issue's three ties, on every path", () => {
  it("25,608.00 $ at 3.25 %, weekly, 2 payments: exactly 12,816.005 → 12,816.01", () => {
    // r = 3.25 / 5200 = 1/1600; 25608 × (1601/1600)² ÷ (1 + 1601/1600) = 25608 × 1601² ÷ (1600 × 3201) = 12,816.005
    expect(paymentCents("25608", "3.25", 52, 2)).toBe(1_281_601);
    expect(everyPath("25608.00", "3.25", 52, 2)).toEqual(allEqual("12816.01"));
  });
  it("52.00 $ at 0.5 %, weekly, 1 payment: exactly 52 × 10,401/10,400 = 52.005 → 52.01", () => {
    expect(paymentCents("52", "0.5", 52, 1)).toBe(5201);
    expect(everyPath("52.00", "0.5", 52, 1)).toEqual(allEqual("52.01"));
  });
  it("47,901.30 $ at 20 %, monthly, 1 payment: exactly 47,901.30 × 61/60 = 48,699.655 → 48,699.66", () => {
    expect(paymentCents("47901.30", "20", 12, 1)).toBe(4_869_966);
    expect(everyPath("47901.30", "20", 12, 1)).toEqual(allEqual("48699.66"));
  });
});

/**
 * Every (rate, frequency, count) of a grid that admits an exact tie at a
 * non-zero rate (rates 0.01–40.00 %, 1–4 payments), with the principal of its
 * first tie under 10,000,000 $.
 */
const tieTerms = (() => {
  const found: { rate: string; perYear: PeriodsPerYear; n: number }[] = [];
  for (let hundredths = 1; hundredths <= 4000; hundredths += 1)
    for (const perYear of frequencies)
      for (let n = 1; n <= 4; n++) {
        const rate = (hundredths / 100).toFixed(2);
        const tie = tieLoan(rate, perYear, n, 1);
        if (tie && tie.principalCents <= 1_000_000_000n) found.push({ rate, perYear, n });
      }
  return found;
})();

/** An annual rate of 0.0001–40 % with 0 to 4 decimals, as text. */
const randomRate = fc
  .integer({ min: 0, max: 4 })
  .chain((scale) => fc.integer({ min: 1, max: 40 * 10 ** scale }).map((digits) => new Decimal(digits).div(10 ** scale).toFixed(scale)));

describe("generated ties (property)", () => {
  it("finds thousands of tie-admitting terms, counts 1 to 4 among them", () => {
    expect(tieTerms.length).toBeGreaterThan(5000);
    expect(new Set(tieTerms.map((terms) => terms.n))).toEqual(new Set([1, 2, 3, 4]));
  });

  it("rounds every exact payment tie up, on every path", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: tieTerms.length - 1 }), fc.integer({ min: 0, max: 200 }), (index, half) => {
        const { rate, perYear, n } = tieTerms[index]!;
        const tie = tieLoan(rate, perYear, n, 2 * half + 1);
        fc.pre(tie !== null && tie.principalCents <= 1_000_000_000n);
        const principal = decimalFromCents(Number(tie!.principalCents)).toFixed(2);
        const expected = decimalFromCents(Number(tie!.paymentCents)).toFixed(2);
        expect(paymentCents(principal, rate, perYear, n)).toBe(Number(tie!.paymentCents));
        expect(everyPath(principal, rate, perYear, n)).toEqual(allEqual(expected));
      }),
      { numRuns: 1500 },
    );
  }, 30_000);

  it("agrees with the oracle on random loans (0.0001–40 %, up to 4 decimals, 1–261 payments)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        randomRate,
        fc.constantFrom(...frequencies),
        fc.integer({ min: 1, max: 261 }),
        (cents, rate, perYear, n) => {
          const principal = decimalFromCents(cents).toFixed(2);
          const expected = decimalFromCents(paymentCents(principal, rate, perYear, n)).toFixed(2);
          expect(annuityPayment(principal, rate, perYear, n).toFixed(2)).toBe(expected);
          expect(annuityPaymentExact(principal, rate, perYear, n).toFixed(2)).toBe(expected);
        },
      ),
      { numRuns: 1500 },
    );
  }, 30_000);
});

describe("fees, taxes and counts divide exactly", () => {
  it("a percentage fee that is exactly x.xx5 per period goes up (1,000.25 $ × 1 % × 52 ÷ 26 = 20.005)", () => {
    const terms = { amount: "1000.25", previousBalance: 0, fileOpeningFee: 0, periodsPerYear: 26, weeklyFee: 1, isWeeklyFeePercentage: true, restOfCanada: false } as const;
    expect(brokerageFeePerPeriod(terms).toFixed(2)).toBe("20.01");
  });

  it("every fee per period equals the oracle's half-up of weekly × 52 ÷ periods (property, ties generated)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.constantFrom(...frequencies),
        fc.boolean(),
        (amountCents, feeThousandths, perYear, isPercentage) => {
          const amount = decimalFromCents(amountCents).toFixed(2);
          const weeklyFee = new Decimal(feeThousandths).div(1000).toFixed(3);
          const weekly = isPercentage ? div(mul(parse(amount), parse(weeklyFee)), q(100n)) : parse(weeklyFee);
          const expected = halfUpCents(div(mul(weekly, q(52n)), q(BigInt(perYear))));
          const fee = brokerageFeePerPeriod({ amount, previousBalance: 0, fileOpeningFee: 0, periodsPerYear: perYear, weeklyFee, isWeeklyFeePercentage: isPercentage, restOfCanada: false });
          expect(fee.mul(100).toNumber()).toBe(expected);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("taxes on a fee equal the oracle's half-up of fee × (multiplier − 1), ties included (0.50 $ at 13 % = 0.065 → 0.07)", () => {
    expect(feeTaxes("0.50", "1.13").toFixed(2)).toBe("0.07");
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom("1.05", "1.13", "1.14975", "1.15", "1.12", "1.11"), (feeCents, multiplier) => {
        const fee = decimalFromCents(feeCents).toFixed(2);
        const expected = halfUpCents(mul(parse(fee), add(parse(multiplier), q(-1n))));
        expect(feeTaxes(fee, multiplier).mul(100).toNumber()).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it("the percentage-fee count rounds (0.012 × base + 9) ÷ divisor half-up exactly", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_000_000 }), fc.constantFrom(...frequencies), (cents, perYear) => {
        const base = decimalFromCents(cents).toFixed(2);
        const divisor = perYear === 52 ? 1n : perYear === 12 ? 4n : 2n;
        const weekly = add(mul(parse(base), parse("0.012")), q(9n));
        const whole = div(weekly, q(divisor));
        const count = Number((2n * whole.n + whole.d) / (2n * whole.d)); // half-up to a whole count
        expect(percentageFeePaymentCount(base, perYear)).toBe(Math.min(261, Math.max(2, count)));
      }),
      { numRuns: 2000 },
    );
  });
});
