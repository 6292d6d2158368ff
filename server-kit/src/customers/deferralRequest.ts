import {
  businessDateOf,
  decimalFromCents,
  decodeDeferPaymentRequest,
  formatMoney,
  formatPaymentDate,
  parseIsoDate,
  t,
  type Bilingual,
  type DeferPaymentRequest,
  type Lang,
  type MessageKey,
  type MessageParams,
  type ServicedPaymentLine,
} from "@lendkit/core";
import {
  checkDeferralRequest,
  deferralRefusalText,
  latestDeferralDate,
  repeatedDeferralRequest,
  storedDeferralMessage,
  type DeferralRefusal,
} from "@lendkit/core/deferral";
import type { Request, RequestHandler, Response } from "express";
import { writeAudit } from "../data/audit.js";
import { sessionOf } from "../auth/caller.js";
import type { SessionInfo } from "../auth/sessions.js";
import { isoTime } from "../infra/clock.js";
import { decodeBody } from "../http/decode.js";
import { HttpError, notFound, sendOk } from "../http/envelope.js";
import { serverMessages } from "../http/messages.js";
import type { ServerContext } from "../context/serverContext.js";
import { ediDatesOf } from "./contractFacts.js";
import { insertDeferralRequest, pendingDeferralOf, staffNames, type PendingDeferral } from "../data/deferrals.js";
import { sendRefusal } from "./http.js";
import { isCustomerSession } from "./roles.js";
import { contractOfCustomer, customerInScope } from "./scope.js";
import type { ServicingSettings } from "./settings.js";
import { frequencyOf, servicedContract, type CalendarDate, type ContractRecord } from "../data/customerContracts.js";
import { tenantTimeZone } from "../data/tenantZone.js";
import { isUniqueViolation } from "../infra/uniqueViolation.js";
import { wholeId } from "../http/ids.js";
import { auditActor } from "../infra/audit.js";

/** A text in both languages with the same parameters. */
const both = (key: MessageKey, params?: MessageParams): Bilingual => ({ fr: t("fr", key, params), en: t("en", key, params) });

/** The words of a refusal in both languages (core's `deferralRefusalText`, which the modal reads too). */
const refusalText = (reason: DeferralRefusal, latest: CalendarDate | null): Bilingual => ({
  fr: deferralRefusalText("fr", reason, latest),
  en: deferralRefusalText("en", reason, latest),
});

/** "Your request … has been received …" in the request's language, the fee formatted for it. */
const receivedText = (lang: Lang, from: string, to: string, feeCents: number): string =>
  t(lang, "payments.deferral.received", { from, to, fee: formatMoney(decimalFromCents(feeCents), lang) });

/**
 * A second request for a payment that already has a pending one, as core's
 * `repeatedDeferralRequest` decides: the same request is answered as the
 * first was (nothing stored), another date is refused.
 */
const answerPending = (res: Response, lang: Lang, pending: PendingDeferral, from: string, requestedDate: CalendarDate): void => {
  const pendingDate = parseIsoDate(pending.toDate);
  const same = pendingDate !== null && repeatedDeferralRequest(pendingDate, requestedDate) === "sameRequest";
  if (same) sendOk(res, receivedText(lang, from, formatPaymentDate(requestedDate), pending.feeCents));
  else sendRefusal(res, 422, lang, both("payments.deferral.refused.alreadyPending"));
};

interface Checked {
  readonly contract: ContractRecord;
  readonly payment: ServicedPaymentLine;
  readonly requestedDate: CalendarDate;
}

/** Reads the contract and its schedule and applies core's rule; a refusal is answered (and audited) here. */
const checkRequest = async (
  context: ServerContext,
  settings: ServicingSettings,
  req: Request,
  res: Response,
  auth: SessionInfo,
  body: DeferPaymentRequest,
): Promise<Checked | null> => {
  const customer = await customerInScope(context, req, res, auth, wholeId(req.params.customerId, "customerId"));
  const contract = await contractOfCustomer(context, auth, customer, wholeId(body.contractId, "contractId"));
  const paymentId = wholeId(body.paymentId, "paymentId");
  const now = context.clock.now();
  const timeZone = await tenantTimeZone(context, auth.tenantId);
  const today = businessDateOf(now, timeZone);
  const { lines } = await servicedContract(context.db, auth.tenantId, contract, today);
  const index = lines.findIndex((line) => line.id === paymentId);
  if (index < 0) throw notFound();
  const ediExceptionDays = ediDatesOf(contract, lines, today);
  const frequency = frequencyOf(contract);
  const verdict = checkDeferralRequest({
    lines,
    index,
    contractActive: contract.statusId === 1,
    frequency,
    ediExceptionDays,
    dueDateSeen: body.dueDate,
    requestedDate: body.requestedDate,
    today,
    now,
    timeZone,
  });
  if (!verdict.ok) {
    await writeAudit(context.db, context.clock, {
      action: "deferral.requestRefused",
      ...auditActor(req, res, auth),
      entity: "payment",
      entityId: paymentId,
      after: { reason: verdict.reason, contractId: contract.id, requestedDate: body.requestedDate ? formatPaymentDate(body.requestedDate) : null },
    });
    sendRefusal(res, 422, body.lang, refusalText(verdict.reason, latestDeferralDate(lines, frequency, ediExceptionDays)));
    return null;
  }
  return { contract, payment: lines[index] as ServicedPaymentLine, requestedDate: body.requestedDate as CalendarDate };
};

/**
 * POST /api/customer/{customerId}/DeferPaymentRequest (A §7): body core's
 * `DeferPaymentRequest` (`Deferalmessage`, `contractId`, `lang`, and the
 * structured `paymentId`, `requestedDate`, optional `dueDate`), unknown keys
 * refused. Checks the request with core's rules for the lender's today,
 * stores it pending with the fee of the day, and answers
 * `{ Success, Result }` with Result in `lang`. One pending request per
 * payment (unique `pending_payment_id`): the same request again is answered
 * as the first, without a second row, even when sent concurrently.
 */
export const deferPaymentRequest = (context: ServerContext, settings: ServicingSettings): RequestHandler => async (req, res) => {
  const auth = sessionOf(res);
  const body = decodeBody(req, decodeDeferPaymentRequest);
  if (body.paymentId === null) throw new HttpError(400, serverMessages.invalidRequest, "paymentId: is required");
  const checked = await checkRequest(context, settings, req, res, auth, body);
  if (!checked) return;
  const { contract, payment, requestedDate } = checked;
  const from = formatPaymentDate(payment.dueDate);
  const to = formatPaymentDate(requestedDate);
  const existing = await pendingDeferralOf(context.db, auth.tenantId, payment.id);
  if (existing) return answerPending(res, body.lang, existing, from, requestedDate);
  const fee = settings.deferralFeeCents;
  const byCustomer = isCustomerSession(auth);
  // A request staff make is worded as theirs, never as the customer's "I am asking" (issue 15 §5).
  const asker = byCustomer
    ? { kind: "customer" as const, name: "" }
    : { kind: "staff" as const, name: (await staffNames(context.db, auth.tenantId, [auth.userId])).get(auth.userId ?? -1) ?? "" };
  const request = {
    tenantId: auth.tenantId,
    customerId: contract.customerId,
    contractId: contract.id,
    paymentId: payment.id,
    fromDate: from,
    toDate: to,
    message: storedDeferralMessage(body.lang, asker, body.Deferalmessage, payment.dueDate, requestedDate),
    lang: body.lang,
    feeCents: fee,
    requestedByUserId: byCustomer ? null : auth.userId,
    requestedByCustomerId: byCustomer ? auth.customerId : null,
    createdAt: isoTime(context.clock.now()),
  };
  try {
    await context.db.transaction(async (trx) => {
      const requestId = await insertDeferralRequest(trx, request);
      await writeAudit(trx, context.clock, {
        action: "deferral.requested",
        ...auditActor(req, res, auth),
        entity: "deferralRequest",
        entityId: requestId,
        after: { contractId: contract.id, paymentId: payment.id, fromDate: from, toDate: to, feeCents: fee, lang: body.lang },
      });
    });
  } catch (error) {
    // Another request for this payment won the race to the unique index.
    const winner = isUniqueViolation(error) ? await pendingDeferralOf(context.db, auth.tenantId, payment.id) : null;
    if (!winner) throw error;
    return answerPending(res, body.lang, winner, from, requestedDate);
  }
  sendOk(res, receivedText(body.lang, from, to, fee));
};
