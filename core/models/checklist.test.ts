import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { decodeChecklist, decodeChecklistItem, encodeChecklist } from "./checklist.js";

describe("Checklist schema", () => {
  it("fills every missing field with the spec's default", () => {
    const result = decodeChecklistItem({ id: 12 });
    expect(result).toEqual({
      ok: true,
      value: {
        id: 12,
        categoryTitle: "",
        description: "",
        isChecked: false,
        isApprovalChecked: false,
        isCheckedExternal: false,
        isWaived: false,
        isNonApplicable: false,
        isExternal: false,
        isExternalOnly: false,
        checkedFrom: "none",
        checkedInitials: null,
        checklistNote: null,
        sysLogins_Id: null,
      },
    });
  });

  it("decodes an empty dto to no items", () => {
    expect(decodeChecklist({})).toEqual({ ok: true, value: { items: [] } });
  });

  it("keeps the wire names and values of a category row and an item", () => {
    const wire = {
      items: [
        { id: -1, categoryTitle: "Documents" },
        { id: 3, description: "Licence", isChecked: true, checkedFrom: "internal", checkedInitials: "JD", sysLogins_Id: 40 },
      ],
    };
    const result = decodeChecklist(wire);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.items[0]?.categoryTitle).toBe("Documents");
    expect(result.value.items[1]).toMatchObject(wire.items[1] as object);
  });

  it("refuses a bad value with a readable path, without throwing", () => {
    const result = decodeChecklist({ items: [{ id: 1, checkedFrom: "elsewhere" }] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[0]?.path).toBe("items[0].checkedFrom");
  });

  it("round-trips: decode(encode(decode(x))) equals decode(x)", () => {
    const itemArb = fc.record(
      {
        id: fc.integer({ min: -1, max: 1000 }),
        isChecked: fc.boolean(),
        isCheckedExternal: fc.boolean(),
        isWaived: fc.boolean(),
        checkedFrom: fc.constantFrom("none", "internal", "external"),
        checkedInitials: fc.option(fc.string(), { nil: null }),
        checklistNote: fc.option(fc.string(), { nil: null }),
        sysLogins_Id: fc.option(fc.integer(), { nil: null }),
      },
      { requiredKeys: ["id"] },
    );
    fc.assert(
      fc.property(fc.array(itemArb), (items) => {
        const first = decodeChecklist({ items });
        expect(first.ok).toBe(true);
        if (!first.ok) return;
        expect(decodeChecklist(encodeChecklist(first.value))).toEqual(first);
      }),
    );
  });

  it("never throws on random input", () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(() => decodeChecklist(input)).not.toThrow();
      }),
    );
  });
});
