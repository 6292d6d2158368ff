import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { identifyEmail, identifyPhone, isoBirthDate, loginBirthDate, maskEmail, maskPhone, phoneLastFour } from "./identify.js";

describe("identification (C §3.2, C §7)", () => {
  it("reads the birth date from the text or from the three fields", () => {
    expect(loginBirthDate({ birthDate: "1985/04/12" })).toBe("1985-04-12");
    expect(loginBirthDate({ birthDate: "1985-04-12" })).toBe("1985-04-12");
    expect(loginBirthDate({ birthDate: "", birthDateYear: 1985, birthDateMonth: 4, birthDateDay: 12 })).toBe("1985-04-12");
    expect(loginBirthDate({ birthDate: "1985/4/12" })).toBeNull();
    expect(loginBirthDate({ birthDate: "1985/02/30" })).toBeNull();
    expect(loginBirthDate({ birthDateYear: 1985, birthDateMonth: 4, birthDateDay: null })).toBeNull();
    expect(loginBirthDate({})).toBeNull();
    expect(loginBirthDate({ birthDate: "1985/04/12", birthDateYear: 1985, birthDateMonth: 4, birthDateDay: 12 })).toBe("1985-04-12");
    expect(loginBirthDate({ birthDate: "1985/04/12", birthDateYear: 1985, birthDateMonth: 4, birthDateDay: 13 })).toBeNull();
    expect(isoBirthDate(2024, 2, 29)).toBe("2024-02-29");
    expect(isoBirthDate(2024, 13, 1)).toBeNull();
  });

  it("compares emails trimmed and lower-case, and refuses what is not one address", () => {
    expect(identifyEmail(" A@B.CA ")).toBe("a@b.ca");
    for (const bad of ["", "a", "a@b", "@b.ca", "a@b.ca@c.ca", "a b@c.ca", `${"a".repeat(250)}@b.ca`]) expect(identifyEmail(bad)).toBeNull();
  });

  it("reads ten-digit phones and refuses anything else", () => {
    expect(identifyPhone("514.555.0123")).toBe("5145550123");
    expect(identifyPhone("   ")).toBe("");
    expect(identifyPhone("51455501234")).toBeNull();
    expect(identifyPhone("514555012x")).toBeNull();
  });

  it("masks phones to their last four digits and emails to a letter and the domain", () => {
    expect(phoneLastFour("(514) 555-0123")).toBe("0123");
    expect(phoneLastFour("12")).toBe("");
    expect(maskPhone("(514) 555-0123")).toBe("******0123");
    expect(maskPhone("12")).toBe("**");
    expect(maskEmail("a@b.ca")).toBe("a***@b.ca");
    expect(maskEmail("nobody")).toBe("***");
  });

  it("never lets more than four digits of a phone through the mask", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."0123456789 -()"), maxLength: 30 }), (phone) => {
        const masked = maskPhone(phone);
        expect(masked.replace(/\*/g, "").length).toBeLessThanOrEqual(4);
        const shown = masked.replace(/\*/g, "");
        if (shown !== "") expect(shown).toBe(phoneLastFour(phone));
      }),
    );
  });

  it("reads back every real date it formats", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("1900-01-01"), max: new Date("2100-12-31"), noInvalidDate: true }), (date) => {
        const iso = date.toISOString().slice(0, 10);
        expect(loginBirthDate({ birthDate: iso.replace(/-/g, "/") })).toBe(iso);
      }),
    );
  });
});
