import { apiRoutes } from "@lendkit/core/api";
import type { ApiModule } from "../context/apiModule.js";
import { clickItem, getChecklist, saveItemNote, setCompletion } from "./routes.js";

/**
 * The checklist routes (A §2, §4–§6; B §3.2). Staff read a contract's
 * checklist (customers never do); changes go through core's rules with the
 * session's role and user. See docs/api/checklist-and-notes.md.
 */
export const checklistApi: ApiModule = {
  register(routes, context) {
    const checklist = apiRoutes.checklist;
    routes.on(checklist.read, getChecklist(context));
    routes.on(checklist.clickItem, clickItem(context));
    routes.on(checklist.saveItemNote, saveItemNote(context));
    routes.on(checklist.setCompletion, setCompletion(context));
  },
};
