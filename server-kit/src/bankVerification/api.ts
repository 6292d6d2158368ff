import { apiRoutes } from "@lendkit/core/api";
import { leadAppHeaders } from "../flows/headers.js";
import type { ApiModule } from "../context/apiModule.js";
import { bankProviderConfigOf } from "../bankProviders/config.js";
import {
  aggregatorInstanceName,
  aggregatorResult,
  alternateInstanceName,
  alternateResult,
  createWidgetRequest,
  handleWidgetResult,
} from "./routes.js";
import { limitByIp } from "../http/rateLimit.js";
import { manualBankIpLimit, manualBankVerification } from "./manual.js";
import { decideManualReviewRoute, getManualReview, listManualReviews } from "./review.js";
import { registerSandbox } from "./sandbox/routes.js";

/**
 * Bank verification (C §3.7, §7): the three providers behind one adapter
 * (bankProviders/), the bank step's manual mode and the lender's review of
 * it, and the sandbox provider's pages. Registering reads the bank
 * configuration, so a sandbox configured in production stops the server at
 * start (see `resolveBankProviderConfig`).
 */
export const bankVerificationApi: ApiModule = {
  register(routes, context) {
    bankProviderConfigOf(context);
    const headers = leadAppHeaders(context);
    const bank = apiRoutes.bankVerification;
    routes.on(bank.createWidgetRequest, headers, createWidgetRequest(context));
    routes.on(bank.widgetResult, headers, handleWidgetResult(context));
    routes.on(bank.aggregatorInstanceName, headers, aggregatorInstanceName(context));
    routes.on(bank.aggregatorResult, headers, aggregatorResult(context));
    routes.on(bank.alternateInstanceName, headers, alternateInstanceName(context));
    routes.on(bank.alternateResult, headers, alternateResult(context));
    // The bank step's manual mode (C §3.7): statements from the file drop, recorded for the lender's review.
    routes.on(apiRoutes.flows.manualBankVerification, headers, limitByIp(context, "manualBank", manualBankIpLimit), manualBankVerification(context));
    routes.on(bank.manualReviews, listManualReviews(context));
    routes.on(bank.manualReview, getManualReview(context));
    routes.on(bank.decideManualReview, decideManualReviewRoute(context));
    registerSandbox(routes, context);
  },
};
