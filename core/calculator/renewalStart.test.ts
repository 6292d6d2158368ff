import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptyCalculatorModel } from "../models/calculatorModel.js";
import { renewalCalculatorModel } from "./renewal.js";

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
        expect([52, 26, 24, 12]).toContain(model.loanFrequency);
      }),
    );
  });
});
