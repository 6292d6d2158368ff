import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Express } from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../src/http/logging.js";
import { runCli } from "../src/server/cliCommands.js";
import { contextOf, createServer } from "../src/server/createServer.js";
import { captureLogs, makeApp, testClock, testPasswordParams } from "./app.js";
import { insertAccount } from "./customersFixtures.js";
import { targets, type TestDatabase } from "./databases.js";
import { fetchPrint, pdfText } from "./documentsFixtures.js";
import { asApplicant, insertRenewal } from "./flowFixtures.js";

/**
 * The lender's time zone is one server setting (createServer's `timeZone`,
 * the CLI's LENDKIT_TIME_ZONE), checked at start and read by every area
 * through `context.timeZone`.
 */

/** 05:30 UTC on Nov 23: 00:30 on the 23rd in Toronto, still 21:30 on the 22nd in Vancouver. */
const nearMidnight = new Date("2026-11-23T05:30:00.000Z");

describe("the timeZone option", () => {
  const db = targets[0]!;
  let test: TestDatabase;
  beforeAll(async () => {
    test = await db.open();
  });
  afterAll(async () => {
    await test.close();
  });

  const server = (timeZone?: string) =>
    createServer({ db: test.db, logger: createLogger({ destination: captureLogs().stream }), ...(timeZone === undefined ? {} : { timeZone }) });

  it("defaults to America/Toronto, keeps Intl's spelling of a known zone and refuses anything else at start", () => {
    expect(contextOf(server()).timeZone).toBe("America/Toronto");
    expect(contextOf(server("America/Vancouver")).timeZone).toBe("America/Vancouver");
    expect(contextOf(server("america/vancouver")).timeZone).toBe("America/Vancouver");
    for (const bad of ["Nowhere/Town", "", " ", "+25:00", "America/Toronto; DROP TABLE"]) expect(() => server(bad)).toThrow(/timeZone: expected an IANA time zone/);
  });
});

describe("LENDKIT_TIME_ZONE through the CLI", () => {
  const dir = mkdtempSync(join(tmpdir(), "lendkit-zone-"));
  const env = { DATABASE_URL: `sqlite:${join(dir, "zone.sqlite")}`, PORT: "0", LOG_LEVEL: "silent" };
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("stops `serve` on an unknown zone and serves with a known one", async () => {
    await runCli(["migrate"], env, () => undefined);
    await expect(runCli(["serve"], { ...env, LENDKIT_TIME_ZONE: "Nowhere/Town" }, () => undefined)).rejects.toThrow(/timeZone/);
    const serving = await runCli(["serve"], { ...env, LENDKIT_TIME_ZONE: "America/Vancouver" }, () => undefined);
    try {
      expect((await request(`http://127.0.0.1:${serving!.port}`).get("/api/health")).status).toBe(200);
    } finally {
      await serving!.stop();
    }
  }, 30_000);
});

describe.each(targets)("one lender day for every area on $name", (target) => {
  let test: TestDatabase;
  let toronto: Express;
  let vancouver: Express;
  let setup: Awaited<ReturnType<typeof makeApp>>;

  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db, { clock: testClock(nearMidnight), publicTenant: "RENT" });
    toronto = setup.app;
    vancouver = createServer({
      db: test.db,
      clock: setup.clock,
      logger: createLogger({ destination: captureLogs().stream }),
      passwordParams: testPasswordParams,
      publicTenant: "RENT",
      timeZone: "America/Vancouver",
    });
  });
  afterAll(async () => {
    await test.close();
  });

  it("flags a payment due on Nov 22 late in Toronto after its midnight, not yet in Vancouver (payments, grid info, renewal flow)", async () => {
    const rent = setup.tenants.RENT!.id;
    const account = await insertAccount(test.db, setup.clock, rent, {
      lines: [
        { dueDate: "2026-11-08", paid: true },
        { dueDate: "2026-11-22", amountCents: 2125 },
        { dueDate: "2026-12-06" },
      ],
    });
    const lateOf = async (app: Express) => {
      const auth = (call: request.Test) => call.set("Authorization", `Bearer ${account.token}`);
      const payments = await auth(request(app).get(`/api/customer/${account.customerId}/payments/${account.contractId}`));
      const grid = await auth(request(app).get(`/api/customer/${account.customerId}/currentContractGridInfo`));
      expect(payments.status).toBe(200);
      const line = payments.body.Result.paymentsList.find((each: { dueDate: string }) => each.dueDate === "2026-11-22");
      return { isLate: line.isLate, totalUnpaid: payments.body.Result.totalUnpaid, amountLate: grid.body.Result.amountLate };
    };
    expect(await lateOf(toronto)).toEqual({ isLate: true, totalUnpaid: 21.25, amountLate: 21.25 });
    expect(await lateOf(vancouver)).toEqual({ isLate: false, totalUnpaid: 0, amountLate: 0 });

    // The flows area: the same customer's renewal flow stops on those arrears in Toronto only.
    const flow = await insertRenewal(test.db, setup.clock, rent, { customerId: account.customerId });
    const calculator = (app: Express) => request(asApplicant(app, test.db, setup.clock)).get(`/api/contractExternal/cashLoanRenewFlow/${flow.slug}/calculatorData`);
    expect((await calculator(toronto)).status).toBe(409);
    expect((await calculator(vancouver)).status).toBe(200);
  });
});

/**
 * The process's own zone never decides a day: at 03:30 UTC on Nov 23 it is
 * still 22:30 on Nov 22 for a Toronto lender while a host on Kiritimati
 * (UTC+14) is at 17:30 on Nov 23. Every "today" (the lender's day the apps
 * read, late payments, the deferral rule, the printed documents' date) is
 * the lender's.
 */
describe.each(targets)("the lender's day when the host's zone is another on $name", (target) => {
  const lateEvening = new Date("2026-11-23T03:30:00.000Z");
  const hostZone = process.env.TZ;
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;

  beforeAll(async () => {
    process.env.TZ = "Pacific/Kiritimati";
    test = await target.open();
    setup = await makeApp(test.db, { clock: testClock(lateEvening), publicTenant: "RENT" });
  });
  afterAll(async () => {
    if (hostZone === undefined) delete process.env.TZ;
    else process.env.TZ = hostZone;
    await test.close();
  });

  it("the host's calendar is a day ahead of the lender's at that instant (the case under test)", () => {
    expect(lateEvening.getDate()).toBe(23);
    expect(contextOf(setup.app).timeZone).toBe("America/Toronto");
  });

  it("serves the lender's day for the apps' today", async () => {
    const answer = await request(setup.app).get("/api/configuration/lenderDay");
    expect(answer.status).toBe(200);
    expect(answer.body.Result).toEqual({ timeZone: "America/Toronto", today: "2026-11-22" });
    const tokyo = createServer({ db: test.db, clock: setup.clock, logger: createLogger({ destination: captureLogs().stream }), timeZone: "Asia/Tokyo" });
    expect((await request(tokyo).get("/api/configuration/lenderDay")).body.Result).toEqual({ timeZone: "Asia/Tokyo", today: "2026-11-23" });
  });

  it("marks late, defers and prints by the lender's day", async () => {
    const rent = setup.tenants.RENT!.id;
    const account = await insertAccount(test.db, setup.clock, rent, {
      lines: [
        { dueDate: "2026-11-08", paid: true },
        { dueDate: "2026-11-22", amountCents: 2125 },
        { dueDate: "2026-11-26" },
        { dueDate: "2026-12-10" },
      ],
    });
    const auth = (call: request.Test) => call.set("Authorization", `Bearer ${account.token}`);
    // Nov 22 is the lender's today: its payment is due, not late (it would be late on the host's Nov 23).
    const payments = await auth(request(setup.app).get(`/api/customer/${account.customerId}/payments/${account.contractId}`));
    const line = payments.body.Result.paymentsList.find((each: { dueDate: string }) => each.dueDate === "2026-11-22");
    expect(line.isLate).toBe(false);
    expect(payments.body.Result.totalUnpaid).toBe(0);
    // Nov 26 is today + 4 for the lender (deferrable, 73.5 hours away), today + 3 for the host (refused).
    const deferred = await auth(request(setup.app).post(`/api/customer/${account.customerId}/DeferPaymentRequest`))
      .set("Idempotency-Key", "zone-key-1")
      .send({ Deferalmessage: "", contractId: account.contractId, lang: "en", paymentId: account.paymentIds[2], requestedDate: "2026-12-03" });
    expect(deferred.status, JSON.stringify(deferred.body)).toBe(200);
    // The statement is dated on the lender's day.
    const ticket = await auth(request(setup.app).post("/api/reports/printTicket?lang=en")).send({ report: "LeaStatementReport", contractId: account.contractId });
    expect(ticket.status).toBe(200);
    const { text } = await pdfText((await fetchPrint(setup.app, ticket.body.Result.path as string)).body);
    expect(text).toContain("as of 2026-11-22");
    expect(text).not.toContain("2026-11-23");
  });
});
