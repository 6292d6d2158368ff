import { Decimal, type ContractProduct, type ContractScope, type ContractTableQuery, type ContractTableRow, type ContractTableSortColumn } from "@lendkit/core";
import type { Knex } from "knex";
import { databaseKind } from "../db/openDatabase.js";
import { whereContractInScope } from "./contractScope.js";
import { likeContains } from "../db/sql.js";

/**
 * The contracts table's data call (A §7) as SQL: server-side paging with
 * LIMIT/OFFSET, every sort column backed by an index on (tenant_id, column),
 * and `id` as the tiebreak in the same direction, so pages are stable and
 * the index serves the order. Every query names the tenant (SECURITY 14).
 */

/**
 * The text a search matches: a row's `search_text` (folded by core), or
 * lower() of its columns for a row written some other way. `row` prefixes
 * the columns (`NEW.` in a trigger). Migration 0010 builds its trigram index
 * and SQLite's search table on this exact expression, which the search
 * below filters on (PostgreSQL's index serves only that expression).
 */
export const searchedText = (row: string) =>
  `COALESCE(${row}search_text, lower(${row}contract_number || ' ' || ${row}lessee_name || ' ' || ${row}vehicle_label))`;

/**
 * The name the table sorts by: the lessee's name folded by core
 * (`sort_name`), lower() of it for a row without one. Migration 0011
 * indexes this exact expression, so a page sorted by name is read in index
 * order on both databases.
 */
export const sortNameExpression = "COALESCE(sort_name, lower(lessee_name))";

const sortColumns: Record<ContractTableSortColumn, string> = {
  id: "id",
  contractNumber: "contract_number",
  // The folded name (migration 0011), so accented names sort where a reader looks for them.
  lesseeName: sortNameExpression,
  vehicleLabel: "vehicle_label",
  amount: "amount_cents",
  statusId: "status_id",
  createdTime: "created_at",
  lastModifiedTime: "updated_at",
  // Integer hundredths (migration 0027); a contract without an APR sorts as the lowest.
  apr: "apr_percent",
};

const rowColumns = [
  "id",
  "contract_number",
  "status_id",
  "record_level",
  "product",
  "is_training",
  "lessee_name",
  "vehicle_label",
  "amount_cents",
  "frequency",
  "number_of_payments",
  "first_payment_date",
  "annual_rate",
  "apr_percent",
  "customer_id",
  "created_at",
  "updated_at",
  "version",
] as const;

/** A search word's filter on PostgreSQL, on the expression migration 0010 indexes. */
const searchExpression = `${searchedText("")} LIKE ? ESCAPE '\\'`;

/**
 * One search word as a filter: on SQLite, the ids the trigram table
 * (migration 0010) matches; on PostgreSQL, the expression its trigram index
 * serves.
 */
const whereWordMatches = (db: Knex, builder: Knex.QueryBuilder, word: string): void => {
  if (databaseKind(db) === "postgres") {
    builder.whereRaw(searchExpression, [likeContains(word)]);
    return;
  }
  // SQLite hands LIKE to the trigram table only without an ESCAPE clause; a word holding LIKE's own characters scans it instead.
  const plain = !/[\\%_]/.test(word);
  const match = plain ? db.raw("text LIKE ?", [`%${word}%`]) : db.raw("text LIKE ? ESCAPE '\\'", [likeContains(word)]);
  builder.whereIn("id", db("contracts_search").select("rowid").where(match));
};

/** The filtered, searched contracts of one tenant within the caller's scope (no order, no page). */
const filtered = (db: Knex, tenantId: number, query: ContractTableQuery, scope?: ContractScope): Knex.QueryBuilder => {
  const builder = whereContractInScope(db("contracts").where("tenant_id", tenantId), scope);
  const { statusIds, product, isTraining } = query.filter;
  if (statusIds.length === 1) builder.where("status_id", statusIds[0]!);
  else if (statusIds.length > 1) builder.whereIn("status_id", [...statusIds]);
  if (product !== null) builder.where("product", product);
  if (isTraining !== null) builder.where("is_training", isTraining);
  if (query.filter.aprMin !== null) builder.where("apr_percent", ">=", query.filter.aprMin);
  if (query.filter.aprMax !== null) builder.where("apr_percent", "<=", query.filter.aprMax);
  for (const word of query.searchWords) whereWordMatches(db, builder, word);
  return builder;
};

/**
 * Where nulls go: SQLite puts them first ascending and last descending (the
 * lowest value); PostgreSQL is told the same, which its index on the APR
 * (NULLS FIRST, migration 0027) serves in both directions.
 */
const nullsOf = (db: Knex, column: string, order: "asc" | "desc"): string =>
  column === "apr_percent" && databaseKind(db) === "postgres" ? (order === "asc" ? " NULLS FIRST" : " NULLS LAST") : "";

/**
 * The two queries of a table call: the page of rows and the total count.
 * Exposed so tests (and a benchmark) can EXPLAIN them.
 */
export const contractTableQueries = (db: Knex, tenantId: number, query: ContractTableQuery, scope?: ContractScope) => {
  const column = sortColumns[query.sortColumn];
  const rows = filtered(db, tenantId, query, scope)
    .select(...rowColumns)
    // Both parts come from fixed lists (the column map above, the decoded asc/desc), never from the request's text.
    .orderByRaw(`${column === "id" ? "" : `${column} ${query.order}${nullsOf(db, column, query.order)}, `}id ${query.order}`)
    .limit(query.rowsPerPage)
    .offset(query.page * query.rowsPerPage);
  const count = filtered(db, tenantId, query, scope).count({ count: "*" });
  return { rows, count };
};

type Row = Record<(typeof rowColumns)[number], unknown>;

/** The `apr_percent` column's text form on the wire ("80.90"), or null. */
const aprTextOfHundredths = (hundredths: unknown): string | null =>
  hundredths === null || hundredths === undefined ? null : new Decimal(String(hundredths)).div(100).toFixed(2);

const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

const toTableRow = (row: Row): ContractTableRow => ({
  id: Number(row.id),
  contractNumber: String(row.contract_number),
  statusId: Number(row.status_id),
  recordLevel: Number(row.record_level),
  product: row.product as ContractProduct,
  isTraining: Boolean(row.is_training),
  lesseeName: String(row.lessee_name),
  vehicleLabel: String(row.vehicle_label),
  amount: Number(row.amount_cents) / 100,
  frequency: numberOrNull(row.frequency),
  numberOfPayments: numberOrNull(row.number_of_payments),
  firstPaymentDate: (row.first_payment_date as string | null) ?? null,
  annualRate: (row.annual_rate as string | null) ?? null,
  apr: aprTextOfHundredths(row.apr_percent),
  customerId: numberOrNull(row.customer_id),
  createdTime: String(row.created_at),
  lastModifiedTime: String(row.updated_at),
  version: Number(row.version),
});

/**
 * One page of a tenant's contracts within the caller's scope (core's
 * contract scope: a partner's own files) and how many match in all (A §3
 * fetch result `{ rows, count }`).
 */
export const listContracts = async (
  db: Knex,
  tenantId: number,
  query: ContractTableQuery,
  scope?: ContractScope,
): Promise<{ readonly rows: readonly ContractTableRow[]; readonly count: number }> => {
  const { rows, count } = contractTableQueries(db, tenantId, query, scope);
  const [found, counted] = await Promise.all([rows, count]);
  return { rows: (found as Row[]).map(toTableRow), count: Number((counted as Array<{ count: number | string }>)[0]?.count ?? 0) };
};
