import { apiRoutes } from "@lendkit/core/api";
import { limitByIp } from "../http/rateLimit.js";
import type { ApiModule } from "../context/apiModule.js";
import { getContractFile, printTicket, serveDocument } from "./routes.js";

/** Print URLs per client IP and 15 minutes: far above a person printing, far below a scan. */
const printLimit = { max: 120, windowMs: 15 * 60_000 };

/**
 * The documents routes (C §7): two authenticated calls issue print tickets
 * (customers for their own contracts, the lender's staff for the tenant's);
 * the print URLs themselves are public routes authorised by the ticket in
 * their `{session}` segment, since a new tab sends no Authorization header.
 */
export const documentsApi: ApiModule = {
  register(routes, context) {
    const documents = apiRoutes.documents;
    const printed = limitByIp(context, "print", printLimit);
    routes.on(documents.printTicket, printTicket(context));
    routes.on(documents.contractFile, getContractFile(context));
    // The reports printed on the C §7 pattern `/api/reports/{name}/{contractId}/print/{session}/{file}`.
    routes.on(documents.printContract, printed, serveDocument(context, "Contract"));
    routes.on(documents.printPaidOutReport, printed, serveDocument(context, "PaidOutReport"));
    routes.on(documents.printAllTermsReport, printed, serveDocument(context, "AllTermsReport"));
    routes.on(documents.printLeaStatementReport, printed, serveDocument(context, "LeaStatementReport"));
    routes.on(documents.printPaymentReceipt, printed, serveDocument(context, "PaymentReceipt"));
  },
};
