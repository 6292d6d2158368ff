import { useCallback, useEffect, useRef, useState } from "react";
import {
  initialTableState,
  tableFormatQuery,
  tableParseQuery,
  tableReducer,
  tableSearchDebounceMs,
  type TableEvent,
  type TableOrder,
  type TableState,
} from "@lendkit/core";
import { useLendkit, type LendkitHistory } from "../provider/index.js";
import { mergeTableUrlUnder, tableParamsUnder, urlPrefixOf, type DataTableUrlState } from "./urlPrefix.js";

/** Options of `useDataTableState`. */
export interface DataTableStateOptions {
  /** Rows per page from the caller (10 when missing); a change resets to page 0. */
  readonly rowsPerPage?: number;
  /** An external search term; a change resets to page 0. */
  readonly searchTerm?: string;
  /** The row filter string (core's `toFilterString`); a change resets to page 0. */
  readonly filter?: string;
  /** Initial sort column. */
  readonly orderBy?: string | null;
  /** Initial direction; desc when missing. */
  readonly order?: TableOrder;
  /** Sortable column ids: an `orderBy` read from the URL that is not one of them is ignored. */
  readonly sortableColumns?: readonly string[];
  /**
   * Keeps the state in the URL only when asked: `true` under the spec's names
   * (`page`, `rowPerPage`, `searchTerm`, `orderBy`, `order`), `{ prefix }`
   * under prefixed names (two tables on one page each choose their own);
   * out of the URL by default.
   */
  readonly urlState?: DataTableUrlState;
  /** History adapter for the URL; the provider's when missing. */
  readonly history?: LendkitHistory;
}

/** The table's state, its search text and how to change them. */
export interface DataTableState {
  /** Page, rows per page, search term, sort and filter (core's `TableState`). */
  readonly state: TableState;
  /** Applies an event with core's `tableReducer`. */
  readonly dispatch: (event: TableEvent) => void;
  /** The search field's text (the state's search term follows it 200 ms later). */
  readonly searchText: string;
  /** Changes the search field's text. */
  readonly setSearchText: (text: string) => void;
  /**
   * The table leaves the screen (A §4): core's `leave` event clears the
   * search (and its page), the field's text with it, and the URL state at
   * once. Called by the history's `subscribeLeave` when the router has one.
   */
  readonly leave: () => void;
}

/**
 * The paged table's state (A §4) on core's table rules: the start state is
 * read from the URL when `urlState` asks for it (under its prefix), every change goes through
 * `tableReducer` and is written back to the URL with the page's other
 * parameters kept; the search text reaches the state after 200 ms without
 * typing; a change of the external search term, filter or rows per page
 * goes back to page 0.
 *
 * @example
 * const { state, dispatch, searchText, setSearchText } = useDataTableState({ rowsPerPage: 25, filter });
 * dispatch({ type: "sort", column: "date" });
 */
export const useDataTableState = (options: DataTableStateOptions = {}): DataTableState => {
  const lendkit = useLendkit();
  const history = options.history ?? lendkit.history;
  const prefix = urlPrefixOf(options.urlState);
  const urlState = prefix !== null;
  const [state, setState] = useState<TableState>(() =>
    initialTableState({
      rowsPerPage: options.rowsPerPage,
      searchTerm: options.searchTerm,
      filter: options.filter,
      orderBy: options.orderBy,
      order: options.order,
      columns: options.sortableColumns,
      urlState,
      url: prefix === null ? undefined : tableFormatQuery(tableParamsUnder(tableParseQuery(history.search()), prefix)),
    }),
  );
  const [searchText, setSearchText] = useState(state.searchTerm);
  const dispatch = useCallback((event: TableEvent) => setState((current) => tableReducer(current, event).state), []);

  // The URL follows every change after the first render.
  const written = useRef(false);
  useEffect(() => {
    if (!written.current) {
      written.current = true;
      return;
    }
    if (prefix === null) return;
    const merged = mergeTableUrlUnder(tableParseQuery(history.search()), state, prefix);
    history.replaceSearch(`?${tableFormatQuery(merged)}`);
  }, [state, history, prefix]);

  // The search field reaches the state after the debounce.
  useEffect(() => {
    if (searchText === state.searchTerm) return;
    const timer = setTimeout(() => dispatch({ type: "search", term: searchText }), tableSearchDebounceMs);
    return () => clearTimeout(timer);
  }, [searchText, state.searchTerm, dispatch]);

  // External search term, filter or rows per page.
  const { searchTerm, filter, rowsPerPage } = options;
  const firstExternal = useRef(true);
  useEffect(() => {
    if (firstExternal.current) {
      firstExternal.current = false;
      return;
    }
    dispatch({ type: "external", searchTerm, filter, rowsPerPage });
    if (searchTerm !== undefined) setSearchText(searchTerm);
  }, [searchTerm, filter, rowsPerPage, dispatch]);

  // Leaving (the router tells the history adapter): the state after core's leave event, written to the URL before the page changes.
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);
  const leave = useCallback(() => {
    const left = tableReducer(stateRef.current, { type: "leave" }).state;
    stateRef.current = left;
    setState(left);
    setSearchText(left.searchTerm);
    if (prefix !== null) history.replaceSearch(`?${tableFormatQuery(mergeTableUrlUnder(tableParseQuery(history.search()), left, prefix))}`);
  }, [history, prefix]);
  useEffect(() => history.subscribeLeave?.(leave), [history, leave]);

  return { state, dispatch, searchText, setSearchText, leave };
};
