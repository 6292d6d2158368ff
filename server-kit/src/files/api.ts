import type { ApiModule } from "../server/apiModule.js";

/** The files routes. */
export const filesApi: ApiModule = {
  access: {},
  register() {},
};
