// The two money engines in step: the integer-cents fast path (fastLoan.ts)
// and the decimal engine (fees.ts, count.ts, quoteLoan) read the same rules
// (rules.ts). On generated hard cases (the fee and ratio steps' edges,
// exact half-cent and half-payment ties) both give the exact rational
// oracle's answer, the C §3.6 numbers restated here in BigInt fractions.
import { CalendarDate } from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { add, div, halfUpCents, mul, parse, q, reduce, same } from "../../tests/oracle/exactMoney.mjs";
import { tenantCodes, tenantProfile, type TenantCode } from "../access/tenants.js";
import type { PeriodsPerYear } from "../codes/frequency.js";
import { decimalFromCents } from "../money/cents.js";
import { Decimal } from "../money/decimal.js";
import { emptyCalculatorModel, type CalculatorModel } from "../models/calculatorModel.js";
import { fastLoanFigures, type FastLoanInput } from "./fastLoan.js";
import { quoteLoan, type LoanContext } from "./loan.js";

const frequencies = [52, 26, 24, 12] as const satisfies readonly PeriodsPerYear[];
const perYearArb = fc.constantFrom(...frequencies);

interface Terms {
  readonly amountCents: number;
  readonly perYear: PeriodsPerYear;
  readonly weeklyFee: string;
  readonly percentage: boolean;
  readonly restOfCanada: boolean;
  readonly forcedCount: number | null;
  readonly tenant?: TenantCode;
  readonly rate?: string;
}

/** One model and its context, as each engine takes them. */
const both = (terms: Terms) => {
  const model: CalculatorModel = {
    ...emptyCalculatorModel(),
    loanAmount: decimalFromCents(terms.amountCents),
    previousBalance: new Decimal(0),
    loanFrequency: terms.perYear,
    forcedFileOpeningFees: new Decimal(0),
    forcedNumberOfPayments: terms.forcedCount,
  };
  const rate = terms.rate ?? "19.99";
  const tenant = terms.tenant ?? "LENDER09";
  const context: LoanContext = {
    today: new CalendarDate(2026, 11, 22),
    tenant,
    features: { RestOfCanada: terms.restOfCanada, useBankHolidays: false },
    feeConstants: { weeklyFee: terms.weeklyFee, isWeeklyFeePercentage: terms.percentage, interestRate: rate },
  };
  const input: FastLoanInput = {
    tenant,
    restOfCanada: terms.restOfCanada,
    weeklyFee: terms.weeklyFee,
    isWeeklyFeePercentage: terms.percentage,
    interestRate: new Decimal(rate),
    fileOpeningFee: 0,
  };
  return { cents: fastLoanFigures(model, input), decimal: quoteLoan(model, context) };
};

/** Whole steps of `per` above `above` (dollars, exact): the spec's "per complete … above …". */
const stepsAbove = (amountCents: number, aboveDollars: bigint, perDollars: bigint): bigint => {
  const over = BigInt(amountCents) - 100n * aboveDollars;
  return over <= 0n ? 0n : over / (100n * perDollars);
};

/** An amount at, just under or just over a step edge: above + k × per (dollars) ± up to 1 cent. */
const edgeArb = (aboveDollars: number, perDollars: number) =>
  fc.tuple(fc.integer({ min: 0, max: 400 }), fc.constantFrom(-1, 0, 1)).map(([k, delta]) => Math.max(0, 100 * (aboveDollars + k * perDollars) + delta));

describe("the fee rules: both engines give the oracle's fee per period", () => {
  it("RestOfCanada: 35 $ + 10 $ per complete 250 $ above 500 $, × 52 ÷ periods, half-up, at every step's edge", () => {
    fc.assert(
      fc.property(edgeArb(500, 250), perYearArb, (amountCents, perYear) => {
        const weekly = add(q(35n), mul(q(10n), q(stepsAbove(amountCents, 500n, 250n))));
        const expected = halfUpCents(div(mul(weekly, q(52n)), q(BigInt(perYear))));
        const { cents, decimal } = both({ amountCents, perYear, weeklyFee: "0", percentage: false, restOfCanada: true, forcedCount: 12 });
        expect(cents?.feeCents).toBe(expected);
        expect(decimal.brokerageFeePerPeriod.mul(100).toNumber()).toBe(expected);
      }),
      { numRuns: 1500 },
    );
  });

  it("a weekly fee whose fee per period is exactly x.xx5 goes up in both (semi-monthly: 52 × w ÷ 24 with w ≡ 3 mod 6 cents)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 2_000_000 }), (k, amountCents) => {
        const weeklyCents = 6 * k + 3;
        const expected = halfUpCents(div(mul(q(BigInt(weeklyCents), 100n), q(52n)), q(24n)));
        expect((52 * weeklyCents) % 24).toBe(12); // a true half-cent tie
        const { cents, decimal } = both({ amountCents, perYear: 24, weeklyFee: decimalFromCents(weeklyCents).toFixed(2), percentage: false, restOfCanada: false, forcedCount: 12 });
        expect(cents?.feeCents).toBe(expected);
        expect(decimal.brokerageFeePerPeriod.mul(100).toNumber()).toBe(expected);
      }),
      { numRuns: 1500 },
    );
  });
});

describe("the percentage fee's count: both engines round (0.012 × base + 9) ÷ divisor half-up, ties included", () => {
  it("gives the oracle's count on exact half-payment ties", () => {
    const divisors = { 52: 1n, 26: 2n, 24: 2n, 12: 4n } as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }).filter((m) => (2 * m + 1) % 3 === 0),
        perYearArb,
        (m, perYear) => {
          const divisor = divisors[perYear];
          // (12 × cents + 900,000) = 100,000 × divisor × (m + ½): a count that is exactly m + ½
          const numerator = 50_000n * divisor * BigInt(2 * m + 1);
          const amountCents = Number((numerator - 900_000n) / 12n);
          fc.pre(amountCents >= 0 && (numerator - 900_000n) % 12n === 0n);
          const count = reduce(div(add(mul(q(BigInt(amountCents), 100n), q(12n, 1000n)), q(9n)), q(divisor)));
          expect(count.d).toBe(2n); // a true tie: m + ½
          const expected = Math.min(261, Math.max(2, Number((2n * count.n + count.d) / (2n * count.d))));
          const { cents, decimal } = both({ amountCents, perYear, weeklyFee: "1", percentage: true, restOfCanada: false, forcedCount: null });
          expect(decimal.numberOfPayments).toBe(expected);
          if (cents) expect(cents.numberOfPayments).toBe(expected);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe("the cost-ratio rule: both engines raise the bounds by 0.05 per complete 500 $ above 800 $ and choose the same count", () => {
  it("at every step's edge, for every tenant", () => {
    fc.assert(
      fc.property(edgeArb(800, 500), perYearArb, fc.constantFrom(...tenantCodes), (amountCents, perYear, tenant) => {
        const raise = mul(q(5n, 100n), q(stepsAbove(amountCents, 800n, 500n)));
        const bounds = tenantProfile(tenant).costRatioBounds;
        const { cents, decimal } = both({ amountCents, perYear, weeklyFee: "8", percentage: false, restOfCanada: false, forcedCount: null, tenant });
        const lower = add(q(BigInt(Math.round(bounds.lower * 100)), 100n), raise);
        expect(same(parse(decimal.costRatioBounds.lower.toFixed()), lower)).toBe(true);
        expect(cents).not.toBeNull();
        expect(cents?.numberOfPayments).toBe(decimal.numberOfPayments);
        expect(cents?.annuityCents).toBe(decimal.annuityPayment.mul(100).toNumber());
        expect(cents?.feeCents).toBe(decimal.brokerageFeePerPeriod.mul(100).toNumber());
      }),
      { numRuns: 300 },
    );
  });
});
