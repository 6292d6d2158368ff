import {
  ContractStatus,
  foldSearchText,
  contractColumns,
  contractSearchTextOf,
  contractStatusRecordLevelOf,
  decodeContract,
  describeDecodeErrors,
  emptyContract,
  encodeContract,
  compactContractJson,
  contractStepper,
  withApplicantTerms,
  type Contract,
  type ContractColumns,
} from "@lendkit/core";
import type { Knex } from "knex";
import type { ContractScope } from "@lendkit/core";
import { lockedFor, insertReturningId } from "../db/sql.js";
import { whereContractInScope } from "./contractScope.js";

/**
 * The contracts table as the store reads and writes it: a row's typed form
 * (PostgreSQL answers bigint as text and SQLite booleans as 0/1), its body
 * decoded by core, the columns kept in step with the body, the tenant's
 * contract numbers, and a contract's rows written on create and edit.
 * Every query names the tenant (SECURITY 14).
 */

/** A contract row, as the database answers it. */
export interface ContractRow {
  id: number | string;
  tenant_id: number | string;
  customer_id: number | string | null;
  contract_number: string;
  status_id: number | string;
  record_level: number | string;
  product: string;
  is_training: boolean | number;
  lessee_name: string;
  vehicle_label: string;
  amount_cents: number | string;
  frequency: number | string | null;
  number_of_payments: number | string | null;
  first_payment_date: string | null;
  annual_rate: string | null;
  original_contract_id: number | string | null;
  body_json: string;
  version: number | string;
  created_by_user_id: number | string | null;
  dealership_id?: number | string | null;
  /** Whether the applicant chose the terms in the public flow (a subquery of {@link findContract}). */
  applicant_chose_terms?: boolean | number | string | null;
  submitted_by_user_id: number | string | null;
  created_at: string;
  updated_at: string;
}

/** A stored contract: its facts from the columns and its body, decoded. */
export interface StoredContract {
  readonly id: number;
  readonly tenantId: number;
  readonly customerId: number | null;
  readonly contractNumber: string;
  readonly statusId: number;
  readonly recordLevel: number;
  readonly version: number;
  readonly createdByUserId: number | null;
  /** The dealership whose file it is (core's contract scope); null for the lender's own. */
  readonly dealershipId: number | null;
  readonly submittedByUserId: number | null;
  readonly originalContractId: number | null;
  /** True when the applicant chose the loan's terms in the public flow (C §3.6): staff edits keep them. */
  readonly applicantChoseTerms: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** The body with the server's facts (id, number, status, stepper, times, customer) written in. */
  readonly contract: Contract;
}

const numberOrNull = (value: number | string | null): number | null => (value === null ? null : Number(value));

const emptyJson = (): Record<string, unknown> => encodeContract(emptyContract()) as Record<string, unknown>;
let emptyJsonCache: Record<string, unknown> | null = null;

/** The encoded empty contract (what stored bodies are compacted against). */
export const emptyContractJson = (): Record<string, unknown> => (emptyJsonCache ??= emptyJson());

/** The body as stored: the contract's JSON without the keys equal to the empty contract's. */
export const storedBody = (contract: Contract): string =>
  JSON.stringify(compactContractJson(encodeContract(contract) as Record<string, unknown>, emptyContractJson()));

const decodeStoredBody = (row: ContractRow): Contract => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.body_json);
  } catch {
    throw new Error(`contract ${row.id}: stored body is not JSON`);
  }
  const decoded = decodeContract(parsed);
  if (!decoded.ok) throw new Error(`contract ${row.id}: stored body does not decode: ${describeDecodeErrors(decoded.errors)}`);
  return decoded.value;
};

/** A row, typed, with its body decoded and the server's facts written into it. */
export const toStoredContract = (row: ContractRow): StoredContract => {
  const statusId = Number(row.status_id);
  const body = decodeStoredBody(row);
  const stored = {
    id: Number(row.id),
    tenantId: Number(row.tenant_id),
    customerId: numberOrNull(row.customer_id),
    contractNumber: row.contract_number,
    statusId,
    recordLevel: Number(row.record_level),
    version: Number(row.version),
    createdByUserId: numberOrNull(row.created_by_user_id),
    dealershipId: numberOrNull(row.dealership_id ?? null),
    submittedByUserId: numberOrNull(row.submitted_by_user_id),
    originalContractId: numberOrNull(row.original_contract_id),
    applicantChoseTerms: [true, 1, "1", "t", "true"].includes(row.applicant_chose_terms as never),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
  // The flow keeps the applicant's terms in the columns: the body shows them (issue 15 §2).
  const withTerms = stored.applicantChoseTerms
    ? withApplicantTerms(body, {
        amountCents: Number(row.amount_cents),
        frequency: numberOrNull(row.frequency),
        numberOfPayments: numberOrNull(row.number_of_payments),
        annualRate: row.annual_rate,
        firstPaymentDate: row.first_payment_date,
      })
    : body;
  const contract: Contract = {
    ...withTerms,
    id: stored.id,
    contractNumber: stored.contractNumber,
    statusId,
    stepper: contractStepper(statusId),
    createdTime: stored.createdAt,
    lastModifiedTime: stored.updatedAt,
    admCustomer_Id: stored.customerId,
    // The contract a renewal renews (C §3.4; B §3.1 leaContracts_Id_Renew), from its column.
    leaContracts_Id_Renew: stored.originalContractId,
  };
  return { ...stored, contract };
};

/**
 * The contract of `tenantId` with `id`, or null: another tenant's contract
 * is not found (SECURITY 14), nor one outside the caller's `scope` (a
 * partner's own files). Pass a transaction to read inside it.
 */
export const findContract = async (db: Knex, tenantId: number, id: number, scope?: ContractScope): Promise<StoredContract | null> => {
  const row = (await whereContractInScope(db("contracts").where({ tenant_id: tenantId, id }), scope).first(
    "contracts.*",
    db.raw("EXISTS (SELECT 1 FROM flow_states WHERE flow_states.contract_id = contracts.id AND flow_states.loan_json IS NOT NULL) AS applicant_chose_terms"),
  )) as ContractRow | undefined;
  return row ? toStoredContract(row) : null;
};

/** The columns written from a contract's body (kept in step on every write). */
export const columnsOf = (contractNumber: string, columns: ContractColumns) => ({
  lessee_name: columns.lesseeName,
  vehicle_label: columns.vehicleLabel,
  amount_cents: columns.amountCents,
  frequency: columns.frequency,
  number_of_payments: columns.numberOfPayments,
  first_payment_date: columns.firstPaymentDate,
  annual_rate: columns.annualRate,
  product: columns.product,
  is_training: columns.isTraining,
  search_text: contractSearchTextOf(contractNumber, columns),
  sort_name: foldSearchText(columns.lesseeName),
});

/** The columns and stored body of a contract about to be written, with the APR its terms state (migration 0027's `apr_percent`). */
const rowValuesOf = (contractNumber: string, contract: Contract, aprHundredths: number | null) => ({
  ...columnsOf(contractNumber, contractColumns(contract)),
  apr_percent: aprHundredths,
  body_json: storedBody(contract),
});

/** The record level of a status, 0 when unknown. */
export const recordLevelOf = (statusId: number): number => contractStatusRecordLevelOf(statusId) ?? 0;


/**
 * Holds the tenant's contract (of `customerId` when given) until the
 * transaction ends (PostgreSQL's FOR UPDATE; SQLite has one writer at a time
 * already); false when there is none.
 */
export const lockContract = async (trx: Knex, tenantId: number, id: number, customerId?: number): Promise<boolean> => {
  const query = trx("contracts").where({ tenant_id: tenantId, id, ...(customerId === undefined ? {} : { customer_id: customerId }) }).first("id");
  return (await lockedFor(trx, query)) !== undefined;
};

/**
 * Takes `count` contract numbers of a tenant's own sequence in one atomic
 * UPDATE (safe under concurrency on both databases: the row is locked or
 * the database file is) and returns the last one. Numbers taken by a create
 * that then fails are not reused: the sequence may have gaps, never twins.
 */
export const allocateContractNumbers = async (db: Knex, tenantId: number, count = 1): Promise<number> => {
  for (let attempt = 0; attempt < 2; attempt++) {
    const rows = (await db("contract_number_sequences")
      .where({ tenant_id: tenantId })
      .increment("last_value", count)
      .returning("last_value")) as Array<{ last_value: number | string }>;
    if (rows[0]) return Number(rows[0].last_value);
    await db("contract_number_sequences").insert({ tenant_id: tenantId, last_value: 0 }).onConflict("tenant_id").ignore();
  }
  throw new Error(`no contract number sequence for tenant ${tenantId}`);
};

/** A new DRAFT contract as written: its body, number, APR and who made it. */
export interface NewContractRow {
  readonly tenantId: number;
  readonly customerId: number | null;
  readonly contractNumber: string;
  readonly originalContractId: number | null;
  readonly dealershipId: number | null;
  readonly contract: Contract;
  readonly aprHundredths: number | null;
  readonly createdByUserId: number | null;
  /** ISO instant: its creation and last change. */
  readonly at: string;
}

/** Inserts a DRAFT contract at version 1 with its columns in step with its body; returns its id. */
export const insertDraftContract = async (trx: Knex, row: NewContractRow): Promise<number> => {
  return insertReturningId(trx, "contracts", {
    tenant_id: row.tenantId,
    customer_id: row.customerId,
    contract_number: row.contractNumber,
    status_id: ContractStatus.Draft,
    record_level: 0,
    original_contract_id: row.originalContractId,
    dealership_id: row.dealershipId,
    ...rowValuesOf(row.contractNumber, row.contract, row.aprHundredths),
    version: 1,
    created_by_user_id: row.createdByUserId,
    created_at: row.at,
    updated_at: row.at,
  });
};

/** The contract a write names: its tenant, id and number, and the version the writer read. */
export interface ContractAtVersion {
  readonly tenantId: number;
  readonly id: number;
  readonly contractNumber: string;
  readonly version: number;
}

/**
 * Writes a contract's body and the columns kept in step with it, and the
 * next version, if it is still at the version read; false (nothing written)
 * when another write came first.
 */
export const updateContractBody = async (trx: Knex, target: ContractAtVersion, contract: Contract, aprHundredths: number | null, at: string): Promise<boolean> => {
  const count = await trx("contracts")
    .where({ tenant_id: target.tenantId, id: target.id, version: target.version })
    .update({ ...rowValuesOf(target.contractNumber, contract, aprHundredths), version: target.version + 1, updated_at: at });
  return count === 1;
};
