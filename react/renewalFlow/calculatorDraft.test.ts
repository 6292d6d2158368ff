import { CalendarDate } from "@internationalized/date";
import { Decimal, emptyCalculatorModel } from "@lendkit/core";
import { describe, expect, it } from "vitest";
import { calculatorDraftStore } from "./calculatorDraft.js";

/** A Storage held in memory. */
const memoryStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
};

describe("calculatorDraftStore (step 1's choice over a reload)", () => {
  it("keeps the amount, frequency and chosen date per flow, until cleared", () => {
    const storage = memoryStorage();
    const drafts = calculatorDraftStore(storage);
    const model = { ...emptyCalculatorModel(), loanAmount: new Decimal(1250), loanFrequency: 12 as const, customerSelectedFirstPaymentDate: new CalendarDate(2026, 12, 9) };
    drafts.write("flow-a", model);
    const read = drafts.read("flow-a");
    expect([read?.loanAmount.toString(), read?.loanFrequency, read?.customerSelectedFirstPaymentDate?.toString()]).toEqual(["1250", 12, "2026-12-09"]);
    expect(drafts.read("flow-b")).toBeNull();
    drafts.write("flow-b", emptyCalculatorModel());
    expect(drafts.read("flow-b")?.customerSelectedFirstPaymentDate).toBeNull();
    drafts.clear("flow-a");
    expect(drafts.read("flow-a")).toBeNull();
    expect(drafts.read("flow-b")?.loanAmount.toString()).toBe("500");
  });

  it("ignores what does not decode, and works without storage", () => {
    const storage = memoryStorage();
    for (const text of ["{", "null", JSON.stringify({ loanAmount: "lots", loanFrequency: 52 }), JSON.stringify({ loanAmount: 750, loanFrequency: 7 })]) {
      storage.setItem("lendkit.stepOneChoice.x", text);
      expect(calculatorDraftStore(storage).read("x"), text).toBeNull();
    }
    const none = calculatorDraftStore(null);
    none.write("x", emptyCalculatorModel());
    expect(none.read("x")).toBeNull();
  });
});
