import { createTableState, isTableRowsPerPage, type TableState, type TableStateOptions } from "./state.js";

/** The URL parameter names of the table state (A §4), spelled as the spec does. */
export const tableUrlParamNames = ["searchTerm", "page", "rowPerPage", "orderBy", "order"] as const;

/** URL parameters as plain data: a query string ("?page=2&order=asc") or a name → value record. */
export type TableUrlInput = string | Readonly<Record<string, string | undefined>>;

const decodePart = (text: string): string => {
  const spaced = text.replace(/\+/g, " ");
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
};

/**
 * Reads a query string into a record (the first value of a repeated name
 * wins; a badly escaped part is kept as typed). Never throws.
 *
 * @example
 * tableParseQuery("?page=2&searchTerm=jean+tremblay") // { page: "2", searchTerm: "jean tremblay" }
 */
export const tableParseQuery = (query: string): Record<string, string> => {
  const params: Record<string, string> = {};
  for (const part of query.replace(/^[?#]/, "").split("&")) {
    if (part === "") continue;
    const equals = part.indexOf("=");
    const name = decodePart(equals < 0 ? part : part.slice(0, equals));
    const value = equals < 0 ? "" : decodePart(part.slice(equals + 1));
    if (!Object.hasOwn(params, name)) params[name] = value;
  }
  return params;
};

const loneSurrogates = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const encodePart = (text: string): string => encodeURIComponent(text.replace(loneSurrogates, "\uFFFD"));

/**
 * Writes a record as a query string without the leading "?" (empty record → "").
 *
 * @example
 * tableFormatQuery({ page: "2", searchTerm: "jean tremblay" }) // "page=2&searchTerm=jean%20tremblay"
 */
export const tableFormatQuery = (params: Readonly<Record<string, string>>): string =>
  Object.entries(params)
    .map(([name, value]) => `${encodePart(name)}=${encodePart(value)}`)
    .join("&");

/**
 * The URL parameters of a table state (A §4). `page`, `rowPerPage` and
 * `order` are always written; `searchTerm` and `orderBy` only when set.
 *
 * @example
 * tableStateToUrl({ ...createTableState(), page: 2, orderBy: "date" })
 * // { page: "2", rowPerPage: "10", order: "desc", orderBy: "date" }
 */
export const tableStateToUrl = (state: TableState): Record<string, string> => ({
  page: String(state.page),
  rowPerPage: String(state.rowsPerPage),
  order: state.order,
  ...(state.orderBy === null ? {} : { orderBy: state.orderBy }),
  ...(state.searchTerm === "" ? {} : { searchTerm: state.searchTerm }),
});

/** Options for reading a table state from the URL. */
export interface TableUrlOptions extends TableStateOptions {
  /** When given, an `orderBy` that is not one of these sortable columns is ignored. */
  readonly columns?: readonly string[];
}

const readWhole = (text: string | undefined): number | null => {
  if (text === undefined || !/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
};

/**
 * A table state read from URL parameters (A §4), with defaults for what is
 * missing or wrong: page 0 for a negative, fractional or non-numeric page;
 * the caller's rows per page (or 10) outside 1–500; desc for an order other
 * than asc/desc (case-insensitive); no sort for an unknown column. Never throws.
 *
 * @example
 * tableStateFromUrl("?page=3&rowPerPage=25&orderBy=date&order=asc")
 * // { page: 3, rowsPerPage: 25, orderBy: "date", order: "asc", searchTerm: "", filter: "" }
 * tableStateFromUrl({ page: "-4", rowPerPage: "99999", order: "sideways" }, { rowsPerPage: 20 })
 * // { page: 0, rowsPerPage: 20, order: "desc", … }
 */
export const tableStateFromUrl = (input: TableUrlInput, options: TableUrlOptions = {}): TableState => {
  const params = typeof input === "string" ? tableParseQuery(input) : input;
  const base = createTableState(options);
  const get = (name: (typeof tableUrlParamNames)[number]): string | undefined =>
    Object.hasOwn(params, name) && typeof params[name] === "string" ? params[name] : undefined;
  const rows = readWhole(get("rowPerPage"));
  const order = get("order")?.trim().toLowerCase();
  const orderBy = get("orderBy");
  const knownColumn =
    orderBy !== undefined && orderBy !== "" && (options.columns === undefined || options.columns.includes(orderBy));
  return {
    ...base,
    page: readWhole(get("page")) ?? 0,
    rowsPerPage: isTableRowsPerPage(rows) ? rows : base.rowsPerPage,
    searchTerm: get("searchTerm") ?? base.searchTerm,
    orderBy: knownColumn ? orderBy : base.orderBy,
    order: order === "asc" || order === "desc" ? order : base.order,
  };
};

/** Options of the initial table state. */
export interface InitialTableStateOptions extends TableUrlOptions {
  /** The current URL parameters; ignored when URL state is disabled. */
  readonly url?: TableUrlInput;
  /** False turns URL state off: nothing is read from (or should be written to) the URL. */
  readonly urlState?: boolean;
}

/**
 * The state a table starts with (A §4): read from the URL unless URL state
 * is disabled, otherwise the defaults.
 *
 * @example
 * initialTableState({ url: "?page=2", rowsPerPage: 25 }).page // 2
 * initialTableState({ url: "?page=2", urlState: false }).page // 0
 */
export const initialTableState = (options: InitialTableStateOptions = {}): TableState =>
  options.urlState === false || options.url === undefined
    ? createTableState(options)
    : tableStateFromUrl(options.url, options);

/**
 * The URL parameters after a state change: the page's other parameters kept,
 * the table's replaced (a cleared search or sort removes its parameter).
 * With URL state disabled the parameters come back unchanged.
 *
 * @example
 * tableMergeUrl({ tab: "notes", searchTerm: "old" }, createTableState())
 * // { tab: "notes", page: "0", rowPerPage: "10", order: "desc" }
 */
export const tableMergeUrl = (
  current: Readonly<Record<string, string>>,
  state: TableState,
  options: { readonly urlState?: boolean } = {},
): Record<string, string> => {
  if (options.urlState === false) return { ...current };
  const kept = Object.fromEntries(
    Object.entries(current).filter(([name]) => !(tableUrlParamNames as readonly string[]).includes(name)),
  );
  return { ...kept, ...tableStateToUrl(state) };
};
