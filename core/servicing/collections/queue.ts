import type { DecodeError, DecodeResult } from "../../models/decode.js";
import { tableParseFilterString } from "../../table/filter.js";
import { readTableQuery, type TableQueryRules } from "../../table/queryParameters.js";
import type { TableOrder } from "../../table/state.js";
import type { DelinquencyBucket } from "../ledger/types.js";

/**
 * The collections queue (issue 22 §5): the active contracts with something
 * late on the lender's day, each with its delinquency bucket from the
 * ledger's replay, filtered, sorted and paged by the rules below so a
 * server answers the table's call (A §7) the same way whatever stores it.
 */

/**
 * The buckets of a contract with something late, oldest debt last.
 *
 * @example
 * lateBuckets // ["1-30", "31-60", "61-90", "91+"]
 */
export const lateBuckets = ["1-30", "31-60", "61-90", "91+"] as const satisfies readonly DelinquencyBucket[];
/** A bucket of the queue: every delinquency bucket but `current`. */
export type LateBucket = (typeof lateBuckets)[number];

/** True for a bucket with something late (not `current`). */
export const isLateBucket = (bucket: string): bucket is LateBucket => (lateBuckets as readonly string[]).includes(bucket);

/**
 * The columns the queue sorts on: days past due (the default, most first),
 * amount late, and the customer's name.
 *
 * @example
 * collectionsSortColumns // ["daysPastDue", "amountLate", "customer"]
 */
export const collectionsSortColumns = ["daysPastDue", "amountLate", "customer"] as const;
export type CollectionsSortColumn = (typeof collectionsSortColumns)[number];

/**
 * Whose contracts the queue shows: everyone's (null), the caller's own
 * (`mine`), nobody's yet (`none`) or one collector's (a user id).
 */
export type CollectorFilter = null | "mine" | "none" | number;

/** The queue's checked filter: empty `buckets` keeps every late bucket. */
export interface CollectionsFilter {
  readonly buckets: readonly LateBucket[];
  readonly collector: CollectorFilter;
}

/** A checked queue call: 0-based page. */
export interface CollectionsQuery {
  readonly page: number;
  readonly rowsPerPage: number;
  readonly sortColumn: CollectionsSortColumn;
  readonly order: TableOrder;
  readonly filter: CollectionsFilter;
}

/** One contract of the queue as the rules read it. */
export interface CollectionsEntry {
  readonly contractId: number;
  readonly customerName: string;
  readonly bucket: DelinquencyBucket;
  readonly daysPastDue: number;
  readonly amountLateCents: number;
  /** The assigned collector's user id; null when none is. */
  readonly collectorUserId: number | null;
}

const tableRules: TableQueryRules<CollectionsSortColumn> = {
  sortColumns: collectionsSortColumns,
  defaultSort: "daysPastDue",
  defaultOrder: "desc",
  searchWords: () => [],
  filter: true,
};

const maxFilterLength = 200;

const readBuckets = (text: string, errors: DecodeError[]): LateBucket[] => {
  const parts = text.split(",").map((part) => part.trim());
  if (parts.every(isLateBucket)) return [...new Set(parts)];
  errors.push({ path: "filter.bucket", message: `expected buckets among ${lateBuckets.join(", ")} separated by commas` });
  return [];
};

const readCollector = (text: string, errors: DecodeError[]): CollectorFilter => {
  const value = text.trim();
  if (value === "mine" || value === "none") return value;
  if (/^\d{1,9}$/.test(value) && Number(value) > 0) return Number(value);
  errors.push({ path: "filter.collector", message: "expected mine, none or a user id" });
  return null;
};

const readFilter = (text: string | undefined, errors: DecodeError[]): CollectionsFilter => {
  const filter: { buckets: LateBucket[]; collector: CollectorFilter } = { buckets: [], collector: null };
  if (text === undefined || text === "") return filter;
  if (text.length > maxFilterLength) {
    errors.push({ path: "filter", message: `at most ${maxFilterLength} characters` });
    return filter;
  }
  for (const [key, value] of Object.entries(tableParseFilterString(text))) {
    if (key === "bucket") filter.buckets = readBuckets(value, errors);
    else if (key === "collector") filter.collector = readCollector(value, errors);
    else errors.push({ path: `filter.${key.slice(0, 40)}`, message: "unknown filter" });
  }
  return filter;
};

/**
 * Checks the queue's query parameters with core/table's reading (A §7):
 * `page`, `rowsPerPage`, `sortColumn` (`daysPastDue`, `amountLate`,
 * `customer`), `order` and `filter` (`bucket~31-60,61-90|collector~mine`;
 * `collector` is `mine`, `none` or a user id). A search term is not taken.
 * Every problem is named; missing values give page 0, 10 rows, most days
 * past due first.
 *
 * @example
 * const decoded = decodeCollectionsQuery({ sortColumn: "amountLate", order: "asc", filter: "bucket~91+|collector~mine" });
 * decoded.ok && decoded.value.filter // { buckets: ["91+"], collector: "mine" }
 * decodeCollectionsQuery({ filter: "bucket~current" }).ok // false
 */
export const decodeCollectionsQuery = (query: Readonly<Record<string, unknown>>): DecodeResult<CollectionsQuery> => {
  const errors: DecodeError[] = [];
  const { page, rowsPerPage, sortColumn, order, search, filter } = readTableQuery(query, tableRules, errors);
  if (search !== "") errors.push({ path: "search", message: "the queue takes no search term" });
  const value: CollectionsQuery = { page, rowsPerPage, sortColumn, order, filter: readFilter(filter, errors) };
  return errors.length === 0 ? { ok: true, value } : { ok: false, errors };
};

const collectorMatches = (entry: CollectionsEntry, collector: CollectorFilter, callerUserId: number | null): boolean => {
  if (collector === null) return true;
  if (collector === "none") return entry.collectorUserId === null;
  const wanted = collector === "mine" ? callerUserId : collector;
  return wanted !== null && entry.collectorUserId === wanted;
};

const compareBy = (column: CollectionsSortColumn) => (left: CollectionsEntry, right: CollectionsEntry): number => {
  if (column === "customer") return left.customerName.localeCompare(right.customerName, "fr", { sensitivity: "base" });
  return column === "daysPastDue" ? left.daysPastDue - right.daysPastDue : left.amountLateCents - right.amountLateCents;
};

/**
 * The queue's page: the entries with something late that the filter keeps,
 * in the asked order (ties by contract id, so pages never overlap), and how
 * many the filter keeps in all. `callerUserId` is who `mine` means.
 *
 * @example
 * const entries = [
 *   { contractId: 1, customerName: "Roy", bucket: "1-30", daysPastDue: 4, amountLateCents: 5000, collectorUserId: 7 },
 *   { contractId: 2, customerName: "Li", bucket: "current", daysPastDue: 0, amountLateCents: 0, collectorUserId: null },
 * ] as const;
 * const query = { page: 0, rowsPerPage: 10, sortColumn: "daysPastDue", order: "desc", filter: { buckets: [], collector: "mine" } } as const;
 * collectionsPage(entries, query, 7).count // 1
 */
export const collectionsPage = <Entry extends CollectionsEntry>(
  entries: readonly Entry[],
  query: CollectionsQuery,
  callerUserId: number | null,
): { readonly rows: readonly Entry[]; readonly count: number } => {
  const { buckets, collector } = query.filter;
  const kept = entries.filter(
    (entry) => isLateBucket(entry.bucket) && (buckets.length === 0 || buckets.includes(entry.bucket)) && collectorMatches(entry, collector, callerUserId),
  );
  const direction = query.order === "asc" ? 1 : -1;
  const compare = compareBy(query.sortColumn);
  const sorted = [...kept].sort((left, right) => direction * compare(left, right) || left.contractId - right.contractId);
  const start = query.page * query.rowsPerPage;
  return { rows: sorted.slice(start, start + query.rowsPerPage), count: kept.length };
};
