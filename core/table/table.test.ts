import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { t } from "../i18n/translate.js";
import {
  createTableState,
  initialTableState,
  isCreateButtonVisible,
  isPagerVisible,
  isTableRowsPerPage,
  tableDefaultRowsPerPage,
  tableColumnSort,
  tableFormatQuery,
  tableMergeUrl,
  tableParseFilterString,
  tableParseQuery,
  tablePagerLabel,
  tableReducer,
  tableRequest,
  tableSearchDebounceMs,
  tableStateFromUrl,
  tableStateToUrl,
  toFilterString,
  type TableEvent,
  type TableState,
} from "./index.js";

describe("table transitions (A §4)", () => {
  const start = { ...createTableState(), page: 3 };

  it("sorts a new column desc on page 0, then toggles the same column", () => {
    const first = tableReducer(start, { type: "sort", column: "date" });
    expect(first).toEqual({ state: { ...start, orderBy: "date", order: "desc", page: 0 }, refetch: true });
    const second = tableReducer({ ...first.state, page: 2 }, { type: "sort", column: "date" });
    expect(second).toEqual({ state: { ...first.state, order: "asc", page: 0 }, refetch: true });
    expect(tableReducer(second.state, { type: "sort", column: "date" }).state.order).toBe("desc");
    expect(tableReducer(second.state, { type: "sort", column: "name" }).state).toMatchObject({ orderBy: "name", order: "desc" });
  });

  it("searches on page 0 and refetches; the debounce is 200 ms", () => {
    expect(tableSearchDebounceMs).toBe(200);
    expect(tableReducer(start, { type: "search", term: "tremblay" })).toEqual({
      state: { ...start, searchTerm: "tremblay", page: 0 },
      refetch: true,
    });
    const same = { ...start, searchTerm: "x", page: 0 };
    expect(tableReducer(same, { type: "search", term: "x" })).toEqual({ state: same, refetch: false });
  });

  it("clamps page changes to the pages that exist", () => {
    expect(tableReducer(start, { type: "page", page: 4, count: 57 })).toEqual({ state: { ...start, page: 4 }, refetch: true });
    expect(tableReducer(start, { type: "page", page: 99, count: 57 }).state.page).toBe(5);
    expect(tableReducer(start, { type: "page", page: -2, count: 57 }).state.page).toBe(0);
    expect(tableReducer(start, { type: "page", page: Number.NaN, count: 57 }).state.page).toBe(0);
    expect(tableReducer(start, { type: "page", page: 1, count: 0 }).state.page).toBe(0);
    expect(tableReducer(start, { type: "page", page: 3, count: 57 }).refetch).toBe(false);
  });

  it("goes to page 0 and refetches on an external search, filter or rows-per-page change", () => {
    for (const event of [
      { type: "external", searchTerm: "abc" },
      { type: "external", filter: "status~1" },
      { type: "external", rowsPerPage: 25 },
    ] as const) {
      const next = tableReducer(start, event);
      expect(next.refetch).toBe(true);
      expect(next.state.page).toBe(0);
    }
    expect(tableReducer(start, { type: "external", filter: "" })).toEqual({ state: start, refetch: false });
    expect(tableReducer(start, { type: "external", rowsPerPage: 0 })).toEqual({ state: start, refetch: false });
  });

  it("clears the search on leaving without refetching, back to page 0; without a search nothing changes", () => {
    expect(tableReducer({ ...start, searchTerm: "x", page: 3 }, { type: "leave" })).toEqual({
      state: { ...start, searchTerm: "", page: 0 },
      refetch: false,
    });
    const sorted = { ...start, page: 2, orderBy: "date", order: "asc" as const };
    expect(tableReducer(sorted, { type: "leave" })).toEqual({ state: sorted, refetch: false });
  });

  it("tells a header whether it is the sort column", () => {
    expect(tableColumnSort({ ...start, orderBy: "date", order: "asc" }, "date")).toBe("asc");
    expect(tableColumnSort({ ...start, orderBy: "date" }, "name")).toBeNull();
  });

  it("builds the data request", () => {
    expect(tableRequest({ ...start, orderBy: "date", filter: "a~1" })).toEqual({
      page: 3,
      rowsPerPage: 10,
      searchTerm: "",
      orderBy: "date",
      order: "desc",
      filter: "a~1",
    });
  });
});

describe("table URL state (A §4)", () => {
  it("reads the spec's parameters with defaults", () => {
    expect(tableStateFromUrl("?page=3&rowPerPage=25&orderBy=date&order=asc&searchTerm=jean+tremblay")).toEqual({
      page: 3,
      rowsPerPage: 25,
      orderBy: "date",
      order: "asc",
      searchTerm: "jean tremblay",
      filter: "",
    });
    expect(tableStateFromUrl("")).toEqual(createTableState());
    expect(tableStateFromUrl({}, { rowsPerPage: 20 }).rowsPerPage).toBe(20);
    expect(createTableState().rowsPerPage).toBe(tableDefaultRowsPerPage);
  });

  it("tolerates garbage", () => {
    expect(tableStateFromUrl({ page: "-4", rowPerPage: "99999", order: "sideways" }, { rowsPerPage: 20 })).toMatchObject({
      page: 0,
      rowsPerPage: 20,
      order: "desc",
    });
    expect(tableStateFromUrl("page=abc&rowPerPage=0&order=ASC&orderBy=")).toMatchObject({ page: 0, rowsPerPage: 10, order: "asc", orderBy: null });
    expect(tableStateFromUrl("page=1.5&searchTerm=%E0%A4%A")).toMatchObject({ page: 0, searchTerm: "%E0%A4%A" });
    expect(tableStateFromUrl("orderBy=password", { columns: ["date"] }).orderBy).toBeNull();
  });

  it("can be disabled", () => {
    expect(initialTableState({ url: "?page=2", urlState: false }).page).toBe(0);
    expect(initialTableState({ url: "?page=2" }).page).toBe(2);
    expect(tableMergeUrl({ a: "1" }, { ...createTableState(), page: 4 }, { urlState: false })).toEqual({ a: "1" });
  });

  it("merges into the page's other parameters", () => {
    expect(tableMergeUrl({ tab: "notes", searchTerm: "old" }, createTableState())).toEqual({
      tab: "notes",
      page: "0",
      rowPerPage: "10",
      order: "desc",
    });
  });
});

describe("row filter string (A §3)", () => {
  it("joins key~value with | and skips empty values", () => {
    expect(toFilterString({ status: 2, dealer: "", province: "QC", archived: false, note: null, x: undefined, y: "  " })).toBe(
      "status~2|province~QC|archived~false",
    );
    expect(toFilterString({})).toBe("");
    expect(tableParseFilterString("status~2|province~QC|bad|~x")).toEqual({ status: "2", province: "QC" });
  });
});

describe("pager and buttons (A §2)", () => {
  it("labels the range in both languages", () => {
    expect(tablePagerLabel("en", { page: 0, rowsPerPage: 10, count: 57 })).toBe("1 to 10 of 57");
    expect(tablePagerLabel("fr", { page: 0, rowsPerPage: 10, count: 57 })).toBe("1 à 10 sur 57");
    expect(tablePagerLabel("en", { page: 5, rowsPerPage: 10, count: 57 })).toBe("51 to 57 of 57");
    expect(tablePagerLabel("fr", { page: 0, rowsPerPage: 10, count: 0 })).toBe("0 à 0 sur 0");
  });

  it("shows the pager only with a fetch action and at least a page of rows", () => {
    expect(isPagerVisible({ hasFetch: true, count: 10, rowsPerPage: 10 })).toBe(true);
    expect(isPagerVisible({ hasFetch: true, count: 9, rowsPerPage: 10 })).toBe(false);
    expect(isPagerVisible({ hasFetch: false, count: 100, rowsPerPage: 10 })).toBe(false);
  });

  it("shows the create button when an add action exists and is not hidden", () => {
    expect(isCreateButtonVisible({ hasAdd: true, hidden: false })).toBe(true);
    expect(isCreateButtonVisible({ hasAdd: true, hidden: true })).toBe(false);
    expect(isCreateButtonVisible({ hasAdd: false })).toBe(false);
  });

  it("keeps the empty-state text", () => {
    expect(t("en", "table.empty")).toBe("No elements to show");
    expect(t("fr", "table.empty")).toBe("Aucun élément à afficher");
  });
});

const stateArb: fc.Arbitrary<TableState> = fc.record({
  page: fc.nat(),
  rowsPerPage: fc.integer({ min: 1, max: 500 }),
  searchTerm: fc.string(),
  orderBy: fc.option(fc.string({ minLength: 1 }), { nil: null }),
  order: fc.constantFrom("asc" as const, "desc" as const),
  filter: fc.string(),
});

const isValid = (state: TableState) =>
  Number.isSafeInteger(state.page) && state.page >= 0 && isTableRowsPerPage(state.rowsPerPage) &&
  (state.order === "asc" || state.order === "desc") && typeof state.searchTerm === "string" &&
  (state.orderBy === null || state.orderBy !== "");

describe("table properties", () => {
  it("round-trips through URL parameters and through a query string", () => {
    fc.assert(
      fc.property(stateArb, fc.integer({ min: -5, max: 1000 }), (state, callerRows) => {
        const options = { rowsPerPage: callerRows, filter: state.filter };
        expect(tableStateFromUrl(tableStateToUrl(state), options)).toEqual(state);
        expect(tableStateFromUrl(tableFormatQuery(tableStateToUrl(state)), options)).toEqual(state);
      }),
    );
  });

  it("reads a valid state from any parameters, never throwing", () => {
    const params = fc.dictionary(
      fc.constantFrom("page", "rowPerPage", "order", "orderBy", "searchTerm", "other"),
      fc.oneof(fc.string(), fc.integer().map(String), fc.double().map(String)),
    );
    fc.assert(
      fc.property(params, fc.string(), (record, query) => {
        expect(isValid(tableStateFromUrl(record))).toBe(true);
        expect(isValid(tableStateFromUrl(query))).toBe(true);
        expect(tableParseQuery(tableFormatQuery(record))).toEqual(record);
      }),
    );
  });

  it("lands on page 0 after any sort, search or external change, and stays valid", () => {
    const eventArb: fc.Arbitrary<TableEvent> = fc.oneof(
      fc.record({ type: fc.constant("sort" as const), column: fc.constantFrom("date", "name", "amount") }),
      fc.record({ type: fc.constant("search" as const), term: fc.string({ maxLength: 3 }) }),
      fc.record({
        type: fc.constant("external" as const),
        searchTerm: fc.option(fc.string({ maxLength: 2 }), { nil: undefined }),
        filter: fc.option(fc.constantFrom("", "a~1", "b~2"), { nil: undefined }),
        rowsPerPage: fc.option(fc.integer({ min: -2, max: 600 }), { nil: undefined }),
      }),
      fc.record({ type: fc.constant("page" as const), page: fc.integer({ min: -3, max: 50 }), count: fc.nat(300) }),
      fc.constant({ type: "leave" as const }),
    );
    fc.assert(
      fc.property(stateArb, fc.array(eventArb, { maxLength: 20 }), (initial, events) => {
        let state = initial;
        for (const event of events) {
          const next = tableReducer(state, event);
          expect(isValid(next.state)).toBe(true);
          if (event.type === "sort" || event.type === "search") expect(next.state.page).toBe(0);
          if (next.refetch && event.type !== "page") expect(next.state.page).toBe(0);
          if (event.type === "sort") expect(next.refetch).toBe(true);
          if (event.type === "page") {
            expect(next.state.page * next.state.rowsPerPage).toBeLessThanOrEqual(Math.max(0, event.count - 1));
          }
          expect(next.refetch).toBe(JSON.stringify(tableRequest(next.state)) !== JSON.stringify(tableRequest(state)) && event.type !== "leave");
          state = next.state;
        }
      }),
    );
  });
});
