import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Role, tBoth, type RoleId } from "@lendkit/core";
import { apiRoutes, routeKey } from "@lendkit/core/api";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { allows } from "../src/access/routeTable.js";
import { diskStorage } from "../src/files/storage.js";
import { bilingualText, serverMessages } from "../src/http/messages.js";
import { fullAccessTable } from "../src/server/apiModules.js";
import { loginAs, makeApp, staffUsers } from "./app.js";
import { targets, type TestDatabase } from "./databases.js";
import { newSlug } from "./flowFixtures.js";
import {
  callFor,
  changesBetween,
  customerSessionToken,
  extraIdSlots,
  idSlotsOf,
  ownerOf,
  parametersOf,
  parameterValue,
  seedWorld,
  send,
  snapshot,
  splitKey,
  UnmappedParameter,
  type RowChange,
  type Sources,
  type World,
} from "./isolationFixtures.js";

/**
 * SECURITY 14 / issue 5, across every area at once: a user of one lender
 * never reads or changes another lender's data, whatever id they send. The
 * sweep walks the whole access table, so a new route that takes an id is
 * swept the day it is registered (and fails here until its parameter says
 * which object it names).
 */

/** One caller of the sweep: a RENT session of one role, or nobody. */
interface Caller {
  readonly name: string;
  readonly roleId: RoleId | null;
  readonly token: string | null;
  readonly userId: number | null;
  readonly customerId: number | null;
}

/** Every route that takes an id: a parameter in its path, or an id in its body or query. */
const idRoutes = (): string[] => Object.keys(fullAccessTable).filter((key) => parametersOf(splitKey(key).path).length > 0 || Object.hasOwn(extraIdSlots, key));

const notFoundText = bilingualText(serverMessages.notFound);

/**
 * Tables a refused request legitimately writes, each kept out of the
 * "nothing changed" comparison with its reason:
 * - audit_log: append-only, and every refusal is audited (SECURITY 29): the
 *   sweep reads those rows instead;
 * - rate_limits: the per-IP limits of the print URLs and the file drop count
 *   attempts, refused ones included (that is what stops a scan).
 * Nothing else is excluded: sessions, tickets, OTP, outbox and the rest must
 * be exactly as they were.
 */
const refusalTables: ReadonlySet<string> = new Set(["audit_log", "rate_limits"]);

/**
 * Rows a RENT caller may legitimately write while refused: its own
 * Idempotency-Keys (the middleware stores the answer to replay, a 404
 * included, under the caller's tenant).
 */
const ownKeyRow = (change: RowChange, rentId: number): boolean => change.table === "idempotency_keys" && Number((change.after ?? change.before)?.tenant_id) === rentId;

describe.each(targets)("tenant isolation on every id route on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  let storageDir: string;
  let rent: World;
  let capital: World;
  let callers: Caller[];
  /** RENT's world with every id replaced by one that names nothing: what "not found" answers look like. */
  let absent: World;

  beforeAll(async () => {
    test = await target.open();
    storageDir = mkdtempSync(join(tmpdir(), "lendkit-isolation-"));
    setup = await makeApp(test.db, { publicTenant: "RENT", storage: diskStorage(storageDir) });
    rent = await seedWorld(setup.app, test.db, setup.clock, "RENT", setup.tenants.RENT!.id);
    capital = await seedWorld(setup.app, test.db, setup.clock, "CAPITAL", setup.tenants.CAPITAL!.id);
    const staff: Caller[] = [];
    for (const user of staffUsers) {
      const token = user.username === "admin" ? rent.tokens.admin : await loginAs(setup.app, user.username, "RENT");
      staff.push({ name: user.username, roleId: user.roleId, token, userId: setup.tenants.RENT!.users[user.username]!, customerId: null });
    }
    const clientC = await customerSessionToken(test.db, setup.clock, rent.tenantId, rent.customerId, Role.ClientC);
    const max = 2_147_483_647;
    absent = {
      ...rent,
      customerId: max,
      contractId: max,
      paymentIds: rent.paymentIds.map(() => max),
      receiptId: max,
      ledger: { paymentId: max, feeLineId: `f${max}`, approvals: { approve: max, reject: max } },
      deferrals: { approve: max, refuse: max },
      checklistItemId: max,
      noteId: max,
      fileId: max,
      droppedFileId: max,
      renewal: { ...rent.renewal, slug: newSlug() },
      requestCode: randomBytes(16).toString("hex"),
      loginId: randomUUID(),
      manualReviewId: max,
    };
    callers = [
      ...staff,
      { name: "customer (Client)", roleId: Role.Client, token: rent.tokens.customer, userId: null, customerId: rent.customerId },
      { name: "customer (ClientC)", roleId: Role.ClientC, token: clientC, userId: null, customerId: rent.customerId },
      { name: "anonymous", roleId: null, token: null, userId: null, customerId: null },
    ];
  }, 120_000);
  afterAll(async () => {
    await test.close();
  });

  const capitalIds = (): Sources => ({ ids: () => capital, credential: rent });
  /**
   * The per-IP limits (print URLs: 120 per 15 minutes) would end a sweep of
   * hundreds of calls from one address with 429s; they are not what is
   * tested here, so each route starts a fresh window.
   */
  const freshLimits = () => test.db("rate_limits").delete();
  beforeEach(freshLimits);
  const tenantIdsByCode = () => new Map([["RENT", rent.tenantId], ["CAPITAL", capital.tenantId]]);
  const contractTenants = async () =>
    new Map(((await test.db("contracts").select("id", "tenant_id")) as Array<{ id: number; tenant_id: number }>).map((row) => [Number(row.id), Number(row.tenant_id)]));
  const takeSnapshot = () => snapshot(test.db, storageDir);

  /** Changes between two snapshots that no refused request may make. */
  const forbiddenChanges = (changes: readonly RowChange[]) => changes.filter((change) => !refusalTables.has(change.table) && !ownKeyRow(change, rent.tenantId));

  /** What a caller can tell from an answer: its status and body (JSON, or the text of anything else). */
  const answerOf = (response: { status: number; body: unknown; text: string; headers: Record<string, string> }) =>
    JSON.stringify({ status: response.status, body: response.body, text: String(response.headers["content-type"] ?? "").includes("json") ? "" : response.text });

  /** The guard's own answer for a caller (401 or 403), or null when the guard lets the call through. */
  const guardAnswer = (key: string, caller: Caller): 401 | 403 | null => {
    const access = fullAccessTable[key]!;
    if ("public" in access) return null;
    if (caller.roleId === null) return 401;
    return allows(access, caller.roleId) ? null : 403;
  };

  it("has a value for every parameter of every id route, and refuses a parameter it does not know", async () => {
    const routes = idRoutes();
    // The access table's id routes today; the count only grows when routes are added.
    expect(routes.length).toBeGreaterThanOrEqual(50);
    for (const key of routes) {
      const call = await callFor(key, capitalIds());
      expect(call.path, key).not.toMatch(/:[A-Za-z]/);
    }
    expect(() => parameterValue("widgetId", "/api/widgets/:widgetId", capitalIds())).toThrow(UnmappedParameter);
    expect(() => parameterValue("id", "/api/widgets/:id", capitalIds())).toThrow(UnmappedParameter);
  });

  it("answers every RENT role and anonymous callers 401, 403 or 404 on CAPITAL's ids, changes nothing, and audits the refusals", async () => {
    const before = await takeSnapshot();
    const seen: Array<{ key: string; caller: Caller; status: number; requestId: string; body: unknown; sameAsAbsent: boolean }> = [];
    for (const key of idRoutes()) {
      await freshLimits();
      for (const caller of callers) {
        const response = await send(setup.app, await callFor(key, capitalIds()), caller.token);
        const nothing = await send(setup.app, await callFor(key, { ids: () => absent, credential: rent }), caller.token);
        seen.push({
          key,
          caller,
          status: response.status,
          requestId: String(response.headers["x-request-id"]),
          body: response.body,
          sameAsAbsent: answerOf(response) === answerOf(nothing),
        });
      }
    }
    const after = await takeSnapshot();

    const wrong = seen
      .filter(({ key, caller, status }) => status !== (guardAnswer(key, caller) ?? 404))
      .map(({ key, caller, status, body }) => `${key} as ${caller.name}: ${status} ${JSON.stringify(body).slice(0, 160)}`);
    expect(wrong).toEqual([]);
    // Nothing tells CAPITAL's object from no object: the same ids naming nothing get the very same answer.
    expect(seen.filter((entry) => !entry.sameAsAbsent).map(({ key, caller }) => `${key} as ${caller.name}`)).toEqual([]);
    expect(forbiddenChanges(changesBetween(before, after))).toEqual([]);

    // The refusals are audited where the areas audit them: the guard's 401/403, a customer naming another customer, a print ticket refused, a file drop refused.
    const rows = (await test.db("audit_log")
      .whereIn("request_id", seen.map((entry) => entry.requestId))
      .select("action", "request_id", "tenant_id", "actor_user_id", "actor_customer_id")) as Array<Record<string, unknown>>;
    const rowsOf = (requestId: string) => rows.filter((row) => row.request_id === requestId);
    const customerRoutes = new Set(Object.values(apiRoutes.customers).map((route) => routeKey(route.method, route.path)));
    const audited = new Map<string, number>(callers.map((caller) => [caller.name, 0]));
    for (const { key, caller, status, requestId } of seen) {
      const path = splitKey(key).path;
      const expected =
        status === 401
          ? "access.unauthenticated"
          : status === 403
            ? "access.denied"
            : caller.customerId !== null && customerRoutes.has(key) && path.includes(":customerId")
              ? "customer.accessRefused"
              : path.includes("/print/") || path.includes("/printPaymentReciept/")
                ? "document.ticketRefused"
                : path.startsWith("/api/fileDrop/")
                  ? "fileDrop.refused"
                  : caller.token !== null
                    ? "access.notFound"
                    : null;
      if (expected === null) continue;
      const row = rowsOf(requestId).find((each) => each.action === expected);
      expect(row, `${key} as ${caller.name}: ${expected}`).toBeDefined();
      if (expected === "access.denied" || expected === "customer.accessRefused" || expected === "access.notFound") {
        expect(row).toMatchObject({ tenant_id: rent.tenantId, actor_user_id: caller.userId, actor_customer_id: caller.customerId });
      }
      audited.set(caller.name, audited.get(caller.name)! + 1);
    }
    // Every caller leaves refusal rows, the Admin the access table admits to every id route too: past the guard,
    // another tenant's id answers 404, audited as access.notFound with the route's ids (and never twice).
    for (const caller of callers) expect(audited.get(caller.name), caller.name).toBeGreaterThan(0);
    const twice = seen.filter(({ requestId }) => rowsOf(requestId).filter((row) => String(row.action).startsWith("access.") || String(row.action).endsWith("Refused") || String(row.action).endsWith(".refused")).length > 1);
    expect(twice.map(({ key, caller }) => `${key} as ${caller.name}`)).toEqual([]);
  }, 300_000);

  it("answers CAPITAL's flow slug 404 on every slug route of a RENT deployment, changing nothing", async () => {
    const slugRoutes = idRoutes().filter((key) => parametersOf(splitKey(key).path).includes("slug") || idSlotsOf(key).some((slot) => slot.endsWith(".tag")));
    expect(slugRoutes.length).toBeGreaterThanOrEqual(15);
    const before = await takeSnapshot();
    for (const key of slugRoutes) {
      // A slug alone reaches only the code request and the sandbox pages (C §1); the flow routes need a session: RENT's customer's here.
      const token = "public" in fullAccessTable[key]! ? null : rent.tokens.customer;
      const response = await send(setup.app, await callFor(key, capitalIds()), token);
      expect(response.status, `${key}: ${JSON.stringify(response.body)}`).toBe(404);
    }
    expect(forbiddenChanges(changesBetween(before, await takeSnapshot()))).toEqual([]);
  }, 120_000);

  it("opens no RENT document with CAPITAL's print tickets, and spends none of them", async () => {
    const printRoutes = idRoutes().filter((key) => parametersOf(splitKey(key).path).includes("session"));
    expect(printRoutes).toHaveLength(5);
    const before = await takeSnapshot();
    for (const key of printRoutes) {
      // CAPITAL's ticket (its credential, as a session token is) with RENT's contract, customer and receipt.
      const response = await send(setup.app, await callFor(key, { ids: () => rent, credential: capital }), rent.tokens.admin);
      expect(response.status, key).toBe(404);
    }
    // Not one use spent: print_tickets is compared in full.
    expect(forbiddenChanges(changesBetween(before, await takeSnapshot()))).toEqual([]);
  }, 120_000);

  it("answers another tenant's id among the caller's own ids exactly as an id that does not exist", async () => {
    const mixed = idRoutes().filter((key) => idSlotsOf(key).length >= 2);
    expect(mixed.length).toBeGreaterThanOrEqual(12);
    const before = await takeSnapshot();
    const differences: string[] = [];
    for (const key of mixed) {
      const access = fullAccessTable[key]!;
      // The caller who could use the route on RENT's own ids: anonymous for a public route (the deployment's tenant), else RENT's admin, else RENT's customer.
      const token = "public" in access ? null : allows(access, Role.Admin) ? rent.tokens.admin : rent.tokens.customer;
      await freshLimits();
      for (const slot of idSlotsOf(key)) {
        const answer = async (other: World) => send(setup.app, await callFor(key, { ids: (asked) => (asked === slot ? other : rent), credential: rent }), token);
        const foreign = answerOf(await answer(capital));
        const nothing = answerOf(await answer(absent));
        if (foreign !== nothing) differences.push(`${key} [${slot}]: CAPITAL's id ${foreign.slice(0, 160)} / no id ${nothing.slice(0, 160)}`);
      }
    }
    expect(differences).toEqual([]);
    // RENT's own rows may change here (the calls are RENT's, on RENT's objects); CAPITAL's may not, nor any row of no tenant.
    const tenants = await contractTenants();
    const foreignChanges = forbiddenChanges(changesBetween(before, await takeSnapshot())).filter((change) => ownerOf(change, tenants, tenantIdsByCode()) !== rent.tenantId);
    expect(foreignChanges).toEqual([]);
  }, 300_000);

  it("lets CAPITAL's own callers through with the same ids and bodies (the control: the refusals above are the tenant check, not bad input)", async () => {
    const providerUnavailable = bilingualText(tBoth("flows.error.bankProviderUnavailable"));
    /** CAPITAL verifies banks with the aggregator: the other providers' routes answer that, past the slug check. */
    const expectedRefusals: Readonly<Record<string, { status: number; message: string }>> = {
      "POST /api/decisionLogic/CreateBankVerif/:slug/:bankServiceId/:testFlag": { status: 404, message: providerUnavailable },
      "POST /api/decisionLogic/handleBankVerifResult/:slug/:requestCode": { status: 404, message: providerUnavailable },
      "POST /api/zumrails/:slug": { status: 404, message: providerUnavailable },
      // A flow link's code goes out only for the deployment's public tenant (RENT), as every OTP route: CAPITAL's own deployment sends it.
      "POST /api/contractExternal/cashLoanFlow/:slug/code": { status: 404, message: notFoundText },
      // The fixture's renewal of this contract was signed in the flow phase: one live renewal per contract (issue 14 §4) refuses another, past the tenant check.
      "POST /api/customer/:customerId/renewContract": { status: 422, message: bilingualText(tBoth("payments.renew.refused.renewalPending")) },
    };
    /** Calls that end something run last: the signature closes the flow; completion, deletion and termination close the rest. */
    const phase = (key: string): number => {
      // The copy of the signed contract exists once the flow is signed.
      if (key.endsWith("/signedContract")) return 2.5;
      if (key.startsWith("GET ")) return 0;
      if (key.includes("/api/contractExternal/") || key.includes("/sandbox/") || key.includes("/api/fileDrop/") || key.includes("/api/flinks/") || key.includes("/api/zumrails/") || key.includes("/api/decisionLogic/")) {
        return key.endsWith("/signature") ? 2 : 1;
      }
      // The editor's PUT writes the contract's columns from its body, which the fixture left empty: it goes after the customers' calls that read them.
      if (key === "PUT /api/contracts/:id") return 4;
      if (key.endsWith("/checklist/complete") || key.startsWith("DELETE ") || key.endsWith("/status")) return 5;
      return 3;
    };
    const routes = idRoutes().sort((a, b) => phase(a) - phase(b));
    const failures: string[] = [];
    let current = capital;
    for (const key of routes) {
      const access = fullAccessTable[key]!;
      // A public route gets the flow's customer (a session of the flow's tenant passes the RENT deployment); others CAPITAL's admin, else its customer.
      const token = "public" in access ? capital.tokens.customer : allows(access, Role.Admin) ? capital.tokens.admin : capital.tokens.customer;
      const response = await send(setup.app, await callFor(key, { ids: () => current, credential: current }), token);
      const expected = expectedRefusals[key];
      const passed = expected
        ? response.status === expected.status && response.body?.ErrorMessage === expected.message
        : response.status >= 200 && response.status < 300;
      if (!passed) failures.push(`${key}: ${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
      if (!expected && response.body?.ErrorMessage === notFoundText) failures.push(`${key}: the plain not-found for CAPITAL's own ids`);
      // The contract's version moves with each write: the next body sends the current one.
      const contract = await send(setup.app, { method: "get", path: `/api/contracts/${capital.contractId}` }, capital.tokens.admin);
      current = { ...current, contractJson: contract.body.Result ?? current.contractJson };
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
