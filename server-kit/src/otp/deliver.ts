import { otpMessageText, tBoth, type CommunicationMethod, type Lang } from "@lendkit/core";
import { HttpError } from "../http/envelope.js";
import { maskRecipient } from "../messaging/outbox.js";
import type { ServerContext } from "../context/serverContext.js";
import { auditOtp, type Caller } from "./guard.js";
import { voidChallenge } from "../data/otpCodes.js";

/**
 * Where and how one code goes: a contact on file (SECURITY 9), or the phone
 * a new applicant typed (no customer yet: `customerId` null).
 */
export interface Delivery {
  readonly tenant: { readonly id: number; readonly name: string };
  readonly customerId: number | null;
  readonly channel: CommunicationMethod;
  readonly recipient: string;
  readonly lang: Lang;
}

/**
 * Words the code with core's `otpMessageText` and hands it to the
 * deployment's sender. When the sender refuses or times out, the code is
 * voided (nobody can have it), the failure audited and logged with the
 * masked recipient only, and the caller gets 503.
 */
export const deliverCode = async (context: ServerContext, caller: Caller, delivery: Delivery, issued: { readonly id: number; readonly code: string }) => {
  const { tenant, channel, recipient, lang } = delivery;
  const text = otpMessageText(lang, channel, issued.code, tenant.name, context.otp.policy);
  const message = { tenantId: tenant.id, channel, recipient, ...text, lang };
  try {
    await context.messageSender.send(message);
  } catch (error) {
    await voidChallenge(context.db, context.clock, tenant.id, issued.id);
    await auditOtp(context, caller, {
      action: "otp.sendFailed",
      tenantId: tenant.id,
      actorCustomerId: delivery.customerId,
      entity: "otpChallenge",
      entityId: issued.id,
      after: { channel, recipient: maskRecipient(message) },
    });
    context.logger.error(
      { requestId: caller.requestId, channel, recipient: maskRecipient(message), reason: error instanceof Error ? error.message : "unknown" },
      "one-time code not sent",
    );
    throw new HttpError(503, tBoth("account.otp.sendFailed"));
  }
};
