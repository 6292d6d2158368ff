import { isAdmin, isExternalPartner, type RoleId } from "../access/roles.js";
import type { ChecklistRole } from "./types.js";

/**
 * How a role may use the checklist (A §6): `admin` (both tabs, waiver, N/A),
 * `partner` (Merchant, FAndI, AdminRep: external items only) or `readOnly`
 * (customers, collectors, CRM roles and unknown ids).
 *
 * @example
 * checklistAccess(7) // "admin"
 * checklistAccess(3) // "partner"
 * checklistAccess(1) // "readOnly"
 */
export const checklistAccess = (role: ChecklistRole): "admin" | "partner" | "readOnly" =>
  isAdmin(role as RoleId) ? "admin" : isExternalPartner(role as RoleId) ? "partner" : "readOnly";
