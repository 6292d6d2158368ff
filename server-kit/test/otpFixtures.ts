import type { TenantCode } from "@lendkit/core";
import type { Express } from "express";
import type { Knex } from "knex";
import request from "supertest";
import { createLogger } from "../src/http/logging.js";
import type { MessageSender, OutgoingMessage } from "../src/context/services.js";
import { createServer, type ServerOptions } from "../src/server/createServer.js";
import { captureLogs, testPasswordParams, type LogCapture, type TestClock } from "./app.js";
import { insertContract, insertCustomer, type CustomerFixture } from "./fixtures.js";

/** The fixed OTP key of the tests (a deployment's is secret and shared by its instances). */
export const testOtpKey = "otp-test-key-0123456789abcdef-0123456789";

/** The collections number the RENT tenant's late customers are told to call. */
export const rentCollections = "5145559999";

let ipCounter = 0;

/** A client IP no other test has used (so per-IP budgets never leak between tests). */
export const freshIp = (): string => {
  ipCounter += 1;
  return `10.${Math.floor(ipCounter / 65_536) % 256}.${Math.floor(ipCounter / 256) % 256}.${ipCounter % 256}`;
};

let customerCounter = 0;

/** A customer with unique contact details and (by default) an active micro-credit contract. */
export const newCustomer = async (
  db: Knex,
  clock: TestClock,
  tenantId: number,
  fields: CustomerFixture & { readonly withContract?: boolean } = {},
) => {
  customerCounter += 1;
  const n = customerCounter;
  const email = fields.email ?? `client${n}@example.com`;
  const cellPhone = fields.cellPhone ?? `514${String(5_000_000 + n).padStart(7, "0")}`;
  const birthDate = fields.birthDate ?? "1985-04-12";
  const id = await insertCustomer(db, clock, tenantId, { ...fields, email, cellPhone, birthDate });
  const contractId = fields.withContract === false ? null : await insertContract(db, clock, tenantId, { customerId: id, statusId: 1, product: "microCredit" });
  return { id, email, cellPhone, birthDate, contractId, login: { birthDate: birthDate.replace(/-/g, "/"), email } };
};

/** Another app on the same (already migrated and seeded) database: a second instance or another configuration. */
export const appOn = (db: Knex, clock: TestClock, options: Partial<ServerOptions> = {}): { app: Express; logs: LogCapture } => {
  const logs = captureLogs();
  const app = createServer({
    db,
    clock,
    logger: createLogger({ destination: logs.stream }),
    passwordParams: testPasswordParams,
    otpKey: testOtpKey,
    trustProxy: 1,
    devOutbox: true,
    ...options,
  });
  return { app, logs };
};

/** The public routes, called from one client IP. */
export const publicClient = (app: Express, ip: string = freshIp()) => ({
  ip,
  check: (body: unknown) => request(app).post("/api/contractExternal/checkIfClientExists").set("X-Forwarded-For", ip).send(body as object),
  ask: (body: unknown, query = "") =>
    request(app).post(`/api/contractExternal/GetOTPFromEmailAndBirthDate${query}`).set("X-Forwarded-For", ip).send(body as object),
  verify: (flow: "account" | "renewal", body: unknown) =>
    request(app)
      .post(flow === "account" ? "/api/contractExternal/GetServerInfosFromOTP" : "/api/contractExternal/validateOTPAndRenew")
      .set("X-Forwarded-For", ip)
      .send(body as object),
});

/** The six digits in a message body (a call's spoken "1 2 3, 4 5 6" too). */
export const codeIn = (body: string): string => {
  const spoken = /(\d) (\d) (\d), (\d) (\d) (\d)/.exec(body);
  if (spoken) return spoken.slice(1).join("");
  const plain = /\b(\d{6})\b/.exec(body);
  if (!plain?.[1]) throw new Error("no code in the message");
  return plain[1];
};

/** The newest outbox message to `recipient`, read through GET /api/dev/outbox as the demo does. */
export const latestMessageTo = async (app: Express, recipient: string) => {
  const response = await request(app).get(`/api/dev/outbox?limit=1&to=${encodeURIComponent(recipient)}`);
  if (response.status !== 200) throw new Error(`outbox: ${response.status}`);
  const [entry] = response.body.Result as Array<{ body: string; subject: string; channel: string; recipient: string; tenantId: number }>;
  if (!entry) throw new Error(`no message to ${recipient}`);
  return { ...entry, code: codeIn(entry.body) };
};

/** Asks for a code (flow account by default) and reads it from the outbox. */
export const askCode = async (
  client: ReturnType<typeof publicClient>,
  app: Express,
  customer: { login: { birthDate: string; email: string }; cellPhone: string; email: string },
  options: { readonly flow?: "account" | "renewal"; readonly method?: "SMS" | "EMAIL" | "CALL" } = {},
) => {
  const method = options.method ?? "SMS";
  const response = await client.ask({ ...customer.login, CommunicationMethod: method }, options.flow === "renewal" ? "?flow=renewal" : "");
  if (response.status !== 200) throw new Error(`ask: ${response.status} ${JSON.stringify(response.body)}`);
  const message = await latestMessageTo(app, method === "EMAIL" ? customer.email : customer.cellPhone);
  return { userSlug: response.body.Result.userSlug as string, code: message.code, response };
};

/** A sender that records what it was asked to send, then hands it on (or fails). */
export const recordingSender = (next?: MessageSender) => {
  const sent: OutgoingMessage[] = [];
  const sender: MessageSender = {
    async send(message) {
      sent.push(message);
      if (next) await next.send(message);
      else throw new Error("provider down");
    },
  };
  return { sent, sender };
};

/** Sets a tenant's own flags (they live in the database). */
export const setTenantFlags = async (db: Knex, code: TenantCode, flags: Record<string, boolean>) => {
  await db("tenants").where({ code }).update({ features: JSON.stringify(flags) });
};
