import { decimalFromCents, encodeRenewContractResult, formatMoney, renewableContractStatuses, t, type Bilingual, type RenewalRefusal } from "@lendkit/core";
import type { RequestHandler } from "express";
import { sessionOf } from "../auth/caller.js";
import type { SessionInfo } from "../auth/sessions.js";
import { decodeBody } from "../http/decode.js";
import { HttpError, notFound, sendOk } from "../http/envelope.js";
import { retryingRenewalRace, startOrResumeRenewal } from "../renewals/start.js";
import type { ServerContext } from "../context/serverContext.js";
import { currentContractOf } from "./contractFacts.js";
import { contractOfCustomer, customerInScope } from "./scope.js";
import { decodeRenewContractBody } from "./schemas.js";
import { contractsOfCustomer } from "../data/customerContracts.js";
import type { CustomerRecord } from "../data/customers.js";
import { wholeId } from "../http/ids.js";
import { requestFacts } from "../infra/audit.js";

const refusalText = (reason: RenewalRefusal, amountLateCents: number): Bilingual =>
  reason === "behindOnPayments"
    ? {
        fr: t("fr", "payments.renew.behind", { amount: formatMoney(decimalFromCents(amountLateCents), "fr") }),
        en: t("en", "payments.renew.behind", { amount: formatMoney(decimalFromCents(amountLateCents), "en") }),
      }
    : { fr: t("fr", `payments.renew.refused.${reason}`), en: t("en", `payments.renew.refused.${reason}`) };

/**
 * The contract to renew: the one named, else the customer's newest running
 * contract (core's `renewableContractStatuses`, as the OTP step picks it) —
 * not a renewal signed and waiting for the lender, which is no loan yet —
 * else their current contract (C §3.1), so core's rule says why not.
 */
const contractToRenew = async (context: ServerContext, auth: SessionInfo, customer: CustomerRecord, contractId: number | null) => {
  if (contractId !== null) return contractOfCustomer(context, auth, customer, wholeId(contractId, "contractId"));
  const contracts = await contractsOfCustomer(context.db, auth.tenantId, customer.id);
  const running = [...contracts].reverse().find((contract) => renewableContractStatuses.includes(contract.statusId));
  const current = running ?? currentContractOf(contracts);
  if (!current) throw notFound();
  return current;
};

/**
 * POST /api/customer/{customerId}/renewContract (C §7, §3.4, §8): body
 * `{ contractId? }` (none: the newest running contract, else the current one). Result `{ renewId, slug }`
 * plus `alreadyStarted` and `step` (C §8: the client redirects to the
 * renewal in progress at that step). 201 when a draft is created, 200 when
 * one in progress is returned or an expired one reopened; 422 with a
 * bilingual message when core's renewal rule refuses (not micro-credit, not
 * active or paid out, a renewal already signed and not yet funded or
 * cancelled, behind on payments). The rules and the audit rows are
 * the renewals module's, shared with the OTP step.
 */
export const renewContract = (context: ServerContext): RequestHandler => async (req, res) => {
  const auth = sessionOf(res);
  const body = decodeBody(req, decodeRenewContractBody);
  const customer = await customerInScope(context, req, res, auth, wholeId(req.params.customerId, "customerId"));
  const contract = await contractToRenew(context, auth, customer, body.contractId);
  const actor = { userId: auth.userId, customerId: auth.customerId, ...requestFacts(req, res) };
  const outcome = await retryingRenewalRace(() =>
    context.db.transaction((trx) => startOrResumeRenewal(trx, context, { tenantId: auth.tenantId, customerId: customer.id, contractId: contract.id, actor })),
  );
  if (outcome.kind === "refused") throw new HttpError(422, refusalText(outcome.reason, outcome.amountLateCents));
  sendOk(
    res,
    { ...encodeRenewContractResult({ renewId: outcome.renewId, slug: outcome.slug }), alreadyStarted: outcome.kind === "resumed", step: outcome.step },
    outcome.kind === "started" ? 201 : 200,
  );
};
