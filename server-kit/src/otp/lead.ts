import { phoneLastFour, tBoth } from "@lendkit/core";
import { findTenantById } from "../auth/tenants.js";
import type { LeadPhoneVerifier } from "../flows/leadVerification.js";
import { HttpError } from "../http/envelope.js";
import { maskRecipient } from "../messaging/outbox.js";
import { deliverCode } from "./deliver.js";
import { auditOtp, enforceSendLimits, refuseWhileLocked, type Caller } from "./guard.js";
import { issueChallenge } from "./store.js";

/** Where a lead's code is asked for (the new applicant's basic-information step). */
export const leadCodeRoute = "POST /api/contractExternal/cashLoanFlow/basic";

/**
 * The new applicant's phone check (flows' `LeadPhoneVerifier`): a code by SMS
 * to the cell phone on file of the lead's customer, bound to the lead
 * (flow `lead`, its contract), under the same lock and send budgets as any
 * code. Verified by `POST /api/contractExternal/validateOTPAndContinue`.
 */
export const leadPhoneVerifier: LeadPhoneVerifier = {
  async sendCode(context, lead) {
    const caller: Caller = { ip: lead.ip, requestId: lead.requestId };
    const tenant = await findTenantById(context.db, lead.tenantId);
    const customer = (await context.db("customers").where({ tenant_id: lead.tenantId, id: lead.customerId }).first("id", "cell_phone")) as
      | { id: number; cell_phone: string }
      | undefined;
    if (!tenant || !customer || !/^[0-9]{10}$/.test(customer.cell_phone)) throw new HttpError(422, tBoth("account.error.callUs"));
    const subject = `customer:${customer.id}`;
    await refuseWhileLocked(context, caller, tenant.id, subject, leadCodeRoute);
    await enforceSendLimits(context, caller, tenant.id, leadCodeRoute, "lead", subject);
    const who = { tenantId: tenant.id, customerId: Number(customer.id), subject, flow: "lead" as const, contractId: lead.contractId };
    const issued = await issueChallenge(context.db, context.clock, context.otp.key, context.otp.policy, who, "SMS");
    const delivery = { tenant, customerId: Number(customer.id), channel: "SMS" as const, recipient: customer.cell_phone, lang: lead.lang };
    await deliverCode(context, caller, delivery, issued);
    await auditOtp(context, caller, {
      action: "otp.requested",
      tenantId: tenant.id,
      actorCustomerId: Number(customer.id),
      entity: "otpChallenge",
      entityId: issued.id,
      after: { flow: "lead", channel: "SMS", contractId: lead.contractId, recipient: maskRecipient(delivery) },
    });
    return { userSlug: issued.userSlug, lastFourDigitsOfPhoneNumber: phoneLastFour(customer.cell_phone) };
  },
};
