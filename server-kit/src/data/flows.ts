import { ContractStatus, type ContractColumns } from "@lendkit/core";
import type { Knex } from "knex";
import type { LedgerContract } from "./ledgerEvents.js";

/**
 * A public flow's storage: the contract behind its slug, its state row
 * (`flow_states`: the attained step and the forms saved as JSON text), the
 * loan chosen and the signed contract written on its DRAFT contract, and
 * what its steps and document read of other contracts and customers.
 * Every query names the tenant (SECURITY 14), but a slug's look-up, which
 * is how a public route learns the tenant.
 */

/** The contract behind a slug, as the rule of who may use it (flows/slugCaller.ts) needs it. */
export interface SlugContract {
  readonly tenantId: number;
  readonly tenantCode: string;
  readonly customerId: number | null;
  /** Whose dealership the contract is and who created it: a partner's session reaches only its own (core's contract scope). */
  readonly dealershipId: number | null;
  readonly createdByUserId: number | null;
}

/** The contract columns the partners' scope reads. */
export interface ScopeColumns {
  readonly dealership_id: number | string | null;
  readonly created_by_user_id: number | string | null;
}

/** A contract row's scope columns as `SlugContract` holds them. */
export const scopeFieldsOf = (row: ScopeColumns): Pick<SlugContract, "dealershipId" | "createdByUserId"> => ({
  dealershipId: row.dealership_id === null ? null : Number(row.dealership_id),
  createdByUserId: row.created_by_user_id === null ? null : Number(row.created_by_user_id),
});

/** The tenant and customer of contract `contractId`, or null when there is no such contract. */
export const slugContractOf = async (db: Knex, contractId: number): Promise<SlugContract | null> => {
  const row = (await db("contracts")
    .join("tenants", "tenants.id", "contracts.tenant_id")
    .where("contracts.id", contractId)
    .first("contracts.tenant_id", "tenants.code as tenant_code", "contracts.customer_id", "contracts.dealership_id", "contracts.created_by_user_id")) as
    | (ScopeColumns & { tenant_id: number; tenant_code: string; customer_id: number | null })
    | undefined;
  if (!row) return null;
  return { tenantId: Number(row.tenant_id), tenantCode: row.tenant_code, customerId: row.customer_id === null ? null : Number(row.customer_id), ...scopeFieldsOf(row) };
};

/** A contract as its ledger is replayed: its id and the capital lent. */
export type ContractCapital = Pick<LedgerContract, "id" | "amountCents">;

const capitalOf = (row: { id: unknown; amount_cents: unknown }): ContractCapital => ({ id: Number(row.id), amountCents: Number(row.amount_cents) });

/** The customer's contracts of the tenant whose status is one of `statuses`. */
export const customerContractsIn = async (db: Knex, tenantId: number, customerId: number, statuses: readonly number[]): Promise<ContractCapital[]> => {
  const rows = (await db("contracts")
    .where({ tenant_id: tenantId, customer_id: customerId })
    .whereIn("status_id", [...statuses])
    .select("id", "amount_cents")) as Array<{ id: unknown; amount_cents: unknown }>;
  return rows.map(capitalOf);
};

/** The tenant's contract `contractId` as its ledger is replayed, or null. */
export const contractCapitalOf = async (db: Knex, tenantId: number, contractId: number): Promise<ContractCapital | null> => {
  const row = (await db("contracts").where({ id: contractId, tenant_id: tenantId }).first("id", "amount_cents")) as { id: unknown; amount_cents: unknown } | undefined;
  return row ? capitalOf(row) : null;
};

/** What a renewal's check reads of the contract it renews. */
export interface RenewedContract {
  readonly statusId: number;
  readonly product: string;
  readonly closeReason: string | null;
}

/** The tenant's contract `contractId` as a renewal of it is checked, or null. */
export const renewedContractOf = async (db: Knex, tenantId: number, contractId: number): Promise<RenewedContract | null> => {
  const row = (await db("contracts").where({ id: contractId, tenant_id: tenantId }).first("status_id", "product", "close_reason")) as
    | { status_id: number; product: string; close_reason: string | null }
    | undefined;
  return row ? { statusId: Number(row.status_id), product: row.product, closeReason: row.close_reason } : null;
};

/** A flow's contract, found by the slug it carries, with its tenant's code. */
export interface FlowContract extends SlugContract {
  readonly id: number;
  readonly contractNumber: string;
  readonly statusId: number;
  readonly product: string;
  readonly originalContractId: number | null;
  readonly isTraining: boolean;
  readonly slug: string;
  /** ISO instant; null when the slug was never given a lifetime. */
  readonly slugExpiresAt: string | null;
}

interface FlowContractRow extends ScopeColumns {
  id: number;
  tenant_id: number;
  tenant_code: string;
  customer_id: number | null;
  contract_number: string;
  status_id: number;
  product: string;
  original_contract_id: number | null;
  is_training: boolean | number | null;
  slug: string;
  slug_expires_at: string | null;
}

const idOrNull = (value: number | null): number | null => (value === null ? null : Number(value));

/** The contract carrying `slug` (any tenant's: the slug is how a public route learns it), or null. */
export const flowContractBySlug = async (db: Knex, slug: string): Promise<FlowContract | null> => {
  const row = (await db("contracts")
    .join("tenants", "tenants.id", "contracts.tenant_id")
    .where("contracts.slug", slug)
    .first(
      "contracts.id",
      "contracts.tenant_id",
      "tenants.code as tenant_code",
      "contracts.customer_id",
      "contracts.contract_number",
      "contracts.status_id",
      "contracts.product",
      "contracts.original_contract_id",
      "contracts.is_training",
      "contracts.slug",
      "contracts.slug_expires_at",
      "contracts.dealership_id",
      "contracts.created_by_user_id",
    )) as FlowContractRow | undefined;
  if (!row) return null;
  return {
    id: Number(row.id),
    tenantId: Number(row.tenant_id),
    tenantCode: row.tenant_code,
    customerId: idOrNull(row.customer_id),
    contractNumber: row.contract_number,
    statusId: Number(row.status_id),
    product: row.product,
    originalContractId: idOrNull(row.original_contract_id),
    isTraining: Boolean(row.is_training),
    slug: row.slug,
    slugExpiresAt: row.slug_expires_at,
    ...scopeFieldsOf(row),
  };
};

/** A flow's state row (`flow_states`) as stored: its forms are JSON text, decoded by the flow. */
export interface StoredFlowState {
  readonly id: number;
  readonly kind: string;
  readonly stepAttained: number;
  readonly phoneVerifiedAt: string | null;
  readonly lang: string;
  readonly loanJson: string | null;
  readonly incomeJson: string | null;
  readonly referencesJson: string | null;
  readonly addressJson: string | null;
  readonly completedAt: string | null;
}

interface StateRow {
  id: number;
  kind: string;
  step_attained: number;
  phone_verified_at: string | null;
  lang: string;
  loan_json: string | null;
  income_json: string | null;
  references_json: string | null;
  address_json: string | null;
  completed_at: string | null;
}

/** The state of the flow of the tenant's contract `contractId`, or null before its first use. */
export const flowStateOf = async (db: Knex, tenantId: number, contractId: number): Promise<StoredFlowState | null> => {
  const row = (await db("flow_states").where({ contract_id: contractId, tenant_id: tenantId }).first()) as StateRow | undefined;
  if (!row) return null;
  return {
    id: Number(row.id),
    kind: row.kind,
    stepAttained: Number(row.step_attained),
    phoneVerifiedAt: row.phone_verified_at,
    lang: row.lang,
    loanJson: row.loan_json,
    incomeJson: row.income_json,
    referencesJson: row.references_json,
    addressJson: row.address_json,
    completedAt: row.completed_at,
  };
};

/** A flow state to create on a renewal's first use. */
export interface NewFlowState {
  readonly tenantId: number;
  readonly contractId: number;
  readonly kind: "application" | "renewal";
  readonly stepAttained: number;
  readonly phoneVerifiedAt: string | null;
  readonly lang: string;
  /** ISO instant. */
  readonly createdAt: string;
}

/** Creates a flow's state; a second one for the contract is a unique violation. */
export const insertFlowState = async (db: Knex, state: NewFlowState): Promise<void> => {
  await db("flow_states").insert({
    tenant_id: state.tenantId,
    contract_id: state.contractId,
    kind: state.kind,
    step_attained: state.stepAttained,
    phone_verified_at: state.phoneVerifiedAt,
    lang: state.lang,
    created_at: state.createdAt,
    updated_at: state.createdAt,
  });
};

/** The language code (0 French, 1 English) of the tenant's customer, or null when there is none. */
export const customerLanguageOf = async (db: Knex, tenantId: number, customerId: number): Promise<number | null> => {
  const row = (await db("customers").where({ id: customerId, tenant_id: tenantId }).first("language")) as { language: unknown } | undefined;
  return row ? Number(row.language) : null;
};

/** The provider and status of each bank verification of the tenant's contract (what core's `bankStepCompleted` reads). */
export const bankVerificationOutcomesOf = async (db: Knex, tenantId: number, contractId: number): Promise<Array<{ provider: string; status: string }>> =>
  (await db("bank_verifications").where({ tenant_id: tenantId, contract_id: contractId }).select("provider", "status")) as Array<{ provider: string; status: string }>;

/** Closes a flow: its state is completed at `now`. */
export const completeFlowState = async (db: Knex, tenantId: number, stateId: number, now: string): Promise<void> => {
  await db("flow_states").where({ id: stateId, tenant_id: tenantId }).update({ completed_at: now, updated_at: now });
};

/** The signed contract's body (JSON text) and its term columns, from core's `contractColumns`. */
export interface SignedContractColumns extends Pick<ContractColumns, "product" | "amountCents" | "frequency" | "numberOfPayments" | "firstPaymentDate" | "annualRate"> {
  readonly bodyJson: string;
}

/**
 * Submits the tenant's DRAFT contract at `version` with its signed body and
 * terms (the version moves on). False when it is no longer that draft.
 */
export const submitSignedContract = async (db: Knex, tenantId: number, contractId: number, version: number, signed: SignedContractColumns, now: string): Promise<boolean> => {
  const submitted = await db("contracts")
    .where({ id: contractId, tenant_id: tenantId, status_id: ContractStatus.Draft, version })
    .update({
      body_json: signed.bodyJson,
      product: signed.product,
      amount_cents: signed.amountCents,
      frequency: signed.frequency,
      number_of_payments: signed.numberOfPayments,
      first_payment_date: signed.firstPaymentDate,
      annual_rate: signed.annualRate,
      status_id: ContractStatus.Submitted,
      updated_at: now,
      version: version + 1,
    });
  return submitted !== 0;
};

/** A form of a flow, stored as JSON text in the state's `<form>_json` column. */
export type FlowForm = "loan" | "income" | "references" | "address";

/** Saves one form of a flow (JSON text), and the language when one is given. */
export const saveFlowForm = async (db: Knex, tenantId: number, stateId: number, form: FlowForm, json: string, lang: string | null, now: string): Promise<void> => {
  await db("flow_states")
    .where({ id: stateId, tenant_id: tenantId })
    .update({ [`${form}_json`]: json, ...(lang ? { lang } : {}), updated_at: now });
};

/** Moves a flow's attained step from `from` to `to`; false when it was no longer at `from`. */
export const moveFlowStep = async (db: Knex, tenantId: number, stateId: number, from: number, to: number, now: string): Promise<boolean> => {
  const moved = await db("flow_states").where({ id: stateId, tenant_id: tenantId, step_attained: from }).update({ step_attained: to, updated_at: now });
  return moved !== 0;
};

/** Sets an unsigned flow of the tenant's contract back to `step` (its version moves on); a signed flow stays as it is. */
export const reopenUnsignedFlow = async (db: Knex, tenantId: number, contractId: number, step: number, now: string): Promise<void> => {
  await db("flow_states")
    .where({ tenant_id: tenantId, contract_id: contractId })
    .whereNull("completed_at")
    .update({ step_attained: step, updated_at: now, version: db.raw("version + 1") });
};

/** The terms a loan chosen at step 1 writes on its DRAFT contract. */
export interface ChosenLoanTerms extends Pick<ContractColumns, "frequency" | "numberOfPayments" | "firstPaymentDate" | "annualRate"> {
  /** The principal: the amount chosen plus the balance carried over. */
  readonly amountCents: number;
}

/**
 * Saves the loan chosen in a flow (its form, JSON text, and the language
 * when one is given) and writes its terms on the tenant's contract while it
 * is a DRAFT (its version moves on). Call it inside a transaction.
 */
export const saveLoanChoice = async (
  trx: Knex,
  choice: { readonly tenantId: number; readonly stateId: number; readonly contractId: number; readonly loanJson: string; readonly lang: string | null; readonly terms: ChosenLoanTerms },
  now: string,
): Promise<void> => {
  await saveFlowForm(trx, choice.tenantId, choice.stateId, "loan", choice.loanJson, choice.lang, now);
  await trx("contracts")
    .where({ id: choice.contractId, tenant_id: choice.tenantId, status_id: ContractStatus.Draft })
    .update({
      amount_cents: choice.terms.amountCents,
      frequency: choice.terms.frequency,
      number_of_payments: choice.terms.numberOfPayments,
      first_payment_date: choice.terms.firstPaymentDate,
      annual_rate: choice.terms.annualRate,
      updated_at: now,
      version: trx.raw("?? + 1", ["version"]),
    });
};

/** The payment frequency code of the tenant's contract `contractId`; undefined when there is no such contract. */
export const contractFrequencyOf = async (db: Knex, tenantId: number, contractId: number): Promise<number | null | undefined> => {
  const row = (await db("contracts").where({ id: contractId, tenant_id: tenantId }).first("frequency")) as { frequency: number | null } | undefined;
  return row?.frequency;
};

/** The cell phone on file of the tenant's customer, or null. */
export const customerCellPhoneOf = async (db: Knex, tenantId: number, customerId: number): Promise<string | null> => {
  const row = (await db("customers").where({ tenant_id: tenantId, id: customerId }).first("cell_phone")) as { cell_phone: string } | undefined;
  return row?.cell_phone ?? null;
};

/** The tenant a slug's contract belongs to, or null when no contract carries it. */
export const tenantIdOfSlug = async (db: Knex, slug: string): Promise<number | null> => {
  const row = (await db("contracts").where({ slug }).first("tenant_id")) as { tenant_id: number } | undefined;
  return row ? Number(row.tenant_id) : null;
};

/** The borrower a contract document names: the customer on file. */
export interface Borrower {
  readonly firstName: string;
  readonly lastName: string;
  readonly birthDate: string | null;
  readonly email: string;
  readonly cellPhone: string;
}

/** The tenant's customer as a contract document names her, or null. */
export const borrowerOf = async (db: Knex, tenantId: number, customerId: number): Promise<Borrower | null> => {
  const row = (await db("customers").where({ id: customerId, tenant_id: tenantId }).first("first_name", "last_name", "birth_date", "email", "cell_phone")) as
    | { first_name: string; last_name: string; birth_date: string | null; email: string; cell_phone: string }
    | undefined;
  return row ? { firstName: row.first_name, lastName: row.last_name, birthDate: row.birth_date, email: row.email, cellPhone: row.cell_phone } : null;
};

/** The number of the tenant's contract `contractId`, or null. */
export const contractNumberOf = async (db: Knex, tenantId: number, contractId: number): Promise<string | null> => {
  const row = (await db("contracts").where({ id: contractId, tenant_id: tenantId }).first("contract_number")) as { contract_number: string } | undefined;
  return row?.contract_number ?? null;
};

/**
 * The bodies (as stored) of the tenant's 20 latest contracts, newest first,
 * but `exceptId`: those of `ids`, and with a customer, the customer's too.
 */
export const recentContractBodies = async (
  db: Knex,
  tenantId: number,
  choice: { readonly exceptId: number; readonly customerId: number | null; readonly ids: readonly number[] },
): Promise<Array<{ id: number; bodyJson: unknown }>> => {
  const ids = choice.ids.length > 0 ? [...choice.ids] : [0];
  const query = db("contracts").where({ tenant_id: tenantId }).whereNot({ id: choice.exceptId });
  const rows = (await (choice.customerId === null ? query.whereIn("id", ids) : query.where((builder) => builder.where({ customer_id: choice.customerId }).orWhereIn("id", ids)))
    .orderBy("id", "desc")
    .limit(20)
    .select("id", "body_json")) as Array<{ id: number; body_json: unknown }>;
  return rows.map((row) => ({ id: Number(row.id), bodyJson: row.body_json }));
};
