import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Two entries: the staff and customer app (app.html) and the public lead app
 * (go.html), so a customer renewing from a lender's page downloads only the
 * lead app. @lendkit/core and @lendkit/react are read from their sources, so
 * the front end never depends on a stale library build.
 */
export default defineConfig({
  root: here("./web"),
  publicDir: here("./web/public"),
  base: "/",
  resolve: {
    alias: [
      { find: /^@lendkit\/core$/, replacement: here("../core/index.ts") },
      { find: /^@lendkit\/core\/(.*)$/, replacement: here("../core/$1/index.ts") },
      { find: /^@lendkit\/react$/, replacement: here("../react/index.ts") },
    ],
  },
  oxc: { jsx: { runtime: "automatic" } },
  build: {
    outDir: here("./dist"),
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: scripts/size-app.mjs reads each entry's first-load chunks from it.
    manifest: true,
    rollupOptions: { input: { app: here("./web/app.html"), go: here("./web/go.html") } },
  },
  server: { proxy: { "/api": "http://localhost:3000", "/sandbox": "http://localhost:3000" } },
});
