import * as Schema from "effect/Schema";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { flagField, prefixFields, substitutedFields, suffixFields, textField, withDefault } from "./fields.js";
import { decoderFor } from "./schema.js";

const keyArbitrary = fc.stringMatching(/^[a-z][A-Za-z0-9_]{0,10}$/);

describe("field helpers", () => {
  it("prefix and suffix every key, keeping each field's schema", () => {
    fc.assert(
      fc.property(fc.uniqueArray(keyArbitrary, { maxLength: 8 }), (keys) => {
        const fields = Object.fromEntries(keys.map((key) => [key, textField]));
        const prefixed = prefixFields(fields, "co");
        const suffixed = suffixFields(fields, "2");
        expect(Object.keys(prefixed)).toEqual(keys.map((key) => `co${key.charAt(0).toUpperCase()}${key.slice(1)}`));
        expect(Object.keys(suffixed)).toEqual(keys.map((key) => `${key}2`));
        expect(Object.values(prefixed).every((field) => field === textField)).toBe(true);
      }),
    );
  });

  it("builds the substitution flags, substituted or not by default", () => {
    const decode = decoderFor(
      Schema.Struct({ ...substitutedFields("bankFee", { substituted: true }), ...substitutedFields("gpsFee", { manual: true }) }),
    );
    const result = decode({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(Object.keys(result.value)).toEqual(["bankFee", "bankFeeIsSubstituted", "gpsFee", "gpsFeeIsSubstituted", "gpsFeeIsSubstitutedManually"]);
    expect([result.value.bankFeeIsSubstituted, result.value.gpsFeeIsSubstituted]).toEqual([true, false]);
    expect(result.value.bankFee.isZero()).toBe(true);
  });

  it("reads null text as empty text and refuses other types", () => {
    const decode = decoderFor(Schema.Struct({ name: textField, done: flagField, level: withDefault(Schema.Number, -1) }));
    expect(decode({ name: null })).toEqual({ ok: true, value: { name: "", done: false, level: -1 } });
    expect(decode({ name: 3 })).toEqual({ ok: false, errors: [{ path: "name", message: "expected a text" }] });
  });
});
