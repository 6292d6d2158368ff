import { checklistAccess, isAdmin, roleIds } from "@lendkit/core";
import { staffOnly, type RouteAccess } from "../access/routeTable.js";
import type { ApiModule } from "../context/apiModule.js";
import { clickItem, getChecklist, saveItemNote, setCompletion } from "./routes.js";

/** The roles core lets act on a checklist item (A §6: Admin, Merchant, FAndI, AdminRep). */
const checklistEditors: RouteAccess = { roles: roleIds.filter((role) => checklistAccess(role) !== "readOnly") };

/** Only admins may reach the completion switch; core then checks the tenant (A §2). */
const admins: RouteAccess = { roles: roleIds.filter(isAdmin) };

const base = "/api/contracts/:contractId/checklist";

/**
 * The checklist routes (A §2, §4–§6; B §3.2). Staff read a contract's
 * checklist (customers never do); changes go through core's rules with the
 * session's role and user. See docs/api/checklist-and-notes.md.
 */
export const checklistApi: ApiModule = {
  access: {
    [`GET ${base}`]: staffOnly,
    [`PUT ${base}/items/:itemId`]: checklistEditors,
    [`PUT ${base}/items/:itemId/note`]: checklistEditors,
    [`PUT ${base}/complete`]: admins,
  },
  register(routes, context) {
    routes.get(base, getChecklist(context));
    routes.put(`${base}/items/:itemId`, clickItem(context));
    routes.put(`${base}/items/:itemId/note`, saveItemNote(context));
    routes.put(`${base}/complete`, setCompletion(context));
  },
};
