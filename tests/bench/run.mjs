#!/usr/bin/env node
// Runs every *.bench.mjs beside this file, one after the other (one process
// each, so one benchmark's JIT state does not colour the next).
import { readdirSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const here = fileURLToPath(new URL(".", import.meta.url));
let failed = false;
for (const file of readdirSync(here).filter((name) => name.endsWith(".bench.mjs")).sort()) {
  console.log(`\n# ${file}`);
  const run = spawnSync(process.execPath, [here + file], { stdio: "inherit" });
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);
