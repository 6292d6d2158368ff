import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { wireArbitrary } from "./arbitraries.testing.js";
import { decodeNote, emptyNote, encodeNote, Note } from "./note.js";

describe("note (B §3.3)", () => {
  it("empty note equals decoding {}, chkActiv true by default", () => {
    const result = decodeNote({});
    expect(result.ok && result.value).toEqual(emptyNote());
    expect(emptyNote().chkActiv).toBe(true);
    expect([emptyNote().isPublic, emptyNote().msgIsRead]).toEqual([false, false]);
  });

  it("keeps the wire names UI_sysLogins_Id and UI_DateC", () => {
    const result = decodeNote({ id: 3, note: "Called", UI_sysLogins_Id: 17, UI_DateC: "2026-11-20T14:05:00", chkActiv: false });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ UI_sysLogins_Id: 17, UI_DateC: "2026-11-20T14:05:00", chkActiv: false });
  });

  it("names bad fields and refuses unknown keys on request", () => {
    const bad = decodeNote({ id: "3", msgIsRead: "yes" });
    expect(bad.ok ? [] : bad.errors.map((error) => error.path)).toEqual(["id", "msgIsRead"]);
    expect(decodeNote({ colour: "red" }).ok).toBe(true);
    const refused = decodeNote({ colour: "red" }, { unknownKeys: "refuse" });
    expect(refused.ok ? [] : refused.errors).toEqual([{ path: "colour", message: "unknown field", code: "unknownField" }]);
  });

  it("round-trips generated wire JSON", () => {
    fc.assert(
      fc.property(wireArbitrary(Note, encodeNote(emptyNote())), (json) => {
        const result = decodeNote(json);
        expect(result.ok && encodeNote(result.value)).toEqual(json);
      }),
    );
  });
});
