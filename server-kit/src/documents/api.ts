import type { ApiModule } from "../server/apiModule.js";

/** The documents routes. */
export const documentsApi: ApiModule = {
  access: {},
  register() {},
};
