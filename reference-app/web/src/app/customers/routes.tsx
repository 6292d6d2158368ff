import type { AppRoute } from "../routes.js";
import { canOpenCustomerList, canOpenCustomerProfile, canOpenDeferralQueue } from "./access.js";
import { CustomerProfilePage } from "./CustomerProfilePage.js";
import { CustomersPage } from "./CustomersPage.js";
import { DeferralsPage } from "./DeferralsPage.js";

/** The customers area's pages (who may open each: access.ts). */
export const customerRoutes: readonly AppRoute[] = [
  { pattern: "/customers", page: CustomersPage, allows: canOpenCustomerList, nav: "nav.customers" },
  { pattern: "/customers/:customerId", page: CustomerProfilePage, allows: canOpenCustomerProfile },
  { pattern: "/deferrals", page: DeferralsPage, allows: canOpenDeferralQueue, nav: "nav.deferrals" },
];
