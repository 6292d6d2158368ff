import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../money/decimal.js";
import { annuityPayment, annuityPaymentExact, checkLoanTerms } from "./annuity.js";

const periods = [52, 26, 24, 12] as const;

describe("annuityPayment — fixed cases", () => {
  it("1,000 $ weekly at 19.99 % over 52 payments is 21.25 (hand-checked: 1000 × r / (1 − (1 + r)^−52), r = 0.1999 / 52)", () => {
    expect(annuityPayment(1000, 19.99, 52, 52).toFixed(2)).toBe("21.25");
  });

  it("1,200 $ monthly at 12 % over 12 payments is 106.62 (textbook: 1200 × 0.01 / (1 − 1.01^−12) = 106.6185…)", () => {
    expect(annuityPayment(1200, 12, 12, 12).toFixed(2)).toBe("106.62");
  });

  it("one payment repays principal plus one period of interest", () => {
    expect(annuityPayment(1000, 12, 12, 1).toFixed(2)).toBe("1010.00");
  });

  it("rounds an exact tie at 0 % half-up, not like toFixed (MONEY-NOTES trap 3)", () => {
    expect(annuityPayment("100.05", 0, 12, 2).toFixed(2)).toBe("50.03");
    expect((100.05 / 2).toFixed(2)).toBe("50.02");
  });

  it("at 0 % divides the principal evenly", () => {
    expect(annuityPayment(1000, 0, 52, 4).toFixed(2)).toBe("250.00");
    expect(annuityPayment(100, 0, 52, 3).toFixed(2)).toBe("33.33");
    expect(annuityPayment(200, 0, 52, 3).toFixed(2)).toBe("66.67");
  });

  it("a zero principal costs nothing", () => {
    expect(annuityPayment(0, 19.99, 52, 10).toFixed(2)).toBe("0.00");
  });

  it("accepts Decimals and strings like numbers", () => {
    expect(annuityPayment(new Decimal("1000"), new Decimal("19.99"), 52, 52).toFixed(2)).toBe("21.25");
    expect(annuityPayment("1000", "19.99", 52, 52).toFixed(2)).toBe("21.25");
  });

  it("reads text tolerantly on both paths (an exact tie in text with spaces)", () => {
    expect(annuityPayment(" 100.05 ", " 0 ", 12, 2).toFixed(2)).toBe("50.03");
  });

  it("refuses absurd counts quickly instead of raising (1 + r) to a billionth power (the exact path's cost grows with n)", () => {
    const started = performance.now();
    expect(annuityPayment(1000, 19.99, 52, 1e9).isNaN()).toBe(true);
    expect(annuityPaymentExact(1000, 19.99, 52, 1e9).isNaN()).toBe(true);
    expect(annuityPaymentExact("25608", "3.2599", 52, 10_400).isFinite()).toBe(true);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("gives a NaN Decimal on invalid terms instead of throwing", () => {
    expect(annuityPayment(1000, 19.99, 52, 0).isNaN()).toBe(true);
    expect(annuityPayment(1000, 19.99, 52, 1.5).isNaN()).toBe(true);
    expect(annuityPayment(-1, 19.99, 52, 10).isNaN()).toBe(true);
    expect(annuityPayment(1000, -1, 52, 10).isNaN()).toBe(true);
    expect(annuityPayment("abc", 19.99, 52, 10).isNaN()).toBe(true);
  });
});

describe("checkLoanTerms", () => {
  it("accepts valid terms", () => {
    expect(checkLoanTerms(1000, 19.99, 52, 52)).toEqual({ ok: true });
    expect(checkLoanTerms("0", "0", 12, 1)).toEqual({ ok: true });
  });

  it("names the first problem", () => {
    expect(checkLoanTerms("x", 1, 12, 1)).toEqual({ ok: false, reason: "principalNotANumber" });
    expect(checkLoanTerms(-0.01, 1, 12, 1)).toEqual({ ok: false, reason: "principalNegative" });
    expect(checkLoanTerms(1, null, 12, 1)).toEqual({ ok: false, reason: "rateNotANumber" });
    expect(checkLoanTerms(1, -2, 12, 1)).toEqual({ ok: false, reason: "rateNegative" });
    expect(checkLoanTerms(1, 2, 0, 1)).toEqual({ ok: false, reason: "periodsPerYearInvalid" });
    expect(checkLoanTerms(1, 2, 12, 0)).toEqual({ ok: false, reason: "paymentsNotPositiveInteger" });
    expect(checkLoanTerms(1, 2, 12, 2.5)).toEqual({ ok: false, reason: "paymentsNotPositiveInteger" });
    expect(checkLoanTerms(1, 2, 12, 10_401)).toEqual({ ok: false, reason: "paymentsTooMany" });
    expect(checkLoanTerms(1, 2, 12, 10_400)).toEqual({ ok: true });
  });
});

const principalCents = fc.integer({ min: 10_000, max: 10_000_000 });
const rateHundredths = fc.integer({ min: 0, max: 4_000 });
const frequency = fc.constantFrom(...periods);
const count = fc.integer({ min: 2, max: 261 });

describe("annuityPayment — fast path against the exact path", () => {
  it("gives the same cents over random loans (100–100,000 $, 0–40 %, every frequency, 2–261 payments)", () => {
    fc.assert(
      fc.property(principalCents, rateHundredths, frequency, count, (cents, rate, perYear, n) => {
        const principal = new Decimal(cents).div(100);
        const annual = new Decimal(rate).div(100);
        expect(annuityPayment(principal, annual, perYear, n).toFixed(2)).toBe(
          annuityPaymentExact(principal, annual, perYear, n).toFixed(2),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it("gives the same cents at 0 % (where ties are common)", () => {
    fc.assert(
      fc.property(principalCents, frequency, count, (cents, perYear, n) => {
        const principal = new Decimal(cents).div(100);
        expect(annuityPayment(principal, 0, perYear, n).toFixed(2)).toBe(
          annuityPaymentExact(principal, 0, perYear, n).toFixed(2),
        );
      }),
      { numRuns: 2000 },
    );
  });

  it("rounds every exact half-cent tie up (the float value sits on the boundary, the exact path decides)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 130 }), (paymentCents, half) => {
        const n = half * 2;
        // principal = n × (paymentCents + ½) cents: an exact tie by construction
        const principal = new Decimal(paymentCents).plus("0.5").mul(n).div(100);
        expect(annuityPayment(principal, 0, 52, n).mul(100).toNumber()).toBe(paymentCents + 1);
      }),
      { numRuns: 1000 },
    );
  });

  it("never differs from the exact path on tiny training-style rates", () => {
    fc.assert(
      fc.property(principalCents, fc.constantFrom("0.000001", "0.00001", "0.01"), frequency, count, (cents, rate, perYear, n) => {
        const principal = new Decimal(cents).div(100);
        expect(annuityPayment(principal, rate, perYear, n).toFixed(2)).toBe(
          annuityPaymentExact(principal, rate, perYear, n).toFixed(2),
        );
      }),
      { numRuns: 500 },
    );
  });
});
