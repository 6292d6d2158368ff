import { randomBytes } from "node:crypto";
import {
  checkRenewalRequest,
  ContractStatus,
  decimalFromCents,
  encodeRenewContractResult,
  formatMoney,
  t,
  type Bilingual,
  type RenewalRefusal,
} from "@lendkit/core";
import type { Request, RequestHandler, Response } from "express";
import type { Knex } from "knex";
import { writeAudit } from "../access/audit.js";
import { sessionOf } from "../access/guard.js";
import type { SessionInfo } from "../auth/sessions.js";
import { isoTime } from "../clock.js";
import { decodeBody } from "../http/decode.js";
import { HttpError, sendOk } from "../http/envelope.js";
import { requestIdOf } from "../http/requestId.js";
import type { ServerContext } from "../server/context.js";
import { currentContractOf, frequencyOf, onboardingStepOf } from "./contractFacts.js";
import { lockedFor, notFound, wholeId } from "./http.js";
import { gridInfoOf } from "./readRoutes.js";
import { contractOfCustomer, customerInScope } from "./scope.js";
import { decodeRenewContractBody } from "./schemas.js";
import type { ServicingSettings } from "./settings.js";
import { contractsOfCustomer, findContract, renewalsOf, type ContractRecord, type CustomerRecord } from "./store.js";

/** A renewal slug: 192 random bits, base64url (C §3.9; at least 128 bits, SECURITY 10). */
const newSlug = (): string => randomBytes(24).toString("base64url");

const refusalText = (reason: RenewalRefusal, amountLateCents: number): Bilingual =>
  reason === "behindOnPayments"
    ? {
        fr: t("fr", "payments.renew.behind", { amount: formatMoney(decimalFromCents(amountLateCents), "fr") }),
        en: t("en", "payments.renew.behind", { amount: formatMoney(decimalFromCents(amountLateCents), "en") }),
      }
    : { fr: t("fr", `payments.renew.refused.${reason}`), en: t("en", `payments.renew.refused.${reason}`) };

/** The contract to renew: the one named, else the customer's current contract (C §3.1). */
const contractToRenew = async (context: ServerContext, auth: SessionInfo, customer: CustomerRecord, contractId: number | null) => {
  if (contractId !== null) return contractOfCustomer(context, auth, customer, wholeId(contractId, "contractId"));
  const current = currentContractOf(await contractsOfCustomer(context.db, auth.tenantId, customer.id));
  if (!current) throw notFound();
  return current;
};

/** The renewal in progress: the newest draft micro-credit renewing `contract`, or null. */
const draftRenewalOf = async (trx: Knex.Transaction, tenantId: number, contract: ContractRecord): Promise<ContractRecord | null> =>
  (await renewalsOf(trx, tenantId, contract.id)).reverse().find((other) => other.statusId === ContractStatus.Draft && other.product === "microCredit") ??
  null;

/** A contract number for the k-th renewal, unique in the tenant: "<original>-R<k>" within 32 characters. */
const renewalNumber = async (trx: Knex.Transaction, tenantId: number, original: ContractRecord, renewals: number): Promise<string> => {
  for (let k = renewals + 1; ; k++) {
    const suffix = `-R${k}`;
    const number = `${original.contractNumber.slice(0, 32 - suffix.length)}${suffix}`;
    if (!(await trx("contracts").where({ tenant_id: tenantId, contract_number: number }).first("id"))) return number;
  }
};

interface Outcome {
  readonly renewal: ContractRecord;
  readonly action: "resumed" | "reopened" | "created";
}

interface Caller {
  readonly req: Request;
  readonly res: Response;
  readonly auth: SessionInfo;
}

const audit = (db: Knex, context: ServerContext, caller: Caller, action: string, entityId: number, after: unknown) =>
  writeAudit(db, context.clock, {
    action,
    tenantId: caller.auth.tenantId,
    actorUserId: caller.auth.userId,
    actorCustomerId: caller.auth.customerId,
    entity: "contract",
    entityId,
    after,
    requestId: requestIdOf(caller.res),
    ip: caller.req.ip ?? null,
  });

/** Inserts the draft micro-credit renewing `contract` and returns its id. */
const insertDraft = async (trx: Knex.Transaction, auth: SessionInfo, contract: ContractRecord, slug: Record<string, string>, now: Date): Promise<number> => {
  const renewals = (await renewalsOf(trx, auth.tenantId, contract.id)).length;
  const [row] = (await trx("contracts")
    .insert({
      tenant_id: auth.tenantId,
      customer_id: contract.customerId,
      contract_number: await renewalNumber(trx, auth.tenantId, contract, renewals),
      status_id: ContractStatus.Draft,
      record_level: 0,
      product: "microCredit",
      is_training: contract.isTraining,
      lessee_name: contract.lesseeName,
      amount_cents: 0,
      frequency: frequencyOf(contract),
      original_contract_id: contract.id,
      body_json: JSON.stringify({
        isMicroCredit: true,
        isLoanCash: true,
        isParentContractMicroCredit: true,
        isTraining: contract.isTraining,
        isParentContractTraining: contract.isTraining,
        admCustomer_Id: contract.customerId,
      }),
      created_by_user_id: auth.userId,
      created_at: isoTime(now),
      ...slug,
    })
    .returning("id")) as Array<{ id: number }>;
  return Number(row?.id);
};

/**
 * In one transaction with the renewed contract locked (so two clicks make
 * one draft): returns the draft in progress when its slug is live, else
 * checks core's renewal rule, then gives the expired draft a new slug or
 * creates the draft; the change and its audit row commit together.
 */
const startRenewal = async (
  context: ServerContext,
  settings: ServicingSettings,
  caller: Caller,
  contract: ContractRecord,
): Promise<Outcome | { refused: RenewalRefusal; amountLateCents: number }> =>
  context.db.transaction(async (trx) => {
    const { auth } = caller;
    const locked = await lockedFor(trx, trx("contracts").where({ tenant_id: auth.tenantId, id: contract.id }).first("id"));
    if (!locked) throw notFound();
    const now = context.clock.now();
    const draft = await draftRenewalOf(trx, auth.tenantId, contract);
    if (draft && draft.slug !== null && draft.slugExpiresAt !== null && draft.slugExpiresAt > isoTime(now)) return { renewal: draft, action: "resumed" };
    const grid = await gridInfoOf(context, auth.tenantId, contract, trx);
    const verdict = checkRenewalRequest({
      isMicroCredit: contract.product === "microCredit",
      status: contract.statusId,
      amountLateCents: grid.amountLateCents,
      isBalanceZeroOnRenew: grid.isBalanceZeroOnRenew,
    });
    if (!verdict.ok) return { refused: verdict.reason, amountLateCents: grid.amountLateCents };
    const slug = { slug: newSlug(), slug_expires_at: isoTime(new Date(now.getTime() + settings.renewalSlugTtlMs)), updated_at: isoTime(now) };
    const id = draft ? draft.id : await insertDraft(trx, auth, contract, slug, now);
    if (draft) await trx("contracts").where({ tenant_id: auth.tenantId, id }).update(slug);
    const renewal = await findContract(trx, auth.tenantId, id);
    if (!renewal) throw notFound();
    const action = draft ? "reopened" : "created";
    await audit(trx, context, caller, action === "created" ? "contract.renewalStarted" : "contract.renewalReopened", id, {
      originalContractId: contract.id,
      contractNumber: renewal.contractNumber,
      slugExpiresAt: renewal.slugExpiresAt,
    });
    return { renewal, action };
  });

/**
 * POST /api/customer/{customerId}/renewContract (C §7, §3.4, §8): body
 * `{ contractId? }` (none: the current contract). Result `{ renewId, slug }`
 * plus `alreadyStarted` and `step` (C §8: the client redirects to the
 * renewal in progress at that step). 201 when a draft is created, 200 when
 * one in progress is returned; 422 with a bilingual message when core's
 * renewal rule refuses (not micro-credit, not active or paid out, behind on
 * payments).
 */
export const renewContract = (context: ServerContext, settings: ServicingSettings): RequestHandler => async (req, res) => {
  const auth = sessionOf(res);
  const body = decodeBody(req, decodeRenewContractBody);
  const customer = await customerInScope(context, req, res, auth, wholeId(req.params.customerId, "customerId"));
  const contract = await contractToRenew(context, auth, customer, body.contractId);
  const caller = { req, res, auth };
  const outcome = await startRenewal(context, settings, caller, contract);
  if ("refused" in outcome) {
    await audit(context.db, context, caller, "contract.renewalRefused", contract.id, { reason: outcome.refused, amountLateCents: outcome.amountLateCents });
    throw new HttpError(422, refusalText(outcome.refused, outcome.amountLateCents));
  }
  const { renewal, action } = outcome;
  sendOk(
    res,
    { ...encodeRenewContractResult({ renewId: renewal.id, slug: renewal.slug ?? "" }), alreadyStarted: action === "resumed", step: onboardingStepOf(renewal) },
    action === "created" ? 201 : 200,
  );
};
