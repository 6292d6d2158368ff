/** Rows per page when the caller gives none (A §3, A §9). */
export const tableDefaultRowsPerPage = 10;

/** Debounce of the header search field, in milliseconds (A §4, A §9). */
export const tableSearchDebounceMs = 200;

/** Smallest and largest rows per page accepted from a URL or an external change. */
export const tableRowsPerPageRange = { min: 1, max: 500 } as const;

/** Sort direction. */
export type TableOrder = "asc" | "desc";

/**
 * What the paged table asks the server for (A §3 "Table list state" without
 * the rows and count, which belong to the fetch result). `filter` is the row
 * filter string supplied from outside (see `toFilterString`).
 */
export interface TableState {
  readonly page: number;
  readonly rowsPerPage: number;
  readonly searchTerm: string;
  readonly orderBy: string | null;
  readonly order: TableOrder;
  readonly filter: string;
}

/**
 * True for a rows-per-page value the table accepts: a whole number from 1 to 500.
 *
 * @example
 * isTableRowsPerPage(25) // true
 * isTableRowsPerPage(0) // false
 */
export const isTableRowsPerPage = (value: unknown): value is number =>
  typeof value === "number" &&
  Number.isInteger(value) &&
  value >= tableRowsPerPageRange.min &&
  value <= tableRowsPerPageRange.max;

/** Options of a new table state. */
export interface TableStateOptions {
  /** Rows per page chosen by the caller; 10 when missing or out of range. */
  readonly rowsPerPage?: number;
  /** Initial sort column; none when missing. */
  readonly orderBy?: string | null;
  /** Initial direction; desc when missing. */
  readonly order?: TableOrder;
  /** Initial search term (an external one); "" when missing. */
  readonly searchTerm?: string;
  /** Row filter string from outside; "" when missing. */
  readonly filter?: string;
}

/**
 * A fresh table state: page 0, rows per page from the caller or 10, order desc.
 *
 * @example
 * createTableState() // { page: 0, rowsPerPage: 10, searchTerm: "", orderBy: null, order: "desc", filter: "" }
 * createTableState({ rowsPerPage: 25, orderBy: "date" }).rowsPerPage // 25
 */
export const createTableState = (options: TableStateOptions = {}): TableState => ({
  page: 0,
  rowsPerPage: isTableRowsPerPage(options.rowsPerPage) ? options.rowsPerPage : tableDefaultRowsPerPage,
  searchTerm: options.searchTerm ?? "",
  orderBy: options.orderBy ? options.orderBy : null,
  order: options.order === "asc" ? "asc" : "desc",
  filter: options.filter ?? "",
});

/**
 * The last page index for `count` rows (0 when there are none).
 *
 * @example
 * tableLastPage(57, 10) // 5
 * tableLastPage(0, 10) // 0
 */
export const tableLastPage = (count: number, rowsPerPage: number): number =>
  Number.isFinite(count) && count > 0 && rowsPerPage > 0 ? Math.ceil(count / rowsPerPage) - 1 : 0;

/** The data request handed to the caller's fetch action (A §7). */
export interface TableRequest {
  readonly page: number;
  readonly rowsPerPage: number;
  readonly searchTerm: string;
  readonly orderBy: string | null;
  readonly order: TableOrder;
  readonly filter: string;
}

/**
 * The data request for a state (A §7: page, rows per page, search term, sort
 * column, order, filter string).
 *
 * @example
 * tableRequest(createTableState({ filter: "status~1" }))
 * // { page: 0, rowsPerPage: 10, searchTerm: "", orderBy: null, order: "desc", filter: "status~1" }
 */
export const tableRequest = (state: TableState): TableRequest => ({
  page: state.page,
  rowsPerPage: state.rowsPerPage,
  searchTerm: state.searchTerm,
  orderBy: state.orderBy,
  order: state.order,
  filter: state.filter,
});

/**
 * A text that changes exactly when the data request changes: a ready-made
 * dependency for "refetch when this changes".
 *
 * @example
 * tableFetchKey(createTableState()) === tableFetchKey(createTableState()) // true
 */
export const tableFetchKey = (state: TableState): string => JSON.stringify(tableRequest(state));

/**
 * How a column header shows its sort: its direction when it is the sort
 * column, otherwise null (for `aria-sort` and the arrow).
 *
 * @example
 * tableColumnSort({ ...createTableState(), orderBy: "date", order: "asc" }, "date") // "asc"
 * tableColumnSort(createTableState(), "date") // null
 */
export const tableColumnSort = (state: TableState, column: string): TableOrder | null =>
  state.orderBy === column ? state.order : null;
