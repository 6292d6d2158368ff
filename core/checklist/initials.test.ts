import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { staffInitials, staffInitialsMaxLength } from "./index.js";

describe("staffInitials (issue 15 §6)", () => {
  it("gives the demo's agent and admin distinct initials", () => {
    const agent = staffInitials("Alain", "Agent", ["MM", "FF"]);
    const admin = staffInitials("Adèle", "Admin", ["MM", "FF", agent]);
    expect(agent).toBe("AA");
    expect(admin).toBe("AAD");
  });

  it("folds accents and drops what is not a letter", () => {
    expect(staffInitials("élodie", "O'Brien", [])).toBe("EO");
    expect(staffInitials("  ", "—", [])).toBe("U");
  });

  it("never returns initials already taken (any case), never empty, never over 8 characters", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), fc.array(fc.string({ maxLength: 9 }), { maxLength: 40 }), (first, last, taken) => {
        const initials = staffInitials(first, last, taken);
        expect(initials.length).toBeGreaterThan(0);
        expect(initials.length).toBeLessThanOrEqual(staffInitialsMaxLength);
        expect(taken.map((value) => value.trim().toUpperCase())).not.toContain(initials);
      }),
    );
  });

  it("gives a whole team of namesakes distinct initials, one after the other", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom("Ana", "Alain", "Adèle", "A"), fc.constantFrom("Admin", "Agent", "A")), { maxLength: 30 }), (people) => {
        const given: string[] = [];
        for (const [first, last] of people) given.push(staffInitials(first, last, given));
        expect(new Set(given).size).toBe(given.length);
      }),
    );
  });
});
