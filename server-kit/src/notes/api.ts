import type { ApiModule } from "../server/apiModule.js";

/** The notes routes. */
export const notesApi: ApiModule = {
  access: {},
  register() {},
};
