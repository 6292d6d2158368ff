import { lazyPage } from "../lazyPage.js";
import type { AppRoute } from "../routes.js";
import { canOpenCustomerList, canOpenCustomerProfile, canOpenDeferralQueue } from "./access.js";

const CustomersPage = lazyPage(async () => (await import("./CustomersPage.js")).CustomersPage);
const CustomerProfilePage = lazyPage(async () => (await import("./CustomerProfilePage.js")).CustomerProfilePage);
const DeferralsPage = lazyPage(async () => (await import("./DeferralsPage.js")).DeferralsPage);

/** The customers area's pages (who may open each: access.ts). */
export const customerRoutes: readonly AppRoute[] = [
  { pattern: "/customers", page: CustomersPage, allows: canOpenCustomerList, nav: "nav.customers" },
  { pattern: "/customers/:customerId", page: CustomerProfilePage, allows: canOpenCustomerProfile },
  { pattern: "/deferrals", page: DeferralsPage, allows: canOpenDeferralQueue, nav: "nav.deferrals" },
];
