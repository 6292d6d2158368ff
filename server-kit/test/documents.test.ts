import { createHash } from "node:crypto";
import fc from "fast-check";
import type { Express } from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toWinAnsi } from "../src/documents/winAnsi.js";
import { PRINT_TICKET_MAX_USES, PRINT_TICKET_TTL_MS, prunePrintTickets } from "../src/documents/tickets.js";
import { createLogger } from "../src/http/logging.js";
import { migrateLatest } from "../src/migrations/index.js";
import { createServer } from "../src/server/createServer.js";
import { captureLogs, loginAs, makeApp, testPasswordParams } from "./app.js";
import { targets, type TestDatabase } from "./databases.js";
import { fetchPrint, insertReceipt, pdfText, seedDocumentsScenario } from "./documentsFixtures.js";
import { customerToken, insertContract, insertPayments } from "./fixtures.js";

const reportPathPattern = /^\/api\/reports\/(Contract|PaidOutReport|AllTermsReport|LeaStatementReport)\/(\d+)\/print\/([A-Za-z0-9_-]{43})\/([A-Za-z0-9._-]+\.pdf)$/;
const receiptPathPattern = /^\/api\/customer\/(\d+)\/printPaymentReciept\/(\d+)\/(\d+)\/([A-Za-z0-9_-]{43})\/([A-Za-z0-9._-]+\.pdf)$/;

/** The ticket segment of a print path. */
const ticketOf = (path: string): string => (reportPathPattern.exec(path)?.[3] ?? receiptPathPattern.exec(path)?.[4])!;

describe.each(targets)("documents on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  let app: Express;
  let rent: Awaited<ReturnType<typeof seedDocumentsScenario>>;
  let capital: Awaited<ReturnType<typeof seedDocumentsScenario>>;
  let admin: string;
  let collector: string;
  let helene: string;
  let robert: string;

  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db);
    app = setup.app;
    rent = await seedDocumentsScenario(test.db, setup.clock, setup.tenants.RENT!.id);
    capital = await seedDocumentsScenario(test.db, setup.clock, setup.tenants.CAPITAL!.id);
    admin = await loginAs(app, "admin", "RENT");
    collector = await loginAs(app, "collector", "RENT");
    helene = await customerToken(test.db, setup.clock, setup.tenants.RENT!.id, rent.helene);
    robert = await customerToken(test.db, setup.clock, setup.tenants.RENT!.id, rent.robert);
  });
  afterAll(async () => {
    await test.close();
  });

  const ticketFor = (token: string, body: Record<string, unknown>, lang?: string) =>
    request(app)
      .post(`/api/reports/printTicket${lang ? `?lang=${lang}` : ""}`)
      .set("Authorization", `Bearer ${token}`)
      .send(body);

  /** Issues a ticket and fetches the document; returns the PDF's text. */
  const print = async (token: string, body: Record<string, unknown>, lang?: string) => {
    const issued = await ticketFor(token, body, lang);
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    const fetched = await fetchPrint(app, issued.body.Result.path as string);
    expect(fetched.status).toBe(200);
    return { path: issued.body.Result.path as string, fetched, ...(await pdfText(fetched.body)) };
  };

  const ticketRows = async () => Number(((await test.db("print_tickets").count({ count: "*" })) as Array<{ count: number | string }>)[0]!.count);

  describe("each document is a real PDF with the contract's figures, in the asked language", () => {
    it("prints the contract for its customer through getContractFile, in the customer's language by default", async () => {
      const response = await request(app)
        .post(`/api/customer/${rent.helene}/getContractFile/${rent.loan}`)
        .set("Authorization", `Bearer ${helene}`)
        .send({});
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ Success: true, ErrorMessage: null });
      const path = response.body.Result as string;
      const match = reportPathPattern.exec(path);
      expect(match?.[1]).toBe("Contract");
      expect(match?.[2]).toBe(String(rent.loan));
      expect(match?.[4]).toBe("contrat-MC-001.pdf");
      expect(path).not.toContain(helene);

      const fetched = await fetchPrint(app, path);
      expect(fetched.status).toBe(200);
      expect(fetched.body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(fetched.headers["content-type"]).toBe("application/pdf");
      expect(fetched.headers["content-disposition"]).toBe('inline; filename="contrat-MC-001.pdf"');
      expect(fetched.headers["cache-control"]).toBe("no-store");
      expect(fetched.headers["x-content-type-options"]).toBe("nosniff");
      expect(fetched.headers["referrer-policy"]).toBe("no-referrer");

      const { text } = await pdfText(fetched.body);
      for (const expected of ["Contrat de prêt", "Contrat n° MC-001", "Hélène Côté-Gagné", "12 rue des Érables, Montréal (QC) H2X 1Y4", "Montant financé", "500,00 $", "27,15 %", "Aux deux semaines", "131,19 $", "523,01 $", "23,01 $", "Signature du client"]) {
        expect(text).toContain(expected);
      }
    });

    it("prints the contract of a lease in English with its vehicle and projected terms", async () => {
      const { text } = await print(admin, { report: "Contract", contractId: rent.lease }, "en");
      for (const expected of ["Lease agreement", "Contract no. MC-001-L", "Robert Lévesque", "2024 Toyota Corolla", "1HGCM82633A004352", "$12 345.67", "7.50%", "Monthly", "For the lender"]) {
        expect(text).toContain(expected);
      }
    });

    it("prints the paid-out report with the payout to the cent (French)", async () => {
      const { text, fetched } = await print(admin, { report: "PaidOutReport", contractId: rent.loan }, "fr");
      expect(fetched.headers["content-disposition"]).toBe('inline; filename="rapport-solde-paye-MC-001.pdf"');
      for (const expected of ["Rapport de solde payé", "Contrat n° MC-001, en date du 2026-11-22", "Hélène Côté-Gagné", "Payé à ce jour (paiements : 1)", "131,19 $", "Échu et impayé (paiements : 2)", "262,38 $", "Capital restant dû", "374,03 $", "Montant pour solder le contrat au 2026-11-22", "380,52 $"]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain("Amount");
    });

    it("prints the same paid-out report in English", async () => {
      const { text } = await print(admin, { report: "PaidOutReport", contractId: rent.loan }, "en");
      for (const expected of ["Paid-out report", "Amount to pay off the contract on 2026-11-22", "$380.52", "Capital still owed", "$374.03"]) expect(text).toContain(expected);
      expect(text).not.toContain("Montant");
    });

    it("prints the payments schedule with each line, its status and the totals (English)", async () => {
      const { text } = await print(collector, { report: "AllTermsReport", contractId: rent.loan }, "en");
      for (const expected of ["Payments schedule", "Contract no. MC-001, as of 2026-11-22", "Hélène Côté-Gagné", "2026-11-06", "$131.19", "$129.44", "Late", "Paid", "Upcoming", "Total", "$523.01", "Remaining to pay", "$391.82", "Overdue", "$262.38"]) {
        expect(text).toContain(expected);
      }
    });

    it("prints the account statement with the running amount due, ending with what is owed (French)", async () => {
      const { text } = await print(helene, { report: "LeaStatementReport", contractId: rent.loan });
      for (const expected of ["Relevé de compte", "Contrat n° MC-001, en date du 2026-11-22", "Hélène Côté-Gagné", "Paiement n° 1 échu", "Paiement reçu, Débit préautorisé", "Paiement n° 3 échu", "Total débité", "393,57 $", "Total crédité", "131,19 $", "Montant dû au 2026-11-22", "262,38 $", "Montant pour solder le contrat au 2026-11-22", "380,52 $"]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain("2026-12-04");
    });

    it("prints a payment receipt on the spec's receipt URL (English)", async () => {
      const issued = await ticketFor(admin, { report: "PaymentReceipt", contractId: rent.loan, receiptId: rent.receipt }, "en");
      expect(issued.status).toBe(200);
      const path = issued.body.Result.path as string;
      const match = receiptPathPattern.exec(path);
      expect(match?.slice(1, 4)).toEqual([String(rent.helene), String(rent.loan), String(rent.receipt)]);
      expect(match?.[5]).toBe(`receipt-${rent.receipt}-MC-001.pdf`);
      const fetched = await fetchPrint(app, path);
      expect(fetched.status).toBe(200);
      const { text } = await pdfText(fetched.body);
      for (const expected of ["Payment receipt", `Receipt no. ${rent.receipt}, contract no. MC-001`, "Amount received", "$131.19", "Pre-authorized debit", "Payment no. 1 due 2026-10-23", "Hélène Côté-Gagné"]) {
        expect(text).toContain(expected);
      }
    });

    it("prints a receipt of a contract that has no customer, with customer 0 in its URL", async () => {
      const tenantId = setup.tenants.RENT!.id;
      const contractId = await insertContract(test.db, setup.clock, tenantId, { customerId: null, contractNumber: "LEAD-9" });
      const receiptId = await insertReceipt(test.db, setup.clock, tenantId, contractId, { paidOn: "2026-11-02", amountCents: 4_250, method: "etransfer" });
      const path = (await ticketFor(admin, { report: "PaymentReceipt", contractId, receiptId }, "fr")).body.Result.path as string;
      expect(receiptPathPattern.exec(path)?.[1]).toBe("0");
      const fetched = await fetchPrint(app, path);
      expect(fetched.status).toBe(200);
      const { text } = await pdfText(fetched.body);
      for (const expected of ["Reçu de paiement", "42,50 $", "Virement Interac", "LEAD-9", "s.o."]) expect(text).toContain(expected);
    });

    it("lets the print URL's own lang query choose the language", async () => {
      const issued = await ticketFor(admin, { report: "PaidOutReport", contractId: rent.loan }, "fr");
      const { text } = await pdfText((await fetchPrint(app, `${issued.body.Result.path as string}?lang=en`)).body);
      expect(text).toContain("Paid-out report");
    });

    it("runs a long schedule onto several pages, header repeated, every line and the total kept", async () => {
      const tenantId = setup.tenants.RENT!.id;
      const contractId = await insertContract(test.db, setup.clock, tenantId, { customerId: rent.helene, contractNumber: "LONG-1", amountCents: 600_000 });
      await insertPayments(test.db, tenantId, contractId, Array.from({ length: 78 }, (_, index) => ({ dueDate: `2027-${String((index % 12) + 1).padStart(2, "0")}-${String((index % 27) + 1).padStart(2, "0")}`, amountCents: 10_001 })));
      const { text, pages, pageTexts } = await print(admin, { report: "AllTermsReport", contractId }, "fr");
      expect(pages).toBeGreaterThan(1);
      expect(text.match(/100,01 \$/g)?.length).toBeGreaterThanOrEqual(78);
      expect(text).toContain("7 800,78 $");
      const tablePages = pageTexts.filter((page) => page.includes("100,01 $"));
      expect(tablePages.length).toBeGreaterThan(1);
      for (const page of tablePages) expect(page).toContain("Échéance");
      pageTexts.forEach((page, index) => expect(page).toContain(`${index + 1} / ${pages}`));
    });

    it("prints the schedule's lines in date order: a deferred line after the ones it moved past, an added line where it falls due", async () => {
      const tenantId = setup.tenants.RENT!.id;
      const contractId = await insertContract(test.db, setup.clock, tenantId, { customerId: rent.helene, contractNumber: "ORDER-1", amountCents: 40_000 });
      const [, moved] = await insertPayments(test.db, tenantId, contractId, [
        { dueDate: "2026-10-23", amountCents: 10_101, paidAt: "2026-10-23T14:00:00.000Z" },
        { dueDate: "2026-11-27", amountCents: 10_102 },
        { dueDate: "2026-11-20", amountCents: 10_103 },
        { dueDate: "2026-12-04", amountCents: 10_104 },
        { dueDate: "2026-11-27", amountCents: 2_500, kind: "deferralFee" },
        { dueDate: "2026-11-13", amountCents: 999 },
      ]);
      await test.db("payments").where({ id: moved }).update({ original_due_date: "2026-11-06" });
      const { text } = await print(admin, { report: "AllTermsReport", contractId }, "en");
      const dates = text.match(/\b2026-\d\d-\d\d\b/g)!.filter((date) => date !== "2026-11-22"); // the report's own date is in its subtitle
      expect(dates).toEqual(["2026-10-23", "2026-11-13", "2026-11-20", "2026-11-27", "2026-11-27", "2026-12-04"]);
      const amounts = text.match(/\$(?:101\.0\d|25\.00|9\.99)/g);
      expect(amounts?.slice(0, 6)).toEqual(["$101.01", "$9.99", "$101.03", "$101.02", "$25.00", "$101.04"]); // the rows, then the totals
    });

    it("prints a lease amortized down to its residual, the residual as the balance at the end of the term", async () => {
      const tenantId = setup.tenants.RENT!.id;
      const contractId = await insertContract(test.db, setup.clock, tenantId, {
        customerId: rent.robert,
        contractNumber: "LEASE-R",
        product: "lease",
        amountCents: 2_694_000,
        frequency: 1,
        numberOfPayments: 104,
        firstPaymentDate: "2026-12-10",
        annualRate: "7.49",
        body: { financeLease: { residualAmount: 14_850 } },
      });
      const contract = await print(admin, { report: "Contract", contractId }, "en");
      for (const expected of ["Residual value (balance at the end of the term)", "$14 850.00", "$177.48"]) expect(contract.text).toContain(expected);
      expect(contract.text).not.toContain("$300.15");
      const schedule = await print(admin, { report: "AllTermsReport", contractId }, "fr");
      expect(schedule.text).toContain("Valeur résiduelle (solde à la fin du terme)");
      expect(schedule.text.match(/177,48 \$/g)?.length).toBe(103);
    });

    it("keeps French accents and folds letters the PDF font lacks", async () => {
      const tenantId = setup.tenants.RENT!.id;
      await test.db("customers").where({ id: rent.robert }).update({ first_name: "Łukasz Zoë", last_name: "Dvořák-Bérubé" });
      try {
        const { text } = await print(admin, { report: "LeaStatementReport", contractId: rent.lease }, "fr");
        expect(text).toContain("Lukasz Zoë Dvorák-Bérubé");
        expect(text).toContain("Aucune transaction jusqu'à cette date.");
      } finally {
        await test.db("customers").where({ id: rent.robert, tenant_id: tenantId }).update({ first_name: "Robert", last_name: "Lévesque" });
      }
    });
  });

  describe("print tickets", () => {
    it("stores only the ticket's hash, bound to the tenant, contract, document, session and language", async () => {
      const issued = await ticketFor(admin, { report: "AllTermsReport", contractId: rent.loan }, "en");
      const ticket = ticketOf(issued.body.Result.path);
      const row = await test.db("print_tickets").where({ token_hash: createHash("sha256").update(ticket).digest("hex") }).first();
      expect(row).toMatchObject({ document: "AllTermsReport", lang: "en", expires_at: issued.body.Result.expiresAt });
      expect(Number(row.tenant_id)).toBe(setup.tenants.RENT!.id);
      expect(Number(row.contract_id)).toBe(rent.loan);
      expect(JSON.stringify(await test.db("print_tickets").select())).not.toContain(ticket);
      expect(Date.parse(issued.body.Result.expiresAt) - setup.clock.now().getTime()).toBe(PRINT_TICKET_TTL_MS);
    });

    it("works until the end of its 60 seconds and is refused after, with a bilingual 404 envelope", async () => {
      const issued = await ticketFor(admin, { report: "PaidOutReport", contractId: rent.loan });
      setup.clock.advance(PRINT_TICKET_TTL_MS - 1_000);
      expect((await fetchPrint(app, issued.body.Result.path)).status).toBe(200);
      setup.clock.advance(1_000);
      const expired = await fetchPrint(app, issued.body.Result.path);
      expect(expired.status).toBe(404);
      expect(expired.headers["content-type"]).toMatch(/application\/json/);
      expect(expired.json()).toEqual({
        Success: false,
        Result: null,
        ErrorMessage:
          "Ce lien d'impression est invalide ou expiré. Veuillez imprimer le document de nouveau à partir de votre compte. / This print link is invalid or has expired. Please print the document again from your account.",
        Code: "notFound",
      });
      const audit = await test.db("audit_log").where({ action: "document.ticketRefused" }).orderBy("id", "desc").first();
      expect(JSON.parse(audit.after_json)).toEqual({ document: "PaidOutReport", reason: "expired" });
      expect(Number(audit.tenant_id)).toBe(setup.tenants.RENT!.id);
    });

    it(`serves a ticket at most ${PRINT_TICKET_MAX_USES} times, even when fetched in parallel`, async () => {
      const issued = await ticketFor(admin, { report: "AllTermsReport", contractId: rent.loan });
      const answers = await Promise.all(Array.from({ length: PRINT_TICKET_MAX_USES + 3 }, () => fetchPrint(app, issued.body.Result.path)));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(PRINT_TICKET_MAX_USES);
      expect(answers.filter((answer) => answer.status === 404)).toHaveLength(3);
    });

    it("refuses a ticket on another contract's, document's or tenant's URL, and keeps its uses", async () => {
      const path = (await ticketFor(admin, { report: "PaidOutReport", contractId: rent.loan })).body.Result.path as string;
      const ticket = ticketOf(path);
      for (const other of [
        `/api/reports/PaidOutReport/${rent.lease}/print/${ticket}/x.pdf`,
        `/api/reports/PaidOutReport/${capital.loan}/print/${ticket}/x.pdf`,
        `/api/reports/AllTermsReport/${rent.loan}/print/${ticket}/x.pdf`,
        `/api/customer/${rent.helene}/printPaymentReciept/${rent.loan}/${rent.receipt}/${ticket}/x.pdf`,
        `/api/reports/PaidOutReport/abc/print/${ticket}/x.pdf`,
      ]) {
        expect((await fetchPrint(app, other)).status, other).toBe(404);
      }
      const row = await test.db("print_tickets").where({ token_hash: createHash("sha256").update(ticket).digest("hex") }).first();
      expect(Number(row.use_count)).toBe(0);
      expect((await fetchPrint(app, path)).status).toBe(200);
    });

    it("refuses a receipt URL naming another customer, and an unknown or malformed ticket", async () => {
      const path = (await ticketFor(admin, { report: "PaymentReceipt", contractId: rent.loan, receiptId: rent.receipt })).body.Result.path as string;
      expect((await fetchPrint(app, path.replace(`/api/customer/${rent.helene}/`, `/api/customer/${rent.robert}/`))).status).toBe(404);
      expect((await fetchPrint(app, `/api/reports/PaidOutReport/${rent.loan}/print/${"A".repeat(43)}/x.pdf`)).status).toBe(404);
      expect((await fetchPrint(app, `/api/reports/PaidOutReport/${rent.loan}/print/${admin}/x.pdf`)).status).toBe(404);
      expect((await fetchPrint(app, `/api/reports/PaidOutReport/${rent.loan}/print/short/x.pdf`)).status).toBe(404);
    });

    it("dies with its session: after logout the ticket is refused", async () => {
      const token = await loginAs(app, "admincrm", "RENT");
      const path = (await ticketFor(token, { report: "AllTermsReport", contractId: rent.loan })).body.Result.path as string;
      expect((await request(app).post("/api/logout").set("Authorization", `Bearer ${token}`).send({})).status).toBe(200);
      expect((await fetchPrint(app, path)).status).toBe(404);
      const audit = await test.db("audit_log").where({ action: "document.ticketRefused" }).orderBy("id", "desc").first();
      expect(JSON.parse(audit.after_json).reason).toBe("sessionEnded");
    });

    it("is served by a second server instance on the same database", async () => {
      const path = (await ticketFor(admin, { report: "LeaStatementReport", contractId: rent.loan }, "en")).body.Result.path as string;
      const other = createServer({ db: test.openAnother(), clock: setup.clock, logger: createLogger({ destination: captureLogs().stream }), passwordParams: testPasswordParams });
      const fetched = await fetchPrint(other, path);
      expect(fetched.status).toBe(200);
      expect((await pdfText(fetched.body)).text).toContain("Account statement");
    });

    it("takes {file} only as a display name: a junk name gets the document's own", async () => {
      const path = (await ticketFor(admin, { report: "AllTermsReport", contractId: rent.loan }, "en")).body.Result.path as string;
      const junk = path.replace(/[^/]+\.pdf$/, "evil%0D%0ASet-Cookie%3A%20x%3D1.pdf");
      const fetched = await fetchPrint(app, junk);
      expect(fetched.status).toBe(200);
      expect(fetched.headers["content-disposition"]).toBe('inline; filename="payments-schedule-MC-001.pdf"');
      expect(fetched.headers["set-cookie"]).toBeUndefined();
    });

    it("never writes a ticket or a session token in the logs or the audit rows", async () => {
      const logs = captureLogs();
      const logged = createServer({ db: test.db, clock: setup.clock, logger: createLogger({ destination: logs.stream }), passwordParams: testPasswordParams });
      const issued = await request(logged).post("/api/reports/printTicket").set("Authorization", `Bearer ${admin}`).send({ report: "PaidOutReport", contractId: rent.loan });
      const ticket = ticketOf(issued.body.Result.path);
      expect((await fetchPrint(logged, issued.body.Result.path)).status).toBe(200);
      expect(logs.lines.join("\n")).not.toContain(ticket);
      expect(logs.lines.join("\n")).toContain("/api/reports/PaidOutReport/:contractId/print/:session/:file");
      const audit = JSON.stringify(await test.db("audit_log").select());
      expect(audit).not.toContain(ticket);
      expect(audit).not.toContain(admin);
    });

    it("writes one audit row per issued ticket and one per printed document", async () => {
      const before = await test.db("audit_log").where({ action: "document.ticketIssued" }).count({ count: "*" });
      const issued = await ticketFor(robert, { report: "Contract", contractId: rent.lease }, "en");
      const after = await test.db("audit_log").where({ action: "document.ticketIssued" }).count({ count: "*" });
      expect(Number(after[0]!.count) - Number(before[0]!.count)).toBe(1);
      const row = await test.db("audit_log").where({ action: "document.ticketIssued" }).orderBy("id", "desc").first();
      expect(row).toMatchObject({ entity: "contract", entity_id: String(rent.lease) });
      expect(Number(row.actor_customer_id)).toBe(rent.robert);
      expect(Number(row.tenant_id)).toBe(setup.tenants.RENT!.id);
      expect(JSON.parse(row.after_json)).toMatchObject({ document: "Contract", receiptId: null, lang: "en", expiresAt: issued.body.Result.expiresAt });
      await fetchPrint(app, issued.body.Result.path);
      const printed = await test.db("audit_log").where({ action: "document.printed" }).orderBy("id", "desc").first();
      expect(Number(printed.actor_customer_id)).toBe(rent.robert);
      expect(JSON.parse(printed.after_json)).toMatchObject({ document: "Contract", lang: "en", use: 1 });
    });

    it("prunes tickets dead for more than a day", async () => {
      const tenantId = setup.tenants.RENT!.id;
      const count = await ticketRows();
      expect(count).toBeGreaterThan(0);
      expect(await prunePrintTickets(test.db, setup.clock)).toBe(0);
      expect(await prunePrintTickets(test.db, { now: () => new Date(setup.clock.now().getTime() + 2 * 86_400_000) })).toBe(count);
      expect(await test.db("print_tickets").where({ tenant_id: tenantId })).toEqual([]);
    });
  });

  describe("who may issue a ticket", () => {
    it("answers 401 without a session, and 403 to dealer partners, writing no ticket", async () => {
      const before = await ticketRows();
      expect((await request(app).post("/api/reports/printTicket").send({ report: "PaidOutReport", contractId: rent.loan })).status).toBe(401);
      expect((await request(app).post(`/api/customer/${rent.helene}/getContractFile/${rent.loan}`).send({})).status).toBe(401);
      for (const username of ["merchant", "fandi", "agent"]) {
        const token = await loginAs(app, username, "RENT");
        const refused = await ticketFor(token, { report: "PaidOutReport", contractId: rent.loan });
        expect(refused.status, username).toBe(403);
        expect(refused.body.ErrorMessage).toContain("You do not have access to this resource.");
        expect((await request(app).post(`/api/customer/${rent.helene}/getContractFile/${rent.loan}`).set("Authorization", `Bearer ${token}`).send({})).status).toBe(403);
      }
      expect(await ticketRows()).toBe(before);
    });

    it("answers 404 for another tenant's contract or receipt, writing nothing", async () => {
      const before = await ticketRows();
      const audits = await test.db("audit_log").where({ action: "document.ticketIssued" }).count({ count: "*" });
      for (const body of [
        { report: "PaidOutReport", contractId: capital.loan },
        { report: "PaymentReceipt", contractId: capital.loan, receiptId: capital.receipt },
        { report: "PaymentReceipt", contractId: rent.loan, receiptId: capital.receipt },
        { report: "Contract", contractId: 999_999 },
      ]) {
        const refused = await ticketFor(admin, body);
        expect(refused.status, JSON.stringify(body)).toBe(404);
        expect(refused.body).toEqual({ Success: false, Result: null, ErrorMessage: "Ressource introuvable. / Resource not found.", Code: "notFound" });
      }
      expect((await request(app).post(`/api/customer/${capital.helene}/getContractFile/${capital.loan}`).set("Authorization", `Bearer ${admin}`).send({})).status).toBe(404);
      expect(await ticketRows()).toBe(before);
      expect(await test.db("audit_log").where({ action: "document.ticketIssued" }).count({ count: "*" })).toEqual(audits);
    });

    it("lets a customer print only their own contracts", async () => {
      expect((await ticketFor(helene, { report: "LeaStatementReport", contractId: rent.lease })).status).toBe(404);
      expect((await ticketFor(robert, { report: "PaymentReceipt", contractId: rent.loan, receiptId: rent.receipt })).status).toBe(404);
      expect((await request(app).post(`/api/customer/${rent.robert}/getContractFile/${rent.loan}`).set("Authorization", `Bearer ${robert}`).send({})).status).toBe(404);
      expect((await request(app).post(`/api/customer/${rent.robert}/getContractFile/${rent.lease}`).set("Authorization", `Bearer ${helene}`).send({})).status).toBe(404);
      expect((await request(app).post(`/api/customer/${rent.helene}/getContractFile/${rent.lease}`).set("Authorization", `Bearer ${helene}`).send({})).status).toBe(404);
      expect((await ticketFor(helene, { report: "PaymentReceipt", contractId: rent.loan, receiptId: rent.receipt })).status).toBe(200);
    });

    it("refuses staff a getContractFile whose customer is not the contract's", async () => {
      expect((await request(app).post(`/api/customer/${rent.robert}/getContractFile/${rent.loan}`).set("Authorization", `Bearer ${admin}`).send({})).status).toBe(404);
      expect((await request(app).post(`/api/customer/x/getContractFile/${rent.loan}`).set("Authorization", `Bearer ${admin}`).send({})).status).toBe(404);
    });

    it("stops printing when the contract is no longer the customer's, though the ticket is live", async () => {
      const tenantId = setup.tenants.RENT!.id;
      const path = (await ticketFor(robert, { report: "AllTermsReport", contractId: rent.lease })).body.Result.path as string;
      await test.db("contracts").where({ id: rent.lease, tenant_id: tenantId }).update({ customer_id: rent.helene });
      try {
        expect((await fetchPrint(app, path)).status).toBe(404);
      } finally {
        await test.db("contracts").where({ id: rent.lease, tenant_id: tenantId }).update({ customer_id: rent.robert });
      }
    });
  });

  describe("bad bodies change nothing", () => {
    const post = (body: string | object, contentType = "application/json") =>
      request(app).post("/api/reports/printTicket").set("Authorization", `Bearer ${admin}`).set("Content-Type", contentType).send(body);

    it("answers 400 to malformed JSON, wrong types, unknown fields and receipt mismatches, 413 to an oversize body", async () => {
      const before = await ticketRows();
      expect((await post('{"report": "PaidOutReport",')).status).toBe(400);
      expect((await post({ report: "PaidOutReport", contractId: String(rent.loan) })).status).toBe(400);
      expect((await post({ report: "PaidOutReport", contractId: 1.5 })).status).toBe(400);
      expect((await post({ report: "Invoice", contractId: rent.loan })).status).toBe(400);
      expect((await post({ report: "PaidOutReport", contractId: rent.loan, tenantId: setup.tenants.CAPITAL!.id })).status).toBe(400);
      const missing = await post({ report: "PaymentReceipt", contractId: rent.loan });
      expect(missing.status).toBe(400);
      expect(missing.body.ErrorMessage).toContain("receiptId");
      expect((await post({ report: "PaidOutReport", contractId: rent.loan, receiptId: rent.receipt })).status).toBe(400);
      expect((await post({ report: "PaidOutReport", contractId: rent.loan, pad: "x".repeat(120_000) })).status).toBe(413);
      expect(
        (await request(app).post(`/api/customer/${rent.helene}/getContractFile/${rent.loan}`).set("Authorization", `Bearer ${admin}`).send({ contractId: 1 })).status,
      ).toBe(400);
      expect(await ticketRows()).toBe(before);
    });

    it("never answers a 5xx to a random body (property)", async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(fc.anything(), fc.record({ report: fc.oneof(fc.constantFrom("PaidOutReport", "PaymentReceipt", "Contract"), fc.string()), contractId: fc.oneof(fc.integer(), fc.constant(rent.loan), fc.string()), receiptId: fc.oneof(fc.integer(), fc.constant(null), fc.double()) }, { requiredKeys: [] })), async (body) => {
          const response = await post(JSON.stringify(body) ?? "null");
          expect(response.status).toBeLessThan(500);
        }),
        { numRuns: 60 },
      );
    });

    it("never answers a 5xx to random print URLs (property)", async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom("PaidOutReport", "AllTermsReport", "LeaStatementReport", "Contract"), fc.string(), fc.string(), fc.string(), async (report, id, ticket, file) => {
          const response = await fetchPrint(app, `/api/reports/${report}/${encodeURIComponent(id) || "1"}/print/${encodeURIComponent(ticket) || "t"}/${encodeURIComponent(file) || "f"}`);
          expect(response.status).toBeLessThan(500);
        }),
        { numRuns: 40 },
      );
    });
  });
});

describe("toWinAnsi", () => {
  it("keeps every French letter and typographic sign, folds or replaces the rest", () => {
    expect(toWinAnsi("Hélène Côté « Œuvre » déjà vu — 1 234,56 $ n° ç")).toBe("Hélène Côté « Œuvre » déjà vu — 1 234,56 $ n° ç");
    expect(toWinAnsi("Łukasz Dvořák 李 😀\u0007")).toBe("Lukasz Dvorák ? ? ");
  });
});

describe("print tickets migration", () => {
  it("is in the list once and reversible", async () => {
    const { migrations } = await import("../src/migrations/index.js");
    expect(migrations.filter((migration) => migration.name === "0007_print_tickets")).toHaveLength(1);
    const sqlite = await targets[0]!.open();
    try {
      await migrateLatest(sqlite.db);
      expect(await sqlite.db.schema.hasTable("print_tickets")).toBe(true);
      await migrations.find((migration) => migration.name === "0007_print_tickets")!.down(sqlite.db);
      expect(await sqlite.db.schema.hasTable("print_tickets")).toBe(false);
    } finally {
      await sqlite.close();
    }
  });
});
