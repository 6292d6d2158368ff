import { apiRoutes } from "@lendkit/core/api";
import { leadAppHeaders } from "../flows/headers.js";
import type { ApiModule } from "../context/apiModule.js";
import { bankProviderConfigOf } from "./config.js";
import {
  aggregatorInstanceName,
  aggregatorResult,
  alternateInstanceName,
  alternateResult,
  createWidgetRequest,
  handleWidgetResult,
} from "./routes.js";
import { decideManualReviewRoute, getManualReview, listManualReviews } from "./review.js";
import { registerSandbox } from "./sandbox/routes.js";

/**
 * Bank verification (C §3.7, §7): the three providers behind one adapter,
 * and the sandbox provider's pages. Registering reads the bank
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
    routes.on(bank.manualReviews, listManualReviews(context));
    routes.on(bank.manualReview, getManualReview(context));
    routes.on(bank.decideManualReview, decideManualReviewRoute(context));
    registerSandbox(routes, context);
  },
};
