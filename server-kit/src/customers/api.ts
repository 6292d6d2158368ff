import type { AccessTable } from "../access/routeTable.js";
import { idempotency } from "../http/idempotency.js";
import type { ApiModule } from "../context/apiModule.js";
import { publicRoute } from "../access/routeTable.js";
import { limitByIp } from "../http/rateLimit.js";
import { accountEntryIpLimit, byPassOtp, clientSpaceTicket, exchangeAccountEntry } from "./bypassOtp.js";
import { getCustomerContracts, getCustomerList } from "./customerList.js";
import { approveDeferral, listDeferralRequests, refuseDeferral } from "./deferralDecisions.js";
import { deferPaymentRequest } from "./deferralRequest.js";
import { customerIdOfSession, getCustomer, getGridInfo, getPayments, getReceipts } from "./readRoutes.js";
import { renewContract } from "./renewal.js";
import {
  customerReaderRoles,
  customerRoles,
  deferralDeciderRoles,
  deferralRequesterRoles,
  lenderStaffRoles,
  otpBypassRoles,
} from "./roles.js";
import { servicingSettingsFromEnv } from "./settings.js";

/**
 * Who may call each route (see roles.ts). A customer session passes the
 * role check of the customer routes but only ever sees its own customer id
 * (scope.ts); staff see their own tenant only.
 */
const access: AccessTable = {
  "GET /api/customers": { roles: lenderStaffRoles },
  "GET /api/customer/id": { roles: customerRoles },
  "GET /api/customer/:customerId": { roles: customerReaderRoles },
  "GET /api/customer/:customerId/contracts": { roles: customerReaderRoles },
  "GET /api/customer/:customerId/payments/:contractId": { roles: customerReaderRoles },
  "GET /api/customer/:customerId/currentContractGridInfo": { roles: customerReaderRoles },
  "GET /api/customer/:customerId/paymentsReciepts/:contractId": { roles: lenderStaffRoles },
  "POST /api/customer/:customerId/DeferPaymentRequest": { roles: deferralRequesterRoles },
  "POST /api/customer/:customerId/renewContract": { roles: customerReaderRoles },
  "GET /api/deferralRequests": { roles: lenderStaffRoles },
  "POST /api/deferralRequests/:id/approve": { roles: deferralDeciderRoles },
  "POST /api/deferralRequests/:id/refuse": { roles: deferralDeciderRoles },
  "GET /api/contractExternal/ByPassOTP/:contractId": { roles: otpBypassRoles },
  "POST /api/contractExternal/accountEntry": publicRoute,
  "POST /api/contractExternal/clientSpaceTicket": { roles: customerRoles },
};

/**
 * The customers area (issue 5): the customer payments profile (C §3.1, §7),
 * deferral requests and the staff's decisions on them (A §5, §7, SECURITY 16),
 * renewals (C §3.4, §7) and the staff's OTP bypass (C §7). The deferral fee
 * comes from the environment (settings.ts), read once when the routes are
 * registered: a bad value stops the server. "Today" is the tenant's lender
 * day (`tenantDay`: its own zone, else the server's `context.timeZone`).
 */
export const customersApi: ApiModule = {
  access,
  register(routes, context) {
    const settings = servicingSettingsFromEnv(process.env);
    routes.get("/api/customers", getCustomerList(context));
    // Before /api/customer/:customerId, which would otherwise take "id" as an id.
    routes.get("/api/customer/id", customerIdOfSession());
    routes.get("/api/customer/:customerId", getCustomer(context));
    routes.get("/api/customer/:customerId/contracts", getCustomerContracts(context));
    routes.get("/api/customer/:customerId/payments/:contractId", getPayments(context, settings));
    routes.get("/api/customer/:customerId/currentContractGridInfo", getGridInfo(context));
    routes.get("/api/customer/:customerId/paymentsReciepts/:contractId", getReceipts(context));
    routes.post("/api/customer/:customerId/DeferPaymentRequest", idempotency(context), deferPaymentRequest(context, settings));
    routes.post("/api/customer/:customerId/renewContract", renewContract(context));
    routes.get("/api/deferralRequests", listDeferralRequests(context));
    routes.post("/api/deferralRequests/:id/approve", idempotency(context), approveDeferral(context, settings));
    routes.post("/api/deferralRequests/:id/refuse", refuseDeferral(context));
    routes.get("/api/contractExternal/ByPassOTP/:contractId", byPassOtp(context));
    routes.post("/api/contractExternal/accountEntry", limitByIp(context, "accountEntry", accountEntryIpLimit), exchangeAccountEntry(context));
    routes.post("/api/contractExternal/clientSpaceTicket", clientSpaceTicket(context));
  },
};
