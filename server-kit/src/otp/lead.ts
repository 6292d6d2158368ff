import { decodeEmptyRequest, phoneLastFour, tBoth, type Lang } from "@lendkit/core";
import type { RequestHandler } from "express";
import { findTenantById } from "../data/tenants.js";
import { liveDraftBySlug } from "../data/contractLookups.js";
import { customerCellPhone, unverifiedLeadApplicant } from "../data/customerContacts.js";
import type { LeadApplicant, LeadPhoneVerifier } from "../flows/leadVerification.js";
import { slugPattern } from "../flows/store.js";
import { decodeBody } from "../http/decode.js";
import { HttpError, sendOk, notFound } from "../http/envelope.js";
import { maskRecipient } from "../messaging/outbox.js";
import type { ServerContext } from "../context/serverContext.js";
import { keyedId } from "./crypto.js";
import { deliverCode } from "./deliver.js";
import { auditOtp, enforceLookupLimits, enforceSendLimits, publicTenantOf, refuseWhileLocked, type Caller } from "./guard.js";
import { issueChallenge } from "./store.js";
import { langParameter } from "../infra/language.js";
import { requestFacts } from "../infra/audit.js";

/** Where a lead's code is asked for (the new applicant's basic-information step). */
export const leadCodeRoute = "POST /api/contractExternal/cashLoanFlow/basic";

/**
 * The challenge subject of an applicant: her identity (keyed hash of email
 * and birth date), whether or not she is a customer, so the per-identity
 * send budget and the lock after wrong codes hold across leads.
 */
const subjectOf = (context: ServerContext, applicant: LeadApplicant): string =>
  `lead:${keyedId(context.otp.key, "lead", applicant.tenantId, applicant.email, applicant.birthDate)}`;

const callerOf = (applicant: LeadApplicant): Caller => ({ ip: applicant.ip, requestId: applicant.requestId });

/**
 * The new applicant's phone check (flows' `LeadPhoneVerifier`): the same
 * look-up limits (per IP, per email) as the account's code routes, the lock
 * and the send budgets per identity, all before the lead is written; then a
 * code by SMS to the phone she typed (never a contact on file: nothing
 * about a customer on file is used or told before the code is verified),
 * bound to the lead (flow `lead`, its contract). Verified by
 * `POST /api/contractExternal/validateOTPAndContinue`.
 */
export const leadPhoneVerifier: LeadPhoneVerifier = {
  async admit(context, applicant) {
    const caller = callerOf(applicant);
    const subject = subjectOf(context, applicant);
    await enforceLookupLimits(context, caller, applicant.tenantId, leadCodeRoute, applicant.email, { perIp: false });
    await refuseWhileLocked(context, caller, applicant.tenantId, subject, leadCodeRoute);
    await enforceSendLimits(context, caller, applicant.tenantId, leadCodeRoute, "lead", subject);
  },
  async sendCode(context, lead) {
    const caller = callerOf(lead);
    const tenant = await findTenantById(context.db, lead.tenantId);
    if (!tenant) throw notFound();
    const who = { tenantId: tenant.id, customerId: null, subject: subjectOf(context, lead), flow: "lead" as const, contractId: lead.contractId };
    const issued = await issueChallenge(context.db, context.clock, context.otp.key, context.otp.policy, who, "SMS");
    const delivery = { tenant, customerId: null, channel: "SMS" as const, recipient: lead.cellPhone, lang: lead.lang };
    await deliverCode(context, caller, delivery, issued);
    await auditOtp(context, caller, {
      action: "otp.requested",
      tenantId: tenant.id,
      actorCustomerId: null,
      entity: "otpChallenge",
      entityId: issued.id,
      after: { flow: "lead", channel: "SMS", contractId: lead.contractId, recipient: maskRecipient(delivery) },
    });
    return { userSlug: issued.userSlug, lastFourDigitsOfPhoneNumber: phoneLastFour(lead.cellPhone) };
  },
};

/** Where a flow's own code is asked for (the lead app's code screen for a slug). */
export const flowCodeRoute = "POST /api/contractExternal/cashLoanFlow/:slug/code";

/**
 * POST /api/contractExternal/cashLoanFlow/:slug/code?lang (empty body): the
 * code screen of a flow opened by its link alone (C §1: a slug *and* a
 * code). Sends a code by SMS to the cell phone on file of the flow's
 * customer, bound to the flow's contract (flow `lead`, under the same lock
 * and send budgets as any code), checked by `validateOTPAndContinue`, which
 * opens the session the flow routes need. The answer is only the code's
 * `userSlug`: the slug alone reveals nothing of the customer, not even the
 * phone's last four digits. A new applicant's lead not verified yet (her
 * link reopened in another tab or browser, the first code lost) gets a new
 * code to the phone she typed, under the same identity lock and budgets as
 * the first (`leadPhoneVerifier`); the code then unlocks the lead as the
 * first would have. An unknown, expired, signed or another lender's slug:
 * 404, nothing sent.
 */
export const requestFlowCode = (context: ServerContext): RequestHandler => async (req, res) => {
  decodeBody(req, decodeEmptyRequest);
  const { tenant } = await publicTenantOf(context);
  const slug = String(req.params.slug ?? "");
  const contract = slugPattern.test(slug) ? await liveDraftBySlug(context.db, tenant.id, slug, context.clock.now()) : undefined;
  if (!contract) throw notFound();
  const caller = requestFacts(req, res);
  const lang = langParameter(req.query.lang) ?? "fr";
  if (contract.customer_id === null) {
    // A new applicant's lead whose phone is not verified yet (its link reopened elsewhere): a new code to the phone she typed.
    const userSlug = await sendLockedLeadCode(context, caller, { tenantId: tenant.id, contractId: Number(contract.id), lang });
    return sendOk(res, { userSlug, lastFourDigitsOfPhoneNumber: "" });
  }
  const userSlug = await sendFlowCode(context, caller, { tenantId: tenant.id, customerId: Number(contract.customer_id), contractId: Number(contract.id), lang });
  sendOk(res, { userSlug, lastFourDigitsOfPhoneNumber: "" });
};

/**
 * A new code for a lead not verified yet: to the cell phone the applicant
 * typed (`lead_applicants`), the challenge's subject her identity, checked
 * against the lock and send budgets before anything is sent. A lead with no
 * applicant row, or already verified: 404.
 */
const sendLockedLeadCode = async (
  context: ServerContext,
  caller: Caller,
  lead: { readonly tenantId: number; readonly contractId: number; readonly lang: Lang },
): Promise<string> => {
  const applicant = await unverifiedLeadApplicant(context.db, lead.tenantId, lead.contractId);
  if (!applicant) throw notFound();
  const who: LeadApplicant = { tenantId: lead.tenantId, email: applicant.email, birthDate: applicant.birth_date, cellPhone: applicant.cell_phone, ip: caller.ip, requestId: caller.requestId };
  const subject = subjectOf(context, who);
  await refuseWhileLocked(context, caller, lead.tenantId, subject, flowCodeRoute);
  await enforceSendLimits(context, caller, lead.tenantId, flowCodeRoute, "lead", subject);
  const sent = await leadPhoneVerifier.sendCode(context, { ...who, contractId: lead.contractId, lang: lead.lang });
  return sent.userSlug;
};

/**
 * A code by SMS to the cell phone on file of a flow's customer, bound to the
 * flow's contract (flow `lead`), under the customer's lock and send budgets.
 */
const sendFlowCode = async (
  context: ServerContext,
  caller: Caller,
  flow: { readonly tenantId: number; readonly customerId: number; readonly contractId: number; readonly lang: Lang },
): Promise<string> => {
  const tenant = await findTenantById(context.db, flow.tenantId);
  const customer = await customerCellPhone(context.db, flow.tenantId, flow.customerId);
  if (!tenant || !customer || !/^[0-9]{10}$/.test(customer.cell_phone)) throw new HttpError(422, tBoth("account.error.callUs"));
  const subject = `customer:${customer.id}`;
  await refuseWhileLocked(context, caller, tenant.id, subject, flowCodeRoute);
  await enforceSendLimits(context, caller, tenant.id, flowCodeRoute, "lead", subject);
  const who = { tenantId: tenant.id, customerId: Number(customer.id), subject, flow: "lead" as const, contractId: flow.contractId };
  const issued = await issueChallenge(context.db, context.clock, context.otp.key, context.otp.policy, who, "SMS");
  const delivery = { tenant, customerId: Number(customer.id), channel: "SMS" as const, recipient: customer.cell_phone, lang: flow.lang };
  await deliverCode(context, caller, delivery, issued);
  await auditOtp(context, caller, {
    action: "otp.requested",
    tenantId: tenant.id,
    actorCustomerId: Number(customer.id),
    entity: "otpChallenge",
    entityId: issued.id,
    after: { flow: "lead", channel: "SMS", contractId: flow.contractId, recipient: maskRecipient(delivery) },
  });
  return issued.userSlug;
};
