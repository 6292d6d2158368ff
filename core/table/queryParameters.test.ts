import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DecodeError } from "../models/decode.js";
import { readTableQuery, tableMaxSearchWords, tableQueryParameters, tableQueryWholeNumber, type TableQueryRules } from "./queryParameters.js";

const names = { page: "page", search: "search", searchTerm: "search" } as const;

describe("tableQueryParameters", () => {
  it("keeps each known field once, and gives one error per unknown, repeated or doubled parameter, its path at most 40 characters", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.oneof(fc.constantFrom("page", "search", "searchTerm"), fc.string({ maxLength: 60 })), fc.oneof(fc.string(), fc.array(fc.string(), { maxLength: 2 }))), (query) => {
        const errors: DecodeError[] = [];
        const values = tableQueryParameters(query, names, errors);
        for (const field of Object.keys(values)) expect(["page", "search"]).toContain(field);
        const unknown = Object.keys(query).filter((name) => !Object.hasOwn(names, name));
        const notText = Object.keys(query).filter((name) => Object.hasOwn(names, name) && typeof query[name] !== "string");
        const searchTwice = typeof query.search === "string" && typeof query.searchTerm === "string" ? 1 : 0;
        expect(errors).toHaveLength(unknown.length + notText.length + searchTwice);
        for (const error of errors) expect(error.path.length).toBeLessThanOrEqual(40);
      }),
    );
  });
});

describe("tableQueryWholeNumber", () => {
  it("reads whole numbers in range, and otherwise gives the fallback and one error", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -5, max: 1_000 }).map(String), fc.string({ maxLength: 12 })), (text) => {
        const errors: DecodeError[] = [];
        const value = tableQueryWholeNumber(text, 7, 0, 500, "page", errors);
        const n = Number(text.trim());
        const valid = /^\s*\d{1,9}\s*$/.test(text) && n >= 0 && n <= 500;
        if (text.trim() === "") expect([value, errors.length]).toEqual([7, 0]);
        else if (valid) expect([value, errors.length]).toEqual([n, 0]);
        else expect([value, errors.length]).toEqual([7, 1]);
      }),
    );
  });
});

describe("readTableQuery", () => {
  const rules = (filter: boolean): TableQueryRules<"name" | "id"> => ({
    sortColumns: ["name", "id"],
    defaultSort: "name",
    defaultOrder: "asc",
    searchWords: (search) => search.split(/\s+/u).filter(Boolean),
    filter,
  });
  const parameter = fc.constantFrom("page", "rowsPerPage", "rowPerPage", "search", "searchTerm", "sortColumn", "orderBy", "order", "filter", "other");
  const value = fc.oneof(fc.string({ maxLength: 120 }), fc.integer({ min: -2, max: 600 }).map(String), fc.constantFrom("asc", "DESC", "id", "name"), fc.array(fc.string(), { maxLength: 2 }));

  it("never throws, answers only the list's choices, and takes `filter` only from a list with a row filter", () => {
    fc.assert(
      fc.property(fc.dictionary(parameter, value), fc.boolean(), (query, filter) => {
        const errors: DecodeError[] = [];
        const read = readTableQuery(query, rules(filter), errors);
        expect(["name", "id"]).toContain(read.sortColumn);
        expect(["asc", "desc"]).toContain(read.order);
        expect(new Set(read.searchWords).size).toBe(read.searchWords.length);
        if (!filter && "filter" in query) expect(errors.map((error) => error.path)).toContain("filter");
        if (!filter) expect(read.filter).toBeUndefined();
        if (errors.length === 0) expect(read.searchWords.length).toBeLessThanOrEqual(tableMaxSearchWords);
      }),
    );
  });
  it("gives the list's defaults for an empty call", () => {
    const errors: DecodeError[] = [];
    expect(readTableQuery({}, rules(true), errors)).toEqual({ page: 0, rowsPerPage: 10, search: "", searchWords: [], sortColumn: "name", order: "asc", filter: undefined });
    expect(errors).toEqual([]);
  });
});
