import { canReviewBankStatements, roleIds } from "@lendkit/core";
import { publicRoute, type AccessTable, type RouteAccess } from "../access/routeTable.js";
import { leadAppHeaders } from "../flows/headers.js";
import { flowSessionRoute } from "../flows/slugCaller.js";
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
import { registerSandbox, sandboxAccess } from "./sandbox/routes.js";

/** The lender's statement reviewers (core's `canReviewBankStatements`). */
const reviewers: RouteAccess = { roles: roleIds.filter(canReviewBankStatements) };
const reviews = "/api/bankVerification/manualReviews";

const access: AccessTable = {
  "POST /api/decisionLogic/CreateBankVerif/:slug/:bankServiceId/:testFlag": flowSessionRoute,
  "POST /api/decisionLogic/handleBankVerifResult/:slug/:requestCode": flowSessionRoute,
  "GET /api/flinks/instanceName": publicRoute,
  "POST /api/flinks/:slug/:loginId": flowSessionRoute,
  "GET /api/zumrails/instanceName": publicRoute,
  "POST /api/zumrails/:slug": flowSessionRoute,
  [`GET ${reviews}`]: reviewers,
  [`GET ${reviews}/:id`]: reviewers,
  [`POST ${reviews}/:id/decision`]: reviewers,
  ...sandboxAccess,
};

/**
 * Bank verification (C §3.7, §7): the three providers behind one adapter,
 * and the sandbox provider's pages. Registering reads the bank
 * configuration, so a sandbox configured in production stops the server at
 * start (see `resolveBankProviderConfig`).
 */
export const bankVerificationApi: ApiModule = {
  access,
  register(routes, context) {
    bankProviderConfigOf(context);
    const headers = leadAppHeaders(context);
    routes.post("/api/decisionLogic/CreateBankVerif/:slug/:bankServiceId/:testFlag", headers, createWidgetRequest(context));
    routes.post("/api/decisionLogic/handleBankVerifResult/:slug/:requestCode", headers, handleWidgetResult(context));
    routes.get("/api/flinks/instanceName", headers, aggregatorInstanceName(context));
    routes.post("/api/flinks/:slug/:loginId", headers, aggregatorResult(context));
    routes.get("/api/zumrails/instanceName", headers, alternateInstanceName(context));
    routes.post("/api/zumrails/:slug", headers, alternateResult(context));
    routes.get(reviews, listManualReviews(context));
    routes.get(`${reviews}/:id`, getManualReview(context));
    routes.post(`${reviews}/:id/decision`, decideManualReviewRoute(context));
    registerSandbox(routes, context);
  },
};
