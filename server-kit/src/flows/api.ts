import { apiRoutes } from "@lendkit/core/api";
import type { ApiModule } from "../context/apiModule.js";
import { getSignedContract } from "./confirmation.js";
import { getRestartRedirect, getResumeRedirect } from "./frameRedirectRoutes.js";
import { leadAppHeaders } from "./headers.js";
import { postLeadBasic } from "./leadRoutes.js";
import { getCalculatorConstants, getLeadAppConfiguration, getWebOnlyProvinces } from "./referenceRoutes.js";
import { getContractToSign, postSignature } from "./signatureRoutes.js";
import { getCalculatorData, getFlowData, getStepAttained, putAddress, putFlowStep, putStepAttained } from "./stepRoutes.js";

/**
 * The public cash-loan and renewal flows (C §3.6–§3.10, §7): flow state,
 * steps, the new applicant's lead and the signature. The reference data is
 * for anyone; a flow slug (≥ 128 random bits, expiring) only with the
 * session its one-time code opened (401 first, before the body is read: C
 * §1, a slug and a code), of the flow's tenant (and customer): core's
 * `apiRoutes.flows` says which.
 */
export const flowsApi: ApiModule = {
  register(routes, context) {
    const headers = leadAppHeaders(context);
    const flows = apiRoutes.flows;
    routes.on(flows.webOnlyProvinces, headers, getWebOnlyProvinces(context));
    routes.on(flows.calculatorConstants, headers, getCalculatorConstants(context));
    routes.on(flows.leadAppConfiguration, headers, getLeadAppConfiguration(context));
    routes.on(flows.leadBasic, headers, postLeadBasic(context));
    routes.on(flows.stepAttained, headers, getStepAttained(context));
    routes.on(flows.saveStepAttained, headers, putStepAttained(context));
    routes.on(flows.data, headers, getFlowData(context));
    routes.on(flows.saveStep, headers, putFlowStep(context));
    routes.on(flows.saveRenewalAddress, headers, putAddress(context));
    routes.on(flows.renewalCalculatorData, headers, getCalculatorData(context));
    routes.on(flows.contractToSign, headers, getContractToSign(context));
    routes.on(flows.signature, headers, postSignature(context));
    routes.on(flows.signedContract, headers, getSignedContract(context));
    routes.on(flows.restartRedirect, getRestartRedirect);
    routes.on(flows.resumeRedirect, getResumeRedirect);
  },
};
