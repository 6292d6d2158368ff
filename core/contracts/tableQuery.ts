import type { ContractStatusCode } from "../codes/contractStatus.js";
import type { DecodeError, DecodeResult } from "../models/decode.js";
import type { TableOrder } from "../table/state.js";
import { tableParseFilterString } from "../table/filter.js";
import { readTableQuery, tableMaxPage, tableMaxSearchLength, tableMaxSearchWords, type TableQueryRules } from "../table/queryParameters.js";
import { foldSearchText } from "./search.js";
import { isContractStatusCode } from "./workflow.js";

/**
 * The contracts table's data call (A §7: page, rows per page, search term,
 * sort column, order, filter string), checked into a query a server can run
 * as is. Pages are 0-based, like the table's own state (A §3).
 */

/**
 * The columns the contracts table may sort on (each has an index).
 *
 * @example
 * contractTableSortColumns.includes("lesseeName") // true
 */
export const contractTableSortColumns = [
  "id",
  "contractNumber",
  "lesseeName",
  "vehicleLabel",
  "amount",
  "statusId",
  "createdTime",
  "lastModifiedTime",
  "apr",
] as const;
/** A sortable column's name. */
export type ContractTableSortColumn = (typeof contractTableSortColumns)[number];

/**
 * What a contract finances: a lease, a financing or a micro-credit (cash) loan.
 *
 * @example
 * contractProducts // ["lease", "finance", "microCredit"]
 */
export const contractProducts = ["lease", "finance", "microCredit"] as const;
/** A contract's product. */
export type ContractProduct = (typeof contractProducts)[number];

/**
 * The filter keys of the contracts table (row filter string, A §3).
 * `aprMin` and `aprMax` bound the stated APR (a lease's implicit rate) in
 * percent, both included: `aprMin~35` finds the contracts at or above 35 %.
 *
 * @example
 * contractTableFilterKeys // ["status", "product", "isTraining", "aprMin", "aprMax"]
 */
export const contractTableFilterKeys = ["status", "product", "isTraining", "aprMin", "aprMax"] as const;

/** The checked filter: empty lists and nulls filter nothing. */
export interface ContractTableFilter {
  readonly statusIds: readonly ContractStatusCode[];
  readonly product: ContractProduct | null;
  readonly isTraining: boolean | null;
  /** Lowest APR kept, in hundredths of a percent (3500 = 35.00 %); a contract without an APR is then left out. */
  readonly aprMin: number | null;
  /** Highest APR kept, in hundredths of a percent. */
  readonly aprMax: number | null;
}

/** A checked table query. */
export interface ContractTableQuery {
  /** 0-based page. */
  readonly page: number;
  readonly rowsPerPage: number;
  /** The search term as typed (trimmed). */
  readonly search: string;
  /** The folded words of the search; a row must contain every one. */
  readonly searchWords: readonly string[];
  readonly sortColumn: ContractTableSortColumn;
  readonly order: TableOrder;
  readonly filter: ContractTableFilter;
}

/** One row of the contracts table's answer (`{ rows, count }`, A §3 fetch result). */
export interface ContractTableRow {
  readonly id: number;
  readonly contractNumber: string;
  readonly statusId: number;
  readonly recordLevel: number;
  readonly product: ContractProduct;
  readonly isTraining: boolean;
  readonly lesseeName: string;
  readonly vehicleLabel: string;
  /** The amount financed in dollars, rounded to cents. */
  readonly amount: number;
  readonly frequency: number | null;
  readonly numberOfPayments: number | null;
  /** `yyyy-mm-dd` or null. */
  readonly firstPaymentDate: string | null;
  /** Annual rate in percent as exact decimal text. */
  readonly annualRate: string | null;
  /**
   * The APR its terms state, in percent with 2 decimals ("80.90"): the cost
   * of borrowing's annual percentage rate, a lease's implicit finance rate;
   * null when the terms give none yet.
   */
  readonly apr: string | null;
  readonly customerId: number | null;
  /** UTC ISO instants. */
  readonly createdTime: string;
  readonly lastModifiedTime: string;
  readonly version: number;
}

/**
 * Largest page accepted (with 500 rows a page, half a billion rows deep).
 *
 * @example
 * contractTableMaxPage // 1000000
 */
export const contractTableMaxPage = tableMaxPage;
/**
 * Longest search term, in characters.
 *
 * @example
 * contractTableMaxSearchLength // 100
 */
export const contractTableMaxSearchLength = tableMaxSearchLength;
/**
 * Most words in a search term.
 *
 * @example
 * contractTableMaxSearchWords // 8
 */
export const contractTableMaxSearchWords = tableMaxSearchWords;
const maxFilterLength = 500;

/** The contracts table's call: core/table's reading, newest first, the search matched as folded words. */
const tableRules: TableQueryRules<ContractTableSortColumn> = {
  sortColumns: contractTableSortColumns,
  defaultSort: "id",
  defaultOrder: "desc",
  searchWords: (search) => foldSearchText(search).split(" ").filter(Boolean),
  filter: true,
};

const readStatuses = (text: string, errors: DecodeError[]): ContractStatusCode[] => {
  const codes = text.split(",").map((part) => (/^\s*\d{1,3}\s*$/.test(part) ? Number(part) : Number.NaN));
  if (codes.every(isContractStatusCode)) return [...new Set(codes)];
  errors.push({ path: "filter.status", message: "expected contract status codes separated by commas" });
  return [];
};

/** Largest APR bound a filter takes, in percent (the stored column holds hundredths in a 32-bit integer). */
const maxAprBound = 10_000_000;

/** A percent bound ("35", "35.5", "80.90") as hundredths, or an error. */
const readAprBound = (key: "aprMin" | "aprMax", value: string, errors: DecodeError[]): number | null => {
  const match = /^\s*(\d{1,8})(?:\.(\d{1,2}))?\s*$/.exec(value);
  const hundredths = match ? Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0")) : Number.NaN;
  if (Number.isSafeInteger(hundredths) && hundredths <= maxAprBound * 100) return hundredths;
  errors.push({ path: `filter.${key}`, message: "expected a percentage with at most 2 decimals" });
  return null;
};

const readFilter = (text: string | undefined, errors: DecodeError[]): ContractTableFilter => {
  const filter = {
    statusIds: [] as ContractStatusCode[],
    product: null as ContractProduct | null,
    isTraining: null as boolean | null,
    aprMin: null as number | null,
    aprMax: null as number | null,
  };
  if (text === undefined || text === "") return filter;
  if (text.length > maxFilterLength) {
    errors.push({ path: "filter", message: `at most ${maxFilterLength} characters` });
    return filter;
  }
  for (const [key, value] of Object.entries(tableParseFilterString(text))) {
    if (key === "status") filter.statusIds = readStatuses(value, errors);
    else if (key === "product") {
      if ((contractProducts as readonly string[]).includes(value)) filter.product = value as ContractProduct;
      else errors.push({ path: "filter.product", message: `expected one of ${contractProducts.join(", ")}` });
    } else if (key === "isTraining") {
      if (value === "true" || value === "false") filter.isTraining = value === "true";
      else errors.push({ path: "filter.isTraining", message: "expected true or false" });
    } else if (key === "aprMin" || key === "aprMax") filter[key] = readAprBound(key, value, errors);
    else errors.push({ path: `filter.${key.slice(0, 40)}`, message: "unknown filter" });
  }
  return filter;
};

/**
 * Checks the contracts table's query parameters (as a server receives them:
 * text values by name). Unknown parameters, repeated ones, an unknown sort
 * column or filter key, and out-of-range numbers are refused with every
 * problem named; missing ones take the table's defaults (page 0, 10 rows,
 * newest first).
 *
 * Names: `page`, `rowsPerPage` (or `rowPerPage`), `search` (or
 * `searchTerm`), `sortColumn` (or `orderBy`), `order`, `filter` (e.g.
 * `status~1,5|product~lease|isTraining~false|aprMin~35`).
 *
 * @example
 * const decoded = decodeContractTableQuery({ page: "2", rowsPerPage: "25", search: " Émile ", sortColumn: "lesseeName", order: "asc", filter: "status~1,5" });
 * decoded.ok && decoded.value.page // 2
 * decoded.ok && decoded.value.searchWords // ["emile"]
 * decoded.ok && decoded.value.filter // { statusIds: [1, 5], product: null, isTraining: null, aprMin: null, aprMax: null }
 * decodeContractTableQuery({ sortColumn: "password" }).ok // false
 */
export const decodeContractTableQuery = (query: Readonly<Record<string, unknown>>): DecodeResult<ContractTableQuery> => {
  const errors: DecodeError[] = [];
  const { filter, ...read } = readTableQuery(query, tableRules, errors);
  const value: ContractTableQuery = { ...read, filter: readFilter(filter, errors) };
  return errors.length === 0 ? { ok: true, value } : { ok: false, errors };
};
