import { documentReaderRoles, type DocumentKind } from "@lendkit/core/documents";
import { publicRoute, type AccessTable } from "../access/routeTable.js";
import { limitByIp } from "../http/rateLimit.js";
import type { ApiModule } from "../context/apiModule.js";
import { getContractFile, printTicket, serveDocument } from "./routes.js";

/** The reports printed on the C §7 pattern `/api/reports/{name}/{contractId}/print/{session}/{file}`. */
const reports: readonly Exclude<DocumentKind, "PaymentReceipt">[] = ["Contract", "PaidOutReport", "AllTermsReport", "LeaStatementReport"];

const reportPath = (name: string) => `/api/reports/${name}/:contractId/print/:session/:file`;
const receiptPath = "/api/customer/:customerId/printPaymentReciept/:contractId/:receiptId/:session/:file";
const ticketPath = "/api/reports/printTicket";
const contractFilePath = "/api/customer/:customerId/getContractFile/:contractId";

/** Print URLs per client IP and 15 minutes: far above a person printing, far below a scan. */
const printLimit = { max: 120, windowMs: 15 * 60_000 };

const readers = { roles: documentReaderRoles };

/**
 * The documents routes (C §7): two authenticated calls issue print tickets
 * (customers for their own contracts, the lender's staff for the tenant's);
 * the print URLs themselves are public routes authorised by the ticket in
 * their `{session}` segment, since a new tab sends no Authorization header.
 */
export const documentsApi: ApiModule = {
  access: {
    [`POST ${ticketPath}`]: readers,
    [`POST ${contractFilePath}`]: readers,
    ...Object.fromEntries(reports.map((name) => [`GET ${reportPath(name)}`, publicRoute])),
    [`GET ${receiptPath}`]: publicRoute,
  } satisfies AccessTable,
  register(routes, context) {
    routes.post(ticketPath, printTicket(context));
    routes.post(contractFilePath, getContractFile(context));
    for (const name of reports) routes.get(reportPath(name), limitByIp(context, "print", printLimit), serveDocument(context, name));
    routes.get(receiptPath, limitByIp(context, "print", printLimit), serveDocument(context, "PaymentReceipt"));
  },
};
