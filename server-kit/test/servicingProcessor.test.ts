import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Express } from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { diskStorage } from "../src/files/storage.js";
import { saveFlowSettings } from "../src/flows/settings.js";
import { createLogger } from "../src/http/logging.js";
import { contextOf, createServer } from "../src/server/createServer.js";
import { padExternalId } from "../src/servicing/processor/adapter.js";
import { paymentProcessorOf } from "../src/servicing/processor/config.js";
import { runProcessorDays } from "../src/servicing/processor/day.js";
import { sandboxPaymentProcessor, sandboxReturnsDebit } from "../src/servicing/processor/sandbox.js";
import { startServicingScheduler } from "../src/servicing/scheduler.js";
import { captureLogs, loginAs, makeApp, testClock, testFlowSettings, testPasswordParams, type TestClock } from "./app.js";
import { as, countRows, newKey } from "./customersFixtures.js";
import { targets, type TestDatabase } from "./databases.js";
import { anotherInstance, insertServicingLoan, testSchedule } from "./servicingFixtures.js";

/**
 * The payment processor and the daily timer (issue 22 §2 and §4): the
 * sandbox collects what each due line owes on its due date and the ledger
 * shows it paid; its NSF share returns the lines its hash decides, with the
 * tenant's NSF fee; a day run twice, or by two instances at once, posts
 * nothing twice; the timer runs a tenant's day once the clock passes its
 * midnight, not before — on SQLite and PostgreSQL.
 *
 * Each loan: 1,000.00 lent on 2026-10-01, lines of 270.00, 265.00, 260.00
 * and 255.00 due 2026-10-30, 11-13, 11-27 and 12-11 (Toronto).
 */

const schedule = testSchedule;

type LedgerLine = { id: string; dueDate: string; outstanding: string; isPaid: boolean; kind: string; feeKind: string | null; amount: string };

/** Noon in Toronto on a day of November 2026 (UTC−5). */
const noonOn = (day: string): Date => new Date(`${day}T17:00:00.000Z`);

describe.each(targets)("the payment processor and the daily timer on $name", (target) => {
  let test: TestDatabase;
  let app: Express;
  let other: Express;
  let clock: TestClock;
  let rent: number;
  let loanCounter = 0;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    test = await target.open();
    const setup = await makeApp(test.db);
    app = setup.app;
    clock = setup.clock;
    rent = setup.tenants.RENT!.id;
    // A second instance: its own connections to the same database, the same clock.
    other = anotherInstance(test, clock);
    for (const username of ["admin", "collector"]) tokens[username] = await loginAs(app, username, "RENT");
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    clock.set(noonOn("2026-11-13"));
    await saveFlowSettings(test.db, clock, rent, testFlowSettings);
    // Each test's loans are the tenant's only active contracts, and its processor starts afresh.
    await test.db("contracts").where({ tenant_id: rent, status_id: 1 }).update({ status_id: 8 });
    await test.db("sandbox_pad_debits").del();
    await test.db("processor_days").del();
  });

  /** An active loan of the tenant; returns its id, number and lines' ids. */
  const insertLoan = (statusId = 1) =>
    // Numbers and line ids are the same on every run: the sandbox's decisions are too.
    insertServicingLoan(test.db, clock, rent, schedule, { statusId, contractNumber: `P-${String(++loanCounter).padStart(4, "0")}` });

  const pay = async (contractId: number, amount: string, valueDate: string) => {
    const response = await as(app, tokens.collector!).post(`/api/contracts/${contractId}/payments`, { amount, valueDate, method: "pad" }, newKey());
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  };
  const ledgerLines = async (contractId: number): Promise<LedgerLine[]> => {
    const response = await as(app, tokens.admin!).get(`/api/contracts/${contractId}/ledger`);
    expect(response.status).toBe(200);
    return response.body.Result.lines as LedgerLine[];
  };
  const padPayments = (contractId: number) =>
    test.db("ledger_events").where({ contract_id: contractId, kind: "paymentReceived" }).whereNotNull("external_id").orderBy("id").select("external_id", "amount_cents", "value_date", "method", "created_by");
  const returns = (contractId: number) => test.db("ledger_events").where({ contract_id: contractId, kind: "paymentReturned" }).orderBy("id").select("value_date", "reason");
  const nsfFees = (contractId: number) => test.db("ledger_events").where({ contract_id: contractId, kind: "feeAssessed", fee_kind: "nsf" }).orderBy("id").select("amount_cents", "value_date");
  const runDays = (processor = sandboxPaymentProcessor({ nsfShare: 0 }), on = app) => runProcessorDays(contextOf(on), rent, processor);

  it("collects what each line due today owes, skips lines owing nothing and contracts not active, and the ledger shows them paid", async () => {
    const whole = await insertLoan();
    const part = await insertLoan();
    const ahead = await insertLoan();
    const closed = await insertLoan(8);
    for (const loan of [whole, part, ahead]) await pay(loan.contractId, "270.00", "2026-10-30");
    // 100.00 more pays line 2 in part; 265.00 more pays it in full ahead of its day.
    await pay(part.contractId, "100.00", "2026-11-10");
    await pay(ahead.contractId, "265.00", "2026-11-10");

    expect(await runDays()).toEqual([{ date: "2026-11-13", submitted: 2, applied: 2, duplicates: 0, refused: 0 }]);
    expect(await padPayments(whole.contractId)).toEqual([
      { external_id: padExternalId(whole.contractNumber, whole.lines[1]!, 1), amount_cents: expect.anything(), value_date: "2026-11-13", method: "pad", created_by: null },
    ]);
    expect((await padPayments(whole.contractId)).map((row) => Number(row.amount_cents))).toEqual([26_500]);
    expect((await padPayments(part.contractId)).map((row) => Number(row.amount_cents))).toEqual([16_500]);
    expect(await padPayments(ahead.contractId)).toEqual([]);
    expect(await padPayments(closed.contractId)).toEqual([]);
    for (const loan of [whole, part]) {
      const line = (await ledgerLines(loan.contractId)).find((each) => each.id === loan.lines[1]);
      expect(line).toMatchObject({ dueDate: "2026-11-13", outstanding: "0.00", isPaid: true });
    }
    const audit = (await test.db("audit_log").where({ action: "servicing.processorDay", tenant_id: rent }).orderBy("id", "desc").first()) as { actor_user_id: number | null; after_json: string };
    expect(audit.actor_user_id).toBeNull();
    expect(JSON.parse(audit.after_json)).toEqual({ date: "2026-11-13", submitted: 2, applied: 2, duplicates: 0, refused: 0 });
  });

  it("posts nothing twice when the day is run again, or by two instances at once", async () => {
    const loans = await Promise.all(Array.from({ length: 4 }, () => insertLoan()));
    for (const loan of loans) await pay(loan.contractId, "270.00", "2026-10-30");
    const processor = sandboxPaymentProcessor({ nsfShare: 0 });
    const outcomes = await Promise.all([runDays(processor, app), runDays(processor, other), runDays(processor, app)]);
    expect(outcomes.flat().reduce((sum, outcome) => sum + outcome.applied, 0)).toBe(4);
    // Every run read the day's four results: each applied or a duplicate, none refused.
    for (const [outcome] of outcomes) expect(outcome!.applied + outcome!.duplicates + outcome!.refused).toBe(4);
    for (const [outcome] of outcomes) expect(outcome!.refused).toBe(0);
    expect(await runDays(processor)).toEqual([{ date: "2026-11-13", submitted: 0, applied: 0, duplicates: 4, refused: 0 }]);
    expect(await countRows(test.db, "sandbox_pad_debits")).toBe(4);
    for (const loan of loans) expect((await padPayments(loan.contractId)).map((row) => Number(row.amount_cents))).toEqual([26_500]);
  });

  it("returns the lines its hash decides NSF two business days later, with the tenant's NSF fee, and never presents them again", async () => {
    await saveFlowSettings(test.db, clock, rent, { ...testFlowSettings, servicing: { nsfFee: "45.00" } });
    const loans = await Promise.all(Array.from({ length: 8 }, () => insertLoan()));
    for (const loan of loans) await pay(loan.contractId, "270.00", "2026-10-30");
    const processor = sandboxPaymentProcessor({ nsfShare: 0.5 });
    const decided = loans.filter((loan) => sandboxReturnsDebit(padExternalId(loan.contractNumber, loan.lines[1]!, 1), 0.5));
    expect(decided.length).toBeGreaterThan(0);
    expect(decided.length).toBeLessThan(loans.length);
    expect(await runDays(processor)).toMatchObject([{ submitted: 8, applied: 8 }]);

    // Friday 11-13 + 2 business days is Tuesday 11-17; Monday nothing comes back.
    clock.set(noonOn("2026-11-16"));
    expect(await runDays(processor)).toMatchObject([{ date: "2026-11-14", applied: 0 }, { date: "2026-11-15", applied: 0 }, { date: "2026-11-16", applied: 0 }]);
    clock.set(noonOn("2026-11-17"));
    expect(await runDays(processor)).toEqual([{ date: "2026-11-17", submitted: 0, applied: decided.length, duplicates: 0, refused: 0 }]);
    for (const loan of loans) {
      const returned = decided.includes(loan);
      expect(await returns(loan.contractId)).toEqual(returned ? [{ value_date: "2026-11-17", reason: "nsf" }] : []);
      expect((await nsfFees(loan.contractId)).map((fee) => [Number(fee.amount_cents), fee.value_date])).toEqual(returned ? [[4_500, "2026-11-17"]] : []);
      const line = (await ledgerLines(loan.contractId)).find((each) => each.id === loan.lines[1]);
      expect(line?.outstanding).toBe(returned ? "265.00" : "0.00");
    }
    // The next day: the returned lines are not debited again, and nothing is returned twice.
    clock.set(noonOn("2026-11-18"));
    expect(await runDays(processor)).toEqual([{ date: "2026-11-18", submitted: 0, applied: 0, duplicates: 0, refused: 0 }]);
    expect(await runDays(processor)).toEqual([{ date: "2026-11-18", submitted: 0, applied: 0, duplicates: 0, refused: 0 }]);
    for (const loan of decided) expect(await returns(loan.contractId)).toHaveLength(1);
  });

  it("catches up at most 7 missed days, and a first run starts on today", async () => {
    const loan = await insertLoan();
    clock.set(noonOn("2026-11-27"));
    // No day done yet: only today, so line 2 (11-13, unpaid) is not collected late.
    expect((await runDays()).map((outcome) => outcome.date)).toEqual(["2026-11-27"]);
    expect((await padPayments(loan.contractId)).map((row) => row.value_date)).toEqual(["2026-11-27"]);
    clock.set(noonOn("2026-12-11"));
    expect((await runDays()).map((outcome) => outcome.date)).toEqual(["2026-12-05", "2026-12-06", "2026-12-07", "2026-12-08", "2026-12-09", "2026-12-10", "2026-12-11"]);
  });

  it("runs a tenant's day when the clock passes its midnight and not before, then stops", async () => {
    const timerClock = testClock(new Date("2026-11-27T04:59:00.000Z")); // 23:59 on 11-26 in Toronto
    const server = createServer({
      db: test.openAnother(),
      clock: timerClock,
      logger: createLogger({ destination: captureLogs().stream }),
      passwordParams: testPasswordParams,
      storage: diskStorage(mkdtempSync(join(tmpdir(), "lendkit-files-"))),
      paymentProcessor: { mode: "sandbox", nsfShare: 0 },
    });
    expect(paymentProcessorOf(contextOf(server))?.mode).toBe("sandbox");
    const loan = await insertLoan();
    await pay(loan.contractId, "270.00", "2026-10-30");
    await pay(loan.contractId, "265.00", "2026-11-13");
    const runsOf = async () => (await test.db("audit_log").where({ action: "servicing.run", tenant_id: rent }).orderBy("id").select("after_json")).map((row) => JSON.parse(String(row.after_json)).date as string);
    const before = (await runsOf()).length;

    const timer = startServicingScheduler(server, { checkEveryMs: 3_600_000 });
    try {
      await timer.tick();
      expect((await runsOf()).slice(before)).toEqual(["2026-11-26"]);
      expect(await padPayments(loan.contractId)).toEqual([]);
      timerClock.advance(30_000); // 23:59:30
      await timer.tick();
      expect((await runsOf()).slice(before)).toEqual(["2026-11-26"]);
      timerClock.advance(60_000); // 00:00:30 on 11-27
      await timer.tick();
      expect((await runsOf()).slice(before)).toEqual(["2026-11-26", "2026-11-27"]);
      expect((await padPayments(loan.contractId)).map((row) => [row.value_date, Number(row.amount_cents)])).toEqual([["2026-11-27", 26_000]]);
    } finally {
      await timer.stop();
    }
    timerClock.advance(86_400_000);
    await timer.tick();
    expect((await runsOf()).slice(before)).toEqual(["2026-11-26", "2026-11-27"]);
  });
});
