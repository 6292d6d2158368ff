import { apiRoutes } from "@lendkit/core/api";
import type { ApiModule } from "../context/apiModule.js";
import { getNotes, postNote, readNote } from "./routes.js";

/**
 * The notes routes (B §3.3). Staff read and write every note of their
 * tenant's contracts; customers read the public notes of their own
 * contracts and mark them read. See docs/api/checklist-and-notes.md.
 */
export const notesApi: ApiModule = {
  register(routes, context) {
    const notes = apiRoutes.notes;
    routes.on(notes.list, getNotes(context));
    routes.on(notes.create, postNote(context));
    routes.on(notes.markRead, readNote(context));
  },
};
