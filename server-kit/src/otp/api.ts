import type { ApiModule } from "../server/apiModule.js";

/** The public identify-and-verify routes (C §3.2, §3.5, §7). */
export const otpApi: ApiModule = {
  access: {},
  register() {},
};
