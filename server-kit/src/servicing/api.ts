import { canAdjustOrWriteOff, canChargeOrWaiveFees, canImportProcessorFiles, canRecordPayments, canRunServicing, isLenderStaff, roleIds, type RoleId } from "@lendkit/core";
import type { AccessTable } from "../access/routeTable.js";
import { idempotency } from "../http/idempotency.js";
import type { ApiModule } from "../context/apiModule.js";
import { decideApprovalRoute, listApprovalsRoute } from "./approvalRoutes.js";
import { runServicingRoute } from "./runRoutes.js";
import { adjustmentRoute, assessFeeRoute, getLedger, getPayoff, importRoute, postPaymentRoute, returnPaymentRoute, waiveFeeRoute, writeOffRoute } from "./routes.js";

/** Who reads a ledger and a payoff: the lender's staff (customers and dealer partners never call these routes). */
const ledgerReaderRoles: readonly RoleId[] = roleIds.filter(isLenderStaff);

/** Who records and returns payments (core's `canRecordPayments`): Admin, RegCollector, AdminCollector. */
const paymentRecorderRoles: readonly RoleId[] = roleIds.filter(canRecordPayments);

/** Who charges and waives fees (core's `canChargeOrWaiveFees`): Admin, AdminCollector. */
const feeRoles: readonly RoleId[] = roleIds.filter(canChargeOrWaiveFees);

/** Who adjusts a balance or writes it off (core's `canAdjustOrWriteOff`): Admin, AdminCollector. */
const adjusterRoles: readonly RoleId[] = roleIds.filter(canAdjustOrWriteOff);

/** Who approves or rejects a correction kept for approval: those who may both waive fees and adjust balances (Admin, AdminCollector). */
const approverRoles: readonly RoleId[] = roleIds.filter((role) => canChargeOrWaiveFees(role) && canAdjustOrWriteOff(role));

/** Who imports a payment processor's file (core's `canImportProcessorFiles`): Admin. */
const importerRoles: readonly RoleId[] = roleIds.filter(canImportProcessorFiles);

/** Who runs a servicing day (core's `canRunServicing`): Admin. */
const runnerRoles: readonly RoleId[] = roleIds.filter(canRunServicing);

const access: AccessTable = {
  "GET /api/contracts/:id/ledger": { roles: ledgerReaderRoles },
  "GET /api/contracts/:id/payoff": { roles: ledgerReaderRoles },
  "POST /api/contracts/:id/payments": { roles: paymentRecorderRoles },
  "POST /api/contracts/:id/payments/:paymentId/return": { roles: paymentRecorderRoles },
  "POST /api/contracts/:id/fees": { roles: feeRoles },
  "POST /api/contracts/:id/fees/:lineId/waive": { roles: feeRoles },
  "POST /api/contracts/:id/adjustments": { roles: adjusterRoles },
  "POST /api/contracts/:id/write-off": { roles: adjusterRoles },
  "POST /api/servicing/imports": { roles: importerRoles },
  "POST /api/servicing/run": { roles: runnerRoles },
  "GET /api/servicing/approvals": { roles: approverRoles },
  "POST /api/servicing/approvals/:id/approve": { roles: approverRoles },
  "POST /api/servicing/approvals/:id/reject": { roles: approverRoles },
};

/**
 * The servicing area (issue 22 §2): a contract's ledger, payoff, payments,
 * returns, fees and waivers, adjustments and write-offs, a payment
 * processor's file, the daily run of a servicing day (its late fees), and
 * the approval of corrections above the tenant's threshold. Every money
 * POST on a contract needs an `Idempotency-Key` (a retry replays the first
 * answer; a missing key is a 400); the file's import has none: its lines'
 * external ids make a second import of a file a run of duplicates; nor has
 * the run: a day run twice does nothing more.
 */
export const servicingApi: ApiModule = {
  access,
  register(routes, context) {
    routes.get("/api/contracts/:id/ledger", getLedger(context));
    routes.get("/api/contracts/:id/payoff", getPayoff(context));
    routes.post("/api/contracts/:id/payments", idempotency(context), postPaymentRoute(context));
    routes.post("/api/contracts/:id/payments/:paymentId/return", idempotency(context), returnPaymentRoute(context));
    routes.post("/api/contracts/:id/fees", idempotency(context), assessFeeRoute(context));
    routes.post("/api/contracts/:id/fees/:lineId/waive", idempotency(context), waiveFeeRoute(context));
    routes.post("/api/contracts/:id/adjustments", idempotency(context), adjustmentRoute(context));
    routes.post("/api/contracts/:id/write-off", idempotency(context), writeOffRoute(context));
    routes.post("/api/servicing/imports", importRoute(context));
    routes.post("/api/servicing/run", runServicingRoute(context));
    routes.get("/api/servicing/approvals", listApprovalsRoute(context));
    routes.post("/api/servicing/approvals/:id/approve", idempotency(context), decideApprovalRoute(context, "approve"));
    routes.post("/api/servicing/approvals/:id/reject", idempotency(context), decideApprovalRoute(context, "reject"));
  },
};
