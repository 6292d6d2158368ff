import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatOtp, parseOtp } from "./index.js";
import { maskLaws } from "./laws.testkit.js";

describe("formatOtp (C §2: ### ###)", () => {
  it("writes 6 digits as ### ###, progressively", () => {
    expect(formatOtp("123456")).toBe("123 456");
    expect(formatOtp("123")).toBe("123");
    expect(formatOtp("1234")).toBe("123 4");
    expect(formatOtp("1234567")).toBe("123 456");
    expect(formatOtp("12a 3")).toBe("123");
    expect(parseOtp("123 456")).toBe("123456");
  });
});

describe("OTP mask laws", () => {
  maskLaws(
    formatOtp,
    parseOtp,
    fc.string({ unit: fc.constantFrom(..."0123456789"), maxLength: 6 }).map((digits) => ({ input: digits, value: digits })),
  );
});
