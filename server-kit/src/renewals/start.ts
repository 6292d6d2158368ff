import { randomBytes } from "node:crypto";
import { BALANCE_ZERO_ON_RENEW, businessDateOf, checkRenewalRequest, ContractStatus, renewalDraftBody, renewalDraftToResume, RenewalStep, type RenewalRefusal } from "@lendkit/core";
import { writeAudit } from "../data/audit.js";
import { isoTime } from "../infra/clock.js";
import type { Plumbing } from "../infra/plumbing.js";
import { findContract as findStoredContract, lockContract, storedBody } from "../data/contracts.js";
import { flowStateOf } from "../data/flows.js";
import { annualRateOf, contractNumberTaken, insertRenewalDraft, renewSlug, type RenewalSlug } from "../data/renewals.js";
import { previousBalanceCents } from "../flows/balances.js";
import { keepLeadSource } from "../flows/leadSource.js";
import { notFound } from "../http/envelope.js";
import { findContract, frequencyOf, renewalsOf, servicedContract, type ContractRecord } from "../data/customerContracts.js";
import type { ServerContext } from "../context/serverContext.js";
import { tenantTimeZone } from "../data/tenantZone.js";
import { isUniqueViolation } from "../infra/uniqueViolation.js";
import { actorColumns } from "../infra/audit.js";

/**
 * The one way a micro-credit renewal starts or resumes (C §3.4, §3.9, §3.10,
 * §7): the staff's or customer's `renewContract` and the OTP step's
 * `validateOTPAndRenew` both come here, so both follow the same rules —
 * the renewed contract locked, core's `checkRenewalRequest` before anything
 * (a late customer asking never gets a slug, not even a draft's — staff may
 * renew for a late customer; a renewal signed
 * and not yet funded or cancelled blocks another, issue 14 §4), the draft in
 * progress (core's `renewalDraftToResume`) resumed while its slug lives, an
 * expired one given a new slug, else a new DRAFT micro-credit contract; every
 * outcome audited in the same transaction as the change. Migration 0016's
 * unique index (one live renewal per contract) backs the rule when two
 * processes share a database.
 */

/** Who asks for the renewal. */
export interface RenewalActor {
  /** The staff user who asks; null when the customer asks. */
  readonly userId: number | null;
  /** The customer who asks (their session, or verified by a one-time code); null for staff. */
  readonly customerId: number | null;
  readonly requestId: string | null;
  readonly ip: string | null;
  /** Facts the caller adds to every audit row (the OTP step's `leadSourceId`); never a secret. */
  readonly auditDetails?: Readonly<Record<string, unknown>>;
  /** The lender's lead source of the OTP step, kept on the draft for attribution (the first one wins). */
  readonly leadSourceId?: number | null;
}

/** What to renew: a contract of that customer in that tenant. */
export interface RenewalRequest {
  readonly tenantId: number;
  readonly customerId: number;
  readonly contractId: number;
  readonly actor: RenewalActor;
}

/** What a renewal request gives. */
export type RenewalStart =
  | { readonly kind: "refused"; readonly reason: RenewalRefusal; readonly amountLateCents: number }
  | {
      readonly kind: "started" | "resumed" | "reopened";
      readonly renewId: number;
      readonly slug: string;
      /** The flow's attained step (C §8 "redirect … with slug and step"); 1 before the flow has begun. */
      readonly step: number;
      readonly originalContractId: number;
    };

/** A renewal slug: 192 random bits, base64url, 32 characters (C §3.9; at least 128 bits, SECURITY 10). */
const newSlug = (): string => randomBytes(24).toString("base64url");

/** A transaction (the caller's). */
type Trx = Plumbing["db"];

/** The contract to renew, locked until the transaction ends (two clicks, or a click and a code, make one draft). */
const lockedContract = async (trx: Trx, request: RenewalRequest): Promise<ContractRecord> => {
  const { tenantId, contractId, customerId } = request;
  const locked = await lockContract(trx, tenantId, contractId, customerId);
  const contract = locked ? await findContract(trx, tenantId, contractId) : null;
  if (!contract) throw notFound();
  return contract;
};

const slugIsLive = (draft: ContractRecord, nowIso: string): draft is ContractRecord & { slug: string } =>
  draft.slug !== null && draft.slugExpiresAt !== null && draft.slugExpiresAt > nowIso;

/** A contract number for the k-th renewal, unique in the tenant: "<original>-R<k>" within 32 characters. */
const renewalNumber = async (trx: Trx, tenantId: number, original: ContractRecord): Promise<string> => {
  for (let k = (await renewalsOf(trx, tenantId, original.id)).length + 1; ; k++) {
    const suffix = `-R${k}`;
    const number = `${original.contractNumber.slice(0, 32 - suffix.length)}${suffix}`;
    if (!(await contractNumberTaken(trx, tenantId, number))) return number;
  }
};

/**
 * Inserts the DRAFT micro-credit renewing `original` with its slug; returns
 * its id. Its body is core's `renewalDraftBody`: the customer copied, the
 * renewed loan's frequency, term and rate, and the payoff balance on the
 * lender's day `today` carried as the previous balance (issue 15 §2).
 */
const insertDraft = async (
  trx: Trx,
  request: RenewalRequest,
  original: ContractRecord,
  slug: RenewalSlug,
  today: ReturnType<typeof businessDateOf>,
): Promise<number> => {
  const stored = await findStoredContract(trx, request.tenantId, original.id);
  if (!stored) throw notFound();
  const balanceCents = await previousBalanceCents(trx, request.tenantId, original.id, today);
  const body = { ...renewalDraftBody(stored.contract, { previousBalanceCents: balanceCents }), admCustomer_Id: request.customerId };
  return insertRenewalDraft(trx, {
    tenantId: request.tenantId,
    customerId: request.customerId,
    contractNumber: await renewalNumber(trx, request.tenantId, original),
    isTraining: original.isTraining,
    lesseeName: original.lesseeName,
    frequency: frequencyOf(original),
    // The renewed loan's rate until step 1 sets the tenant's (flows' loan choice).
    annualRate: await annualRateOf(trx, request.tenantId, original.id),
    originalContractId: original.id,
    // A renewal stays with the dealership of the loan it renews (core's contract scope).
    dealershipId: stored.dealershipId,
    bodyJson: storedBody(body),
    createdByUserId: request.actor.userId,
    slug,
  });
};

/** The step the renewal's flow has reached (flows' `flow_states`), 1 (Basic) before the flow's first call. */
const stepOf = async (trx: Trx, tenantId: number, renewId: number): Promise<number> =>
  (await flowStateOf(trx, tenantId, renewId))?.stepAttained ?? RenewalStep.Basic;

const audit = (trx: Trx, context: ServerContext, request: RenewalRequest, action: string, entityId: number, after: Record<string, unknown>) =>
  writeAudit(trx, context.clock, {
    action,
    ...actorColumns({ tenantId: request.tenantId, userId: request.actor.userId, customerId: request.actor.customerId }, request.actor),
    entity: "contract",
    entityId,
    after: { ...after, ...request.actor.auditDetails },
  });

/**
 * Starts or resumes the renewal of `contractId`, inside the caller's
 * transaction: the contract is locked; core's rule refuses first (audited
 * `renewal.refused` with the reason and the amount late, nothing else
 * written); then the draft with a live slug is resumed (`renewal.resumed`),
 * a draft whose slug expired gets a new one (`renewal.reopened`), or a new
 * draft is made (`renewal.started`). Slugs live `context.otp.renewalSlugTtlMs`
 * (7 days by default). 404 when the contract is not that customer's.
 */
export const startOrResumeRenewal = async (trx: Trx, context: ServerContext, request: RenewalRequest): Promise<RenewalStart> => {
  const { tenantId } = request;
  const contract = await lockedContract(trx, request);
  const now = context.clock.now();
  const today = businessDateOf(now, await tenantTimeZone(context, tenantId, trx));
  const { balances } = await servicedContract(trx, tenantId, contract, today);
  const amountLateCents = balances.totalUnpaidCents;
  // Read after the lock: a renewal started or signed meanwhile is seen.
  const renewals = await renewalsOf(trx, tenantId, contract.id);
  const verdict = checkRenewalRequest({
    isMicroCredit: contract.product === "microCredit",
    status: contract.statusId,
    amountLateCents,
    isBalanceZeroOnRenew: contract.closeReason === BALANCE_ZERO_ON_RENEW,
    renewals: renewals.map((renewal) => ({ id: renewal.id, status: renewal.statusId })),
    // Staff (a user's session, not a customer's or the embedded page's) are not under the overdue rule (C §3.4).
    byStaff: request.actor.userId !== null && request.actor.customerId === null,
  });
  if (!verdict.ok) {
    await audit(trx, context, request, "renewal.refused", contract.id, { reason: verdict.reason, amountLateCents });
    return { kind: "refused", reason: verdict.reason, amountLateCents };
  }
  const resumable = renewalDraftToResume(renewals.map((renewal) => ({ id: renewal.id, status: renewal.statusId })));
  const draft = resumable ? (renewals.find((renewal) => renewal.id === resumable.id) ?? null) : null;
  const outcome = { status: "draft", originalContractId: contract.id };
  if (draft && slugIsLive(draft, isoTime(now))) {
    await keepLeadSource(trx, tenantId, draft.id, request.actor.leadSourceId);
    await audit(trx, context, request, "renewal.resumed", draft.id, outcome);
    return { kind: "resumed", renewId: draft.id, slug: draft.slug, step: await stepOf(trx, tenantId, draft.id), originalContractId: contract.id };
  }
  const slug = { slug: newSlug(), expiresAt: isoTime(new Date(now.getTime() + context.otp.renewalSlugTtlMs)), at: isoTime(now) };
  if (draft) await renewSlug(trx, tenantId, draft.id, slug);
  const renewId = draft ? draft.id : await insertDraft(trx, request, contract, slug, today);
  const kind = draft ? "reopened" : "started";
  await keepLeadSource(trx, tenantId, renewId, request.actor.leadSourceId);
  await audit(trx, context, request, `renewal.${kind}`, renewId, outcome);
  return { kind, renewId, slug: slug.slug, step: await stepOf(trx, tenantId, renewId), originalContractId: contract.id };
};

/**
 * Runs `attempt` (a transaction that starts or resumes a renewal) again
 * once when it lost a race on migration 0016's unique index (two server
 * processes on one database): the second run sees the winner's renewal and
 * resumes it, or is refused by core's rule, instead of failing with 500.
 */
export const retryingRenewalRace = async <T>(attempt: () => Promise<T>): Promise<T> => {
  try {
    return await attempt();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return attempt();
  }
};
