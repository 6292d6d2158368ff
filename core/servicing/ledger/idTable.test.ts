import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IdTable } from "./idTable.js";

describe("IdTable", () => {
  it("answers as a Map does: an id added once, found by its text, absent ids undefined", () => {
    // Short ids from a few characters (many near-collisions), any text, and the store's forms (`s123`, `123`).
    const id = fc.oneof(fc.string({ unit: fc.constantFrom("a", "b", "s", "1", "é", "😀"), maxLength: 4 }), fc.string(), fc.nat(5_000).map((n) => `s${n}`), fc.nat(5_000).map(String));
    fc.assert(
      fc.property(fc.array(id, { maxLength: 300 }), fc.array(id, { maxLength: 50 }), (added, asked) => {
        const table = new IdTable<number>(added.length);
        const map = new Map<string, number>();
        added.forEach((each, index) => {
          expect(table.add(each, index)).toBe(!map.has(each));
          if (!map.has(each)) map.set(each, index);
        });
        for (const each of [...added, ...asked]) expect(table.get(each)).toBe(map.get(each));
      }),
    );
  });

  it("holds as many ids as it was made for", () => {
    const table = new IdTable<string>(5_000);
    for (let n = 0; n < 5_000; n++) expect(table.add(`L${n}`, `line ${n}`)).toBe(true);
    expect(table.get("L4999")).toBe("line 4999");
    expect(table.add("L0", "again")).toBe(false);
    expect(table.get("L0")).toBe("line 0");
  });
});
