import { apiRoutes } from "@lendkit/core/api";
import type { ApiModule } from "../context/apiModule.js";
import { decideApprovalRoute, listApprovalsRoute } from "./approvalRoutes.js";
import { runServicingRoute } from "./runRoutes.js";
import { adjustmentRoute, assessFeeRoute, getLedger, getPayoff, importRoute, postPaymentRoute, returnPaymentRoute, waiveFeeRoute, writeOffRoute } from "./routes.js";

/**
 * The servicing area (issue 22 §2): a contract's ledger, payoff, payments,
 * returns, fees and waivers, adjustments and write-offs, a payment
 * processor's file, the daily run of a servicing day (its late fees), and
 * the approval of corrections above the tenant's threshold. Which POSTs
 * need an `Idempotency-Key` is their entry's `idempotent` (core's
 * `apiRoutes.servicing`): every money POST on a contract and each approval
 * decision; the file's import and the day's run have none.
 */
export const servicingApi: ApiModule = {
  register(routes, context) {
    const servicing = apiRoutes.servicing;
    routes.on(servicing.ledger, getLedger(context));
    routes.on(servicing.payoff, getPayoff(context));
    routes.on(servicing.postPayment, postPaymentRoute(context));
    routes.on(servicing.returnPayment, returnPaymentRoute(context));
    routes.on(servicing.assessFee, assessFeeRoute(context));
    routes.on(servicing.waiveFee, waiveFeeRoute(context));
    routes.on(servicing.adjust, adjustmentRoute(context));
    routes.on(servicing.writeOff, writeOffRoute(context));
    routes.on(servicing.importProcessorFile, importRoute(context));
    routes.on(servicing.run, runServicingRoute(context));
    routes.on(servicing.approvals, listApprovalsRoute(context));
    routes.on(servicing.approve, decideApprovalRoute(context, "approve"));
    routes.on(servicing.reject, decideApprovalRoute(context, "reject"));
  },
};
