import type { Express } from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { saveFlowSettings } from "../src/flows/settings.js";
import { loginAs, makeApp, testFlowSettings, type TestClock } from "./app.js";
import { as, countRows, newKey } from "./customersFixtures.js";
import { targets, type TestDatabase } from "./databases.js";
import { insertServicingLoan, testSchedule } from "./servicingFixtures.js";

/**
 * Maker-checker (issue 22 §2): with the tenant's threshold at 100.00, a
 * waiver, an adjustment or a write-off above it is kept pending (202, no
 * ledger event), approved by a second person only (the maker gets 403),
 * recorded on approval exactly as asked, decided once (409 after), and a
 * request that could not be recorded is refused at once with nothing
 * kept — on SQLite and PostgreSQL.
 *
 * The clock's day is Sunday 2026-11-22 (Toronto). The loan: 1,000.00 lent
 * on 2026-10-01, four lines of 250.00 principal and the interest below.
 */

const schedule = testSchedule;

const approvalSettings = { ...testFlowSettings, servicing: { approvalAbove: "100.00" } };

type Approval = { id: number; contractId: number; kind: string; amount: string; status: string; request: Record<string, unknown>; requestedBy: string | null; decidedBy: string | null; eventId: number | null; note: string | null };

describe.each(targets)("maker-checker on corrections on $name", (target) => {
  let test: TestDatabase;
  let app: Express;
  let clock: TestClock;
  let rent: number;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    test = await target.open();
    const setup = await makeApp(test.db);
    app = setup.app;
    clock = setup.clock;
    rent = setup.tenants.RENT!.id;
    for (const username of ["admin", "collector", "admincollector"]) tokens[username] = await loginAs(app, username, "RENT");
    tokens.capitalAdmin = await loginAs(app, "admin", "CAPITAL");
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await saveFlowSettings(test.db, clock, rent, approvalSettings);
  });

  const api = (token: string) => as(app, token);
  const post = (token: string, path: string, body: Record<string, unknown>) => api(token).post(path, body, newKey()).set("Accept-Language", "en");
  const loan = () => insertServicingLoan(test.db, clock, rent, schedule);
  const adjust = (token: string, contractId: number, amount: string, valueDate = "2026-11-20") =>
    post(token, `/api/contracts/${contractId}/adjustments`, { amount, valueDate, reason: "Goodwill", note: "Call of Nov. 20" });
  const eventsOf = (contractId: number) => countRows(test.db, "ledger_events", { contract_id: contractId });
  const approvalsOf = async (contractId: number, token = tokens.admin!): Promise<Approval[]> => {
    const response = await api(token).get(`/api/servicing/approvals?contractId=${contractId}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.Result.approvals as Approval[];
  };
  const decide = (token: string, id: number, decision: "approve" | "reject", body: Record<string, unknown> = {}) => post(token, `/api/servicing/approvals/${id}/${decision}`, body);
  const ledgerOf = async (contractId: number) => (await api(tokens.admin!).get(`/api/contracts/${contractId}/ledger`)).body.Result;

  it("records an adjustment at the threshold at once, keeps one a cent above it pending, and records it as asked once another person approves", async () => {
    const { contractId } = await loan();
    const atThreshold = await adjust(tokens.admincollector!, contractId, "100.00");
    expect(atThreshold.status, JSON.stringify(atThreshold.body)).toBe(201);
    expect(await eventsOf(contractId)).toBe(1);

    const above = await adjust(tokens.admincollector!, contractId, "-100.01");
    expect(above.status, JSON.stringify(above.body)).toBe(202);
    expect(above.body.Result).toEqual({
      status: "pending",
      approvalId: expect.any(Number),
      amount: "100.01",
      message: "This correction is above $100.00: it will be recorded once another collections administrator or administrator approves it.",
    });
    expect(await eventsOf(contractId)).toBe(1);
    const [pending] = await approvalsOf(contractId);
    expect(pending).toMatchObject({ id: above.body.Result.approvalId, kind: "adjustment", amount: "100.01", status: "pending", requestedBy: "admincollector", decidedBy: null, eventId: null });
    expect(pending!.request).toEqual({ amount: "-100.01", valueDate: "2026-11-20", reason: "Goodwill", note: "Call of Nov. 20" });

    const own = await decide(tokens.admincollector!, pending!.id, "approve");
    expect(own.status).toBe(403);
    expect(own.body.ErrorMessage).toBe("A request is approved by someone other than the person who made it.");
    expect(await eventsOf(contractId)).toBe(1);

    const approved = await decide(tokens.admin!, pending!.id, "approve", { note: "Checked the call" });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.Result).toEqual({ id: pending!.id, status: "approved", eventId: expect.any(Number) });
    const ledger = await ledgerOf(contractId);
    const debit = ledger.events.find((event: { id: number }) => event.id === approved.body.Result.eventId);
    expect(debit).toMatchObject({ kind: "adjustment", amount: "-100.01", valueDate: "2026-11-20", reason: "Goodwill" });
    expect(ledger.lines.some((line: { amount: string; dueDate: string }) => line.amount === "100.01" && line.dueDate === "2026-11-20")).toBe(true);

    const again = await decide(tokens.admin!, pending!.id, "approve");
    expect(again.status).toBe(409);
    expect(again.body.ErrorMessage).toBe("This request has already been decided.");
    expect(await eventsOf(contractId)).toBe(2);
    const [decided] = await approvalsOf(contractId);
    expect(decided).toMatchObject({ status: "approved", decidedBy: "admin", note: "Checked the call", eventId: approved.body.Result.eventId });
    const audits = (await test.db("audit_log").where({ tenant_id: rent, entity: "contract", entity_id: String(contractId) }).orderBy("id").pluck("action")) as string[];
    // The request, then on approval the write (audited as any adjustment) and the decision, by the checker.
    expect(audits).toEqual(["ledger.adjustment", "ledger.approvalRequested", "ledger.adjustment", "ledger.approval.approved"]);
  });

  it("weighs a waiver by what the fee still owes, and lets its maker withdraw it; a rejected request is never recorded", async () => {
    const { contractId } = await loan();
    const fee = await post(tokens.admincollector!, `/api/contracts/${contractId}/fees`, { kind: "other", amount: "150.00", dueDate: "2026-11-22", note: "" });
    expect(fee.status, JSON.stringify(fee.body)).toBe(201);
    const waive = await post(tokens.admincollector!, `/api/contracts/${contractId}/fees/${fee.body.Result.lineId}/waive`, { reason: "Customer complaint" });
    expect(waive.status, JSON.stringify(waive.body)).toBe(202);
    expect(waive.body.Result.amount).toBe("150.00");
    const [pending] = await approvalsOf(contractId);
    expect(pending!.request).toEqual({ lineId: fee.body.Result.lineId, reason: "Customer complaint" });

    const withdrawn = await decide(tokens.admincollector!, pending!.id, "reject", { note: "Asked by mistake" });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(withdrawn.body.Result).toEqual({ id: pending!.id, status: "rejected", eventId: null });
    expect((await decide(tokens.admin!, pending!.id, "approve")).status).toBe(409);
    const ledger = await ledgerOf(contractId);
    expect(ledger.events.filter((event: { kind: string }) => event.kind === "feeWaived")).toEqual([]);
    expect(ledger.balances.feesOutstanding).toBe("150.00");
  });

  it("writes off on approval what the contract owes on the day it is approved", async () => {
    const { contractId } = await loan();
    const asked = await post(tokens.admincollector!, `/api/contracts/${contractId}/write-off`, { reason: "Bankruptcy" });
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    expect((await ledgerOf(contractId)).events).toEqual([]);
    const approved = await decide(tokens.admin!, asked.body.Result.approvalId, "approve");
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const ledger = await ledgerOf(contractId);
    expect(ledger.events.map((event: { kind: string }) => event.kind)).toEqual(["writeOff"]);
    expect(ledger.balances.payoff).toBe("0.00");
  });

  it("refuses at once, keeping nothing, a request that could not be recorded", async () => {
    const { contractId } = await loan();
    const future = await adjust(tokens.admincollector!, contractId, "500.00", "2026-11-23");
    expect(future.status).toBe(422);
    const unknownFee = await post(tokens.admincollector!, `/api/contracts/${contractId}/fees/f999999/waive`, { reason: "x" });
    expect(unknownFee.status).toBe(404);
    expect(await countRows(test.db, "servicing_approvals", { contract_id: contractId })).toBe(0);
  });

  it("leaves a request pending when the ledger refuses it on approval, and it can still be rejected", async () => {
    const { contractId } = await loan();
    const fee = await post(tokens.admin!, `/api/contracts/${contractId}/fees`, { kind: "other", amount: "200.00", dueDate: "2026-11-22", note: "" });
    const waive = (token: string) => post(token, `/api/contracts/${contractId}/fees/${fee.body.Result.lineId}/waive`, { reason: "Twice" });
    const first = await waive(tokens.admincollector!);
    const second = await waive(tokens.admin!);
    expect([first.status, second.status]).toEqual([202, 202]);
    expect((await decide(tokens.admin!, first.body.Result.approvalId, "approve")).status).toBe(200);
    const refused = await decide(tokens.admincollector!, second.body.Result.approvalId, "approve");
    expect(refused.status).toBe(409);
    expect(refused.body.ErrorMessage).toBe("This fee has already been waived.");
    const pending = (await approvalsOf(contractId)).find((approval) => approval.id === second.body.Result.approvalId);
    expect(pending!.status).toBe("pending");
    expect((await decide(tokens.admincollector!, second.body.Result.approvalId, "reject")).status).toBe(200);
    expect((await ledgerOf(contractId)).events.filter((event: { kind: string }) => event.kind === "feeWaived")).toHaveLength(1);
  });

  it("records one approval when two people approve at once", async () => {
    const { contractId } = await loan();
    const asked = await adjust(tokens.admincollector!, contractId, "250.00");
    const answers = await Promise.all([decide(tokens.admin!, asked.body.Result.approvalId, "approve"), decide(tokens.admin!, asked.body.Result.approvalId, "approve")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await eventsOf(contractId)).toBe(1);
  });

  it("shows and decides a tenant's requests to its Admin and AdminCollector only", async () => {
    const { contractId } = await loan();
    const asked = await adjust(tokens.admin!, contractId, "300.00");
    expect((await api(tokens.collector!).get("/api/servicing/approvals")).status).toBe(403);
    expect((await decide(tokens.collector!, asked.body.Result.approvalId, "approve")).status).toBe(403);
    expect((await decide(tokens.capitalAdmin!, asked.body.Result.approvalId, "approve")).status).toBe(404);
    const theirs = await api(tokens.capitalAdmin!).get("/api/servicing/approvals?status=pending");
    expect(theirs.body.Result.approvals.some((approval: Approval) => approval.contractId === contractId)).toBe(false);
    expect((await api(tokens.admin!).get("/api/servicing/approvals?status=waiting")).status).toBe(400);
    expect(await eventsOf(contractId)).toBe(0);
  });
});
