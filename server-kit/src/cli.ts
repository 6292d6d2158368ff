#!/usr/bin/env node
/**
 * lendkit migrate | seed --demo | serve — see server-kit/README.md.
 * SIGTERM and SIGINT drain in-flight requests, then close the database.
 */
import { runCli } from "./server/cliCommands.js";

runCli(process.argv.slice(2), process.env).then(
  (serving) => {
    if (!serving) return;
    const stop = () => {
      serving.stop().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    };
    process.once("SIGTERM", stop);
    process.once("SIGINT", stop);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
