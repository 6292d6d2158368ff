import { CalendarDate } from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isDuplicateRefusal, processorLineAction, type ProcessorLineFacts, type ProcessorRow } from "./index.js";

const base = { row: 2, externalId: "P-1", contractNumber: "M-7", amountCents: 1_250, valueDate: new CalendarDate(2026, 11, 20) };
const paid: ProcessorRow = { ...base, status: "paid" };
const returned: ProcessorRow = { ...base, status: "returned", reason: "nsf" };
const nothing: ProcessorLineFacts = { contractId: 7, externalIdApplied: false, payment: null };

describe("processorLineAction", () => {
  it("pays a paid line once: its external id applied before makes it a duplicate", () => {
    expect(processorLineAction(paid, nothing)).toEqual({ kind: "pay", contractId: 7 });
    expect(processorLineAction(paid, { ...nothing, externalIdApplied: true })).toEqual({ kind: "duplicate" });
    expect(processorLineAction(paid, { ...nothing, contractId: null })).toEqual({ kind: "refused", code: "unknownContract" });
  });

  it("returns the contract's payment with the line's external id once, for its whole amount", () => {
    const payment = { contractId: 7, amountCents: 1_250, returned: false };
    expect(processorLineAction(returned, { ...nothing, externalIdApplied: true, payment })).toEqual({ kind: "return", contractId: 7 });
    expect(processorLineAction(returned, { ...nothing, payment: { ...payment, returned: true } })).toEqual({ kind: "duplicate" });
    expect(processorLineAction(returned, nothing)).toEqual({ kind: "refused", code: "paymentNotFound" });
    expect(processorLineAction(returned, { ...nothing, payment: { ...payment, contractId: 8 } })).toEqual({ kind: "refused", code: "paymentNotFound" });
    expect(processorLineAction(returned, { ...nothing, payment: { ...payment, amountCents: 1_249 } })).toEqual({ kind: "refused", code: "returnAmountMismatch" });
  });

  it("never writes for a line already applied, whatever else is true", () => {
    const facts = fc.record({
      contractId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
      externalIdApplied: fc.boolean(),
      payment: fc.option(fc.record({ contractId: fc.integer({ min: 1, max: 3 }), amountCents: fc.integer({ min: 1_249, max: 1_251 }), returned: fc.boolean() }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.constantFrom(paid, returned), facts, (line, found) => {
        const action = processorLineAction(line, found);
        const applied = line.status === "paid" ? found.externalIdApplied : found.payment?.returned === true && found.payment.contractId === found.contractId;
        if (found.contractId !== null && applied) expect(action).toEqual({ kind: "duplicate" });
        if (action.kind === "pay" || action.kind === "return") {
          expect(applied).toBe(false);
          expect(action.contractId).toBe(found.contractId);
        }
      }),
    );
  });

  it("takes a concurrent write's refusal of the same line for a duplicate", () => {
    expect(isDuplicateRefusal("paid", "externalIdApplied")).toBe(true);
    expect(isDuplicateRefusal("returned", "alreadyReturned")).toBe(true);
    expect(isDuplicateRefusal("paid", "alreadyReturned")).toBe(false);
    expect(isDuplicateRefusal("returned", "valueDateAfterToday")).toBe(false);
  });
});
