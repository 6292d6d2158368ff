import { fileURLToPath } from "node:url";

/**
 * Stories read core from its sources, so they do not depend on core's build
 * being present or current.
 */
export default {
  resolve: {
    alias: [{ find: /^@lendkit\/core$/, replacement: fileURLToPath(new URL("../../core/index.ts", import.meta.url)) }],
  },
};
