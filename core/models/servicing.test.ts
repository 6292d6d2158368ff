import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { apiRoutes } from "../api/routes.js";
import { decodeAdjustmentRequest, decodeFeeRequest, decodePaymentRequest, decodeServicingRunRequest, PaymentRequest } from "./servicing.js";

const refuse = { unknownKeys: "refuse" } as const;

describe("servicing request bodies (issue 22 §2)", () => {
  it("are the request Schemas of their route entries", () => {
    expect(apiRoutes.servicing.postPayment.request).toBe(PaymentRequest);
    expect(apiRoutes.servicing.approve.request).toBe(apiRoutes.servicing.reject.request);
  });

  it("decodes a payment, its external id null when missing", () => {
    expect(decodePaymentRequest({ amount: "12.50", valueDate: "2026-11-20", method: "pad" }, refuse)).toEqual({
      ok: true,
      value: { amount: "12.50", valueDate: "2026-11-20", method: "pad", externalId: null },
    });
  });

  it("names each bad field, and an unknown one", () => {
    const result = decodePaymentRequest({ amount: "12.505", valueDate: "2026-02-30", method: "pad", payer: "x" }, refuse);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => error.path).sort()).toEqual(["amount", "payer", "valueDate"]);
    expect(result.errors.find((error) => error.path === "valueDate")?.message).toBe('expected a date yyyy-mm-dd, got "2026-02-30"');
  });

  it("takes any amount of whole cents from 0.01 to 999999999.99, and refuses 0 and a debit where only a credit goes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999_999 }), (cents) => {
        const amount = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
        expect(decodeFeeRequest({ kind: "late", amount, dueDate: "2026-11-20" }, refuse).ok).toBe(true);
        expect(decodeAdjustmentRequest({ amount: `-${amount}`, valueDate: "2026-11-20", reason: "r" }, refuse).ok).toBe(true);
      }),
    );
    expect(decodeFeeRequest({ kind: "late", amount: "0.00", dueDate: "2026-11-20" }, refuse).ok).toBe(false);
    expect(decodeFeeRequest({ kind: "late", amount: "-1.00", dueDate: "2026-11-20" }, refuse).ok).toBe(false);
    expect(decodeAdjustmentRequest({ amount: "0.00", valueDate: "2026-11-20", reason: "r" }, refuse).ok).toBe(false);
  });

  it("runs a day written yyyy-mm-dd only", () => {
    expect(decodeServicingRunRequest({ date: "2026-11-20" }, refuse).ok).toBe(true);
    expect(decodeServicingRunRequest({ date: "2026-11-20T00:00" }, refuse).ok).toBe(false);
  });
});
