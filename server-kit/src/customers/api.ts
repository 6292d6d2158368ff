import { apiRoutes } from "@lendkit/core/api";
import type { ApiModule } from "../context/apiModule.js";
import { limitByIp } from "../http/rateLimit.js";
import { accountEntryIpLimit, byPassOtp, clientSpaceTicket, exchangeAccountEntry } from "./bypassOtp.js";
import { getCustomerContracts, getCustomerList } from "./customerList.js";
import { approveDeferral, listDeferralRequests, refuseDeferral } from "./deferralDecisions.js";
import { deferPaymentRequest } from "./deferralRequest.js";
import { customerIdOfSession, getCustomer, getGridInfo, getPayments, getReceipts } from "./readRoutes.js";
import { renewContract } from "./renewal.js";
import { servicingSettingsFromEnv } from "./settings.js";

/**
 * The customers area (issue 5): the customer payments profile (C §3.1, §7),
 * deferral requests and the staff's decisions on them (A §5, §7, SECURITY 16),
 * renewals (C §3.4, §7) and the staff's OTP bypass (C §7). The deferral fee
 * comes from the environment (settings.ts), read once when the routes are
 * registered: a bad value stops the server. "Today" is the tenant's lender
 * day (`tenantDay`: its own zone, else the server's `context.timeZone`).
 * A customer session passes the role check of the customer routes (core's
 * `apiRoutes.customers`) but only ever sees its own customer id (scope.ts);
 * staff see their own tenant only.
 */
export const customersApi: ApiModule = {
  register(routes, context) {
    const settings = servicingSettingsFromEnv(process.env);
    const customers = apiRoutes.customers;
    routes.on(customers.list, getCustomerList(context));
    // Before /api/customer/:customerId, which would otherwise take "id" as an id.
    routes.on(customers.idOfSession, customerIdOfSession());
    routes.on(customers.read, getCustomer(context));
    routes.on(customers.contracts, getCustomerContracts(context));
    routes.on(customers.payments, getPayments(context, settings));
    routes.on(customers.gridInfo, getGridInfo(context));
    routes.on(customers.receipts, getReceipts(context));
    routes.on(customers.requestDeferral, deferPaymentRequest(context, settings));
    routes.on(customers.renewContract, renewContract(context));
    routes.on(customers.deferralRequests, listDeferralRequests(context));
    routes.on(customers.approveDeferral, approveDeferral(context, settings));
    routes.on(customers.refuseDeferral, refuseDeferral(context));
    routes.on(customers.bypassOtp, byPassOtp(context));
    routes.on(customers.accountEntry, limitByIp(context, "accountEntry", accountEntryIpLimit), exchangeAccountEntry(context));
    routes.on(customers.clientSpaceTicket, clientSpaceTicket(context));
  },
};
