import {
  bankStepCompleted,
  ContractStatus,
  decodeRenewalAddressForm,
  decodeRenewalIncomeForm,
  decodeRenewalReferencesForm,
  isTenantCode,
  renewalFlowPath,
  renewalResumeStep,
  RenewalStep,
  tBoth,
  type Lang,
  type RenewalAddressForm,
  type RenewalIncomeForm,
  type RenewalFlowFacts,
  type RenewalReferencesForm,
  type TenantCode,
} from "@lendkit/core";
import type { Request, Response } from "express";
import { writeAudit } from "../access/audit.js";
import { authOf } from "../access/guard.js";
import { isoTime } from "../infra/clock.js";
import { HttpError } from "../http/envelope.js";
import { serverMessages } from "../http/messages.js";
import type { ServerContext } from "../context/serverContext.js";
import { flowRefusal, lenderDay } from "./balances.js";
import { decodeStoredLoan, type StoredLoan } from "./schemas.js";
import { assertFlowSession, callerMayUseContract } from "./slugCaller.js";
import { scopeFieldsOf } from "../data/flows.js";
import { tenantFeatures } from "./settings.js";
import { isUniqueViolation } from "../infra/uniqueViolation.js";
import { auditActor } from "../infra/audit.js";

/**
 * A public flow found by its slug (C §3.9): the DRAFT micro-credit contract
 * that carries the slug, and its state row in `flow_states` (made on first
 * use for a renewal the OTP step created).
 */
export interface Flow {
  readonly contractId: number;
  readonly tenantId: number;
  readonly tenantCode: TenantCode;
  readonly customerId: number | null;
  readonly contractNumber: string;
  readonly statusId: number;
  readonly originalContractId: number | null;
  /** A training contract's renewal (copied from the renewed contract): step 1 runs in training mode (C §3.6). */
  readonly isTraining: boolean;
  readonly slug: string;
  readonly stateId: number;
  readonly kind: "renewal" | "application";
  readonly stepAttained: number;
  readonly phoneVerified: boolean;
  readonly lang: Lang;
  readonly loan: StoredLoan | null;
  readonly income: RenewalIncomeForm | null;
  readonly references: RenewalReferencesForm | null;
  readonly address: RenewalAddressForm | null;
  readonly completedAt: string | null;
}

/** Shape of a slug: base64url, at least 128 bits (22 characters). Anything else is not looked up. */
export const slugPattern = /^[A-Za-z0-9_-]{22,64}$/;

interface ContractRow {
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
  dealership_id: number | null;
  created_by_user_id: number | null;
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

const notFound = (): HttpError => new HttpError(404, serverMessages.notFound);

const parseJson = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/** A stored form decoded by core's Schema; a value that no longer decodes reads as not saved. */
const storedForm = <T>(text: string | null, decode: (input: unknown) => { ok: true; value: T } | { ok: false }): T | null => {
  const parsed = parseJson(text);
  if (parsed === null) return null;
  const decoded = decode(parsed);
  return decoded.ok ? decoded.value : null;
};

/** The caller may use this flow: a session must be of its tenant (and customer); anonymous callers only the public tenant's (slugCaller.ts). */
const callerMayUse = (context: ServerContext, res: Response, row: ContractRow): boolean =>
  callerMayUseContract(context, res, {
    tenantId: Number(row.tenant_id),
    tenantCode: row.tenant_code,
    customerId: row.customer_id === null ? null : Number(row.customer_id),
    ...scopeFieldsOf(row),
  });

const stateOf = async (context: ServerContext, row: ContractRow): Promise<StateRow> => {
  const existing = (await context.db("flow_states").where({ contract_id: row.id, tenant_id: row.tenant_id }).first()) as StateRow | undefined;
  if (existing) return existing;
  // A renewal made by the OTP step: the OTP was the phone check, so step 0 is done.
  const now = isoTime(context.clock.now());
  const customer = row.customer_id === null ? undefined : await context.db("customers").where({ id: row.customer_id }).first("language");
  try {
    await context.db("flow_states").insert({
      tenant_id: row.tenant_id,
      contract_id: row.id,
      kind: row.original_contract_id === null ? "application" : "renewal",
      step_attained: RenewalStep.Basic,
      phone_verified_at: now,
      lang: Number(customer?.language) === 1 ? "en" : "fr",
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  return (await context.db("flow_states").where({ contract_id: row.id }).first()) as StateRow;
};

/**
 * The flow of `slug`: 401 without a session (the one-time code's, C §1),
 * then 404 with no data: unknown, malformed or expired slug, not a
 * micro-credit contract, another tenant's, or another customer's when the
 * caller has a customer session.
 */
export const findFlow = async (context: ServerContext, res: Response, slug: unknown): Promise<Flow> => {
  assertFlowSession(res);
  if (typeof slug !== "string" || !slugPattern.test(slug)) throw notFound();
  const row = (await context.db("contracts")
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
    )) as ContractRow | undefined;
  if (!row || row.product !== "microCredit" || !isTenantCode(row.tenant_code)) throw notFound();
  if (row.slug_expires_at === null || row.slug_expires_at <= isoTime(context.clock.now())) throw notFound();
  if (!callerMayUse(context, res, row)) throw notFound();
  const state = await stateOf(context, row);
  return {
    contractId: Number(row.id),
    tenantId: Number(row.tenant_id),
    tenantCode: row.tenant_code,
    customerId: row.customer_id === null ? null : Number(row.customer_id),
    contractNumber: row.contract_number,
    statusId: Number(row.status_id),
    originalContractId: row.original_contract_id === null ? null : Number(row.original_contract_id),
    isTraining: Boolean(row.is_training),
    slug: row.slug,
    stateId: Number(state.id),
    kind: state.kind === "application" ? "application" : "renewal",
    stepAttained: Number(state.step_attained),
    phoneVerified: state.phone_verified_at !== null,
    lang: state.lang === "en" ? "en" : "fr",
    loan: storedForm(state.loan_json, decodeStoredLoan),
    income: storedForm(state.income_json, decodeRenewalIncomeForm),
    references: storedForm(state.references_json, decodeRenewalReferencesForm),
    address: storedForm(state.address_json, decodeRenewalAddressForm),
    completedAt: state.completed_at,
  };
};

/**
 * What the server knows is done in a flow (C §3.10 step completion). The
 * bank step is core's `bankStepCompleted`: an instant verification that
 * succeeded, or statements submitted by hand (pending the lender's review).
 */
export const flowFacts = async (
  context: ServerContext,
  flow: Pick<Flow, "tenantId" | "contractId" | "phoneVerified" | "loan" | "address" | "income" | "references">,
): Promise<RenewalFlowFacts> => {
  const verifications = (await context.db("bank_verifications")
    .where({ tenant_id: flow.tenantId, contract_id: flow.contractId })
    .select("provider", "status")) as Array<{ provider: string; status: string }>;
  const signature = await context.db("signatures").where({ tenant_id: flow.tenantId, contract_id: flow.contractId }).first("id");
  return {
    phoneVerified: flow.phoneVerified,
    loanSaved: flow.loan !== null,
    bankVerified: bankStepCompleted(verifications),
    addressSaved: flow.address !== null,
    incomeSaved: flow.income !== null,
    referencesSaved: flow.references !== null,
    signed: signature !== undefined,
  };
};

/**
 * The step a flow resumes at (C §3.10; core's `renewalResumeStep` over the
 * tenant's path, the stored attained step and what is done): what GET
 * …/onboardingStepAttained answers and what an accepted renewal code sends
 * the applicant to. A renewal with no state row yet resumes at step 1.
 */
export const flowResumeStep = async (
  context: ServerContext,
  flow: Pick<Flow, "tenantId" | "contractId" | "stepAttained" | "phoneVerified" | "loan" | "address" | "income" | "references">,
): Promise<RenewalStep> => {
  const features = await tenantFeatures(context, flow.tenantId);
  return renewalResumeStep(renewalFlowPath(features), flow.stepAttained, await flowFacts(context, flow));
};

/** `flowResumeStep` of a contract's flow, read without a session (the OTP step, before it opens one). */
export const contractResumeStep = async (context: ServerContext, tenantId: number, contractId: number): Promise<RenewalStep> => {
  const state = (await context.db("flow_states").where({ tenant_id: tenantId, contract_id: contractId }).first()) as StateRow | undefined;
  if (!state) return RenewalStep.Basic;
  return flowResumeStep(context, {
    tenantId,
    contractId,
    stepAttained: Number(state.step_attained),
    phoneVerified: state.phone_verified_at !== null,
    loan: storedForm(state.loan_json, decodeStoredLoan),
    income: storedForm(state.income_json, decodeRenewalIncomeForm),
    references: storedForm(state.references_json, decodeRenewalReferencesForm),
    address: storedForm(state.address_json, decodeRenewalAddressForm),
  });
};

/**
 * Refuses a change to a flow that cannot take one: phone not verified yet
 * (403), signed or no longer a draft (409), or a renewal core refuses now
 * (409, C §3.4 and §3.10: no renewal while amountLate > 0).
 */
export const assertFlowWritable = async (context: ServerContext, flow: Flow): Promise<void> => {
  if (!flow.phoneVerified) throw new HttpError(403, tBoth("flows.error.phoneNotVerified"));
  if (flow.completedAt !== null || flow.statusId !== ContractStatus.Draft) throw new HttpError(409, tBoth("flows.error.flowClosed"));
  await assertRenewable(context, flow);
};

/**
 * Refuses a flow whose renewal core's `checkRenewalRequest` refuses now: 409
 * "late on your payments" while an amount is late, 409 "can no longer be
 * changed" when the renewed contract is no longer renewable.
 */
export const assertRenewable = async (context: ServerContext, flow: Flow): Promise<void> => {
  const refusal = await flowRefusal(context.db, flow, await lenderDay(context, flow.tenantId));
  if (refusal === "behindOnPayments") throw new HttpError(409, tBoth("flows.error.overdue"));
  if (refusal !== null) throw new HttpError(409, tBoth("flows.error.flowClosed"), refusal);
};

/** Writes one audit row for a change made through a flow (the slug holder acts as the customer). */
export const auditFlow = async (
  context: ServerContext,
  req: Request,
  res: Response,
  flow: Pick<Flow, "tenantId" | "customerId" | "contractId">,
  action: string,
  change: { readonly before?: unknown; readonly after?: unknown },
): Promise<void> =>
  writeAudit(context.db, context.clock, {
    action,
    ...auditActor(req, res, { tenantId: flow.tenantId, userId: authOf(res)?.userId, customerId: flow.customerId }),
    entity: "contract",
    entityId: flow.contractId,
    before: change.before,
    after: change.after,
  });

