import { canDecideDeferral, isCustomerRole, isLenderStaff, type RoleId } from "@lendkit/core";

/**
 * Who opens each customers page (the server checks again on every call),
 * from core's rules: the lender's staff find customers and read their
 * profiles (`isLenderStaff`, the server's rows for /api/customers); a
 * customer opens their own profile (the server answers 404 for anyone
 * else's); the deferral queue is for those who decide (`canDecideDeferral`:
 * Admin, AdminCollector).
 */
export const canOpenCustomerList = (role: RoleId): boolean => isLenderStaff(role);
export const canOpenCustomerProfile = (role: RoleId): boolean => isLenderStaff(role) || isCustomerRole(role);
export const canOpenDeferralQueue = (role: RoleId): boolean => canDecideDeferral(role);
