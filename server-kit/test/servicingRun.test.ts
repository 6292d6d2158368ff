import type { Express } from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { flowSettingsOf, saveFlowSettings } from "../src/flows/settings.js";
import { contextOf } from "../src/server/createServer.js";
import { loginAs, makeApp, testFlowSettings, type TestClock } from "./app.js";
import { as, countRows, newKey } from "./customersFixtures.js";
import { targets, type TestDatabase } from "./databases.js";
import { anotherInstance, insertServicingLoan, testSchedule } from "./servicingFixtures.js";

/**
 * The daily servicing run (issue 22 §2): POST /api/servicing/run assesses
 * each late line's fee once, nothing for a line paid within its grace
 * period, nothing more when the day is run again, and two server instances
 * running the day at once do each contract once — on SQLite and PostgreSQL.
 *
 * The clock's day is Sunday 2026-11-22 (Toronto). Each loan: 1,000.00 lent
 * on 2026-10-01, lines due 2026-10-30, 11-13, 11-27 and 12-11. The tenant's
 * late fee: 25.00 after 5 days of grace, so line 2's fee day is 2026-11-19
 * (line 1's, 2026-11-05, is more than 7 days before the run: not caught up).
 */

const schedule = testSchedule;

const lateFeeSettings = { ...testFlowSettings, servicing: { lateFee: { amount: "25.00", graceDays: 5 } } };

type Outcome = { date: string; contracts: number; feesAssessed: number; skipped: number };

describe.each(targets)("the daily servicing run on $name", (target) => {
  let test: TestDatabase;
  let app: Express;
  let other: Express;
  let clock: TestClock;
  let rent: number;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    test = await target.open();
    const setup = await makeApp(test.db);
    app = setup.app;
    clock = setup.clock;
    rent = setup.tenants.RENT!.id;
    // A second instance: its own connections to the same database, the same clock.
    other = anotherInstance(test, clock);
    for (const username of ["admin", "admincollector", "collector"]) tokens[username] = await loginAs(app, username, "RENT");
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await saveFlowSettings(test.db, clock, rent, lateFeeSettings);
    // Each test's loans are the tenant's only active contracts.
    await test.db("contracts").where({ tenant_id: rent, status_id: 1 }).update({ status_id: 8 });
  });

  /** An active loan of the tenant; returns its id and its lines' ids. */
  const insertLoan = () => insertServicingLoan(test.db, clock, rent, schedule);

  const run = (date: unknown, token = tokens.admin!, on = app, lang = "en") => as(on, token).post("/api/servicing/run", { date }).set("Accept-Language", lang);
  const ran = async (date: string, on = app): Promise<Outcome> => {
    const response = await run(date, tokens.admin!, on);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.Result as Outcome;
  };
  const pay = async (contractId: number, amount: string, valueDate: string) => {
    const response = await as(app, tokens.collector!).post(`/api/contracts/${contractId}/payments`, { amount, valueDate, method: "pad" }, newKey());
    expect(response.status, JSON.stringify(response.body)).toBe(201);
  };
  const lateFees = (contractId: number) => test.db("ledger_events").where({ contract_id: contractId, kind: "feeAssessed", fee_kind: "late" }).orderBy("id").select("id", "amount_cents", "value_date", "assessed_on", "for_line_id", "created_by");

  it("assesses one fee for a line late past its grace period, none for a line paid within it, and nothing more when the day is run again", async () => {
    const late = await insertLoan();
    const onTime = await insertLoan();
    await pay(late.contractId, "270.00", "2026-10-30");
    await pay(onTime.contractId, "270.00", "2026-10-30");
    // Line 2 (due 11-13) paid on 11-18, the last day of its grace period.
    await pay(onTime.contractId, "265.00", "2026-11-18");

    expect(await ran("2026-11-22")).toEqual({ date: "2026-11-22", contracts: 2, feesAssessed: 1, skipped: 0 });
    const fees = await lateFees(late.contractId);
    expect(fees.map((fee) => [Number(fee.amount_cents), fee.value_date, fee.assessed_on, `s${fee.for_line_id}`, fee.created_by])).toEqual([[2_500, "2026-11-19", "2026-11-19", late.lines[1], null]]);
    expect(await countRows(test.db, "ledger_events", { contract_id: onTime.contractId, kind: "feeAssessed" })).toBe(0);

    const ledger = await as(app, tokens.admin!).get(`/api/contracts/${late.contractId}/ledger`);
    const feeLineId = `f${fees[0]!.id}`;
    expect(ledger.body.Result.lines.find((line: { id: string }) => line.id === feeLineId)).toMatchObject({ kind: "fee", feeKind: "late", dueDate: "2026-11-19", amount: "25.00", outstanding: "25.00" });
    expect(ledger.body.Result.events.at(-1)).toMatchObject({ kind: "feeAssessed", feeKind: "late", forLineId: late.lines[1], amount: "25.00", createdBy: null });
    expect(ledger.body.Result.balances.feesOutstanding).toBe("25.00");

    // The fee is audited like a fee staff charge, by the system; the run by the administrator who asked.
    const feeAudit = (await test.db("audit_log").where({ action: "ledger.feeAssessed", entity_id: String(late.contractId) }).first()) as { actor_user_id: number | null; after_json: string };
    expect(feeAudit.actor_user_id).toBeNull();
    expect(JSON.parse(feeAudit.after_json).events[0]).toMatchObject({ kind: "feeAssessed", feeKind: "late", amountCents: 2_500, forLineId: late.lines[1] });
    const runAudit = (await test.db("audit_log").where({ action: "servicing.run", tenant_id: rent }).orderBy("id", "desc").first()) as { actor_user_id: number | null; after_json: string };
    expect(runAudit.actor_user_id).not.toBeNull();
    expect(JSON.parse(runAudit.after_json)).toEqual({ date: "2026-11-22", contracts: 2, feesAssessed: 1, skipped: 0 });

    expect(await ran("2026-11-22")).toEqual({ date: "2026-11-22", contracts: 0, feesAssessed: 0, skipped: 2 });
    // The next day finds line 2 charged already; line 3 is not due yet.
    expect(await ran("2026-11-21")).toMatchObject({ contracts: 2, feesAssessed: 0 });
    expect(await lateFees(late.contractId)).toHaveLength(1);
  });

  it("assesses nothing when the tenant charges no late fee (the default), and catches up a missed day", async () => {
    await saveFlowSettings(test.db, clock, rent, testFlowSettings);
    const loan = await insertLoan();
    expect(await ran("2026-11-20")).toEqual({ date: "2026-11-20", contracts: 1, feesAssessed: 0, skipped: 0 });
    await saveFlowSettings(test.db, clock, rent, lateFeeSettings);
    // 11-19 was run with no fee set, and is done; 11-22 catches up line 2's fee day.
    expect(await ran("2026-11-22")).toMatchObject({ contracts: 1, feesAssessed: 1 });
    expect((await lateFees(loan.contractId)).map((fee) => fee.value_date)).toEqual(["2026-11-19"]);
  });

  it("audits a fee the ledger refuses (due before the recorded funding), writes none and leaves the contract for the next run", async () => {
    // Funded on 11-20, after line 2's fee day (11-19): the fee would be due before funding.
    const loan = await insertServicingLoan(test.db, clock, rent, schedule, { fundedOn: "2026-11-20" });
    const refusals = () =>
      test.db("audit_log").where({ action: "ledger.refused", entity: "contract", entity_id: String(loan.contractId) }).orderBy("id").select("actor_user_id", "after_json") as Promise<Array<{ actor_user_id: number | null; after_json: string }>>;

    // Not done, so counted among the day's contracts left (with those earlier tests did that day).
    expect(await ran("2026-11-22")).toMatchObject({ date: "2026-11-22", contracts: 0, feesAssessed: 0 });
    expect(await lateFees(loan.contractId)).toEqual([]);
    const audited = await refusals();
    expect(audited.map((row) => [row.actor_user_id, JSON.parse(row.after_json)])).toEqual([[null, { status: 422, reason: "valueDateBeforeFunding" }]]);
    const claim = (await test.db("servicing_runs").where({ contract_id: loan.contractId, day: "2026-11-22" }).first("done_at")) as { done_at: string | null };
    expect(claim.done_at).toBeNull();

    // Not done: the next run tries again, and is refused and audited again.
    expect(await ran("2026-11-22")).toMatchObject({ contracts: 0, feesAssessed: 0 });
    expect(await refusals()).toHaveLength(2);
  });

  it("does each contract once when two instances run the day at once", async () => {
    const loans = await Promise.all(Array.from({ length: 6 }, () => insertLoan()));
    // A day no other test runs (each day's count holds every contract run that day).
    const outcomes = await Promise.all([run("2026-11-19", tokens.admin!, app), run("2026-11-19", tokens.admin!, other), run("2026-11-19", tokens.admin!, app)]);
    for (const response of outcomes) expect(response.status, JSON.stringify(response.body)).toBe(200);
    const results = outcomes.map((response) => response.body.Result as Outcome);
    expect(results.reduce((sum, result) => sum + result.contracts, 0)).toBe(6);
    expect(results.reduce((sum, result) => sum + result.feesAssessed, 0)).toBe(6);
    for (const result of results) expect(result.contracts + result.skipped).toBe(6);
    for (const loan of loans) expect((await lateFees(loan.contractId)).map((fee) => `s${fee.for_line_id}`)).toEqual([loan.lines[1]]);
    const claims = (await test.db("servicing_runs").whereIn("contract_id", loans.map((loan) => loan.contractId)).select("day", "done_at", "fees_assessed")) as Array<{ day: string; done_at: string | null; fees_assessed: number }>;
    expect(claims.map((claim) => [claim.day, claim.done_at !== null, Number(claim.fees_assessed)])).toEqual(loans.map(() => ["2026-11-19", true, 1]));
  });

  it("reads the tenant's late fee: 10 days of grace and no cap by default, none for 0.00; refuses a bad one on save", async () => {
    await saveFlowSettings(test.db, clock, rent, { ...testFlowSettings, servicing: { lateFee: { amount: "30.00" } } });
    expect((await flowSettingsOf(contextOf(app), rent)).lateFee).toEqual({ amountCents: 3_000, graceDays: 10, maxPerContract: null });
    await saveFlowSettings(test.db, clock, rent, { ...testFlowSettings, servicing: { lateFee: { amount: "0.00", graceDays: 3 } } });
    expect((await flowSettingsOf(contextOf(app), rent)).lateFee).toBeNull();
    for (const lateFee of [{ amount: "30.001" }, { amount: "30.00", graceDays: -1 }, { amount: "30.00", graceDays: 1.5 }, { amount: "30.00", maxPerContract: 0 }, { amount: "30.00", days: 3 }, { graceDays: 3 }]) {
      await expect(saveFlowSettings(test.db, clock, rent, { ...testFlowSettings, servicing: { lateFee } }), JSON.stringify(lateFee)).rejects.toThrow(/flow settings/);
    }
  });

  it("refuses a role other than Admin (403), a date that is not a day (400) and a day after today (422), writing nothing", async () => {
    await insertLoan();
    const before = await countRows(test.db, "servicing_runs");
    expect((await run("2026-11-22", tokens.admincollector!)).status).toBe(403);
    expect((await run("2026-11-22", tokens.collector!)).status).toBe(403);
    for (const bad of ["2026-02-30", "22/11/2026", "2026-11-22T00:00:00", 20261122, null]) expect((await run(bad)).status, String(bad)).toBe(400);
    expect((await as(app, tokens.admin!).post("/api/servicing/run", { date: "2026-11-22", extra: 1 })).status).toBe(400);
    const future = await run("2026-11-23");
    expect(future.status).toBe(422);
    expect(future.body.ErrorMessage).toBe("A servicing day can only be run once it has come: the date cannot be after today.");
    const futureFr = await run("2026-11-23", tokens.admin!, app, "fr");
    expect(futureFr.body.ErrorMessage).toBe("Une journée de gestion ne peut être lancée qu’une fois arrivée\u00a0: la date ne peut pas être postérieure à aujourd’hui.");
    expect(await countRows(test.db, "servicing_runs")).toBe(before);
  });
});
