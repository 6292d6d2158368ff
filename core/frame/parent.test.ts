import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseParentMessage } from "./parent.js";

const allow = ["https://lender.example"];
const lang = { type: "lang", value: "en" };

describe("parseParentMessage", () => {
  it("accepts a language change from an allow-listed parent", () => {
    expect(parseParentMessage({ origin: "https://lender.example", data: lang }, allow)).toEqual({ ok: true, message: lang });
  });

  it("refuses another origin, another window, unknown data", () => {
    expect(parseParentMessage({ origin: "https://lender.example.evil.test", data: lang }, allow)).toEqual({ ok: false, reason: "origin" });
    expect(parseParentMessage({ origin: "null", data: lang }, allow)).toEqual({ ok: false, reason: "origin" });
    const parent = {};
    expect(parseParentMessage({ origin: "https://lender.example", data: lang, source: {} }, allow, parent)).toEqual({ ok: false, reason: "source" });
    expect(parseParentMessage({ origin: "https://lender.example", data: lang, source: parent }, allow, parent).ok).toBe(true);
    expect(parseParentMessage({ origin: "https://lender.example", data: { type: "lang", value: "de" } }, allow)).toEqual({ ok: false, reason: "data" });
    expect(parseParentMessage({ origin: "https://lender.example", data: "lang|en" }, allow)).toEqual({ ok: false, reason: "data" });
  });

  it("property: random origins and data never throw and are accepted only from the allowed origin", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constant("https://lender.example")), fc.anything(), (origin, data) => {
        const result = parseParentMessage({ origin, data }, allow);
        if (result.ok) expect(origin).toBe("https://lender.example");
      }),
    );
  });
});
