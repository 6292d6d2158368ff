import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { labelOf, option, toSelectOptions } from "./option.js";

describe("code options", () => {
  it("option() takes English first, then French", () => {
    expect(option(3, "Three", "Trois")).toEqual({ value: 3, label: { fr: "Trois", en: "Three" } });
  });

  it("labelOf finds a value's label, or undefined", () => {
    const table = [option(0, "No", "Non"), option(1, "Yes", "Oui")];
    expect(labelOf(table, 1, "fr")).toBe("Oui");
    expect(labelOf(table, 0, "en")).toBe("No");
    expect(labelOf(table, 2 as never, "en")).toBeUndefined();
  });

  it("toSelectOptions keeps order and values, in one language", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ value: fc.integer(), en: fc.string(), fr: fc.string() }), { selector: (entry) => entry.value }),
        fc.constantFrom("fr" as const, "en" as const),
        (rows, lang) => {
          const table = rows.map((row) => option(row.value, row.en, row.fr));
          expect(toSelectOptions(table, lang)).toEqual(rows.map((row) => ({ value: row.value, label: row[lang] })));
        },
      ),
    );
  });
});
