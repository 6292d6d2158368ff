import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { otpMessageText, otpSpokenCode } from "./message.js";
import { otpCodeFromNumber } from "./policy.js";

describe("code messages", () => {
  it("names the lender, the code and the 10 minutes in both languages", () => {
    expect(otpMessageText("fr", "SMS", "012345", "Rent").body).toBe(
      "012345 est votre code de vérification Rent. Il expire dans 10 minutes. Ne le partagez jamais.",
    );
    const email = otpMessageText("en", "EMAIL", "012345", "Capital");
    expect(email.subject).toBe("Your Capital verification code");
    expect(email.body).toContain("Your verification code is 012345. It expires in 10 minutes.");
    expect(otpMessageText("en", "CALL", "012345", "Rent").body).toBe(
      "Hello, this is Rent. Your verification code is: 0 1 2, 3 4 5. Once again: 0 1 2, 3 4 5.",
    );
  });

  it("always carries the code, whatever the channel and language", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999 }),
        fc.constantFrom("fr" as const, "en" as const),
        fc.constantFrom("SMS" as const, "EMAIL" as const, "CALL" as const),
        (value, lang, channel) => {
          const code = otpCodeFromNumber(value)!;
          const { body } = otpMessageText(lang, channel, code, "Rent");
          expect(body).toContain(channel === "CALL" ? otpSpokenCode(code) : code);
          expect(body).not.toMatch(/\{\w+\}/);
        },
      ),
    );
  });
});
