import {
  decoderFor,
  encoderFor,
  foldSearchText,
  isInCustomerContractMenu,
  readTableQuery,
  type DecodeError,
  type DecodeResult,
  type TableQueryRules,
} from "@lendkit/core";
import * as Schema from "effect/Schema";
import type { RequestHandler } from "express";
import { sessionOf } from "../auth/caller.js";
import { HttpError, sendOk } from "../http/envelope.js";
import { serverMessages } from "../http/messages.js";
import type { ServerContext } from "../context/serverContext.js";
import { currentContractOf, isMicroCredit } from "./contractFacts.js";
import { langOfCustomer } from "./http.js";
import { isCustomerSession } from "./roles.js";
import { customerInScope } from "./scope.js";
import { contractsOfCustomer, contractsOfCustomers, type ContractRecord } from "../data/customerContracts.js";
import { customerPage, customerSortColumns, type CustomerSearch, type CustomerSortColumn, type SearchWord } from "../data/customers.js";
import type { Plumbing } from "../infra/plumbing.js";
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

/** A checked customers list query. */
export type CustomerListQuery = CustomerSearch;

const phoneLike = /^[\d().+-]+$/;

/** A typed word in its three forms; `digits` only for phone-like words with at least 3 digits (fewer would match nearly everyone). */
export const searchWordOf = (word: string): SearchWord => {
  const digits = phoneLike.test(word) ? word.replace(/\D/g, "") : "";
  return { lower: word.toLowerCase(), folded: foldSearchText(word), digits: digits.length >= 3 ? digits : null };
};

/** The customers list's call: core/table's reading (no row filter), last name A→Z, the search split on spaces. */
const tableRules: TableQueryRules<CustomerSortColumn> = {
  sortColumns: customerSortColumns,
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

/** One page of a tenant's customers and how many match in all. */
export const listCustomers = async (db: Plumbing["db"], tenantId: number, query: CustomerListQuery) => {
  const { count, rows } = await customerPage(db, tenantId, query);
  const contracts = await contractsOfCustomers(db, tenantId, rows.map((row) => row.id));
  return {
    count,
    rows: rows.map((row): CustomerListRow => {
      const own = contracts.get(row.id) ?? [];
      const shown = profileContractOf(own);
      return {
        id: row.id,
        firstName: row.firstName,
        lastName: row.lastName,
        email: row.email,
        cellPhone: row.cellPhone,
        lang: langOfCustomer(row.language),
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
