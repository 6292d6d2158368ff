import type { ApiModule } from "../server/apiModule.js";

/** The checklist routes. */
export const checklistApi: ApiModule = {
  access: {},
  register() {},
};
