import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checklistReasonText, checklistUserOf, checklistUserRefusal } from "./index.js";

describe("checklistUserOf", () => {
  it("maps a numeric id or a text of digits, with trimmed initials", () => {
    expect(checklistUserOf({ id: 42, initials: "JD" })).toEqual({ id: 42, initials: "JD" });
    expect(checklistUserOf({ id: " 42 ", initials: " JD " })).toEqual({ id: 42, initials: "JD" });
    expect(checklistUserOf({ id: "7" })).toEqual({ id: 7, initials: "" });
    expect(checklistUserOf({ id: 7, initials: null })).toEqual({ id: 7, initials: "" });
  });

  it("gives null when nobody is signed in or the id is unusable", () => {
    expect(checklistUserOf(null)).toBeNull();
    expect(checklistUserOf(undefined)).toBeNull();
    for (const id of ["", "abc", "4.5", "-3", "1e3", "0x10", "99999999999999999999"]) expect(checklistUserOf({ id })).toBeNull();
    for (const id of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) expect(checklistUserOf({ id })).toBeNull();
  });

  it("keeps every positive whole id, given as a number or as its digits", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), fc.string(), (id, initials) => {
        expect(checklistUserOf({ id, initials })).toEqual({ id, initials: initials.trim() });
        expect(checklistUserOf({ id: String(id), initials })?.id).toBe(id);
      }),
    );
  });
});

describe("checklistUserRefusal", () => {
  it("refuses every change without a user, with a reason and a text", () => {
    expect(checklistUserRefusal(null)).toBe("readOnlyRole");
    expect(checklistReasonText("en", "readOnlyRole")).toBe("You cannot change this checklist.");
    expect(checklistReasonText("fr", "readOnlyRole")).toBe("Vous ne pouvez pas modifier cette liste de vérification.");
    expect(checklistUserRefusal({ id: 1, initials: "" })).toBeNull();
  });
});
