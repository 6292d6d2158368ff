import {
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
import { whereContractInScope } from "../access/contractScope.js";
import { contractAprHundredths } from "./disclosure.js";

/**
 * The contracts table as the store reads and writes it: a row's typed form
 * (PostgreSQL answers bigint as text and SQLite booleans as 0/1), its body
 * decoded by core, and the columns kept in step with the body.
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

/** The columns and stored body of a contract about to be written, its APR with them (migration 0027). */
export const rowValuesOf = (contractNumber: string, contract: Contract) => ({
  ...columnsOf(contractNumber, contractColumns(contract)),
  apr_percent: contractAprHundredths(contract),
  body_json: storedBody(contract),
});

/** The record level of a status, 0 when unknown. */
export const recordLevelOf = (statusId: number): number => contractStatusRecordLevelOf(statusId) ?? 0;

