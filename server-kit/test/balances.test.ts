import { balanceFigureLabel, Decimal, formatMoney, type BalanceFigure, type Lang } from "@lendkit/core";
import type { Express } from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertPaymentLines, paymentLineRow } from "../src/seed/builders.js";
import { loginAs, makeApp } from "./app.js";
import { targets, type TestDatabase } from "./databases.js";
import { fetchPrint, pdfText, seedDocumentsScenario } from "./documentsFixtures.js";
import { customerToken } from "./fixtures.js";

/**
 * Each balance figure has one definition in core and the same label and
 * value wherever it shows: the payments profile (staff), the customer's own
 * view of it (the same answer under the customer's session, which the
 * account page's cards render), the statement and the paid-out report.
 *
 * The seeded loan (day 2026-11-22): 500.00 lent, four lines with their
 * split, the first paid, the next two late, and a deferral fee of 25.00
 * granted on Dec 18 — the case where the figures used to disagree (the
 * remaining capital left the fee out, the statement ended on 0.00 or on the
 * arrears only).
 */

/** Money as printed, spaces normalised (the PDF writer turns narrow spaces into plain ones). */
const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, " ");
const money = (amount: number | string, lang: Lang): string => plain(formatMoney(new Decimal(amount), lang));

describe.each(targets)("one value per balance figure on $name", (target) => {
  let test: TestDatabase;
  let app: Express;
  let scenario: Awaited<ReturnType<typeof seedDocumentsScenario>>;
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    test = await target.open();
    const setup = await makeApp(test.db);
    app = setup.app;
    const tenantId = setup.tenants.RENT!.id;
    scenario = await seedDocumentsScenario(test.db, setup.clock, tenantId);
    await insertPaymentLines(test.db, [paymentLineRow(tenantId, scenario.loan, 5, { kind: "deferralFee", dueDate: "2026-12-18", amountCents: 2_500 })]);
    admin = await loginAs(app, "admin", "RENT");
    customer = await customerToken(test.db, setup.clock, tenantId, scenario.helene);
  });
  afterAll(async () => {
    await test.close();
  });

  const payments = async (token: string) => {
    const response = await request(app).get(`/api/customer/${scenario.helene}/payments/${scenario.loan}`).set("Authorization", `Bearer ${token}`);
    expect(response.status).toBe(200);
    return response.body.Result as Record<string, unknown>;
  };

  const pdf = async (report: "PaidOutReport" | "LeaStatementReport", lang: Lang) => {
    const issued = await request(app).post(`/api/reports/printTicket?lang=${lang}`).set("Authorization", `Bearer ${admin}`).send({ report, contractId: scenario.loan });
    expect(issued.status).toBe(200);
    const fetched = await fetchPrint(app, issued.body.Result.path as string);
    expect(fetched.status).toBe(200);
    // One text item per line; the writer's spacing items dropped.
    return plain((await pdfText(fetched.body)).text).split("\n").filter((line) => line.trim() !== "").join("\n");
  };

  /** The value printed right after a label (one PDF text item per line). */
  const printedAfter = (text: string, label: string): string | undefined => {
    const lines = text.split("\n");
    const at = lines.indexOf(plain(label));
    return at < 0 ? undefined : lines[at + 1];
  };

  it("the profile, the customer's view and both PDFs show each figure under one label with one value, in French and English", async () => {
    const staff = await payments(admin);
    const own = await payments(customer);
    const wire: Record<Exclude<BalanceFigure, "payoutAmount">, unknown> = {
      capitalRemaining: staff.capitalRemaining,
      totalUnpaid: staff.totalUnpaid,
      SoldeFinPeriodeCourante: staff.SoldeFinPeriodeCourante,
    };
    // The customer reads the very figures staff read.
    for (const [field, value] of Object.entries(wire)) expect(own[field], field).toEqual(value);
    // The exact figures: 500.00 − 125.97 repaid; lines 2 and 3 late; on Dec 4 every line is due and the fee of Dec 18 is owed.
    expect(wire).toEqual({ capitalRemaining: 374.03, totalUnpaid: 262.38, SoldeFinPeriodeCourante: 416.82 });

    for (const lang of ["fr", "en"] as const) {
      const statement = await pdf("LeaStatementReport", lang);
      const paidOut = await pdf("PaidOutReport", lang);
      for (const [figure, value] of Object.entries(wire) as Array<[BalanceFigure, number]>) {
        const label = balanceFigureLabel(lang, figure);
        expect(printedAfter(statement, label), `${lang} statement: ${label}`).toBe(money(value, lang));
        expect(printedAfter(paidOut, label), `${lang} paid-out report: ${label}`).toBe(money(value, lang));
      }
      // The payout: the late lines in full, the capital still owed after them (374.03 − 127.28 − 128.61) and the fee granted.
      const payoutLabel = balanceFigureLabel(lang, "payoutAmount", { date: "2026-11-22" });
      const payout = money("405.52", lang);
      expect(printedAfter(paidOut, payoutLabel)).toBe(payout);
      expect(printedAfter(statement, payoutLabel)).toBe(payout);
      // The statement's summary ends with what is owed, never 0.00 on this active loan.
      // (then only the footer and the page number).
      expect(statement.split("\n").slice(-4, -2)).toEqual([plain(payoutLabel), payout]);
    }
  });

  it("names each figure the same way on the profile cards and the documents (the catalog's texts)", () => {
    expect(balanceFigureLabel("en", "capitalRemaining")).toBe("Capital still owed");
    expect(balanceFigureLabel("fr", "capitalRemaining")).toBe("Capital restant dû");
    expect(balanceFigureLabel("en", "capitalRemaining", { hasRenew: true })).toBe("Transferred balance");
    expect(balanceFigureLabel("en", "totalUnpaid")).toBe("Total overdue");
    expect(balanceFigureLabel("fr", "totalUnpaid")).toBe("Total en retard");
    expect(balanceFigureLabel("en", "SoldeFinPeriodeCourante")).toBe("Balance at the next withdrawal");
    expect(balanceFigureLabel("fr", "SoldeFinPeriodeCourante")).toBe("Solde au prochain prélèvement");
    expect(balanceFigureLabel("en", "payoutAmount", { date: "2026-11-22" })).toBe("Amount to pay off the contract on 2026-11-22");
  });
});
