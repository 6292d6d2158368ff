import type { ApiModule } from "../server/apiModule.js";

/** The contracts routes. */
export const contractsApi: ApiModule = {
  access: {},
  register() {},
};
