import fc from "fast-check";
import type { Express } from "express";
import type { Knex } from "knex";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { saveFlowSettings } from "../src/flows/settings.js";
import { loginAs, makeApp, testFlowSettings, type TestClock } from "./app.js";
import { as, countRows, newKey } from "./customersFixtures.js";
import { targets, type TestDatabase } from "./databases.js";
import { insertServicingLoan, testSchedule } from "./servicingFixtures.js";
import { customerToken } from "./fixtures.js";

/**
 * The servicing ledger on the server (issue 22 §2): every route's answer to
 * the cent, every bad input refused with nothing written, the roles, one
 * event for 20 retries of one key, 20 payments at once all applied, and the
 * same book whatever order the events arrive in — on SQLite and PostgreSQL.
 *
 * The clock's day is Sunday 2026-11-22 (Toronto). The loan: 1,000.00 lent
 * on 2026-10-01, four bi-weekly lines with their split:
 *   L1 2026-10-30 270.00 (20.00 interest, 250.00 principal)
 *   L2 2026-11-13 265.00 (15.00, 250.00)
 *   L3 2026-11-27 260.00 (10.00, 250.00)
 *   L4 2026-12-11 255.00 (5.00, 250.00)
 */

const schedule = testSchedule;
const scheduleTotalCents = schedule.reduce((sum, line) => sum + line.interest + 25_000, 0);

/** Cents of a wire amount ("12.50"). */
const cents = (text: string): number => Math.round(Number(text) * 100);

type Ledger = {
  asOf: string;
  lines: Array<{ id: string; seq: number; kind: string; dueDate: string; amount: string; paid: string; outstanding: string; isPaid: boolean; isLate: boolean; daysPastDue: number; canReturnNsf: boolean; feeKind: string | null }>;
  events: Array<Record<string, unknown> & { id: number; kind: string }>;
  payments: Array<{ id: number; amount: string; valueDate: string; method: string; returnedBy: number | null; canReturnNsf: boolean; allocations: Array<{ lineId: string; fee: string; interest: string; principal: string }> }>;
  balances: Record<string, string | null>;
  bucket: string;
};

describe.each(targets)("the servicing ledger on $name", (target) => {
  let test: TestDatabase;
  let app: Express;
  let clock: TestClock;
  let rent: number;
  let capital: number;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    test = await target.open();
    const setup = await makeApp(test.db);
    app = setup.app;
    clock = setup.clock;
    rent = setup.tenants.RENT!.id;
    capital = setup.tenants.CAPITAL!.id;
    for (const username of ["admin", "collector", "admincollector", "leadcrm", "admincrm", "merchant"]) tokens[username] = await loginAs(app, username, "RENT");
    tokens.capitalAdmin = await loginAs(app, "admin", "CAPITAL");
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await saveFlowSettings(test.db, clock, rent, testFlowSettings);
  });

  /** An active loan of the tenant with the schedule above, funded on 2026-10-01; returns its id and line ids. */
  const insertLoan = (tenantId = rent, statusId = 1) => insertServicingLoan(test.db, clock, tenantId, schedule, { statusId });

  const api = (token: string) => as(app, token);
  const pay = (token: string, contractId: number, body: Record<string, unknown>, key: string | null = newKey()) =>
    api(token).post(`/api/contracts/${contractId}/payments`, body, key ?? undefined).set("Accept-Language", "en");
  const returnOf = (token: string, contractId: number, paymentId: number, body: Record<string, unknown>, key = newKey()) =>
    api(token).post(`/api/contracts/${contractId}/payments/${paymentId}/return`, body, key).set("Accept-Language", "en");
  const ledgerOf = async (contractId: number, query = "", token = tokens.admin!): Promise<Ledger> => {
    const response = await api(token).get(`/api/contracts/${contractId}/ledger${query}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.Result as Ledger;
  };
  const eventCount = () => countRows(test.db, "ledger_events");

  describe("payments", () => {
    it("records a payment and answers core's allocations; the ledger shows it to the cent", async () => {
      const loan = await insertLoan();
      const posted = await pay(tokens.collector!, loan.contractId, { amount: "300.00", valueDate: "2026-10-30", method: "pad", externalId: "bank-0001" });
      expect(posted.status, JSON.stringify(posted.body)).toBe(201);
      expect(posted.body.Result).toEqual({
        id: expect.any(Number),
        allocations: [
          { lineId: loan.lines[0], fee: "0.00", interest: "20.00", principal: "250.00" },
          { lineId: loan.lines[1], fee: "0.00", interest: "15.00", principal: "15.00" },
        ],
      });
      const ledger = await ledgerOf(loan.contractId);
      expect(ledger.asOf).toBe("2026-11-22");
      expect(ledger.lines.map((line) => [line.id, line.dueDate, line.paid, line.outstanding, line.isPaid, line.isLate, line.daysPastDue])).toEqual([
        [loan.lines[0], "2026-10-30", "270.00", "0.00", true, false, 0],
        [loan.lines[1], "2026-11-13", "30.00", "235.00", false, true, 9],
        [loan.lines[2], "2026-11-27", "0.00", "260.00", false, false, 0],
        [loan.lines[3], "2026-12-11", "0.00", "255.00", false, false, 0],
      ]);
      expect(ledger.balances).toEqual({
        amountLate: "235.00",
        totalUnpaid: "235.00",
        totalUnpaidStartDate: "2026-11-13",
        capitalRemaining: "735.00",
        feesOutstanding: "0.00",
        creditBalance: "0.00",
        // L2 in full (235.00) and the principal of L3 and L4 (500.00).
        payoff: "735.00",
        nextPaymentAmount: "260.00",
        nextPaymentDate: "2026-11-27",
      });
      expect(ledger.bucket).toBe("1-30");
      expect(ledger.events).toEqual([
        { id: posted.body.Result.id, kind: "paymentReceived", valueDate: "2026-10-30", amount: "300.00", method: "pad", externalId: "bank-0001", createdAt: "2026-11-22T12:00:00.000Z", createdBy: expect.any(String) },
      ]);
      expect(ledger.payments).toEqual([
        { id: posted.body.Result.id, amount: "300.00", valueDate: "2026-10-30", method: "pad", returnedBy: null, returnedOn: null, canReturnNsf: false, allocations: posted.body.Result.allocations },
      ]);
      const audit = (await test.db("audit_log").where({ action: "ledger.paymentReceived", entity_id: String(loan.contractId) }).first()) as { after_json: string; actor_user_id: number };
      expect(JSON.parse(audit.after_json).events[0]).toMatchObject({ id: posted.body.Result.id, kind: "paymentReceived", amountCents: 30_000, valueDate: "2026-10-30" });
    });

    it("replays the book as of a past day, and quotes the payoff on any day", async () => {
      const loan = await insertLoan();
      await pay(tokens.admin!, loan.contractId, { amount: "270.00", valueDate: "2026-10-30", method: "pad" });
      const before = await ledgerOf(loan.contractId, "?asOf=2026-10-29");
      expect(before.events).toEqual([]);
      expect(before.lines[0]).toMatchObject({ paid: "0.00", isLate: false });
      const payoff = await api(tokens.collector!).get(`/api/contracts/${loan.contractId}/payoff?date=2026-11-27`);
      expect(payoff.status).toBe(200);
      // L2 and L3 due by then in full (265.00 + 260.00), L4's principal 250.00.
      expect(payoff.body.Result).toEqual({ date: "2026-11-27", amount: "775.00", principal: "750.00", interest: "25.00", fees: "0.00" });
      const today = await api(tokens.leadcrm!).get(`/api/contracts/${loan.contractId}/payoff`);
      expect(today.body.Result).toMatchObject({ date: "2026-11-22", amount: "765.00" });
    });

    it("keeps the money exact: allocations equal what was received less what was returned (generated payments)", async () => {
      const plan = fc.array(
        fc.record({ cents: fc.integer({ min: 1, max: 40_000 }), day: fc.integer({ min: 0, max: 52 }), method: fc.constantFrom("pad", "cheque", "etransfer"), returned: fc.boolean() }),
        { minLength: 1, maxLength: 5 },
      );
      await fc.assert(
        fc.asyncProperty(plan, async (payments) => {
          const loan = await insertLoan();
          let received = 0;
          let returned = 0;
          for (const payment of payments) {
            const valueDate = new Date(Date.UTC(2026, 9, 1 + payment.day)).toISOString().slice(0, 10);
            const amount = (payment.cents / 100).toFixed(2);
            const posted = await pay(tokens.collector!, loan.contractId, { amount, valueDate, method: payment.method });
            expect(posted.status, JSON.stringify(posted.body)).toBe(201);
            received += payment.cents;
            if (payment.returned && payment.method !== "etransfer") {
              const back = await returnOf(tokens.collector!, loan.contractId, posted.body.Result.id, { returnedOn: "2026-11-22", reason: "nsf" });
              expect(back.status, JSON.stringify(back.body)).toBe(201);
              returned += payment.cents;
            }
          }
          const ledger = await ledgerOf(loan.contractId);
          const kept = ledger.payments.filter((payment) => payment.returnedBy === null);
          const allocated = kept.flatMap((payment) => payment.allocations).reduce((sum, part) => sum + cents(part.fee) + cents(part.interest) + cents(part.principal), 0);
          expect(allocated + cents(ledger.balances.creditBalance!)).toBe(received - returned);
          expect(ledger.lines.reduce((sum, line) => sum + cents(line.paid), 0)).toBe(allocated);
          // Nothing is created: what the lines show paid or owed is at most the schedule (a payoff cancels unearned interest).
          expect(ledger.lines.reduce((sum, line) => sum + cents(line.paid) + cents(line.outstanding), 0)).toBeLessThanOrEqual(scheduleTotalCents);
        }),
        { numRuns: 6 },
      );
    }, 120_000);
  });

  describe("returns, fees and waivers", () => {
    it("returns a payment: its lines are open again; no NSF fee unless the tenant charges one", async () => {
      const loan = await insertLoan();
      const posted = await pay(tokens.collector!, loan.contractId, { amount: "270.00", valueDate: "2026-11-20", method: "pad" });
      expect((await ledgerOf(loan.contractId)).lines[0]).toMatchObject({ isPaid: true, canReturnNsf: true });
      const back = await returnOf(tokens.collector!, loan.contractId, posted.body.Result.id, { returnedOn: "2026-11-22", reason: "nsf" });
      expect(back.status, JSON.stringify(back.body)).toBe(201);
      expect(back.body.Result).toEqual({ id: expect.any(Number), feeLineId: null });
      const ledger = await ledgerOf(loan.contractId);
      expect(ledger.lines[0]).toMatchObject({ paid: "0.00", outstanding: "270.00", isPaid: false, isLate: true, canReturnNsf: false });
      expect(ledger.payments[0]).toMatchObject({ returnedBy: back.body.Result.id, returnedOn: "2026-11-22", canReturnNsf: false });
      expect(ledger.balances.amountLate).toBe("535.00");
      expect(ledger.events.map((event) => event.kind)).toEqual(["paymentReceived", "paymentReturned"]);
      expect(ledger.events[1]).toMatchObject({ paymentId: posted.body.Result.id, reason: "nsf", valueDate: "2026-11-22", amount: null });
    });

    it("adds the tenant's NSF fee as a fee line due on the return's day, paid by the next payment after the older lines", async () => {
      await saveFlowSettings(test.db, clock, rent, { ...testFlowSettings, servicing: { nsfFee: "45.00" } });
      const loan = await insertLoan();
      const first = await pay(tokens.collector!, loan.contractId, { amount: "270.00", valueDate: "2026-10-30", method: "pad" });
      const second = await pay(tokens.collector!, loan.contractId, { amount: "265.00", valueDate: "2026-11-13", method: "pad" });
      const back = await returnOf(tokens.admincollector!, loan.contractId, second.body.Result.id, { returnedOn: "2026-11-17", reason: "nsf" });
      expect(back.status, JSON.stringify(back.body)).toBe(201);
      const feeLineId = back.body.Result.feeLineId as string;
      expect(feeLineId).toMatch(/^f\d+$/);
      const third = await pay(tokens.collector!, loan.contractId, { amount: "320.00", valueDate: "2026-11-20", method: "etransfer" });
      expect(third.body.Result.allocations).toEqual([
        { lineId: loan.lines[1], fee: "0.00", interest: "15.00", principal: "250.00" },
        { lineId: feeLineId, fee: "45.00", interest: "0.00", principal: "0.00" },
        { lineId: loan.lines[2], fee: "0.00", interest: "10.00", principal: "0.00" },
      ]);
      const ledger = await ledgerOf(loan.contractId);
      expect(ledger.lines.map((line) => [line.id, line.kind, line.feeKind, line.dueDate, line.outstanding])).toEqual([
        [loan.lines[0], "scheduled", null, "2026-10-30", "0.00"],
        [loan.lines[1], "scheduled", null, "2026-11-13", "0.00"],
        [feeLineId, "fee", "nsf", "2026-11-17", "0.00"],
        [loan.lines[2], "scheduled", null, "2026-11-27", "250.00"],
        [loan.lines[3], "scheduled", null, "2026-12-11", "255.00"],
      ]);
      expect(ledger.balances).toMatchObject({ amountLate: "0.00", capitalRemaining: "500.00", feesOutstanding: "0.00" });
      expect(first.status).toBe(201);
    });

    it("charges a fee and waives it; the waiver forgives what the line still owes", async () => {
      const loan = await insertLoan();
      const fee = await api(tokens.admincollector!).post(`/api/contracts/${loan.contractId}/fees`, { kind: "late", amount: "25.00", dueDate: "2026-11-27", note: "Late on L2" }, newKey());
      expect(fee.status, JSON.stringify(fee.body)).toBe(201);
      expect(fee.body.Result).toEqual({ id: expect.any(Number), lineId: `f${fee.body.Result.id}` });
      let ledger = await ledgerOf(loan.contractId);
      expect(ledger.lines.find((line) => line.id === fee.body.Result.lineId)).toMatchObject({ kind: "fee", feeKind: "late", amount: "25.00", dueDate: "2026-11-27" });
      expect(ledger.balances.feesOutstanding).toBe("25.00");
      expect(ledger.events[0]).toMatchObject({ kind: "feeAssessed", feeKind: "late", valueDate: "2026-11-27", amount: "25.00", note: "Late on L2" });
      const waived = await api(tokens.admin!).post(`/api/contracts/${loan.contractId}/fees/${fee.body.Result.lineId}/waive`, { reason: "Goodwill" }, newKey());
      expect(waived.status, JSON.stringify(waived.body)).toBe(201);
      ledger = await ledgerOf(loan.contractId);
      expect(ledger.lines.find((line) => line.id === fee.body.Result.lineId)).toMatchObject({ outstanding: "0.00", isPaid: false });
      expect(ledger.balances.feesOutstanding).toBe("0.00");
      expect(ledger.events[1]).toMatchObject({ kind: "feeWaived", feeLineId: fee.body.Result.lineId, reason: "Goodwill", valueDate: "2026-11-22" });
      const again = await api(tokens.admin!).post(`/api/contracts/${loan.contractId}/fees/${fee.body.Result.lineId}/waive`, { reason: "Twice" }, newKey()).set("Accept-Language", "fr");
      expect(again.status).toBe(409);
      expect(again.body.ErrorMessage).toBe("Ces frais ont déjà été annulés.");
    });
  });

  describe("bad input writes nothing", () => {
    const refused = async (call: () => Promise<{ status: number; body: { ErrorMessage: string }; headers: Record<string, string> }>, status: number, message?: string) => {
      const before = await eventCount();
      const answer = await call();
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      if (message) expect(answer.body.ErrorMessage).toBe(message);
      expect(await eventCount()).toBe(before);
      return answer;
    };

    it("refuses a bad amount, date or method with a 400 naming the field", async () => {
      const loan = await insertLoan();
      const good = { amount: "10.00", valueDate: "2026-11-20", method: "pad" };
      for (const amount of ["0", "0.00", "-5.00", "1.234", "", "abc", 12.5]) {
        const answer = await refused(() => pay(tokens.admin!, loan.contractId, { ...good, amount }), 400, "Invalid request");
        expect(answer.body).toMatchObject({ Errors: [{ path: "amount" }] });
      }
      for (const valueDate of ["2026-02-30", "22/11/2026", "2026-11-22T00:00:00"]) await refused(() => pay(tokens.admin!, loan.contractId, { ...good, valueDate }), 400);
      await refused(() => pay(tokens.admin!, loan.contractId, { ...good, method: "bitcoin" }), 400);
      await refused(() => pay(tokens.admin!, loan.contractId, { ...good, extra: 1 }), 400);
      await refused(() => api(tokens.admincollector!).post(`/api/contracts/${loan.contractId}/fees`, { kind: "parking", amount: "5.00", dueDate: "2026-11-27" }, newKey()), 400);
      await refused(() => api(tokens.admin!).get(`/api/contracts/${loan.contractId}/ledger?asOf=yesterday`), 400);
    });

    it("refuses a value date after today or before funding (422), in the caller's language", async () => {
      const loan = await insertLoan();
      await refused(() => pay(tokens.admin!, loan.contractId, { amount: "10.00", valueDate: "2026-11-23", method: "pad" }), 422, "The date cannot be after today.");
      await refused(
        () => pay(tokens.admin!, loan.contractId, { amount: "10.00", valueDate: "2026-09-30", method: "pad" }).set("Accept-Language", "fr"),
        422,
        "La date ne peut pas précéder le jour du financement du contrat.",
      );
      const posted = await pay(tokens.admin!, loan.contractId, { amount: "10.00", valueDate: "2026-11-20", method: "pad" });
      await refused(() => returnOf(tokens.admin!, loan.contractId, posted.body.Result.id, { returnedOn: "2026-11-19", reason: "nsf" }), 422, "A payment cannot be returned before its value date.");
      await refused(() => returnOf(tokens.admin!, loan.contractId, posted.body.Result.id, { returnedOn: "2026-11-23", reason: "nsf" }), 422);
    });

    it("refuses a second return (409), a return of a cash payment (422) and an unknown payment (404)", async () => {
      const loan = await insertLoan();
      const posted = await pay(tokens.admin!, loan.contractId, { amount: "10.00", valueDate: "2026-11-20", method: "pad" });
      expect((await returnOf(tokens.admin!, loan.contractId, posted.body.Result.id, { returnedOn: "2026-11-20", reason: "nsf" })).status).toBe(201);
      const second = await refused(() => returnOf(tokens.admin!, loan.contractId, posted.body.Result.id, { returnedOn: "2026-11-22", reason: "stopped" }), 409, "This payment has already been returned.");
      const audit = (await test.db("audit_log").where({ action: "ledger.refused", request_id: second.headers["x-request-id"] }).first()) as { after_json: string } | undefined;
      expect(JSON.parse(audit!.after_json)).toEqual({ status: 409, reason: "alreadyReturned" });
      const cash = await pay(tokens.admin!, loan.contractId, { amount: "10.00", valueDate: "2026-11-20", method: "cash" });
      await refused(() => returnOf(tokens.admin!, loan.contractId, cash.body.Result.id, { returnedOn: "2026-11-22", reason: "nsf" }), 422);
      await refused(() => returnOf(tokens.admin!, loan.contractId, 2_000_000_000, { returnedOn: "2026-11-22", reason: "nsf" }), 404);
      const other = await insertLoan();
      await refused(() => returnOf(tokens.admin!, other.contractId, cash.body.Result.id, { returnedOn: "2026-11-22", reason: "nsf" }), 404);
      await refused(() => returnOf(tokens.admin!, loan.contractId, posted.body.Result.id, { returnedOn: "2026-11-22", reason: "lost" }), 400);
    });

    it("refuses a payment or a fee on a contract that is not active (422), a contract of another tenant (404), an external id applied twice (409)", async () => {
      for (const status of [0, 2, 8]) {
        const loan = await insertLoan(rent, status);
        await refused(() => pay(tokens.admin!, loan.contractId, { amount: "10.00", valueDate: "2026-11-20", method: "pad" }), 422, "Payments and fees are recorded on an active contract only.");
        await refused(() => api(tokens.admin!).post(`/api/contracts/${loan.contractId}/fees`, { kind: "late", amount: "5.00", dueDate: "2026-11-27" }, newKey()), 422);
      }
      const theirs = await insertLoan(capital);
      await refused(() => pay(tokens.admin!, theirs.contractId, { amount: "10.00", valueDate: "2026-11-20", method: "pad" }), 404);
      expect((await api(tokens.admin!).get(`/api/contracts/${theirs.contractId}/ledger`)).status).toBe(404);
      expect((await api(tokens.capitalAdmin!).get(`/api/contracts/${theirs.contractId}/ledger`)).status).toBe(200);
      await refused(() => pay(tokens.admin!, 2_000_000_000, { amount: "10.00", valueDate: "2026-11-20", method: "pad" }), 404);
      const loan = await insertLoan();
      expect((await pay(tokens.admin!, loan.contractId, { amount: "10.00", valueDate: "2026-11-20", method: "pad", externalId: "dup-1" })).status).toBe(201);
      const other = await insertLoan();
      await refused(() => pay(tokens.admin!, other.contractId, { amount: "10.00", valueDate: "2026-11-20", method: "pad", externalId: "dup-1" }), 409, "A payment with this external id has already been recorded.");
      // Another tenant may use the same external id.
      expect((await pay(tokens.capitalAdmin!, theirs.contractId, { amount: "10.00", valueDate: "2026-11-20", method: "pad", externalId: "dup-1" })).status).toBe(201);
    });

    it("needs an Idempotency-Key on every money POST (400)", async () => {
      const loan = await insertLoan();
      const posted = await pay(tokens.admin!, loan.contractId, { amount: "10.00", valueDate: "2026-11-20", method: "pad" });
      const fee = await api(tokens.admin!).post(`/api/contracts/${loan.contractId}/fees`, { kind: "late", amount: "5.00", dueDate: "2026-11-27" }, newKey());
      await refused(() => pay(tokens.admin!, loan.contractId, { amount: "10.00", valueDate: "2026-11-20", method: "pad" }, null), 400);
      await refused(() => api(tokens.admin!).post(`/api/contracts/${loan.contractId}/payments/${posted.body.Result.id}/return`, { returnedOn: "2026-11-22", reason: "nsf" }), 400);
      await refused(() => api(tokens.admin!).post(`/api/contracts/${loan.contractId}/fees`, { kind: "late", amount: "5.00", dueDate: "2026-11-27" }), 400);
      await refused(() => api(tokens.admin!).post(`/api/contracts/${loan.contractId}/fees/${fee.body.Result.lineId}/waive`, { reason: "x" }), 400);
    });

    it("answers 404 for a fee line that is not the contract's or not a fee", async () => {
      const loan = await insertLoan();
      for (const lineId of [loan.lines[0], "f999999", "x1", "f0", "s1.5"]) {
        await refused(() => api(tokens.admin!).post(`/api/contracts/${loan.contractId}/fees/${lineId}/waive`, { reason: "x" }, newKey()), 404);
      }
    });
  });

  describe("roles", () => {
    it("lets collectors and Admin record payments and returns, the other lender staff read only, and nobody else in", async () => {
      const loan = await insertLoan();
      const customer = await customerToken(test.db, clock, rent, loan.customerId);
      const body = { amount: "10.00", valueDate: "2026-11-20", method: "pad" };
      for (const token of [customer, tokens.leadcrm!, tokens.admincrm!, tokens.merchant!]) expect((await pay(token, loan.contractId, body)).status).toBe(403);
      for (const token of [customer, tokens.merchant!]) {
        expect((await api(token).get(`/api/contracts/${loan.contractId}/ledger`)).status).toBe(403);
        expect((await api(token).get(`/api/contracts/${loan.contractId}/payoff`)).status).toBe(403);
      }
      for (const token of [tokens.leadcrm!, tokens.admincrm!]) expect((await api(token).get(`/api/contracts/${loan.contractId}/ledger`)).status).toBe(200);
      for (const token of [tokens.collector!, tokens.admincollector!, tokens.admin!]) expect((await pay(token, loan.contractId, body)).status).toBe(201);
      expect(await countRows(test.db, "ledger_events", { contract_id: loan.contractId })).toBe(3);
    });

    it("keeps fees and waivers to AdminCollector and Admin", async () => {
      const loan = await insertLoan();
      const body = { kind: "other", amount: "5.00", dueDate: "2026-11-27" };
      for (const username of ["collector", "leadcrm"]) expect((await api(tokens[username]!).post(`/api/contracts/${loan.contractId}/fees`, body, newKey())).status).toBe(403);
      const fee = await api(tokens.admincollector!).post(`/api/contracts/${loan.contractId}/fees`, body, newKey());
      expect(fee.status).toBe(201);
      expect((await api(tokens.collector!).post(`/api/contracts/${loan.contractId}/fees/${fee.body.Result.lineId}/waive`, { reason: "x" }, newKey())).status).toBe(403);
      expect((await api(tokens.admin!).post(`/api/contracts/${loan.contractId}/fees/${fee.body.Result.lineId}/waive`, { reason: "x" }, newKey())).status).toBe(201);
    });
  });

  describe("concurrency", () => {
    it("makes one event of 20 concurrent posts with one Idempotency-Key", async () => {
      const loan = await insertLoan();
      const key = newKey();
      const body = { amount: "12.34", valueDate: "2026-11-20", method: "pad" };
      const answers = await Promise.all(Array.from({ length: 20 }, () => pay(tokens.collector!, loan.contractId, body, key)));
      expect(answers.filter((answer) => answer.status === 201).length).toBeGreaterThanOrEqual(1);
      expect(answers.every((answer) => answer.status === 201 || answer.status === 409)).toBe(true);
      expect(await countRows(test.db, "ledger_events", { contract_id: loan.contractId })).toBe(1);
      const ids = new Set(answers.filter((answer) => answer.status === 201).map((answer) => answer.body.Result.id));
      expect(ids.size).toBe(1);
      const retry = await pay(tokens.collector!, loan.contractId, body, key);
      expect(retry.status).toBe(201);
      expect(retry.headers["idempotent-replayed"]).toBe("true");
      expect(retry.body.Result.id).toBe([...ids][0]);
    });

    it("applies 20 different payments posted at once, the balance exact", async () => {
      const loan = await insertLoan();
      const amounts = Array.from({ length: 20 }, (_, index) => 1_001 + index * 137);
      const answers = await Promise.all(amounts.map((amount) => pay(tokens.collector!, loan.contractId, { amount: (amount / 100).toFixed(2), valueDate: "2026-11-20", method: "pad" })));
      expect(answers.map((answer) => answer.status)).toEqual(amounts.map(() => 201));
      expect(await countRows(test.db, "ledger_events", { contract_id: loan.contractId })).toBe(20);
      const total = amounts.reduce((sum, amount) => sum + amount, 0);
      const ledger = await ledgerOf(loan.contractId);
      expect(ledger.lines.reduce((sum, line) => sum + cents(line.paid), 0)).toBe(total);
      // Oldest first: L1 (270.00) in full, the rest on L2.
      expect(ledger.lines.map((line) => line.paid)).toEqual(["270.00", ((total - 27_000) / 100).toFixed(2), "0.00", "0.00"]);
      expect(ledger.balances.amountLate).toBe(((26_500 - (total - 27_000)) / 100).toFixed(2));
    });
  });

  describe("the screens read the ledger", () => {
    it("shows a recorded payment in the payments profile, the grid info and the receipts, and unblocks the renewal once the arrears are paid", async () => {
      const loan = await insertLoan();
      const customer = await customerToken(test.db, clock, rent, loan.customerId);
      const profile = async () => (await api(tokens.admin!).get(`/api/customer/${loan.customerId}/payments/${loan.contractId}`)).body.Result;
      const grid = async () => (await api(customer).get(`/api/customer/${loan.customerId}/currentContractGridInfo`)).body.Result;
      const renew = () => api(customer).post(`/api/customer/${loan.customerId}/renewContract`, {}).set("Accept-Language", "en");
      // L1 and L2 are late: 535.00.
      expect(await grid()).toEqual({ amountLate: 535, UI_isBalanceZeroOnRenew: false });
      expect((await profile()).paymentsList.map((line: { isLate: boolean }) => line.isLate)).toEqual([true, true, false, false]);
      const refused = await renew();
      expect(refused.status).toBe(422);
      expect(await countRows(test.db, "contracts", { original_contract_id: loan.contractId })).toBe(0);

      const partial = await pay(tokens.collector!, loan.contractId, { amount: "300.00", valueDate: "2026-11-20", method: "pad" });
      expect((await grid()).amountLate).toBe(235);
      const afterPartial = await profile();
      expect(afterPartial.paymentsList.map((line: { isPaid: boolean; isLate: boolean; canReturnNsf: boolean }) => [line.isPaid, line.isLate, line.canReturnNsf])).toEqual([
        [true, false, true],
        [false, true, true],
        [false, false, false],
        [false, false, false],
      ]);
      expect(afterPartial).toMatchObject({ totalUnpaid: 235, totalUnpaidStartDate: "2026-11-13", capitalRemaining: 735 });

      await pay(tokens.collector!, loan.contractId, { amount: "235.00", valueDate: "2026-11-22", method: "etransfer" });
      expect(await grid()).toEqual({ amountLate: 0, UI_isBalanceZeroOnRenew: false });
      expect((await renew()).status).toBe(201);
      const receipts = await api(tokens.admin!).get(`/api/customer/${loan.customerId}/paymentsReciepts/${loan.contractId}?lang=en`);
      expect(receipts.body.Result).toEqual([
        { value: partial.body.Result.id, label: "2026-11-20 — $300.00" },
        { value: expect.any(Number), label: "2026-11-22 — $235.00" },
      ]);
      const total = await api(tokens.admin!).get(`/api/customer/${loan.customerId}`);
      expect(total.body.Result.totalReceived).toBe(535);
    });

    it("takes a returned payment out of the receipts and makes its lines late again on every screen", async () => {
      const loan = await insertLoan();
      const posted = await pay(tokens.collector!, loan.contractId, { amount: "535.00", valueDate: "2026-11-20", method: "pad" });
      const grid = async () => (await api(tokens.admin!).get(`/api/customer/${loan.customerId}/currentContractGridInfo`)).body.Result.amountLate;
      expect(await grid()).toBe(0);
      const before = (await api(tokens.admin!).get(`/api/customer/${loan.customerId}/payments/${loan.contractId}`)).body.Result;
      expect(before.paymentsList.slice(0, 2).map((line: { isPaid: boolean }) => line.isPaid)).toEqual([true, true]);
      await returnOf(tokens.collector!, loan.contractId, posted.body.Result.id, { returnedOn: "2026-11-22", reason: "nsf" });
      expect(await grid()).toBe(535);
      // The remembered profile goes stale with the new event (ledger_events is versioned).
      const after = (await api(tokens.admin!).get(`/api/customer/${loan.customerId}/payments/${loan.contractId}`)).body.Result;
      expect(after.paymentsList.slice(0, 2).map((line: { isPaid: boolean; isLate: boolean }) => [line.isPaid, line.isLate])).toEqual([
        [false, true],
        [false, true],
      ]);
      expect((await api(tokens.admin!).get(`/api/customer/${loan.customerId}/paymentsReciepts/${loan.contractId}`)).body.Result).toEqual([]);
    });
  });

  describe("order of arrival", () => {
    /** A ledger with its ids replaced by the line's place in the schedule, so two contracts' books compare. */
    const comparable = (ledger: Ledger, lines: readonly string[]) => {
      const name = (id: string) => (lines.includes(id) ? `L${lines.indexOf(id) + 1}` : "fee");
      return {
        lines: ledger.lines.map(({ id, seq: _seq, ...rest }) => ({ ...rest, id: name(id) })),
        balances: ledger.balances,
        bucket: ledger.bucket,
        payments: ledger.payments
          .map(({ id: _id, returnedBy, allocations, ...rest }) => ({ ...rest, returned: returnedBy !== null, allocations: allocations.map((part) => ({ ...part, lineId: name(part.lineId) })) }))
          .sort((left, right) => left.valueDate.localeCompare(right.valueDate)),
      };
    };

    it("gives the same book for a backdated payment and an out-of-order return as for the events in order", async () => {
      const inOrder = await insertLoan();
      const shuffled = await insertLoan();
      const payment = (valueDate: string, amount: string) => ({ amount, valueDate, method: "pad" });
      const p1 = await pay(tokens.admin!, inOrder.contractId, payment("2026-10-30", "270.00"));
      const p2 = await pay(tokens.admin!, inOrder.contractId, payment("2026-11-13", "265.00"));
      await returnOf(tokens.admin!, inOrder.contractId, p2.body.Result.id, { returnedOn: "2026-11-17", reason: "nsf" });
      await pay(tokens.admin!, inOrder.contractId, payment("2026-11-20", "300.00"));
      expect(p1.status).toBe(201);

      await pay(tokens.admin!, shuffled.contractId, payment("2026-11-20", "300.00"));
      const s2 = await pay(tokens.admin!, shuffled.contractId, payment("2026-11-13", "265.00"));
      await pay(tokens.admin!, shuffled.contractId, payment("2026-10-30", "270.00"));
      const late = await returnOf(tokens.admin!, shuffled.contractId, s2.body.Result.id, { returnedOn: "2026-11-17", reason: "nsf" });
      expect(late.status).toBe(201);

      for (const asOf of ["2026-11-14", "2026-11-18", "2026-11-22"]) {
        expect(comparable(await ledgerOf(shuffled.contractId, `?asOf=${asOf}`), shuffled.lines), asOf).toEqual(comparable(await ledgerOf(inOrder.contractId, `?asOf=${asOf}`), inOrder.lines));
      }
      const today = await ledgerOf(inOrder.contractId);
      expect(today.lines.map((line) => line.outstanding)).toEqual(["0.00", "0.00", "225.00", "255.00"]);
      expect(today.balances).toMatchObject({ amountLate: "0.00", capitalRemaining: "475.00" });
    });
  });

  describe("adjustments and write-offs", () => {
    const adjust = (token: string, contractId: number, body: Record<string, unknown>) =>
      api(token).post(`/api/contracts/${contractId}/adjustments`, body, newKey()).set("Accept-Language", "en");
    const writeOff = (token: string, contractId: number, body: Record<string, unknown>) =>
      api(token).post(`/api/contracts/${contractId}/write-off`, body, newKey()).set("Accept-Language", "en");

    it("applies a credit like a payment and makes a debit a line due on its day, to the cent, audited", async () => {
      const loan = await insertLoan();
      const credit = await adjust(tokens.admincollector!, loan.contractId, { amount: "100.00", valueDate: "2026-11-13", reason: "Goodwill" });
      expect(credit.status, JSON.stringify(credit.body)).toBe(201);
      const debit = await adjust(tokens.admin!, loan.contractId, { amount: "-25.00", valueDate: "2026-11-22", reason: "Registration fee missed", note: "RDPRM" });
      expect(debit.status, JSON.stringify(debit.body)).toBe(201);
      const ledger = await ledgerOf(loan.contractId);
      // The credit pays L1's interest (20.00) and 80.00 of its principal; the debit is a line of its own, due today.
      expect(ledger.lines.map((line) => [line.kind, line.dueDate, line.amount, line.paid, line.outstanding])).toEqual([
        ["scheduled", "2026-10-30", "270.00", "100.00", "170.00"],
        ["scheduled", "2026-11-13", "265.00", "0.00", "265.00"],
        ["adjustment", "2026-11-22", "25.00", "0.00", "25.00"],
        ["scheduled", "2026-11-27", "260.00", "0.00", "260.00"],
        ["scheduled", "2026-12-11", "255.00", "0.00", "255.00"],
      ]);
      expect(ledger.balances.amountLate).toBe("435.00");
      expect(ledger.events.map((event) => [event.kind, event.amount, event.valueDate, event.reason])).toEqual([
        ["adjustment", "100.00", "2026-11-13", "Goodwill"],
        ["adjustment", "-25.00", "2026-11-22", "Registration fee missed"],
      ]);
      const audit = (await test.db("audit_log").where({ action: "ledger.adjustment", entity_id: String(loan.contractId) }).orderBy("id")) as Array<{ after_json: string }>;
      expect(audit.map((row) => JSON.parse(row.after_json).events[0].amountCents)).toEqual([10_000, -2_500]);
    });

    it("writes off what is owed today: nothing outstanding, nothing late, no payoff; what was paid stays paid", async () => {
      const loan = await insertLoan();
      await pay(tokens.collector!, loan.contractId, { amount: "270.00", valueDate: "2026-10-30", method: "pad" });
      const answer = await writeOff(tokens.admincollector!, loan.contractId, { reason: "Customer bankrupt" });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      const ledger = await ledgerOf(loan.contractId);
      expect(ledger.lines.map((line) => [line.paid, line.outstanding, line.isLate])).toEqual([
        ["270.00", "0.00", false],
        ["0.00", "0.00", false],
        ["0.00", "0.00", false],
        ["0.00", "0.00", false],
      ]);
      expect(ledger.balances).toMatchObject({ amountLate: "0.00", totalUnpaid: "0.00", payoff: "0.00" });
      expect(ledger.events.at(-1)).toMatchObject({ kind: "writeOff", valueDate: "2026-11-22", reason: "Customer bankrupt" });
    });

    it("keeps the money exact: lines paid plus credit equal payments and credits; lines owed grow by the debits only (generated)", async () => {
      const adjustments = fc.array(fc.record({ cents: fc.integer({ min: 1, max: 60_000 }), debit: fc.boolean(), day: fc.integer({ min: 0, max: 52 }) }), { minLength: 1, maxLength: 5 });
      await fc.assert(
        fc.asyncProperty(adjustments, async (plan) => {
          const loan = await insertLoan();
          for (const each of plan) {
            const valueDate = new Date(Date.UTC(2026, 9, 1 + each.day)).toISOString().slice(0, 10);
            const amount = `${each.debit ? "-" : ""}${Math.floor(each.cents / 100)}.${String(each.cents % 100).padStart(2, "0")}`;
            const answer = await adjust(tokens.admin!, loan.contractId, { amount, valueDate, reason: "generated" });
            expect(answer.status, JSON.stringify(answer.body)).toBe(201);
          }
          const credits = plan.filter((each) => !each.debit).reduce((sum, each) => sum + each.cents, 0);
          const debits = plan.filter((each) => each.debit).reduce((sum, each) => sum + each.cents, 0);
          const ledger = await ledgerOf(loan.contractId);
          const paid = ledger.lines.reduce((sum, line) => sum + cents(line.paid), 0);
          expect(paid + cents(ledger.balances.creditBalance!)).toBe(credits);
          expect(ledger.lines.filter((line) => line.kind === "adjustment").reduce((sum, line) => sum + cents(line.amount), 0)).toBe(debits);
          expect(ledger.lines.reduce((sum, line) => sum + cents(line.amount), 0)).toBe(scheduleTotalCents + debits);
        }),
        { numRuns: 5 },
      );
    }, 120_000);

    it("refuses bad input with nothing written: amount, day, reason (400), a day after today (422), a write-off of a closed contract (422), in the caller's language", async () => {
      const loan = await insertLoan();
      const before = await eventCount();
      const good = { amount: "10.00", valueDate: "2026-11-20", reason: "Correction" };
      for (const amount of ["0", "-0.00", "1.234", "--1", "+1", "", 10]) {
        const answer = await adjust(tokens.admin!, loan.contractId, { ...good, amount });
        expect(answer.status, String(amount)).toBe(400);
        expect(answer.body).toMatchObject({ Errors: [{ path: "amount" }] });
      }
      expect((await adjust(tokens.admin!, loan.contractId, { ...good, valueDate: "2026-11-31" })).status).toBe(400);
      expect((await adjust(tokens.admin!, loan.contractId, { ...good, reason: "" })).status).toBe(400);
      expect((await writeOff(tokens.admin!, loan.contractId, {})).status).toBe(400);
      const late = await adjust(tokens.admin!, loan.contractId, { ...good, valueDate: "2026-11-23" });
      expect([late.status, late.body.ErrorMessage]).toEqual([422, "The date cannot be after today."]);
      const paidOut = await insertLoan(rent, 8);
      const closed = await writeOff(tokens.admin!, paidOut.contractId, { reason: "x" }).set("Accept-Language", "fr");
      expect(closed.status).toBe(422);
      expect(closed.body.ErrorMessage).toMatch(/contrat/i);
      expect(await eventCount()).toBe(before);
      // A correction after the contract was paid out is taken.
      expect((await adjust(tokens.admin!, paidOut.contractId, good)).status).toBe(201);
    });

    it("keeps adjustments and write-offs to AdminCollector and Admin; another tenant's contract is not found", async () => {
      const loan = await insertLoan();
      for (const username of ["collector", "leadcrm", "admincrm", "merchant"]) {
        expect((await adjust(tokens[username]!, loan.contractId, { amount: "5.00", valueDate: "2026-11-20", reason: "x" })).status).toBe(403);
        expect((await writeOff(tokens[username]!, loan.contractId, { reason: "x" })).status).toBe(403);
      }
      expect((await adjust(tokens.capitalAdmin!, loan.contractId, { amount: "5.00", valueDate: "2026-11-20", reason: "x" })).status).toBe(404);
      expect((await writeOff(tokens.capitalAdmin!, loan.contractId, { reason: "x" })).status).toBe(404);
      expect(await countRows(test.db, "ledger_events", { contract_id: loan.contractId })).toBe(0);
    });
  });
});

describe.each(targets)("migration 0028 on $name", (target) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await target.open();
  });
  afterAll(async () => {
    await test.close();
  });

  it("turns the seed's paid lines and receipts into payment events, and finds the funding day in the audit log", async () => {
    const { migrateLatest, migrations } = await import("../src/migrations/index.js");
    const db: Knex = test.db;
    await migrateLatest(db, migrations.slice(0, migrations.findIndex((migration) => migration.name === "0028_ledger_events")));
    const [tenant] = (await db("tenants").insert({ code: "RENT", name: "Rent", created_at: "2026-09-01T12:00:00.000Z" }).returning("id")) as Array<{ id: number }>;
    const tenantId = Number(tenant!.id);
    const now = "2026-09-30T12:00:00.000Z";
    const [contract] = (await db("contracts")
      .insert({ tenant_id: tenantId, contract_number: "M-1", status_id: 1, product: "microCredit", amount_cents: 50_000, created_at: now, updated_at: now })
      .returning("id")) as Array<{ id: number }>;
    const contractId = Number(contract!.id);
    const line = async (seq: number, dueDate: string, paidAt: string | null) => {
      const [row] = (await db("payments")
        .insert({ tenant_id: tenantId, contract_id: contractId, seq, due_date: dueDate, original_due_date: dueDate, amount_cents: 13_119, paid_at: paidAt })
        .returning("id")) as Array<{ id: number }>;
      return Number(row!.id);
    };
    const first = await line(1, "2026-10-23", "2026-10-23T16:30:00.000Z");
    await line(2, "2026-11-06", "2026-11-07T03:30:00.000Z");
    await line(3, "2026-11-20", null);
    await db("receipts").insert({ tenant_id: tenantId, contract_id: contractId, payment_id: first, paid_on: "2026-10-23", amount_cents: 13_119, method: "etransfer", created_at: now });
    await db("audit_log").insert({ at: "2026-10-02T03:00:00.000Z", tenant_id: tenantId, action: "contract.statusChanged", entity: "contract", entity_id: String(contractId), after_json: JSON.stringify({ statusId: 1, version: 3 }) });
    await migrateLatest(db);
    const events = (await db("ledger_events").where({ contract_id: contractId }).orderBy("id").select("kind", "amount_cents", "value_date", "method")) as Array<Record<string, unknown>>;
    // The second line's paid_at is 22:30 on Nov 6 in Toronto: its day there.
    expect(events.map((event) => ({ ...event, amount_cents: Number(event.amount_cents) }))).toEqual([
      { kind: "paymentReceived", amount_cents: 13_119, value_date: "2026-10-23", method: "etransfer" },
      { kind: "paymentReceived", amount_cents: 13_119, value_date: "2026-11-06", method: "pad" },
    ]);
    expect(((await db("contracts").where({ id: contractId }).first("funded_on")) as { funded_on: string }).funded_on).toBe("2026-10-01");
  });
});
