import type { ApiModule } from "../server/apiModule.js";

/** The customers routes. */
export const customersApi: ApiModule = {
  access: {},
  register() {},
};
