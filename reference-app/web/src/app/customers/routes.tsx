import { canDecideDeferral, isCustomerRole, isLenderStaff, type RoleId } from "@lendkit/core";
import type { AppRoute } from "../routes.js";
import { CustomerProfilePage } from "./CustomerProfilePage.js";
import { CustomersPage } from "./CustomersPage.js";
import { DeferralsPage } from "./DeferralsPage.js";

/**
 * The customers area's pages and who may open them (the server checks
 * again on every call): the lender's staff find customers and read their
 * profiles (core's `isLenderStaff`, the server's rows for /api/customers);
 * a customer opens their own profile (the server answers 404 for anyone
 * else's); the deferral queue is for the lender's staff, who all read it,
 * and in the top bar for those who decide (core's `canDecideDeferral`).
 */
export const customerRoutes: readonly AppRoute[] = [
  { pattern: "/customers", page: CustomersPage, allows: isLenderStaff, nav: "nav.customers" },
  { pattern: "/customers/:customerId", page: CustomerProfilePage, allows: (role: RoleId) => isLenderStaff(role) || isCustomerRole(role) },
  { pattern: "/deferrals", page: DeferralsPage, allows: canDecideDeferral, nav: "nav.deferrals" },
];
