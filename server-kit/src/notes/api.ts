import { anyRole, staffOnly } from "../access/routeTable.js";
import type { ApiModule } from "../context/apiModule.js";
import { getNotes, postNote, readNote } from "./routes.js";

const base = "/api/contracts/:contractId/notes";

/**
 * The notes routes (B §3.3). Staff read and write every note of their
 * tenant's contracts; customers read the public notes of their own
 * contracts and mark them read. See docs/api/checklist-and-notes.md.
 */
export const notesApi: ApiModule = {
  access: {
    [`GET ${base}`]: anyRole,
    [`POST ${base}`]: staffOnly,
    [`PUT ${base}/:noteId/read`]: anyRole,
  },
  register(routes, context) {
    routes.get(base, getNotes(context));
    routes.post(base, postNote(context));
    routes.put(`${base}/:noteId/read`, readNote(context));
  },
};
