/** The tenants' repository moved to data/tenants.ts; flows/ still imports `findTenantByCode` from here. */
export { findTenantByCode } from "../data/tenants.js";
