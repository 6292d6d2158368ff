import { apiRoutes } from "@lendkit/core/api";
import { devOutbox } from "../messaging/devOutbox.js";
import type { ApiModule } from "../context/apiModule.js";
import { useLeadPhoneVerifier } from "../flows/leadVerification.js";
import { checkIfClientExists, getOtpFromEmailAndBirthDate } from "./identify.js";
import { leadPhoneVerifier, requestFlowCode } from "./lead.js";
import { verifyOtp } from "./verify.js";

/**
 * The public identify-and-verify routes (C §3.2, §3.5, §7): anyone may call
 * them (they are how a customer without a session gets one); the tenant is
 * the deployment's `publicTenant`. Registers the new applicant's phone
 * check with the flows area (its `LeadPhoneVerifier`), verified by
 * `validateOTPAndContinue`. `GET /api/dev/outbox` exists only outside
 * production when the `devOutbox` option asks for it, and answers loopback
 * callers only.
 */
export const otpApi: ApiModule = {
  register(routes, context) {
    const otp = apiRoutes.otp;
    routes.on(otp.checkIfClientExists, checkIfClientExists(context));
    routes.on(otp.requestCode, getOtpFromEmailAndBirthDate(context));
    routes.on(otp.validateForAccount, verifyOtp(context, "account"));
    routes.on(otp.validateForRenewal, verifyOtp(context, "renewal"));
    routes.on(otp.validateForLead, verifyOtp(context, "lead"));
    routes.on(otp.requestFlowCode, requestFlowCode(context));
    useLeadPhoneVerifier(context, leadPhoneVerifier);
    if (context.otp.devOutbox) routes.on(otp.devOutbox, devOutbox(context));
  },
};
