import { publicRoute } from "../access/routeTable.js";
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
  access: {
    "POST /api/contractExternal/checkIfClientExists": publicRoute,
    "POST /api/contractExternal/GetOTPFromEmailAndBirthDate": publicRoute,
    "POST /api/contractExternal/GetServerInfosFromOTP": publicRoute,
    "POST /api/contractExternal/validateOTPAndRenew": publicRoute,
    "POST /api/contractExternal/validateOTPAndContinue": publicRoute,
    "POST /api/contractExternal/cashLoanFlow/:slug/code": publicRoute,
    "GET /api/dev/outbox": publicRoute,
  },
  register(routes, context) {
    routes.post("/api/contractExternal/checkIfClientExists", checkIfClientExists(context));
    routes.post("/api/contractExternal/GetOTPFromEmailAndBirthDate", getOtpFromEmailAndBirthDate(context));
    routes.post("/api/contractExternal/GetServerInfosFromOTP", verifyOtp(context, "account"));
    routes.post("/api/contractExternal/validateOTPAndRenew", verifyOtp(context, "renewal"));
    routes.post("/api/contractExternal/validateOTPAndContinue", verifyOtp(context, "lead"));
    routes.post("/api/contractExternal/cashLoanFlow/:slug/code", requestFlowCode(context));
    useLeadPhoneVerifier(context, leadPhoneVerifier);
    if (context.otp.devOutbox) routes.get("/api/dev/outbox", devOutbox(context));
  },
};
