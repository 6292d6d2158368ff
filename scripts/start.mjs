#!/usr/bin/env node
// `npm start` (after `npm run build`): migrate the database (embedded SQLite
// by default, DATABASE_URL for PostgreSQL), add the demo data when it is
// missing (the seed is idempotent), then serve the reference app and the API
// on one port, on this machine only (127.0.0.1 unless HOST says otherwise),
// with the development outbox on so the demo's one-time codes can be read
// (the server refuses the outbox on an address other machines reach), and
// with the payment processor sandbox on so the demo book moves day by day.
import { spawnSync, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const cli = fileURLToPath(new URL("../server-kit/dist/cli.js", import.meta.url));
const web = fileURLToPath(new URL("../reference-app/dist", import.meta.url));
const run = (...args) => {
  const result = spawnSync(process.execPath, [cli, ...args], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run("migrate");
run("seed", "--demo");

const port = process.env.PORT ?? "3000";
const { demoCustomers } = await import("../server-kit/dist/index.js");
// The demo lenders' collections number, on the overdue screen (docs/demo-data.md).
const demoCollectionsPhoneNumbers = "RENT=5145550199,CAPITAL=5145550199";
const customers = demoCustomers
  .map((person) => `  ${`${person.firstName} ${person.lastName}`.padEnd(22)} ${person.email.padEnd(34)} born ${person.birthDate}  ${person.shows}`)
  .join("\n");
console.log(`
Lendkit on http://localhost:${port}  (public lead app: http://localhost:${port}/go, health: /api/health)
Demo staff logins (tenant RENT or CAPITAL), password Lendkit-Demo-2026!:
  admin, merchant, fandi, agent, leadcrm, admincrm, collector, admincollector
Staff app: http://localhost:${port}/  ·  Demo lender page embedding the lead app: http://localhost:${port}/demo/parent.html
Collections number on the overdue screen: (514) 555-0199 (LENDKIT_COLLECTIONS_PHONE_NUMBERS).
Payment processor sandbox ON (LENDKIT_PAYMENT_PROCESSOR=sandbox): each day the debits due are collected and
about 5 % come back NSF two business days later (LENDKIT_SANDBOX_NSF_SHARE); the late fees run too.
Development outbox ON (LENDKIT_DEV_OUTBOX=1): every one-time code the demo sends is readable at
http://localhost:${port}/api/dev/outbox, from this machine only.
Demo customers (renew at /go/renew with email + birth date; the code is in the outbox above):
${customers}
See docs/demo-data.md and server-kit/README.md. Ctrl+C stops the server.
`);
const server = spawn(process.execPath, [cli, "serve"], { stdio: "inherit", env: { LENDKIT_WEB_DIR: web, LENDKIT_PUBLIC_TENANT: "RENT", LENDKIT_DEV_OUTBOX: "1", LENDKIT_COLLECTIONS_PHONE_NUMBERS: demoCollectionsPhoneNumbers, LENDKIT_PAYMENT_PROCESSOR: "sandbox", ...process.env } });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
