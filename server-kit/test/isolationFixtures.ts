import { createHash, randomBytes, randomUUID } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { bankVerificationBanks, ContractStatus, resolveFeatures, workTypeOptions, type Features, type RoleId, type TenantCode } from "@lendkit/core";
import type { Express } from "express";
import type { Knex } from "knex";
import request from "supertest";
import { expect } from "vitest";
import { createSession } from "../src/auth/sessions.js";
import { sessionPolicy } from "../src/auth/policy.js";
import { isoTime, type Clock } from "../src/infra/clock.js";
import { insertApproval } from "../src/data/servicingApprovals.js";
import { databaseKind } from "../src/db/openDatabase.js";
import { flowSettingsOf } from "../src/flows/settings.js";
import { contextOf } from "../src/server/createServer.js";
import { insertLines, upToDateLines } from "./customersFixtures.js";
import { insertReceipt } from "./documentsFixtures.js";
import { makePng } from "./filesFixtures.js";
import { customerToken, insertCustomer } from "./fixtures.js";
import { expectedPayments, insertRenewal, postedMessages, signaturePng, validAddress, validIncome, validReferences } from "./flowFixtures.js";
import { loginAs } from "./app.js";

/**
 * The tenant-isolation sweep's world: one object of every kind an id route
 * can name, seeded the same way in each tenant (SECURITY 14: two mirrored
 * tenants), mostly through the API as the tenant's own admin and customer.
 */

/** The documents a print URL can name, by the name in its path. */
export const printDocuments = ["Contract", "PaidOutReport", "AllTermsReport", "LeaStatementReport", "PaymentReceipt"] as const;
export type PrintDocument = (typeof printDocuments)[number];

/** A print URL as issued: its ticket (`{session}`) and file name (`{file}`). */
export interface PrintPath {
  readonly path: string;
  readonly session: string;
  readonly file: string;
}

export interface World {
  readonly code: TenantCode;
  readonly tenantId: number;
  readonly customerId: number;
  /** The customer's active micro-credit contract, with payments, a receipt, deferrals, a checklist, a note and a file. */
  readonly contractId: number;
  /** The contract as its admin reads it (GET), the body a PUT sends back. */
  readonly contractJson: Record<string, unknown>;
  readonly paymentIds: readonly number[];
  readonly receiptId: number;
  /** A payment on the contract's ledger (by debit: returnable) and a fee line's wire id (`f<id>`), recorded through the servicing API. */
  readonly ledger: { readonly paymentId: number; readonly feeLineId: string; readonly approvals: { readonly approve: number; readonly reject: number } };
  /** Two pending deferral requests: one to approve, one to refuse. */
  readonly deferrals: { readonly approve: number; readonly refuse: number };
  readonly checklistItemId: number;
  readonly noteId: number;
  readonly fileId: number;
  /** A picture the applicant dropped on the renewal's flow (the applicant's own delete route names it). */
  readonly droppedFileId: number;
  /** The DRAFT renewal carrying a live flow slug, walked to its signature step. */
  readonly renewal: { readonly slug: string; readonly contractId: number; readonly step: number; readonly documentSha256: string };
  /** A pending bank-verification widget request of the renewal (its request code). */
  readonly requestCode: string;
  /** A manual statements submission waiting for the lender's review (on the original contract: no flow reads it). */
  readonly manualReviewId: number;
  readonly bankServiceId: number;
  /** The sandbox aggregator's login id of the renewal's bank verification (also the sandbox summary's reference). */
  readonly loginId: string;
  readonly flinksInstance: string;
  /** One print URL per document, issued to the tenant's admin. */
  readonly print: Readonly<Record<PrintDocument, PrintPath>>;
  readonly tokens: { readonly admin: string; readonly customer: string };
}

export const bearer = (token: string | null): Record<string, string> => (token === null ? {} : { Authorization: `Bearer ${token}` });

const flowPath = "/api/contractExternal/cashLoanFlow";
const renewFlowPath = "/api/contractExternal/cashLoanRenewFlow";

const ok = (response: request.Response, what: string, status = 200): request.Response => {
  expect(response.status, `${what}: ${JSON.stringify(response.body)}`).toBe(status);
  return response;
};

/** A customer session of any customer role (test/fixtures.ts's customerToken opens role Client only). */
export const customerSessionToken = async (db: Knex, clock: Clock, tenantId: number, customerId: number, roleId: RoleId): Promise<string> =>
  (await createSession(db, clock, sessionPolicy(), { kind: "customer", tenantId, customerId, roleId })).token;

/** The tenant's features as the API resolves them for its own session. */
const featuresOf = async (app: Express, token: string): Promise<Partial<Features>> =>
  ok(await request(app).get("/api/configuration/features").set(bearer(token)), "features").body.Result as Partial<Features>;

/**
 * Walks the renewal's flow as its customer (a session of the flow's tenant
 * passes on any deployment): step 1, the sandbox aggregator's bank
 * verification, address, income and references, up to the signature step.
 * Returns the aggregator's login id and the hash of the document to sign.
 */
const walkFlow = async (app: Express, clock: Clock, code: TenantCode, slug: string, token: string) => {
  const auth = bearer(token);
  const attain = async (step: number) => ok(await request(app).put(`${flowPath}/${slug}/onboardingStepAttained/${step}`).set(auth).send({}), `attain ${step}`);
  const calculator = ok(await request(app).get(`${renewFlowPath}/${slug}/calculatorData`).set(auth), "calculatorData").body.Result;
  const features = await featuresOf(app, token);
  const numberOfPayments = expectedPayments(clock, { amount: 750, loanFrequency: 26, previousBalance: calculator.previousBalance, tenant: code, features });
  ok(await request(app).put(`${flowPath}/${slug}?lang=fr`).set(auth).send({ loanFrequency: 26, loanAmount: 750, numberOfPayments }), "loan choice");
  await attain(2);
  // The frame sends no session; on a deployment of another public tenant only the flow's customer session opens its sandbox page.
  const login = await request(app)
    .post("/sandbox/flinks/lendkit/v2/")
    .set(auth)
    .type("form")
    .send({ tag: slug, institution: "4", language: "fr", username: "demo", password: "demo" });
  const redirect = postedMessages(login.text).find((posted) => (posted.message as { step?: string }).step === "REDIRECT");
  const loginId = (redirect?.message as { loginId?: string } | undefined)?.loginId;
  if (!loginId) throw new Error(`sandbox login gave no login id (${login.status})`);
  expect(ok(await request(app).post(`/api/flinks/${slug}/${loginId}`).set(auth).send({}), "bank result").body.Result).toEqual({ status: "succeeded" });
  await attain(21);
  ok(await request(app).put(`${renewFlowPath}/${slug}?lang=fr`).set(auth).send(validAddress), "address");
  await attain(23);
  // The work types offered depend on the tenant's flags: the first one it offers.
  const workType = workTypeOptions(resolveFeatures(features))[0]!.value;
  ok(await request(app).put(`${flowPath}/${slug}?lang=fr`).set(auth).send({ ...validIncome, workType }), "income");
  await attain(24);
  ok(await request(app).put(`${flowPath}/${slug}?lang=fr`).set(auth).send(validReferences), "references");
  const step = (await attain(3)).body.Result as number;
  const toSign = ok(await request(app).get(`${flowPath}/${slug}/contract`).set(auth), "contract to sign").body.Result;
  return { loginId, step, documentSha256: toSign.documentSha256 as string };
};

/** A deferral request through the API, as the customer asks it; returns the request's id. */
const askDeferral = async (app: Express, db: Knex, token: string, customerId: number, contractId: number, paymentId: number, requestedDate: string) => {
  ok(
    await request(app)
      .post(`/api/customer/${customerId}/DeferPaymentRequest`)
      .set(bearer(token))
      .set("Idempotency-Key", `seed-${randomUUID()}`)
      .send({ Deferalmessage: "Je demande un report.", contractId, lang: "fr", paymentId, requestedDate }),
    "deferral request",
  );
  const row = (await db("deferral_requests").where({ payment_id: paymentId, status: "pending" }).first("id")) as { id: number };
  return Number(row.id);
};

/** Issues one print URL as `token`'s session and splits it into its ticket and file name. */
const issuePrint = async (app: Express, token: string, document: PrintDocument, contractId: number, receiptId: number): Promise<PrintPath> => {
  const body = { report: document, contractId, receiptId: document === "PaymentReceipt" ? receiptId : null };
  const path = ok(await request(app).post("/api/reports/printTicket").set(bearer(token)).send(body), `print ticket ${document}`).body.Result.path as string;
  const segments = path.split("/");
  return { path, session: segments.at(-2) ?? "", file: segments.at(-1) ?? "" };
};

/** A payment and a fee on the contract's ledger, through the servicing API as the tenant's admin (on the suites' day, 2026-11-22). */
const seedLedger = async (app: Express, admin: string, contractId: number) => {
  const post = (path: string, body: Record<string, unknown>) =>
    request(app).post(`/api/contracts/${contractId}${path}`).set(bearer(admin)).set("Idempotency-Key", `seed-${randomUUID()}`).send(body);
  const payment = ok(await post("/payments", { amount: "1.00", valueDate: "2026-11-22", method: "pad" }), "ledger payment", 201);
  const fee = ok(await post("/fees", { kind: "other", amount: "5.00", dueDate: "2026-12-11" }), "ledger fee", 201);
  return { paymentId: Number(payment.body.Result.id), feeLineId: String(fee.body.Result.lineId) };
};

/** A credit of 5.00 waiting for approval (one to approve, one to reject) (as one above a tenant's threshold is kept), asked by no one in particular: the tenant's admin may decide it. */
const seedApproval = (db: Knex, clock: Clock, tenantId: number, contractId: number): Promise<number> =>
  insertApproval(db, {
    tenantId,
    contractId,
    kind: "adjustment",
    request: { amountCents: 500, valueDate: "2026-11-22", reason: "Vu avec le client.", note: null },
    amountCents: 500,
    requestedBy: null,
    requestedAt: isoTime(clock.now()),
  });

/** A pending widget request of the bank-verification provider, as an earlier request by the flow would have left it. */
const insertWidgetRequest = async (db: Knex, clock: Clock, tenantId: number, contractId: number, bankServiceId: number): Promise<string> => {
  const requestCode = randomBytes(16).toString("hex");
  await db("bank_verifications").insert({
    tenant_id: tenantId,
    contract_id: contractId,
    provider: "decisionLogic",
    mode: "sandbox",
    request_code: requestCode,
    bank_service_id: bankServiceId,
    is_test: true,
    status: "pending",
    created_at: isoTime(clock.now()),
  });
  return requestCode;
};

/**
 * Seeds one tenant's world. The customer is Julie Tremblay (the name the
 * signature expects); the contract's schedule is up to date (a renewal
 * needs no arrears) with lines from 2026-10-30 to 2027-01-08 on the suites'
 * clock (2026-11-22).
 */
export const seedWorld = async (app: Express, db: Knex, clock: Clock, code: TenantCode, tenantId: number): Promise<World> => {
  const customerId = await insertCustomer(db, clock, tenantId, { email: `isolation.${code.toLowerCase()}@example.com` });
  const renewal = await insertRenewal(db, clock, tenantId, { customerId });
  const contractId = renewal.originalId;
  const paymentIds = await insertLines(db, tenantId, contractId, upToDateLines);
  const receiptId = await insertReceipt(db, clock, tenantId, contractId, { paidOn: "2026-10-30", amountCents: 2125, paymentId: paymentIds[0]! });
  const admin = await loginAs(app, "admin", code);
  const customer = await customerToken(db, clock, tenantId, customerId);
  const asAdmin = bearer(admin);

  const deferrals = {
    approve: await askDeferral(app, db, customer, customerId, contractId, paymentIds[3]!, "2027-01-15"),
    refuse: await askDeferral(app, db, customer, customerId, contractId, paymentIds[4]!, "2027-01-05"),
  };

  ok(await request(app).get(`/api/contracts/${contractId}/checklist`).set(asAdmin), "checklist");
  const item = (await db("contract_checklist_items").where({ tenant_id: tenantId, contract_id: contractId }).orderBy(["category_position", "position"]).first("id")) as {
    id: number;
  };
  ok(await request(app).post(`/api/contracts/${contractId}/notes`).set(asAdmin).send({ text: "Client rappelé.", isPublic: true }), "note", 201);
  const note = (await db("notes").where({ tenant_id: tenantId, contract_id: contractId }).orderBy("id", "desc").first("id")) as { id: number };
  const uploaded = ok(await request(app).post(`/api/contracts/${contractId}/files`).set(asAdmin).attach("file", await makePng(40, 30), "permis.png"), "file", 201);

  // Before the walk: the renewal's document carries this contract's balance, which the ledger's events change.
  const ledger = { ...(await seedLedger(app, admin, contractId)), approvals: { approve: await seedApproval(db, clock, tenantId, contractId), reject: await seedApproval(db, clock, tenantId, contractId) } };
  const walked = await walkFlow(app, clock, code, renewal.slug, customer);
  const dropped = ok(
    await request(app).post(`/api/fileDrop/${renewal.slug}/uploadImage`).set({ Authorization: `Bearer ${customer}` }).attach("file", await makePng(30, 20), "releve.png"),
    "dropped statement",
    201,
  );
  const bankServiceId = bankVerificationBanks({ test: true })[0]!.id;
  const requestCode = await insertWidgetRequest(db, clock, tenantId, renewal.contractId, bankServiceId);
  const [manualReview] = (await db("bank_verifications")
    .insert({
      tenant_id: tenantId,
      contract_id: contractId,
      provider: "manual",
      mode: "manual",
      request_code: randomBytes(16).toString("hex"),
      provider_reference: "statements",
      status: "pendingReview",
      created_at: isoTime(clock.now()),
    })
    .returning("id")) as Array<{ id: number }>;
  const flinksInstance = (await flowSettingsOf(contextOf(app), tenantId)).flinksInstanceName;

  const print = {} as Record<PrintDocument, PrintPath>;
  for (const document of printDocuments) print[document] = await issuePrint(app, admin, document, contractId, receiptId);
  const contractJson = ok(await request(app).get(`/api/contracts/${contractId}`).set(asAdmin), "contract").body.Result as Record<string, unknown>;

  return {
    code,
    tenantId,
    customerId,
    contractId,
    contractJson,
    paymentIds,
    receiptId,
    ledger,
    deferrals,
    checklistItemId: Number(item.id),
    noteId: Number(note.id),
    fileId: Number(uploaded.body.Result.id),
    droppedFileId: Number(dropped.body.Result.id),
    renewal: { slug: renewal.slug, contractId: renewal.contractId, step: walked.step, documentSha256: walked.documentSha256 },
    requestCode,
    manualReviewId: Number(manualReview!.id),
    bankServiceId,
    loginId: walked.loginId,
    flinksInstance,
    print,
    tokens: { admin, customer },
  };
};

/** The document a print route serves, read from its path. */
export const printDocumentOf = (path: string): PrintDocument => {
  if (path.includes("/printPaymentReciept/")) return "PaymentReceipt";
  const name = /^\/api\/reports\/([A-Za-z]+)\//.exec(path)?.[1];
  const found = printDocuments.find((document) => document === name);
  if (!found) throw new Error(`no print document in ${path}`);
  return found;
};

// ---------------------------------------------------------------------------
// Requests built from the access table

/**
 * Where each value of a request comes from. `ids(slot)` gives the world
 * whose object a slot names (a path parameter, or `body.x` / `query.x`);
 * `credential` is the caller's own world, for values that are the caller's
 * credential rather than an object's id (a print URL's ticket).
 */
export interface Sources {
  readonly ids: (slot: string) => World;
  readonly credential: World;
}

/** One request to send. */
export interface Call {
  readonly method: "get" | "post" | "put" | "delete";
  readonly path: string;
  readonly query?: Record<string, string>;
  readonly json?: unknown;
  readonly form?: Record<string, string>;
  readonly upload?: { readonly bytes: Buffer; readonly name: string };
}

/** Thrown for a path parameter the sweep has no mapping for: a new route must say which object its parameter names. */
export class UnmappedParameter extends Error {}

/** Path parameters that are not an object's id: they take a valid value (so validation lets the call reach the lookup). */
export const nonIdParameters: ReadonlySet<string> = new Set(["step", "bankServiceId", "testFlag", "instance", "file"]);

/** Path parameters that carry the caller's credential rather than an id (the print ticket, SECURITY 22 / C §7). */
export const credentialParameters: ReadonlySet<string> = new Set(["session"]);

/** The value of path parameter `name` in `path`, from its source. */
export const parameterValue = (name: string, path: string, sources: Sources): string => {
  const world = credentialParameters.has(name) ? sources.credential : sources.ids(name);
  switch (name) {
    case "id":
      if (path.startsWith("/api/deferralRequests/")) return String(path.endsWith("/refuse") ? world.deferrals.refuse : world.deferrals.approve);
      if (path.startsWith("/api/contracts/")) return String(world.contractId);
      if (path.startsWith("/api/bankVerification/manualReviews/")) return String(world.manualReviewId);
      if (path.startsWith("/api/servicing/approvals/")) return String(path.endsWith("/reject") ? world.ledger.approvals.reject : world.ledger.approvals.approve);
      throw new UnmappedParameter(`:id in ${path}`);
    case "contractId":
      return String(world.contractId);
    case "customerId":
      return String(world.customerId);
    case "itemId":
      return String(world.checklistItemId);
    case "noteId":
      return String(world.noteId);
    case "fileId":
      return String(path.startsWith("/api/fileDrop/") ? world.droppedFileId : world.fileId);
    case "receiptId":
      return String(world.receiptId);
    case "paymentId":
      return String(world.ledger.paymentId);
    case "lineId":
      return world.ledger.feeLineId;
    case "slug":
      return world.renewal.slug;
    case "step":
      return String(world.renewal.step);
    case "session":
      return world.print[printDocumentOf(path)].session;
    case "file":
      return world.print[printDocumentOf(path)].file;
    case "requestCode":
      return world.requestCode;
    case "loginId":
    case "reference":
      return world.loginId;
    case "bankServiceId":
      return String(world.bankServiceId);
    case "testFlag":
      return "true";
    case "instance":
      return world.flinksInstance;
    default:
      throw new UnmappedParameter(`:${name} in ${path}`);
  }
};

/** The parameter names of a route path, in order. */
export const parametersOf = (path: string): string[] => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);

/** `METHOD /path` split. */
export const splitKey = (key: string): { method: Call["method"]; path: string } => {
  const [method, path] = key.split(" ");
  return { method: method!.toLowerCase() as Call["method"], path: path! };
};

/**
 * Slots of a request that name an object outside the path (body and query
 * ids), per route. A route whose body names an object but has no path
 * parameter is listed too: it takes an id all the same.
 */
export const extraIdSlots: Readonly<Record<string, readonly string[]>> = {
  "POST /api/reports/printTicket": ["body.contractId", "body.receiptId"],
  "POST /api/customer/:customerId/DeferPaymentRequest": ["body.contractId", "body.paymentId"],
  "POST /api/customer/:customerId/renewContract": ["body.contractId"],
  "GET /sandbox/flinks/:instance/v2": ["query.tag"],
  "POST /sandbox/flinks/:instance/v2": ["form.tag"],
};

/** Every slot of a route that names an object: id path parameters, then body/query ids. */
export const idSlotsOf = (key: string): string[] => [
  ...parametersOf(splitKey(key).path).filter((name) => !nonIdParameters.has(name) && !credentialParameters.has(name)),
  ...(extraIdSlots[key] ?? []),
];

/** A payment line of the world no seeded deferral uses (2027-01-08), for a new deferral request (to a date before the latest allowed, 2027-01-15). */
const freePayment = (world: World): number => world.paymentIds[5]!;

/**
 * A body each route would accept from its own tenant's caller, so that a
 * refusal comes from the tenant check and not from validation. Routes not
 * listed take no body (GET, DELETE) or an empty one.
 */
const bodyOf = async (key: string, sources: Sources): Promise<Pick<Call, "json" | "form" | "upload" | "query">> => {
  const ids = sources.ids;
  switch (key) {
    case "PUT /api/contracts/:id":
      return { json: ids("id").contractJson };
    case "POST /api/contracts/:id/status":
      return { json: { statusId: ContractStatus.Terminated, version: ids("id").contractJson.version } };
    case "PUT /api/contracts/:contractId/checklist/items/:itemId":
      return { json: { tab: "internal" } };
    case "PUT /api/contracts/:contractId/checklist/items/:itemId/note":
      return { json: { checklistNote: "Vérifié au dossier." } };
    case "PUT /api/contracts/:contractId/checklist/complete":
      return { json: { complete: true } };
    case "POST /api/contracts/:contractId/notes":
      return { json: { text: "Note ajoutée.", isPublic: false } };
    case "POST /api/contracts/:contractId/files":
    case "POST /api/fileDrop/:slug/uploadImage":
      return { upload: { bytes: await makePng(24, 24), name: "piece.png" } };
    case "POST /api/customer/:customerId/DeferPaymentRequest":
      return {
        json: {
          Deferalmessage: "Je demande un report.",
          contractId: ids("body.contractId").contractId,
          lang: "fr",
          paymentId: freePayment(ids("body.paymentId")),
          requestedDate: "2027-01-13",
        },
      };
    case "POST /api/customer/:customerId/renewContract":
      return { json: { contractId: ids("body.contractId").contractId } };
    case "POST /api/deferralRequests/:id/approve":
    case "POST /api/deferralRequests/:id/refuse":
      return { json: { decisionNote: "Vu avec le client." } };
    case "POST /api/bankVerification/manualReviews/:id/decision":
      return { json: { decision: "accept" } };
    case "POST /api/contracts/:id/payments":
      return { json: { amount: "1.00", valueDate: "2026-11-22", method: "pad" } };
    case "POST /api/contracts/:id/payments/:paymentId/return":
      return { json: { returnedOn: "2026-11-22", reason: "other" } };
    case "POST /api/contracts/:id/fees":
      return { json: { kind: "other", amount: "5.00", dueDate: "2026-12-11" } };
    case "POST /api/contracts/:id/fees/:lineId/waive":
      return { json: { reason: "Vu avec le client." } };
    case "POST /api/contracts/:id/adjustments":
      return { json: { amount: "-5.00", valueDate: "2026-11-22", reason: "Vu avec le client." } };
    case "POST /api/contracts/:id/write-off":
      return { json: { reason: "Vu avec le client." } };
    case "POST /api/servicing/approvals/:id/approve":
    case "POST /api/servicing/approvals/:id/reject":
      return { json: { note: "Vu avec le client." } };
    case "PUT /api/contracts/:id/collector":
      return { json: { userId: null } };
    case "POST /api/reports/printTicket":
      return { json: { report: "PaymentReceipt", contractId: ids("body.contractId").contractId, receiptId: ids("body.receiptId").receiptId } };
    case "PUT /api/contractExternal/cashLoanFlow/:slug":
      return { json: validReferences };
    case "PUT /api/contractExternal/cashLoanRenewFlow/:slug":
      return { json: validAddress };
    case "POST /api/contractExternal/cashLoanFlow/:slug/signature":
      return { json: { signerName: "Julie Tremblay", signature: await signaturePng(), documentSha256: ids("slug").renewal.documentSha256 } };
    case "POST /api/zumrails/:slug":
      return { json: { requestId: "sweep-request-1", institutionId: "4" } };
    case "GET /sandbox/decisionlogic/:requestCode":
      return { query: { lang: "fr" } };
    case "POST /sandbox/decisionlogic/:requestCode":
      return { form: { lang: "fr", username: "demo", password: "demo" } };
    case "GET /sandbox/flinks/:instance/v2":
      return { query: { tag: ids("query.tag").renewal.slug, language: "fr" } };
    case "POST /sandbox/flinks/:instance/v2":
      return { form: { tag: ids("form.tag").renewal.slug, institution: "4", language: "fr", username: "demo", password: "demo" } };
    default:
      return splitKey(key).method === "get" || splitKey(key).method === "delete" ? {} : { json: {} };
  }
};

/** The request for route `key` with values from `sources`. */
export const callFor = async (key: string, sources: Sources): Promise<Call> => {
  const { method, path } = splitKey(key);
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => encodeURIComponent(parameterValue(name, path, sources)));
  return { method, path: filled, ...(await bodyOf(key, sources)) };
};

/** Sends a call with an optional bearer token; POSTs carry a fresh Idempotency-Key. */
export const send = async (app: Express, call: Call, token: string | null): Promise<request.Response> => {
  let test = request(app)[call.method](call.path).set(bearer(token));
  if (call.method === "post") test = test.set("Idempotency-Key", `sweep-${randomUUID()}`);
  if (call.query) test = test.query(call.query);
  if (call.upload) return test.attach("file", call.upload.bytes, { filename: call.upload.name, contentType: "image/png" });
  if (call.form) return test.type("form").send(call.form);
  if (call.json !== undefined) return test.send(call.json as object);
  return test;
};

// ---------------------------------------------------------------------------
// Snapshots of every table and of the stored files

/** Rows of one table by primary key, each as its JSON text. */
export type TableSnapshot = Map<string, string>;
export type Snapshot = Map<string, TableSnapshot>;

const tablesOf = async (db: Knex): Promise<string[]> => {
  if (databaseKind(db) === "postgres") {
    const result = await db.raw("select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'");
    return (result.rows as Array<{ table_name: string }>).map((row) => row.table_name).sort();
  }
  const rows = (await db.raw("select name, sql from sqlite_master where type = 'table' and name not like 'sqlite_%'")) as Array<{ name: string; sql: string }>;
  // A full-text table and its shadow tables are an index of contracts (compared as contracts), not rows of their own.
  const virtual = rows.filter((row) => /^CREATE VIRTUAL TABLE/i.test(row.sql)).map((row) => row.name);
  const derived = (name: string) => virtual.some((table) => name === table || name.startsWith(`${table}_`));
  return rows.map((row) => row.name).filter((name) => !derived(name)).sort();
};

const primaryKeyOf = async (db: Knex, table: string): Promise<string[]> => {
  if (databaseKind(db) === "postgres") {
    const result = await db.raw(
      `select kcu.column_name from information_schema.table_constraints tc
         join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
       where tc.table_schema = current_schema() and tc.table_name = ? and tc.constraint_type = 'PRIMARY KEY'
       order by kcu.ordinal_position`,
      [table],
    );
    return (result.rows as Array<{ column_name: string }>).map((row) => row.column_name);
  }
  const columns = (await db.raw("select name, pk from pragma_table_info(?)", [table])) as Array<{ name: string; pk: number }>;
  return columns.filter((column) => column.pk > 0).sort((a, b) => a.pk - b.pk).map((column) => column.name);
};

/** Every row of every table (ordered by primary key), and every stored file's hash under `storageDir`. */
export const snapshot = async (db: Knex, storageDir: string): Promise<Snapshot> => {
  const all: Snapshot = new Map();
  for (const table of await tablesOf(db)) {
    const key = await primaryKeyOf(db, table);
    if (key.length === 0) throw new Error(`table ${table} has no primary key: the snapshot cannot key its rows`);
    const rows = (await db(table).orderBy(key.map((column) => ({ column, order: "asc" as const })))) as Array<Record<string, unknown>>;
    all.set(table, new Map(rows.map((row) => [key.map((column) => String(row[column])).join("|"), JSON.stringify(row)])));
  }
  all.set("(stored files)", new Map(filesUnder(storageDir).map((file) => [relative(storageDir, file), sha256(readFileSync(file))])));
  return all;
};

const sha256 = (bytes: Buffer): string => createHash("sha256").update(bytes).digest("hex");

const filesUnder = (dir: string): string[] => {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
};

/** One row that differs between two snapshots. */
export interface RowChange {
  readonly table: string;
  readonly key: string;
  readonly before: Record<string, unknown> | null;
  readonly after: Record<string, unknown> | null;
}

/** Rows added, removed or changed, table by table. */
export const changesBetween = (before: Snapshot, after: Snapshot): RowChange[] => {
  const changes: RowChange[] = [];
  for (const table of new Set([...before.keys(), ...after.keys()])) {
    const old = before.get(table) ?? new Map<string, string>();
    const now = after.get(table) ?? new Map<string, string>();
    for (const key of new Set([...old.keys(), ...now.keys()])) {
      const was = old.get(key);
      const is = now.get(key);
      if (was === is) continue;
      const parse = (text: string | undefined) => (text === undefined ? null : (JSON.parse(text) as Record<string, unknown>));
      changes.push({ table, key, before: parse(was), after: parse(is) });
    }
  }
  return changes;
};

/**
 * The tenant a changed row belongs to: its `tenant_id`; a stored file by its
 * tenant folder; a sandbox session through its contract; null when the row
 * belongs to no tenant.
 */
export const ownerOf = (change: RowChange, contractTenants: ReadonlyMap<number, number>, tenantIdsByCode: ReadonlyMap<string, number>): number | null => {
  if (change.table === "(stored files)") return tenantIdsByCode.get(change.key.split(/[\\/]/)[0] ?? "") ?? null;
  const row = change.after ?? change.before ?? {};
  if (row.tenant_id !== undefined && row.tenant_id !== null) return Number(row.tenant_id);
  if (row.contract_id !== undefined && row.contract_id !== null) return contractTenants.get(Number(row.contract_id)) ?? null;
  return null;
};
