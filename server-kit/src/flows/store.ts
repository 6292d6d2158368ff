import {
  bankStepCompleted,
  ContractStatus,
  decodeRenewalAddressForm,
  decodeRenewalIncomeForm,
  decodeRenewalReferencesForm,
  decodeStoredLoan,
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
  type StoredLoan,
  type TenantCode,
} from "@lendkit/core";
import type { Request, Response } from "express";
import { writeAudit } from "../data/audit.js";
import { authOf } from "../auth/caller.js";
import { isoTime } from "../infra/clock.js";
import { HttpError, notFound } from "../http/envelope.js";
import type { ServerContext } from "../context/serverContext.js";
import { flowRefusal, lenderDay } from "./balances.js";
import { assertFlowSession, callerMayUseContract } from "./slugCaller.js";
import {
  bankVerificationOutcomesOf,
  customerLanguageOf,
  flowContractBySlug,
  flowStateOf,
  insertFlowState,
  type FlowContract,
  type StoredFlowState,
} from "../data/flows.js";
import { isSigned } from "../data/signatures.js";
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

/** The flow's state, made on first use for a renewal the OTP step created. */
const stateOf = async (context: ServerContext, contract: FlowContract): Promise<StoredFlowState> => {
  const existing = await flowStateOf(context.db, contract.tenantId, contract.id);
  if (existing) return existing;
  // A renewal made by the OTP step: the OTP was the phone check, so step 0 is done.
  const now = isoTime(context.clock.now());
  const language = contract.customerId === null ? null : await customerLanguageOf(context.db, contract.tenantId, contract.customerId);
  try {
    await insertFlowState(context.db, {
      tenantId: contract.tenantId,
      contractId: contract.id,
      kind: contract.originalContractId === null ? "application" : "renewal",
      stepAttained: RenewalStep.Basic,
      phoneVerifiedAt: now,
      lang: language === 1 ? "en" : "fr",
      createdAt: now,
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  return (await flowStateOf(context.db, contract.tenantId, contract.id)) as StoredFlowState;
};

/** A stored state's forms, decoded (a form that no longer decodes reads as not saved). */
const formsOf = (state: StoredFlowState) => ({
  loan: storedForm(state.loanJson, decodeStoredLoan),
  income: storedForm(state.incomeJson, decodeRenewalIncomeForm),
  references: storedForm(state.referencesJson, decodeRenewalReferencesForm),
  address: storedForm(state.addressJson, decodeRenewalAddressForm),
});

/**
 * The flow of `slug`: 401 without a session (the one-time code's, C §1),
 * then 404 with no data: unknown, malformed or expired slug, not a
 * micro-credit contract, another tenant's, or another customer's when the
 * caller has a customer session.
 */
export const findFlow = async (context: ServerContext, res: Response, slug: unknown): Promise<Flow> => {
  assertFlowSession(res);
  if (typeof slug !== "string" || !slugPattern.test(slug)) throw notFound();
  const contract = await flowContractBySlug(context.db, slug);
  if (!contract || contract.product !== "microCredit" || !isTenantCode(contract.tenantCode)) throw notFound();
  if (contract.slugExpiresAt === null || contract.slugExpiresAt <= isoTime(context.clock.now())) throw notFound();
  // A session must be of its tenant (and customer); anonymous callers only the public tenant's (slugCaller.ts).
  if (!callerMayUseContract(context, res, contract)) throw notFound();
  const state = await stateOf(context, contract);
  return {
    contractId: contract.id,
    tenantId: contract.tenantId,
    tenantCode: contract.tenantCode,
    customerId: contract.customerId,
    contractNumber: contract.contractNumber,
    statusId: contract.statusId,
    originalContractId: contract.originalContractId,
    isTraining: contract.isTraining,
    slug: contract.slug,
    stateId: state.id,
    kind: state.kind === "application" ? "application" : "renewal",
    stepAttained: state.stepAttained,
    phoneVerified: state.phoneVerifiedAt !== null,
    lang: state.lang === "en" ? "en" : "fr",
    ...formsOf(state),
    completedAt: state.completedAt,
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
  const verifications = await bankVerificationOutcomesOf(context.db, flow.tenantId, flow.contractId);
  const signed = await isSigned(context.db, flow.tenantId, flow.contractId);
  return {
    phoneVerified: flow.phoneVerified,
    loanSaved: flow.loan !== null,
    bankVerified: bankStepCompleted(verifications),
    addressSaved: flow.address !== null,
    incomeSaved: flow.income !== null,
    referencesSaved: flow.references !== null,
    signed,
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
  const state = await flowStateOf(context.db, tenantId, contractId);
  if (!state) return RenewalStep.Basic;
  return flowResumeStep(context, { tenantId, contractId, stepAttained: state.stepAttained, phoneVerified: state.phoneVerifiedAt !== null, ...formsOf(state) });
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

