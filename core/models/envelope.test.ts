import * as Schema from "effect/Schema";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../money/decimal.js";
import { decodeEnvelope, encodeEnvelope, errorEnvelope, okEnvelope } from "./envelope.js";
import { Note } from "./note.js";
import { Money } from "./schema.js";

const StepAnswer = Schema.Struct({ step: Schema.Number });

describe("API envelope (C §7)", () => {
  it("builds success and error answers", () => {
    expect(okEnvelope({ step: 2 })).toEqual({ Success: true, Result: { step: 2 }, ErrorMessage: null });
    expect(errorEnvelope("NOT_FOUND")).toEqual({ Success: false, Result: null, ErrorMessage: "NOT_FOUND" });
  });

  it("decodes the Result with its own schema", () => {
    const decode = decodeEnvelope(Schema.Struct({ weeklyFee: Money, interestRate: Money }));
    const result = decode({ Success: true, Result: { weeklyFee: "12.50", interestRate: 0.1 }, ErrorMessage: null });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.Result?.weeklyFee).toBeInstanceOf(Decimal);
    expect(result.value.Result?.weeklyFee.plus(result.value.Result.interestRate).toString()).toBe("12.6");
  });

  it("reads a failure without Result or ErrorMessage as nulls", () => {
    const result = decodeEnvelope(StepAnswer)({ Success: false });
    expect(result.ok && result.value).toEqual({ Success: false, Result: null, ErrorMessage: null });
  });

  it("names bad paths inside Result, and a missing Success", () => {
    const bad = decodeEnvelope(Note)({ Success: "true", Result: { id: "x" }, ErrorMessage: 5 });
    expect(bad.ok ? [] : bad.errors.map((error) => error.path)).toEqual(["Success", "Result.id", "ErrorMessage"]);
    const missing = decodeEnvelope(StepAnswer)({ Result: { step: 1 } });
    expect(missing.ok ? [] : missing.errors).toEqual([{ path: "Success", message: "is required", code: "required" }]);
  });

  it("round-trips ok and error envelopes", () => {
    const encode = encodeEnvelope(StepAnswer);
    const decode = decodeEnvelope(StepAnswer);
    fc.assert(
      fc.property(fc.oneof(fc.integer().map((step) => okEnvelope({ step })), fc.string().map(errorEnvelope)), (envelope) => {
        const json = encode(envelope);
        expect(json).toEqual(envelope);
        const back = decode(json, { unknownKeys: "refuse" });
        expect(back.ok && back.value).toEqual(envelope);
      }),
    );
  });
});
