import {
  decoderFor,
  encoderFor,
  foldSearchText,
  isInCustomerContractMenu,
  readTableQuery,
  type DecodeError,
  type DecodeResult,
  type TableOrder,
  type TableQueryRules,
} from "@lendkit/core";
import * as Schema from "effect/Schema";
import type { RequestHandler } from "express";
import type { Knex } from "knex";
import { sessionOf } from "../access/guard.js";
import { likeContains } from "../db/sql.js";
import { HttpError, sendOk } from "../http/envelope.js";
import { serverMessages } from "../http/messages.js";
import type { ServerContext } from "../context/serverContext.js";
import { currentContractOf, isMicroCredit } from "./contractFacts.js";
import { langOfCustomer } from "./http.js";
import { isCustomerSession } from "./roles.js";
import { customerInScope } from "./scope.js";
import { contractsOfCustomer, toContract, type ContractRecord } from "./store.js";
import { wholeId } from "../http/ids.js";

/**
 * How staff find a customer (the staff app's customers list) and which
 * contract a payments profile opens on:
 *
 * - GET /api/customers?search&page&rowsPerPage&sortColumn&order — one page
 *   of the tenant's customers (`{ rows, count }`, A §3's fetch result),
 *   searched by name, email, phone digits and the number or lessee of any
 *   of their contracts;
 * - GET /api/customer/{customerId}/contracts — the customer's contracts and
 *   the one the profile shows first, so a customer's own view (which knows
 *   only its customer id, C §2 account entry) can ask for its payments.
 */

/** Columns the customers list sorts on, each ending in `id` so pages are stable. */
export const customerListSortColumns = ["lastName", "firstName", "email", "id"] as const;
export type CustomerListSortColumn = (typeof customerListSortColumns)[number];

/** Names sort folded (case and accents ignored, core's `foldSearchText`), as the contracts table does. */
const sortOrders: Record<CustomerListSortColumn, readonly string[]> = {
  lastName: ["folded:last_name", "folded:first_name", "id"],
  firstName: ["folded:first_name", "folded:last_name", "id"],
  email: ["email", "id"],
  id: ["id"],
};

/**
 * The Latin letters core's `foldSearchText` folds to plain a–z (É → e,
 * ç → c), read from core so the SQL below folds exactly as core does.
 */
const foldedLetters: ReadonlyArray<readonly [string, string]> = Array.from({ length: 0x180 - 0xc0 }, (_, index) => String.fromCharCode(0xc0 + index))
  .map((letter) => [letter, foldSearchText(letter)] as const)
  .filter(([, folded]) => /^[a-z]$/.test(folded));

/**
 * An SQL expression folded as core folds names, on both databases: accented
 * letters replaced (SQLite's lower() knows only A–Z), then lower(). No
 * index follows this order; a tenant's customers are few enough to sort.
 */
export const foldedSql = (expression: string): string =>
  `lower(${foldedLetters.reduce((inner, [letter, folded]) => `replace(${inner}, '${letter}', '${folded}')`, expression)})`;

const orderClause = (column: string, order: TableOrder): string =>
  column.startsWith("folded:") ? `${foldedSql(`customers.${column.slice("folded:".length)}`)} ${order}` : `customers.${column} ${order}`;

/** One word of the search, in the three forms the columns are compared with. */
export interface SearchWord {
  /** Lower-cased as typed (names and email: SQL lower() keeps accents). */
  readonly lower: string;
  /** Folded by core (contracts' `search_text` has no accents). */
  readonly folded: string;
  /** The digits of a phone-like word ("(514)", "555-0123"), else null. */
  readonly digits: string | null;
}

/** A checked customers list query. */
export interface CustomerListQuery {
  readonly page: number;
  readonly rowsPerPage: number;
  readonly words: readonly SearchWord[];
  readonly sortColumn: CustomerListSortColumn;
  readonly order: TableOrder;
}

const phoneLike = /^[\d().+-]+$/;

/** A typed word in its three forms; `digits` only for phone-like words with at least 3 digits (fewer would match nearly everyone). */
export const searchWordOf = (word: string): SearchWord => {
  const digits = phoneLike.test(word) ? word.replace(/\D/g, "") : "";
  return { lower: word.toLowerCase(), folded: foldSearchText(word), digits: digits.length >= 3 ? digits : null };
};

/** The customers list's call: core/table's reading (no row filter), last name A→Z, the search split on spaces. */
const tableRules: TableQueryRules<CustomerListSortColumn> = {
  sortColumns: customerListSortColumns,
  defaultSort: "lastName",
  defaultOrder: "asc",
  searchWords: (search) => search.split(/\s+/u).filter(Boolean),
  filter: false,
};

/**
 * Checks the customers list's query parameters. Unknown or repeated
 * parameters, an unknown sort column or order and out-of-range numbers are
 * refused with every problem named; missing ones give page 0, 10 rows,
 * last name A→Z.
 */
export const decodeCustomerListQuery = (query: Readonly<Record<string, unknown>>): DecodeResult<CustomerListQuery> => {
  const errors: DecodeError[] = [];
  const { page, rowsPerPage, searchWords, sortColumn, order } = readTableQuery(query, tableRules, errors);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { page, rowsPerPage, words: searchWords.map(searchWordOf), sortColumn, order } };
};

const like = "LIKE ? ESCAPE '\\'";
const contractSearch = `COALESCE(contracts.search_text, lower(contracts.contract_number || ' ' || contracts.lessee_name)) ${like}`;

/** One word matches a customer when it is in a name, the email, the phone's digits, or one of their contracts' search text. */
const whereWordMatches = (db: Knex, tenantId: number, builder: Knex.QueryBuilder, word: SearchWord): void => {
  builder.where((inner) => {
    inner
      .whereRaw(`lower(customers.first_name) ${like}`, [likeContains(word.lower)])
      .orWhereRaw(`lower(customers.last_name) ${like}`, [likeContains(word.lower)])
      .orWhereRaw(`customers.email ${like}`, [likeContains(word.lower)]);
    if (word.digits !== null) inner.orWhereRaw(`customers.cell_phone ${like}`, [likeContains(word.digits)]);
    if (word.folded !== "") {
      inner.orWhereExists(
        db("contracts")
          .select(db.raw("1"))
          .where("contracts.tenant_id", tenantId)
          .whereRaw("contracts.customer_id = customers.id")
          .whereRaw(contractSearch, [likeContains(word.folded)]),
      );
    }
  });
};

const filteredCustomers = (db: Knex, tenantId: number, query: CustomerListQuery): Knex.QueryBuilder => {
  const builder = db("customers").where("customers.tenant_id", tenantId);
  for (const word of query.words) whereWordMatches(db, tenantId, builder, word);
  return builder;
};

/** The page and count queries (exposed for EXPLAIN in tests). */
export const customerListQueries = (db: Knex, tenantId: number, query: CustomerListQuery) => {
  const rows = filteredCustomers(db, tenantId, query)
    .select("customers.id", "customers.first_name", "customers.last_name", "customers.email", "customers.cell_phone", "customers.language")
    .orderByRaw(sortOrders[query.sortColumn].map((column) => orderClause(column, query.order)).join(", "))
    .limit(query.rowsPerPage)
    .offset(query.page * query.rowsPerPage);
  const count = filteredCustomers(db, tenantId, query).count({ count: "*" });
  return { rows, count };
};

/** One row of the customers list. */
export const CustomerListRow = Schema.Struct({
  id: Schema.Number,
  firstName: Schema.String,
  lastName: Schema.String,
  email: Schema.String,
  cellPhone: Schema.String,
  lang: Schema.Literals(["fr", "en"]),
  contractCount: Schema.Number,
  /** The contract the profile opens on (see `profileContractOf`), or null without any contract. */
  currentContractId: Schema.NullOr(Schema.Number),
  currentContractNumber: Schema.NullOr(Schema.String),
  currentContractStatusId: Schema.NullOr(Schema.Number),
});
export type CustomerListRow = typeof CustomerListRow.Type;

/** The list's answer: A §3's fetch result. */
export const CustomerListAnswer = Schema.Struct({ rows: Schema.Array(CustomerListRow), count: Schema.Number });
export const encodeCustomerListAnswer = encoderFor(CustomerListAnswer);
export const decodeCustomerListAnswer = decoderFor(CustomerListAnswer);

/** One contract of a customer, as the profile's first call answers it. */
export const CustomerContract = Schema.Struct({
  id: Schema.Number,
  contractNumber: Schema.String,
  statusId: Schema.Number,
  product: Schema.String,
  isMicroCredit: Schema.Boolean,
  isTraining: Schema.Boolean,
});

/** GET /api/customer/{customerId}/contracts: the contracts oldest first, and the one to show first. */
export const CustomerContracts = Schema.Struct({
  currentContractId: Schema.NullOr(Schema.Number),
  contracts: Schema.Array(CustomerContract),
});
export type CustomerContracts = typeof CustomerContracts.Type;
export const encodeCustomerContracts = encoderFor(CustomerContracts);
export const decodeCustomerContracts = decoderFor(CustomerContracts);

/**
 * The contract a payments profile opens on: the customer's current contract
 * (the newest that became a loan, as the grid info reads it), else their
 * newest contract (a lead or a draft), else none.
 */
export const profileContractOf = (contracts: readonly ContractRecord[]): ContractRecord | null =>
  currentContractOf(contracts) ?? contracts.at(-1) ?? null;

/** Contracts of the customers of one page, grouped by customer id, oldest first. */
const contractsByCustomer = async (db: Knex, tenantId: number, customerIds: readonly number[]): Promise<Map<number, ContractRecord[]>> => {
  const grouped = new Map<number, ContractRecord[]>(customerIds.map((id) => [id, []]));
  if (customerIds.length === 0) return grouped;
  const rows = (await db("contracts")
    .where("tenant_id", tenantId)
    .whereIn("customer_id", [...customerIds])
    .orderBy("id")
    .select("id", "customer_id", "contract_number", "status_id", "product", "is_training")) as Record<string, unknown>[];
  for (const contract of rows.map(toContract)) grouped.get(contract.customerId ?? 0)?.push(contract);
  return grouped;
};

/** One page of a tenant's customers and how many match in all. */
export const listCustomers = async (db: Knex, tenantId: number, query: CustomerListQuery) => {
  const { rows, count } = customerListQueries(db, tenantId, query);
  const [found, counted] = (await Promise.all([rows, count])) as [Record<string, unknown>[], Array<{ count: unknown }>];
  const contracts = await contractsByCustomer(db, tenantId, found.map((row) => Number(row.id)));
  return {
    count: Number(counted[0]?.count ?? 0),
    rows: found.map((row): CustomerListRow => {
      const own = contracts.get(Number(row.id)) ?? [];
      const shown = profileContractOf(own);
      return {
        id: Number(row.id),
        firstName: String(row.first_name ?? ""),
        lastName: String(row.last_name ?? ""),
        email: String(row.email ?? ""),
        cellPhone: String(row.cell_phone ?? ""),
        lang: langOfCustomer(Number(row.language ?? 0)),
        contractCount: own.length,
        currentContractId: shown?.id ?? null,
        currentContractNumber: shown?.contractNumber ?? null,
        currentContractStatusId: shown?.statusId ?? null,
      };
    }),
  };
};

/** GET /api/customers (lender staff): one page of the session tenant's customers. */
export const getCustomerList = (context: ServerContext): RequestHandler => async (req, res) => {
  const query = decodeCustomerListQuery(req.query as Record<string, unknown>);
  if (!query.ok) throw new HttpError(400, serverMessages.invalidRequest, query.errors);
  sendOk(res, encodeCustomerListAnswer(await listCustomers(context.db, sessionOf(res).tenantId, query.value)));
};

/** GET /api/customer/{customerId}/contracts (the customer, lender staff): the contracts (for a customer, all but the unsigned drafts) and the one the profile shows first. */
export const getCustomerContracts = (context: ServerContext): RequestHandler => async (req, res) => {
  const auth = sessionOf(res);
  const customer = await customerInScope(context, req, res, auth, wholeId(req.params.customerId, "customerId"));
  const all = await contractsOfCustomer(context.db, auth.tenantId, customer.id);
  // A customer's menu has no unsigned drafts (core's `isInCustomerContractMenu`, issue 14 §4).
  const contracts = isCustomerSession(auth) ? all.filter((contract) => isInCustomerContractMenu(contract.statusId)) : all;
  sendOk(
    res,
    encodeCustomerContracts({
      currentContractId: profileContractOf(contracts)?.id ?? null,
      contracts: contracts.map((contract) => ({
        id: contract.id,
        contractNumber: contract.contractNumber,
        statusId: contract.statusId,
        product: contract.product,
        isMicroCredit: isMicroCredit(contract),
        isTraining: contract.isTraining,
      })),
    }),
  );
};
