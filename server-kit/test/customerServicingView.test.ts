import type { Express } from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { saveFlowSettings } from "../src/flows/settings.js";
import { loginAs, makeApp, testFlowSettings, type TestClock } from "./app.js";
import { as, newKey } from "./customersFixtures.js";
import { fetchPrint, pdfText } from "./documentsFixtures.js";
import { targets, type TestDatabase } from "./databases.js";
import { insertServicingLoan, testSchedule } from "./servicingFixtures.js";
import { customerToken } from "./fixtures.js";

/**
 * The customer's own view of a returned payment (issue 22 §5): after staff
 * record the bank's NSF return, the customer's payments model shows the
 * reopened line as returned (day and reason), the NSF fee line, and the
 * bounced-payment notice; another customer of the tenant, or a customer of
 * another tenant, cannot read it — on SQLite and PostgreSQL.
 *
 * The clock's day is Sunday 2026-11-22 (Toronto). The loan: four bi-weekly
 * lines of 270.00, 265.00, 260.00 and 255.00 from 2026-10-30.
 */

const schedule = testSchedule;

interface WireLine {
  id: number;
  dueDate: string;
  amount: number;
  isPaid: boolean;
  isLate: boolean;
  lineKind: string;
  ledgerLineId: string | null;
  feeKind: string | null;
  returned: { returnedOn: string; reason: string } | null;
}

describe.each(targets)("the customer's view of a returned payment on $name", (target) => {
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
    for (const username of ["collector", "admincollector"]) tokens[username] = await loginAs(app, username, "RENT");
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await saveFlowSettings(test.db, clock, rent, { ...testFlowSettings, servicing: { nsfFee: "45.00" } });
  });

  const insertLoan = (tenantId = rent) => insertServicingLoan(test.db, clock, tenantId, schedule);

  const api = (token: string) => as(app, token);
  const pay = (contractId: number, amount: string, valueDate: string) =>
    api(tokens.collector!).post(`/api/contracts/${contractId}/payments`, { amount, valueDate, method: "pad" }, newKey());
  const paymentsOf = (token: string, customerId: number, contractId: number, lang: "fr" | "en" = "en") =>
    api(token).get(`/api/customer/${customerId}/payments/${contractId}?lang=${lang}&isProfile=true`);

  /** L1 and L2 paid by debit, then the bank returns L2's debit NSF on 11-17: 45.00 of NSF fee. */
  const bouncedLoan = async () => {
    const loan = await insertLoan();
    expect((await pay(loan.contractId, "270.00", "2026-10-30")).status).toBe(201);
    const second = await pay(loan.contractId, "265.00", "2026-11-13");
    expect(second.status).toBe(201);
    const back = await api(tokens.admincollector!).post(`/api/contracts/${loan.contractId}/payments/${second.body.Result.id}/return`, { returnedOn: "2026-11-17", reason: "nsf" }, newKey());
    expect(back.status, JSON.stringify(back.body)).toBe(201);
    return { ...loan, feeLineId: back.body.Result.feeLineId as string };
  };

  it("shows the customer the returned line, the NSF fee line and the notice, after a staff return", async () => {
    const loan = await bouncedLoan();
    const customer = await customerToken(test.db, clock, rent, loan.customerId);
    const answer = await paymentsOf(customer, loan.customerId, loan.contractId);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const lines = answer.body.Result.paymentsList as WireLine[];
    expect(lines.map((line) => [line.ledgerLineId, line.dueDate, line.amount, line.lineKind, line.feeKind, line.isPaid, line.isLate, line.returned])).toEqual([
      [`s${loan.lineIds[0]}`, "2026-10-30", 270, "payment", null, true, false, null],
      [`s${loan.lineIds[1]}`, "2026-11-13", 265, "payment", null, false, true, { returnedOn: "2026-11-17", reason: "nsf" }],
      [loan.feeLineId, "2026-11-17", 45, "fee", "nsf", false, true, null],
      [`s${loan.lineIds[2]}`, "2026-11-27", 260, "payment", null, false, false, null],
      [`s${loan.lineIds[3]}`, "2026-12-11", 255, "payment", null, false, false, null],
    ]);
    expect(lines[2]!.id).toBe(Number(loan.feeLineId.slice(1)));
    expect(answer.body.Result.bouncedPayment).toEqual({ amount: 265, paidOn: "2026-11-13", returnedOn: "2026-11-17", reason: "nsf", fee: 45 });
    expect(answer.body.Result.totalUnpaid).toBe(310);
  });

  it("drops the notice and shows the line paid again once the customer makes it good", async () => {
    const loan = await bouncedLoan();
    expect((await pay(loan.contractId, "310.00", "2026-11-20")).status).toBe(201);
    const customer = await customerToken(test.db, clock, rent, loan.customerId);
    const answer = await paymentsOf(customer, loan.customerId, loan.contractId, "fr");
    const lines = answer.body.Result.paymentsList as WireLine[];
    expect(lines.slice(0, 3).map((line) => [line.isPaid, line.returned])).toEqual([
      [true, null],
      [true, null],
      [true, null],
    ]);
    expect(answer.body.Result.bouncedPayment).toBeNull();
  });

  it("lets no other customer read it, in the tenant or another one", async () => {
    const loan = await bouncedLoan();
    const other = await insertLoan();
    const otherToken = await customerToken(test.db, clock, rent, other.customerId);
    const foreign = await insertLoan(capital);
    const foreignToken = await customerToken(test.db, clock, capital, foreign.customerId);
    for (const token of [otherToken, foreignToken]) {
      const answer = await paymentsOf(token, loan.customerId, loan.contractId);
      expect([403, 404]).toContain(answer.status);
      expect(JSON.stringify(answer.body)).not.toContain("bouncedPayment");
    }
    // Their own id with the other's contract: not theirs either.
    const mixed = await paymentsOf(otherToken, other.customerId, loan.contractId);
    expect(mixed.status).toBe(404);
    expect(JSON.stringify(mixed.body)).not.toContain("2026-11-17");
    // And their own view has no notice of someone else's return.
    const own = await paymentsOf(otherToken, other.customerId, other.contractId);
    expect(own.status).toBe(200);
    expect(own.body.Result.bouncedPayment).toBeNull();
  });

  it("lists the returned payment, its return and the NSF fee on the customer's statement, the amount due with them", async () => {
    const loan = await bouncedLoan();
    const customer = await customerToken(test.db, clock, rent, loan.customerId);
    const statement = async (lang: "fr" | "en") => {
      const issued = await api(customer).post(`/api/reports/printTicket?lang=${lang}`, { report: "LeaStatementReport", contractId: loan.contractId });
      expect(issued.status, JSON.stringify(issued.body)).toBe(200);
      const fetched = await fetchPrint(app, issued.body.Result.path as string);
      expect(fetched.status).toBe(200);
      return (await pdfText(fetched.body)).text;
    };
    // The PDF's text runs one cell per line, long cells wrapped: compare it on one line.
    const en = (await statement("en")).replace(/\s+/g, " ");
    expect(en).toContain("2026-11-13 Payment received, Pre-authorized debit (returned) $265.00 $0.00");
    expect(en).toContain("2026-11-17 Returned payment fee (NSF) $45.00 $45.00");
    expect(en).toContain("2026-11-17 Payment returned by the bank, Pre- authorized debit (insufficient funds) $265.00 $310.00");
    // Charged: L1 270.00 + L2 265.00 + the fee 45.00 + the return 265.00; credited: 270.00 + 265.00; due: 310.00.
    expect(en).toContain("Total charged $845.00 Total credited $535.00 Amount due on 2026-11-22 (charges less credits) $310.00");
    // The ledger's figures, as the profile's cards show them: the fee is overdue and pays off with the contract.
    expect(en).toContain("Total overdue $310.00");
    expect(en).toContain("Amount to pay off the contract on 2026-11-22 $810.00");
    const fr = (await statement("fr")).replace(/\s+/g, " ");
    expect(fr).toContain("Paiement retourné par la banque");
    expect(fr).toContain("provision insuffisante");
    expect(fr).toContain("Frais de paiement refusé (NSF)");
    // Another customer cannot print it.
    const other = await insertLoan();
    const otherToken = await customerToken(test.db, clock, rent, other.customerId);
    expect((await api(otherToken).post("/api/reports/printTicket?lang=en", { report: "LeaStatementReport", contractId: loan.contractId })).status).toBe(404);
  });

  it("keeps the returned payment out of the receipts", async () => {
    const loan = await bouncedLoan();
    const admin = await loginAs(app, "admin", "RENT");
    const receipts = await api(admin).get(`/api/customer/${loan.customerId}/paymentsReciepts/${loan.contractId}?lang=en`);
    expect(receipts.status).toBe(200);
    expect((receipts.body.Result as Array<{ label: string }>).map((receipt) => receipt.label)).toEqual(["2026-10-30 — $270.00"]);
  });
});
