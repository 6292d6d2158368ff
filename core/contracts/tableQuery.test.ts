import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contractTableSortColumns, decodeContractTableQuery, foldSearchText, contractSearchText, columnText } from "./index.js";

describe("contracts table query (A §3, §4, §7)", () => {
  it("takes the table's defaults: page 0, 10 rows, newest first, no filter", () => {
    expect(decodeContractTableQuery({})).toEqual({
      ok: true,
      value: {
        page: 0,
        rowsPerPage: 10,
        search: "",
        searchWords: [],
        sortColumn: "id",
        order: "desc",
        filter: { statusIds: [], product: null, isTraining: null, aprMin: null, aprMax: null },
      },
    });
    expect(decodeContractTableQuery({ page: "", order: "", sortColumn: "", filter: "" }).ok).toBe(true);
  });

  it("reads every parameter, by the brief's names or the table's", () => {
    const decoded = decodeContractTableQuery({
      page: "3",
      rowPerPage: "25",
      searchTerm: "  Gagné   ÉMILE gagne ",
      orderBy: "amount",
      order: "ASC",
      filter: "status~1,5,1|product~microCredit|isTraining~true|aprMin~35|aprMax~80.9",
    });
    expect(decoded).toEqual({
      ok: true,
      value: {
        page: 3,
        rowsPerPage: 25,
        search: "Gagné   ÉMILE gagne",
        searchWords: ["gagne", "emile"],
        sortColumn: "amount",
        order: "asc",
        filter: { statusIds: [1, 5], product: "microCredit", isTraining: true, aprMin: 3500, aprMax: 8090 },
      },
    });
  });

  it("refuses every bad parameter, naming each", () => {
    const decoded = decodeContractTableQuery({
      page: "-1",
      rowsPerPage: "501",
      sortColumn: "body_json",
      order: "sideways",
      filter: "status~1,99|product~car|isTraining~yes|dealer~4|aprMin~3.141|aprMax~-1",
      extra: "1",
    });
    expect(decoded.ok).toBe(false);
    if (decoded.ok) return;
    expect(decoded.errors.map((error) => error.path).sort()).toEqual(
      ["extra", "page", "rowsPerPage", "sortColumn", "order", "filter.status", "filter.product", "filter.isTraining", "filter.dealer", "filter.aprMin", "filter.aprMax"].sort(),
    );
  });

  it("refuses repeated parameters, aliases given together, control characters and long searches", () => {
    expect(decodeContractTableQuery({ page: ["1", "2"] }).ok).toBe(false);
    expect(decodeContractTableQuery({ search: "a", searchTerm: "b" }).ok).toBe(false);
    expect(decodeContractTableQuery({ search: "a\u0000b" }).ok).toBe(false);
    expect(decodeContractTableQuery({ search: "x".repeat(101) }).ok).toBe(false);
    expect(decodeContractTableQuery({ search: "a b c d e f g h i" }).ok).toBe(false);
    expect(decodeContractTableQuery({ page: "1.5" }).ok).toBe(false);
    expect(decodeContractTableQuery({ page: "1e3" }).ok).toBe(false);
    expect(decodeContractTableQuery({ page: "1000001" }).ok).toBe(false);
    expect(decodeContractTableQuery({ filter: "x".repeat(501) }).ok).toBe(false);
  });

  it("allows exactly the indexed sort columns", () => {
    expect([...contractTableSortColumns]).toEqual(["id", "contractNumber", "lesseeName", "vehicleLabel", "amount", "statusId", "createdTime", "lastModifiedTime", "apr"]);
    for (const column of contractTableSortColumns) expect(decodeContractTableQuery({ sortColumn: column }).ok).toBe(true);
  });

  it("never throws, and what it accepts is always in range", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom("page", "rowsPerPage", "search", "sortColumn", "order", "filter", "x"), fc.oneof(fc.string(), fc.anything())), (query) => {
        const decoded = decodeContractTableQuery(query);
        if (!decoded.ok) return;
        const { page, rowsPerPage, searchWords, sortColumn } = decoded.value;
        expect(Number.isSafeInteger(page) && page >= 0).toBe(true);
        expect(rowsPerPage >= 1 && rowsPerPage <= 500).toBe(true);
        expect(contractTableSortColumns).toContain(sortColumn);
        for (const word of searchWords) expect(word).toBe(foldSearchText(word));
      }),
    );
  });
});

describe("search text", () => {
  it("folds accents and case the same way for rows and terms", () => {
    expect(foldSearchText("Éloïse CÔTÉ-Gagné")).toBe("eloise cote-gagne");
    expect(contractSearchText({ contractNumber: "RENT-000001", lesseeName: "Côté, Émile", vehicleLabel: "2020 Ford F-150" })).toBe(
      "rent-000001 cote, emile 2020 ford f-150",
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const folded = foldSearchText(text);
        expect(foldSearchText(folded)).toBe(folded);
        expect(folded).not.toMatch(/[\u0000-\u001f]/);
      }),
    );
  });

  it("keeps column text short, whole and free of control characters", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), fc.integer({ min: 1, max: 30 }), (text, max) => {
        const kept = columnText(text, max);
        expect(Array.from(kept).length).toBeLessThanOrEqual(max);
        expect(kept).not.toMatch(/[\u0000-\u001f]/);
        expect(kept).toBe(kept.trim());
      }),
    );
  });
});
