import {
  decodeCheckIfClientExistsRequest,
  decodeLoginRequest,
  identifyEmail,
  identifyPhone,
  loginBirthDate,
  maskEmail,
  parseLang,
  phoneLastFour,
  tBoth,
  type BirthDateFields,
  type CommunicationMethod,
} from "@lendkit/core";
import { failureCodeOfStatus } from "@lendkit/core/api";
import type { Request, RequestHandler } from "express";
import { decodeBody } from "../http/decode.js";
import { errorEnvelope, HttpError, sendOk } from "../http/envelope.js";
import { serverMessages } from "../http/messages.js";
import { maskRecipient } from "../messaging/outbox.js";
import type { ServerContext } from "../context/serverContext.js";
import { decoyLastFour, keyedId } from "./crypto.js";
import { deliverCode } from "./deliver.js";
import { auditOtp, enforceLookupLimits, enforceSendLimits, publicTenantOf, refuseWhileLocked, type Caller } from "./guard.js";
import { renewalInProgress } from "../data/contractLookups.js";
import { customerByIdentity, type CustomerContactRow } from "../data/customerContacts.js";
import type { OtpFlow } from "../data/otpCodes.js";
import type { Plumbing } from "../infra/plumbing.js";
import { issueChallenge } from "./store.js";
import { requestFacts } from "../infra/audit.js";

/**
 * POST /api/contractExternal/checkIfClientExists and
 * POST /api/contractExternal/GetOTPFromEmailAndBirthDate (C §3.2, §7, §8;
 * SECURITY 4–9). A caller names a birth date and an email (and optionally a
 * cell phone, which must then be the one on file); a code goes only to the
 * contact details on file.
 */

/** The identity a caller gives, as the server compares it. */
interface Identity {
  readonly birthDate: string;
  readonly email: string;
  /** "" when not given. */
  readonly cellPhone: string;
}

const maxTermsText = 2000;

/** The identity of a body, or 400 naming every bad field (nothing looked up yet). */
const identityOf = (fields: BirthDateFields & { readonly email: string; readonly cellPhone: string }): Identity => {
  const birthDate = loginBirthDate(fields);
  const email = identifyEmail(fields.email);
  const cellPhone = identifyPhone(fields.cellPhone);
  const problems = [
    birthDate ? null : "birthDate: expected a real date yyyy/MM/dd",
    email ? null : "email: expected one email address",
    cellPhone === null ? "cellPhone: expected 10 digits" : null,
  ].filter((problem): problem is string => problem !== null);
  if (!birthDate || !email || cellPhone === null) throw new HttpError(400, serverMessages.invalidRequest, problems.join("; "));
  return { birthDate, email, cellPhone };
};

type CustomerRow = CustomerContactRow;

type Match = { readonly customer: CustomerRow } | { readonly customer: null; readonly reason: "unknown" | "phoneMismatch" };

/**
 * The customer with this birth date and email in the tenant (the most recent
 * one if several). A cell phone given that is not the one on file counts as
 * no match: the same answer as a wrong birth date or email, and never a
 * code to another number (SECURITY 8, 9).
 */
const matchCustomer = async (db: Plumbing["db"], tenantId: number, identity: Identity): Promise<Match> => {
  const row = await customerByIdentity(db, tenantId, identity);
  if (!row) return { customer: null, reason: "unknown" };
  if (identity.cellPhone !== "" && identity.cellPhone !== row.cell_phone) return { customer: null, reason: "phoneMismatch" };
  return { customer: row };
};

/** Audits a look-up (SECURITY 8: logged) with the masked email, never the birth date. */
const auditLookup = async (context: ServerContext, caller: Caller, tenantId: number, route: string, identity: Identity, match: Match) => {
  await auditOtp(context, caller, {
    action: "otp.lookup",
    tenantId,
    actorCustomerId: match.customer?.id ?? null,
    actorLabel: maskEmail(identity.email),
    entity: "route",
    entityId: route,
    after: { found: match.customer !== null, ...(match.customer ? {} : { reason: match.reason }) },
  });
  context.logger.info({ requestId: caller.requestId, tenantId, route, found: match.customer !== null }, "otp lookup");
};

/** The spec's `cellphone` (as the login form sends it) read as `cellPhone`. */
const withCellphoneAlias = (body: unknown): unknown => {
  if (!body || typeof body !== "object" || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  if (!Object.hasOwn(record, "cellphone") || Object.hasOwn(record, "cellPhone")) return body;
  const { cellphone, ...rest } = record;
  return { ...rest, cellPhone: cellphone };
};

const checkRoute = "POST /api/contractExternal/checkIfClientExists";
const codeRoute = "POST /api/contractExternal/GetOTPFromEmailAndBirthDate";

/**
 * checkIfClientExists: `found` and `isRenew`; the slug, step and renewal id
 * of a renewal in progress are never given before a code is verified (they
 * would open the flow without one). With the tenant's `otpUniformAnswer`
 * every caller is "found".
 */
export const checkIfClientExists = (context: ServerContext): RequestHandler => async (req, res) => {
  const caller = requestFacts(req, res);
  const { tenant, features } = await publicTenantOf(context);
  req.body = withCellphoneAlias(req.body);
  const body = decodeBody(req, decodeCheckIfClientExistsRequest);
  const identity = identityOf(body);
  await enforceLookupLimits(context, caller, tenant.id, checkRoute, identity.email);
  const match = await matchCustomer(context.db, tenant.id, identity);
  await auditLookup(context, caller, tenant.id, checkRoute, identity, match);
  const now = context.clock.now();
  const isRenew =
    !features.otpUniformAnswer && match.customer !== null && (await renewalInProgress(context.db, now, tenant.id, match.customer.id)) !== null;
  sendOk(res, { found: features.otpUniformAnswer || match.customer !== null, isRenew, contractSlug: null, step: null, renewId: null });
};

/** Where a code goes, or a decoy when no code may be sent. */
type Target =
  | { readonly kind: "customer"; readonly customer: CustomerRow; readonly recipient: string; readonly subject: string }
  | { readonly kind: "decoy"; readonly subject: string; readonly reason: string };

/** The contact on file for `channel`: the email for EMAIL, the ten-digit cell for SMS and CALL. */
const contactFor = (customer: CustomerRow, channel: CommunicationMethod): string | null => {
  if (channel === "EMAIL") return customer.email === "" ? null : customer.email;
  return /^[0-9]{10}$/.test(customer.cell_phone) ? customer.cell_phone : null;
};

/**
 * Whom a code request is for; null for the spec's `NOT_FOUND`. Without the
 * tenant's `otpUniformAnswer`, an unknown identity gives null and a customer
 * without the contact for the channel the spec's "call us"; with it, both
 * get a decoy challenge that looks the same and sends nothing.
 */
const targetOf = (
  context: ServerContext,
  tenantId: number,
  uniform: boolean,
  identity: Identity,
  match: Match,
  channel: CommunicationMethod,
): Target | null => {
  const decoy = (reason: string): Target => ({
    kind: "decoy",
    subject: `decoy:${keyedId(context.otp.key, "decoy", tenantId, identity.email, identity.birthDate)}`,
    reason,
  });
  if (!match.customer) return uniform ? decoy(match.reason) : null;
  const recipient = contactFor(match.customer, channel);
  if (recipient) return { kind: "customer", customer: match.customer, recipient, subject: `customer:${match.customer.id}` };
  if (uniform) return decoy("noContact");
  throw new HttpError(422, tBoth("account.error.callUs"));
};

const flowOf = (req: Request): OtpFlow => {
  const flow = req.query.flow;
  if (flow === undefined || flow === "account") return "account";
  if (flow === "renewal") return "renewal";
  throw new HttpError(400, serverMessages.invalidRequest, "flow: expected account or renewal");
};

/**
 * GetOTPFromEmailAndBirthDate?lang&flow: identifies the customer, applies
 * the account lock and the send budgets, issues a code (voiding the earlier
 * one) and sends it to the contact on file by the CommunicationMethod.
 * Result: userSlug, lastFourDigitsOfPhoneNumber.
 */
export const getOtpFromEmailAndBirthDate = (context: ServerContext): RequestHandler => async (req, res) => {
  const caller = requestFacts(req, res);
  const publicTenant = await publicTenantOf(context);
  const tenantId = publicTenant.tenant.id;
  const flow = flowOf(req);
  const body = decodeBody(req, decodeLoginRequest);
  if (body.termsText.length > maxTermsText) throw new HttpError(400, serverMessages.invalidRequest, `termsText: at most ${maxTermsText} characters`);
  const identity = identityOf(body);
  await enforceLookupLimits(context, caller, tenantId, codeRoute, identity.email);
  const match = await matchCustomer(context.db, tenantId, identity);
  await auditLookup(context, caller, tenantId, codeRoute, identity, match);
  const channel = body.CommunicationMethod;
  const target = targetOf(context, tenantId, publicTenant.features.otpUniformAnswer, identity, match, channel);
  if (!target) {
    res.status(404).json({ ...errorEnvelope("NOT_FOUND"), Code: failureCodeOfStatus(404) });
    return;
  }
  await refuseWhileLocked(context, caller, tenantId, target.subject, codeRoute);
  await enforceSendLimits(context, caller, tenantId, codeRoute, flow, target.subject);
  const customerId = target.kind === "customer" ? target.customer.id : null;
  const issued = await issueChallenge(context.db, context.clock, context.otp.key, context.otp.policy, { tenantId, customerId, subject: target.subject, flow }, channel);
  if (target.kind === "customer") {
    const lang = parseLang(req.query.lang, target.customer.language === 1 ? "en" : "fr");
    const delivery = { tenant: publicTenant.tenant, customerId: target.customer.id, channel, recipient: target.recipient, lang };
    await deliverCode(context, caller, delivery, issued);
  }
  await auditOtp(context, caller, {
    action: "otp.requested",
    tenantId,
    actorCustomerId: customerId,
    entity: "otpChallenge",
    entityId: issued.id,
    after: { flow, channel, ...(target.kind === "customer" ? { recipient: maskRecipient({ channel, recipient: target.recipient }) } : { decoy: target.reason }) },
  });
  const lastFour =
    target.kind === "customer" ? phoneLastFour(target.customer.cell_phone) : decoyLastFour(context.otp.key, tenantId, identity.email, identity.birthDate);
  sendOk(res, { userSlug: issued.userSlug, lastFourDigitsOfPhoneNumber: lastFour });
};
