import { defineConfig } from "vitest/config";

/** Runs every package's tests from the root (`npm test`). */
export default defineConfig({
  test: {
    include: ["{core,react,server-kit,reference-app,tests}/**/*.test.{ts,tsx}"],
    exclude: ["**/node_modules/**", "**/dist/**"],
    environment: "node",
    reporters: ["default"],
  },
});
