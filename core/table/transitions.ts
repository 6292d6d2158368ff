import {
  isTableRowsPerPage,
  tableFetchKey,
  tableLastPage,
  type TableState,
} from "./state.js";

/** What can happen to a table (A §4). */
export type TableEvent =
  /** A click on a sortable column header. */
  | { readonly type: "sort"; readonly column: string }
  /** The header search field, after its 200 ms debounce. */
  | { readonly type: "search"; readonly term: string }
  /** The pager; `count` is the total row count of the last fetch, used to clamp. */
  | { readonly type: "page"; readonly page: number; readonly count: number }
  /** A change of the caller's search term, filter string or rows per page. */
  | {
      readonly type: "external";
      readonly searchTerm?: string;
      readonly filter?: string;
      readonly rowsPerPage?: number;
    }
  /** The table leaves the screen: its search is cleared (and the page it was on within that search). */
  | { readonly type: "leave" };

/** A table state after an event, and whether the rows must be fetched again. */
export interface TableTransition {
  readonly state: TableState;
  /** True exactly when the data request changed (never on "leave"). */
  readonly refetch: boolean;
}

const settle = (before: TableState, after: TableState): TableTransition =>
  tableFetchKey(before) === tableFetchKey(after) ? { state: before, refetch: false } : { state: after, refetch: true };

const wholePage = (page: number): number => (Number.isFinite(page) && page > 0 ? Math.floor(page) : 0);

/**
 * The table's state machine (A §4). Sorting by a new column selects it with
 * direction desc; the current column toggles asc/desc; both go to page 0.
 * A search sets the term and goes to page 0. A page change is clamped to
 * the pages that exist for `count`. An external search term, filter or rows
 * per page change goes to page 0. Leaving clears the search (A §4) and, when
 * there was one, goes back to page 0: the page belonged to the search. `refetch` is
 * true exactly when the data request changed, so every real sort, search,
 * page or external change refetches and a no-op does not.
 *
 * @example
 * const start = createTableState();
 * tableReducer(start, { type: "sort", column: "date" })
 * // { state: { ...start, orderBy: "date", order: "desc", page: 0 }, refetch: true }
 * tableReducer({ ...start, orderBy: "date" }, { type: "sort", column: "date" }).state.order // "asc"
 * tableReducer(start, { type: "page", page: 9, count: 57 }).state.page // 5
 */
export const tableReducer = (state: TableState, event: TableEvent): TableTransition => {
  switch (event.type) {
    case "sort": {
      if (event.column === "") return { state, refetch: false };
      const order = state.orderBy === event.column ? (state.order === "desc" ? "asc" : "desc") : "desc";
      return settle(state, { ...state, orderBy: event.column, order, page: 0 });
    }
    case "search":
      return settle(state, { ...state, searchTerm: event.term, page: 0 });
    case "page": {
      const page = Math.min(wholePage(event.page), tableLastPage(event.count, state.rowsPerPage));
      return settle(state, { ...state, page });
    }
    case "external": {
      const next: TableState = {
        ...state,
        searchTerm: event.searchTerm ?? state.searchTerm,
        filter: event.filter ?? state.filter,
        rowsPerPage: isTableRowsPerPage(event.rowsPerPage) ? event.rowsPerPage : state.rowsPerPage,
      };
      return tableFetchKey({ ...next, page: state.page }) === tableFetchKey(state)
        ? { state, refetch: false }
        : settle(state, { ...next, page: 0 });
    }
    case "leave":
      return { state: state.searchTerm === "" ? state : { ...state, searchTerm: "", page: 0 }, refetch: false };
  }
};
