import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createTableState, tableReducer } from "@lendkit/core";
import { mergeTableUrlUnder, tableParamsUnder, urlPrefixOf } from "./urlPrefix.js";

describe("table URL parameters under a prefix", () => {
  it("says where the state lives", () => {
    expect([urlPrefixOf(undefined), urlPrefixOf(false), urlPrefixOf(true), urlPrefixOf({ prefix: "c." })]).toEqual([null, null, "", "c."]);
  });

  it("reads only the table's own parameters", () => {
    expect(tableParamsUnder({ "c.page": "2", page: "5", tab: "notes", "p.page": "1" }, "c.")).toEqual({ page: "2" });
  });

  it("never touches a parameter outside its prefix, and reads back what it wrote", () => {
    const name = fc.stringMatching(/^[a-z.]{1,8}$/);
    fc.assert(
      fc.property(fc.dictionary(name, fc.string()), fc.constantFrom("c.", "p_", "x"), fc.nat(20), (params, prefix, page) => {
        const state = tableReducer(createTableState(), { type: "page", page, count: 1000 }).state;
        const merged = mergeTableUrlUnder(params, state, prefix);
        for (const [key, value] of Object.entries(params)) if (!key.startsWith(prefix)) expect(merged[key]).toBe(value);
        expect(tableParamsUnder(merged, prefix).page).toBe(String(state.page));
      }),
    );
  });
});
