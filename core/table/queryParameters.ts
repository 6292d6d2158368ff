import type { DecodeError } from "../models/decode.js";
import { tableDefaultRowsPerPage, tableRowsPerPageRange, type TableOrder } from "./state.js";

/**
 * Reading a table call's query string (A §7) the same way for every list
 * the server pages: the contracts table and the customers list.
 */

/**
 * Each query parameter's value under its field name, through `names`
 * (parameter name → field; aliases map to the same field). Unknown
 * parameters, repeated or non-text values and a field given twice (under
 * two aliases) each add an error; the path is cut to 40 characters.
 *
 * @example
 * const errors: DecodeError[] = [];
 * tableQueryParameters({ rowPerPage: "25" }, { rowsPerPage: "rowsPerPage", rowPerPage: "rowsPerPage" }, errors) // { rowsPerPage: "25" }
 * errors.length // 0
 */
export const tableQueryParameters = <Field extends string>(
  query: Readonly<Record<string, unknown>>,
  names: Readonly<Record<string, Field>>,
  errors: DecodeError[],
): Partial<Record<Field, string>> => {
  const values: Partial<Record<Field, string>> = {};
  for (const [name, value] of Object.entries(query)) {
    const path = name.slice(0, 40);
    const field = Object.hasOwn(names, name) ? names[name] : undefined;
    if (!field) errors.push({ path, message: "unknown parameter" });
    else if (typeof value !== "string") errors.push({ path, message: "expected one text value" });
    else if (values[field] !== undefined) errors.push({ path, message: `given twice (also as ${field})` });
    else values[field] = value;
  }
  return values;
};

/**
 * A whole-number parameter from `min` to `max`; `fallback` when absent or
 * blank; otherwise the fallback and an error at `path`.
 *
 * @example
 * tableQueryWholeNumber("3", 0, 0, 10, "page", []) // 3
 */
export const tableQueryWholeNumber = (text: string | undefined, fallback: number, min: number, max: number, path: string, errors: DecodeError[]): number => {
  if (text === undefined || text.trim() === "") return fallback;
  const value = /^\s*\d{1,9}\s*$/.test(text) ? Number(text) : Number.NaN;
  if (Number.isInteger(value) && value >= min && value <= max) return value;
  errors.push({ path, message: `expected a whole number from ${min} to ${max}, got ${JSON.stringify(text.slice(0, 20))}` });
  return fallback;
};

/**
 * Largest page a list accepts (with 500 rows a page, half a billion rows deep).
 *
 * @example
 * tableMaxPage // 1000000
 */
export const tableMaxPage = 1_000_000;
/**
 * Longest search term, in characters.
 *
 * @example
 * tableMaxSearchLength // 100
 */
export const tableMaxSearchLength = 100;
/**
 * Most distinct words in a search term.
 *
 * @example
 * tableMaxSearchWords // 8
 */
export const tableMaxSearchWords = 8;

/** What sets one list's table call apart from another's. */
export interface TableQueryRules<Column extends string> {
  /** The columns the list may sort on (each has an index). */
  readonly sortColumns: readonly Column[];
  /** Sort column and order when the call names none. */
  readonly defaultSort: Column;
  readonly defaultOrder: TableOrder;
  /** The words of a trimmed search term, as the list matches them (repeats are dropped here). */
  readonly searchWords: (search: string) => readonly string[];
  /** True when the list takes a row filter string (`filter`); otherwise `filter` is an unknown parameter. */
  readonly filter: boolean;
}

/** A table call read by `readTableQuery`: 0-based page, the trimmed search and its distinct words, the raw filter string. */
export interface TableQueryValues<Column extends string> {
  readonly page: number;
  readonly rowsPerPage: number;
  readonly search: string;
  readonly searchWords: readonly string[];
  readonly sortColumn: Column;
  readonly order: TableOrder;
  /** The filter string as given, for the list to read (undefined when absent). */
  readonly filter: string | undefined;
}

type TableQueryField = "page" | "rowsPerPage" | "search" | "sortColumn" | "order" | "filter";

/** Parameter names: A §7's names first, with the table state's and the URL's names as aliases. */
const parameterNames: Readonly<Record<string, TableQueryField>> = {
  page: "page",
  rowsPerPage: "rowsPerPage",
  rowPerPage: "rowsPerPage",
  search: "search",
  searchTerm: "search",
  sortColumn: "sortColumn",
  orderBy: "sortColumn",
  order: "order",
  filter: "filter",
};
const namesWithoutFilter = Object.fromEntries(Object.entries(parameterNames).filter(([, field]) => field !== "filter"));

const controlCharacters = /[\p{Cc}\p{Cs}]/u;

const readSearch = (text: string | undefined, split: (search: string) => readonly string[], errors: DecodeError[]) => {
  const search = (text ?? "").trim();
  if (search.length > tableMaxSearchLength) errors.push({ path: "search", message: `at most ${tableMaxSearchLength} characters` });
  else if (controlCharacters.test(search)) errors.push({ path: "search", message: "control characters are not allowed" });
  const searchWords = [...new Set(split(search))];
  if (searchWords.length > tableMaxSearchWords) errors.push({ path: "search", message: `at most ${tableMaxSearchWords} words` });
  return { search, searchWords };
};

/** One of `choices`; `fallback` when blank; otherwise the fallback and an error at `path`. */
const readChoice = <Value extends string>(text: string, choices: readonly Value[], fallback: Value, path: string, message: string, errors: DecodeError[]): Value => {
  if (text === "") return fallback;
  if ((choices as readonly string[]).includes(text)) return text as Value;
  errors.push({ path, message });
  return fallback;
};

/**
 * Reads a list's table call (A §7: page, rows per page, search term, sort
 * column, order, filter string) as a server receives it, text values by
 * name, the same way for every list the server pages. Unknown or repeated
 * parameters, an unknown sort column or order and out-of-range numbers each
 * add an error; missing ones take the list's defaults (page 0, 10 rows).
 *
 * @example
 * const errors: DecodeError[] = [];
 * const rules = { sortColumns: ["name", "id"], defaultSort: "name", defaultOrder: "asc", searchWords: (search) => search.split(/\s+/u).filter(Boolean), filter: false };
 * readTableQuery({ searchTerm: " Émile  Émile ", order: "DESC" }, rules, errors).searchWords // ["Émile"]
 * readTableQuery({ orderBy: "password", filter: "x" }, rules, errors).sortColumn // "name"
 * errors.map((error) => error.path) // ["filter", "sortColumn"]
 */
export const readTableQuery = <Column extends string>(
  query: Readonly<Record<string, unknown>>,
  rules: TableQueryRules<Column>,
  errors: DecodeError[],
): TableQueryValues<Column> => {
  const values = tableQueryParameters(query ?? {}, rules.filter ? parameterNames : namesWithoutFilter, errors);
  const page = tableQueryWholeNumber(values.page, 0, 0, tableMaxPage, "page", errors);
  const rowsPerPage = tableQueryWholeNumber(values.rowsPerPage, tableDefaultRowsPerPage, tableRowsPerPageRange.min, tableRowsPerPageRange.max, "rowsPerPage", errors);
  const { search, searchWords } = readSearch(values.search, rules.searchWords, errors);
  const sorts = rules.sortColumns;
  const sortColumn = readChoice(values.sortColumn ?? "", sorts, rules.defaultSort, "sortColumn", `expected one of ${sorts.join(", ")}`, errors);
  const order = readChoice<TableOrder>((values.order ?? "").toLowerCase(), ["asc", "desc"], rules.defaultOrder, "order", "expected asc or desc", errors);
  return { page, rowsPerPage, search, searchWords, sortColumn, order, filter: values.filter };
};
