import { businessDateOf, ContractStatus, formatIsoDate, type Lang } from "@lendkit/core";
import type { Frame, Page } from "playwright-core";
import { createLogger } from "../../server-kit/src/http/logging.js";
import { insertContract, insertCustomer, insertPayments } from "../../server-kit/test/fixtures.js";
import { axeFindings, startApp, type AppOptions, type RunningApp } from "./harness.js";
import { staffLogin } from "./staff.js";

/**
 * The lead app's browser suites: the app as the harness serves it (built
 * front end, its own copy of the seeded SQLite, movable clock), keeping the
 * database handle so a suite can add its own customers — each with an
 * active micro-credit contract and a schedule dated from the server's day —
 * written straight into the tables as server-kit's own suites do (no API
 * creates a customer with a payment history). Every suite gets its own
 * server and database, so the OTP throttles of one never reach another.
 */
export interface LeadTestApp extends RunningApp {
  readonly tenantId: number;
}

/** `serverOptions` adds to the server's options (e.g. `otp.collectionsPhoneNumbers`). */
export const startLeadApp = async (serverOptions: AppOptions = {}): Promise<LeadTestApp> => {
  // The refusals these suites provoke (throttles, expired codes) are expected: only errors are logged.
  const app = await startApp({ logger: createLogger({ level: "error" }), ...serverOptions });
  const tenant = (await app.db("tenants").where({ code: "RENT" }).first("id")) as { id: number };
  return { ...app, tenantId: Number(tenant.id) };
};

/** A customer of the suite, as the identify form asks for them. */
export interface LeadCustomer {
  readonly id: number;
  readonly contractId: number;
  readonly contractNumber: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  /** yyyy-mm-dd */
  readonly birthDate: string;
  readonly cellPhone: string;
}

let serial = 0;

/**
 * A customer with an active micro-credit contract of 750 $ repaid every two
 * weeks: `renewable` has paid every line due so far; `overdue` has missed
 * the last two.
 */
export const insertLeadCustomer = async (app: LeadTestApp, kind: "renewable" | "overdue", name: { firstName: string; lastName: string }): Promise<LeadCustomer> => {
  serial += 1;
  const today = businessDateOf(app.clock.now());
  const email = `${name.firstName}.${name.lastName}.${serial}@example.com`.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  const cellPhone = `514555${String(2000 + serial).slice(-4)}`;
  const birthDate = `19${80 + (serial % 15)}-0${1 + (serial % 9)}-1${serial % 9}`;
  const id = await insertCustomer(app.db, app.clock, app.tenantId, { ...name, email, cellPhone, birthDate, language: 0 });
  const contractNumber = `E2E-${String(serial).padStart(5, "0")}`;
  const first = today.add({ days: -35 });
  const contractId = await insertContract(app.db, app.clock, app.tenantId, {
    customerId: id,
    contractNumber,
    statusId: ContractStatus.Active,
    product: "microCredit",
    lesseeName: `${name.lastName}, ${name.firstName}`,
    amountCents: 75_000,
    frequency: 1,
    numberOfPayments: 12,
    firstPaymentDate: formatIsoDate(first),
    annualRate: "19.99",
  });
  const lines = Array.from({ length: 12 }, (_, index) => {
    const due = first.add({ days: index * 14 });
    const dueText = formatIsoDate(due);
    const isPast = due.compare(today) < 0;
    const missed = kind === "overdue" && index >= 1;
    return { dueDate: dueText, amountCents: 7_350, paidAt: isPast && !missed ? `${dueText}T15:00:00.000Z` : null };
  });
  await insertPayments(app.db, app.tenantId, contractId, lines);
  return { id, contractId, contractNumber, ...name, email, birthDate, cellPhone };
};

/** Turns tenant feature flags on for the public tenant (bank providers and the like). */
export const setTenantFeatures = async (app: LeadTestApp, flags: Record<string, boolean>): Promise<void> => {
  const row = (await app.db("tenants").where({ id: app.tenantId }).first("features")) as { features: string };
  const current = JSON.parse(row.features || "{}") as Record<string, unknown>;
  await app.db("tenants").where({ id: app.tenantId }).update({ features: JSON.stringify({ ...current, ...flags }) });
};

interface OutboxMessage {
  readonly recipient: string;
  readonly body: string;
  readonly createdAt: string;
}

/** The newest code sent to `recipient` (the dev outbox, outside production only). */
export const latestCode = async (app: LeadTestApp, recipient: string): Promise<string> => {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const response = await fetch(`${app.baseUrl}/api/dev/outbox?limit=5&to=${encodeURIComponent(recipient)}`);
    const envelope = (await response.json()) as { Result: OutboxMessage[] | null };
    const code = /\b(\d{6})\b/.exec(envelope.Result?.[0]?.body ?? "")?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code sent to ${recipient}`);
};

/** How many messages went to `recipient`. */
export const outboxCount = async (app: LeadTestApp, recipient: string): Promise<number> => {
  const response = await fetch(`${app.baseUrl}/api/dev/outbox?limit=100&to=${encodeURIComponent(recipient)}`);
  const envelope = (await response.json()) as { Result: OutboxMessage[] | null };
  return envelope.Result?.length ?? 0;
};

/** A staff token (the demo's admin of the public tenant). */
export const staffToken = async (app: LeadTestApp, password: string, username = "admin"): Promise<string> => (await staffLogin(app, username, { password })).serverInfo;

/**
 * Staff fund a signed contract through the API as the demo's users would:
 * admin moves it to analysis and approves it, F&I to signed awaiting
 * funding, admin to ACTIVE (each move at the contract's current version).
 * Returns the tokens used, for reads after.
 */
export const fundAsStaff = async (app: LeadTestApp, password: string, contractId: number): Promise<{ admin: string; fandi: string }> => {
  const tokens = { admin: await staffToken(app, password), fandi: await staffToken(app, password, "fandi") };
  for (const [statusId, user] of [
    [ContractStatus.InAnalysis, "admin"],
    [ContractStatus.Approved, "admin"],
    [ContractStatus.SignedAwaitingFunding, "fandi"],
    [ContractStatus.Active, "admin"],
  ] as const) {
    const auth = { Authorization: `Bearer ${tokens[user]}`, "Content-Type": "application/json" };
    const current = (await (await fetch(`${app.baseUrl}/api/contracts/${contractId}`, { headers: auth })).json()) as { Result: { version: number } };
    const moved = await fetch(`${app.baseUrl}/api/contracts/${contractId}/status`, { method: "POST", headers: auth, body: JSON.stringify({ statusId, version: current.Result.version }) });
    if (moved.status !== 200) throw new Error(`to ${statusId}: ${moved.status} ${await moved.text()}`);
  }
  return tokens;
};

/**
 * Starts the lead app inside the demo parent page, in `lang` (else the
 * page's own choice) and at `path` of the lead app when given, and answers
 * its frame.
 */
export const openLeadFrame = async (page: Page, app: RunningApp, options: { readonly lang?: Lang; readonly path?: string } = {}): Promise<Frame> => {
  const query = [options.lang === undefined ? null : `lang=${options.lang}`, options.path === undefined ? null : `path=${options.path}`].filter((part) => part !== null);
  await page.goto(`${app.baseUrl}/demo/parent.html${query.length === 0 ? "" : `?${query.join("&")}`}`);
  return leadFrame(page);
};

/** Starts the lead app on its own at `path` (`/go/renew`, `/go/cash`…) in `lang`. */
export const openLeadPage = async (page: Page, app: RunningApp, path: string, lang: Lang): Promise<void> => {
  await page.goto(`${app.baseUrl}${path}?lang=${lang}`);
};

/** The lead app's frame inside the demo parent page. */
export const leadFrame = async (page: Page): Promise<Frame> => {
  const handle = await page.waitForSelector("iframe#lead");
  const frame = await handle.contentFrame();
  if (!frame) throw new Error("the demo parent page has no lead app frame");
  return frame;
};

/** The messages the demo parent logged (newest first): type, value text, ignored or not. */
export const parentLog = (page: Page) =>
  page.$$eval("#messages tr", (rows) =>
    rows.map((row) => ({
      type: row.getAttribute("data-type") ?? "",
      value: row.children[2]?.textContent ?? "",
      ignored: row.classList.contains("ignored"),
    })),
  );

/**
 * axe-core's serious and critical violations in one frame or page (the lead
 * app inside the demo parent is a frame). Left out: the provider's own frame
 * (the bank's sandbox page is not the lead app's), and react-aria's live
 * announcer, an off-screen region whose emptied message leaves a
 * labelled-by pointing nowhere between two announcements.
 */
export const axeViolations = (surface: Page | Frame): Promise<string[]> =>
  axeFindings(surface, { impacts: ["critical", "serious"], exclude: [".lead-bank iframe", "[data-live-announcer]"] });

/**
 * Every axe-core finding from "moderate" up in one frame or page. One
 * exclusion only (docs/spec-decisions.md, accessibility): the bank
 * provider's own frame, a third party's page and not the lead app's markup.
 */
export const leadAxeFindings = (surface: Page | Frame): Promise<string[]> => axeFindings(surface, { exclude: [".lead-bank iframe"] });
