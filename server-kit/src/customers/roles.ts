import { isCustomerRole } from "@lendkit/core";
import type { SessionInfo } from "../auth/sessions.js";

/** True for a customer's own session (whatever its role id says, a customer session never acts as staff). */
export const isCustomerSession = (auth: SessionInfo): boolean => auth.kind === "customer" || isCustomerRole(auth.roleId);
