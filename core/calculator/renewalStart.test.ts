import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptyCalculatorModel } from "../models/calculatorModel.js";
import { CalendarDate } from "@internationalized/date";
import { renewalCalculatorModel } from "./renewal.js";
import { isSliderLoanAmount } from "./slider.js";

const base = emptyCalculatorModel();

describe("renewalCalculatorModel (C §3.6, C §3.10)", () => {
  it("takes the contract's balance and frequency when the address gives none", () => {
    const model = renewalCalculatorModel(base, { previousBalance: "312.40", loanFrequency: 26 });
    expect(model.previousBalance.toFixed(2)).toBe("312.40");
    expect(model.loanFrequency).toBe(26);
    expect(model.loanAmount.toNumber()).toBe(500);
    expect(renewalCalculatorModel(base, { loanFrequency: 3 }).loanFrequency).toBe(24);
  });

  it("lets the address's frequency code, bounds and amount win, the amount kept in range", () => {
    const model = renewalCalculatorModel(base, { loanFrequency: 26, query: { loanFrequency: 2, loanMin: 750, loanMax: 3000, loanAmount: 250 } });
    expect(model.loanFrequency).toBe(12);
    expect([model.loanMin.toNumber(), model.loanMax.toNumber(), model.loanAmount.toNumber()]).toEqual([750, 3000, 750]);
  });

  it("keeps the server's bounds over the address's", () => {
    const served = renewalCalculatorModel(base, { loanMin: 500, loanMax: 1500, query: { loanMin: 750, loanMax: 3000, loanAmount: 2000 } });
    expect([served.loanMin.toNumber(), served.loanMax.toNumber(), served.loanAmount.toNumber()]).toEqual([500, 1500, 1500]);
    // A preset off the slider's steps becomes what the slider sends for it.
    expect(renewalCalculatorModel(base, { loanMin: 500, loanMax: 1500, query: { loanAmount: 830 } }).loanAmount.toNumber()).toBe(750);
  });

  it("shows the applicant's own choice again, over the address's presets and the contract's frequency", () => {
    const date = new CalendarDate(2026, 12, 9);
    const model = renewalCalculatorModel(base, {
      loanMin: 500,
      loanMax: 1500,
      loanFrequency: 52,
      choice: { loanAmount: 1250, loanFrequency: 26, customerSelectedFirstPaymentDate: date },
      query: { loanAmount: 750, loanFrequency: 2 },
    });
    expect([model.loanAmount.toNumber(), model.loanFrequency, model.customerSelectedFirstPaymentDate?.toString()]).toEqual([1250, 26, "2026-12-09"]);
    expect(renewalCalculatorModel(base, { choice: null, query: { loanAmount: 750 } }).loanAmount.toNumber()).toBe(750);
  });

  it("keeps the base for unreadable values and a reversed range", () => {
    const model = renewalCalculatorModel(base, { previousBalance: "abc", loanFrequency: 7, query: { loanMin: 2000, loanMax: 1000 } });
    expect(model.previousBalance.toNumber()).toBe(0);
    expect(model.loanFrequency).toBe(52);
    expect([model.loanMin.toNumber(), model.loanMax.toNumber()]).toEqual([500, 1500]);
    expect(renewalCalculatorModel(base, { previousBalance: -5 }).previousBalance.toNumber()).toBe(0);
  });

  it("property: the amount is always within [min, max] and the frequency is one of the four", () => {
    const amount = fc.option(fc.double({ min: -1e6, max: 1e6, noNaN: true }), { nil: null });
    fc.assert(
      fc.property(amount, amount, amount, fc.option(fc.integer({ min: -5, max: 60 }), { nil: null }), (loanMin, loanMax, loanAmount, loanFrequency) => {
        const model = renewalCalculatorModel(base, { loanFrequency, query: { loanMin, loanMax, loanAmount, loanFrequency } });
        expect(model.loanMin.lte(model.loanAmount) && model.loanAmount.lte(model.loanMax)).toBe(true);
        // With the server's bounds, the start is always an amount the server accepts.
        const served = renewalCalculatorModel(base, { loanMin: 500, loanMax: 1500, query: { loanMin, loanMax, loanAmount } });
        expect([served.loanMin.toNumber(), served.loanMax.toNumber()]).toEqual([500, 1500]);
        expect(isSliderLoanAmount(served.loanAmount, { loanMin: 500, loanMax: 1500 })).toBe(true);
        expect([52, 26, 24, 12]).toContain(model.loanFrequency);
      }),
    );
  });
});
