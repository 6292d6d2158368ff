import { publicRoute, type AccessTable } from "../access/routeTable.js";
import { manualBankIpLimit, manualBankVerification } from "../bankVerification/manual.js";
import { limitByIp } from "../http/rateLimit.js";
import type { ApiModule } from "../context/apiModule.js";
import { getSignedContract } from "./confirmation.js";
import { getRestartRedirect, getResumeRedirect } from "./frameRedirectRoutes.js";
import { leadAppHeaders } from "./headers.js";
import { postLeadBasic } from "./leadRoutes.js";
import { getCalculatorConstants, getLeadAppConfiguration, getWebOnlyProvinces } from "./referenceRoutes.js";
import { getContractToSign, postSignature } from "./signatureRoutes.js";
import { flowSessionRoute } from "./slugCaller.js";
import { getCalculatorData, getFlowData, getStepAttained, putAddress, putFlowStep, putStepAttained } from "./stepRoutes.js";

const flow = "/api/contractExternal/cashLoanFlow";
const renewFlow = "/api/contractExternal/cashLoanRenewFlow";

/**
 * Every route of the public flows: the reference data for anyone; a flow
 * slug (≥ 128 random bits, expiring) only with the session its one-time
 * code opened (401 first, before the body is read: C §1, a slug and a code),
 * of the flow's tenant (and customer).
 */
const access: AccessTable = {
  [`GET ${flow}/getWebOnlyProvinces`]: publicRoute,
  "GET /api/contractExternal/cashLoanCalculatorConstants": publicRoute,
  "GET /api/contractExternal/leadAppConfiguration": publicRoute,
  [`POST ${flow}/basic`]: publicRoute,
  [`GET ${flow}/:slug/onboardingStepAttained`]: flowSessionRoute,
  [`PUT ${flow}/:slug/onboardingStepAttained/:step`]: flowSessionRoute,
  [`GET ${flow}/:slug/data`]: flowSessionRoute,
  [`PUT ${flow}/:slug`]: flowSessionRoute,
  [`PUT ${renewFlow}/:slug`]: flowSessionRoute,
  [`GET ${renewFlow}/:slug/calculatorData`]: flowSessionRoute,
  [`GET ${flow}/:slug/contract`]: flowSessionRoute,
  [`POST ${flow}/:slug/signature`]: flowSessionRoute,
  [`GET ${flow}/:slug/signedContract`]: flowSessionRoute,
  [`POST ${flow}/:slug/manualBankVerification`]: flowSessionRoute,
  // The renewal's parent-page paths (C §7), served as redirects into the lead app; they read nothing.
  // A wildcard, not a parameter: the path names no stored object (nothing is read), so it is no id route.
  "GET /r/*target": publicRoute,
  "GET /re": publicRoute,
};

/** The public cash-loan and renewal flows (C §3.6–§3.10, §7): flow state, steps, the new applicant's lead and the signature. */
export const flowsApi: ApiModule = {
  access,
  register(routes, context) {
    const headers = leadAppHeaders(context);
    routes.get(`${flow}/getWebOnlyProvinces`, headers, getWebOnlyProvinces(context));
    routes.get("/api/contractExternal/cashLoanCalculatorConstants", headers, getCalculatorConstants(context));
    routes.get("/api/contractExternal/leadAppConfiguration", headers, getLeadAppConfiguration(context));
    routes.post(`${flow}/basic`, headers, postLeadBasic(context));
    routes.get(`${flow}/:slug/onboardingStepAttained`, headers, getStepAttained(context));
    routes.put(`${flow}/:slug/onboardingStepAttained/:step`, headers, putStepAttained(context));
    routes.get(`${flow}/:slug/data`, headers, getFlowData(context));
    routes.put(`${flow}/:slug`, headers, putFlowStep(context));
    routes.put(`${renewFlow}/:slug`, headers, putAddress(context));
    routes.get(`${renewFlow}/:slug/calculatorData`, headers, getCalculatorData(context));
    routes.get(`${flow}/:slug/contract`, headers, getContractToSign(context));
    routes.post(`${flow}/:slug/signature`, headers, postSignature(context));
    routes.get(`${flow}/:slug/signedContract`, headers, getSignedContract(context));
    // The bank step's manual mode (C §3.7): statements from the file drop, recorded for the lender's review.
    routes.post(`${flow}/:slug/manualBankVerification`, headers, limitByIp(context, "manualBank", manualBankIpLimit), manualBankVerification(context));
    routes.get("/r/*target", getRestartRedirect);
    routes.get("/re", getResumeRedirect);
  },
};
