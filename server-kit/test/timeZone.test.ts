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
