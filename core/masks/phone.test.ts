import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPhone, isCallablePhone, parsePhone } from "./index.js";
import { anyText, maskLaws } from "./laws.testkit.js";

describe("formatPhone (A §5)", () => {
  it("writes (###) ###-#### for 10 digits", () => {
    expect(formatPhone("5145551234")).toBe("(514) 555-1234");
    expect(formatPhone("514.555.1234")).toBe("(514) 555-1234");
  });

  it("formats progressively, without a trailing literal", () => {
    const expected = ["", "(5", "(51", "(514", "(514) 5", "(514) 55", "(514) 555", "(514) 555-1", "(514) 555-12", "(514) 555-123", "(514) 555-1234"];
    expected.forEach((text, length) => expect(formatPhone("5145551234".slice(0, length))).toBe(text));
  });

  it("clears an entry that starts with 1", () => {
    expect(formatPhone("1")).toBe("");
    expect(formatPhone("15145551234")).toBe("");
    expect(formatPhone("+1 (514) 555-1234")).toBe("");
  });

  it("ignores non-digits (also non-ASCII digits) and keeps at most 10 digits", () => {
    expect(formatPhone("tel: 514 555 1234 ext 99")).toBe("(514) 555-1234");
    expect(formatPhone("٥١٤")).toBe("");
    expect(parsePhone("(514) 555-1234")).toBe("5145551234");
    expect(parsePhone("514-55")).toBe("51455");
  });
});

describe("isCallablePhone (A §5)", () => {
  it("acts only on exactly 10 digits", () => {
    expect(isCallablePhone("(514) 555-1234")).toBe(true);
    expect(isCallablePhone("5145551234")).toBe(true);
    expect(isCallablePhone("(514) 555-123")).toBe(false);
    expect(isCallablePhone("51455512345")).toBe(false);
    expect(isCallablePhone("1514555123")).toBe(false);
    expect(isCallablePhone("")).toBe(false);
  });

  it("agrees with the mask: callable iff the formatted text is complete", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(isCallablePhone(formatPhone(text))).toBe(/^\(\d{3}\) \d{3}-\d{4}$/.test(formatPhone(text)));
      }),
    );
  });
});

describe("phone mask laws", () => {
  const phoneDigits = fc
    .tuple(fc.constantFrom(..."023456789"), fc.string({ unit: fc.constantFrom(..."0123456789"), maxLength: 9 }))
    .map(([first, rest]) => first + rest);
  maskLaws(formatPhone, parsePhone, phoneDigits.map((digits) => ({ input: digits, value: digits })));

  it("always yields a prefix of (###) ###-####", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(formatPhone(text)).toMatch(/^(\([02-9]\d{0,2}(\) \d{1,3}(-\d{1,4})?)?)?$/);
      }),
    );
  });
});
