import { tBoth } from "@lendkit/core";
import fc from "fast-check";
import type { Express } from "express";
import request from "supertest";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { saveFlowSettings } from "../src/flows/settings.js";
import { loginAs, makeApp, testFlowSettings, type TestClock } from "./app.js";
import { as, countRows } from "./customersFixtures.js";
import { targets, type TestDatabase } from "./databases.js";
import { insertServicingLoan, testSchedule } from "./servicingFixtures.js";

/**
 * A payment processor's file on the server (issue 22 §2): the dry run
 * answers what the real run does and writes nothing; a file imported twice
 * changes nothing the second time; a returned line takes its payment back
 * with the tenant's NSF fee; bad files and bad lines are refused in the
 * caller's language; only Admin imports; and the money is conserved — on
 * SQLite and PostgreSQL.
 *
 * The clock's day is Sunday 2026-11-22 (Toronto). Each loan: 1,000.00 lent
 * on 2026-10-01, lines of 270.00 (2026-10-30), 265.00 (2026-11-13), 260.00
 * (2026-11-27) and 255.00 (2026-12-11).
 */

const schedule = testSchedule;

const header = "externalId,contractNumber,amount,valueDate,status,reason";

/** Cents of a wire amount ("12.50"), read exactly. */
const cents = (text: string): number => {
  const [whole, fraction = ""] = text.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
};

type Ledger = {
  lines: Array<{ id: string; kind: string; feeKind: string | null; paid: string; outstanding: string }>;
  payments: Array<{ id: number; amount: string; returnedBy: number | null }>;
  events: Array<{ id: number; kind: string; externalId?: string; paymentId?: number }>;
  balances: Record<string, string | null>;
};

type ImportAnswer = { dryRun: boolean; rows: number; applied: number; duplicates: number; errors: Array<{ row: number; code: string; message: string }> };

describe.each(targets)("the processor file import on $name", (target) => {
  let test: TestDatabase;
  let app: Express;
  let clock: TestClock;
  let rent: number;
  let capital: number;
  const tokens: Record<string, string> = {};
  let fileCounter = 0;

  beforeAll(async () => {
    test = await target.open();
    const setup = await makeApp(test.db);
    app = setup.app;
    clock = setup.clock;
    rent = setup.tenants.RENT!.id;
    capital = setup.tenants.CAPITAL!.id;
    for (const username of ["admin", "collector", "admincollector", "leadcrm"]) tokens[username] = await loginAs(app, username, "RENT");
    tokens.capitalAdmin = await loginAs(app, "admin", "CAPITAL");
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    await saveFlowSettings(test.db, clock, rent, testFlowSettings);
  });

  /** A prefix no other test's external ids and contract numbers share. */
  const unique = (): string => `t${++fileCounter}${Math.random().toString(36).slice(2, 7)}`;

  /** An active loan of the tenant with the schedule above, funded on 2026-10-01. */
  const insertLoan = async (contractNumber: string, tenantId = rent): Promise<number> => (await insertServicingLoan(test.db, clock, tenantId, schedule, { contractNumber })).contractId;

  const csv = (lines: readonly string[], lineBreak = "\n"): Buffer => Buffer.from(`${[header, ...lines].join(lineBreak)}${lineBreak}`, "utf8");

  const upload = (token: string, file: Buffer, dryRun: "true" | "false" | null, lang: "fr" | "en" | null = "en") => {
    const call = request(app)
      .post(`/api/servicing/imports${dryRun === null ? "" : `?dryRun=${dryRun}`}`)
      .set("Authorization", `Bearer ${token}`);
    return (lang === null ? call : call.set("Accept-Language", lang)).attach("file", file, { filename: "processor.csv", contentType: "text/csv" });
  };

  const imported = async (file: Buffer, dryRun: "true" | "false", lang: "fr" | "en" = "en"): Promise<ImportAnswer> => {
    const answer = await upload(tokens.admin!, file, dryRun, lang);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.Result as ImportAnswer;
  };

  const ledgerOf = async (contractId: number): Promise<Ledger> => {
    const answer = await as(app, tokens.admin!).get(`/api/contracts/${contractId}/ledger`);
    expect(answer.status).toBe(200);
    return answer.body.Result as Ledger;
  };

  /** What the contracts' lines have been paid plus their credit: money kept, in cents. */
  const totalPaid = async (contractIds: readonly number[]): Promise<number> => {
    let sum = 0;
    for (const id of contractIds) {
      const ledger = await ledgerOf(id);
      sum += ledger.lines.reduce((total, line) => total + cents(line.paid), 0) + cents(ledger.balances.creditBalance!);
    }
    return sum;
  };

  /** Every row the import writes to, counted. */
  const written = async () => ({ events: await countRows(test.db, "ledger_events"), audit: await countRows(test.db, "audit_log") });

  describe("a file with good, bad and repeated lines", () => {
    it("dry-runs with the real run's counts and writes nothing; the real run applies the good lines; a second import is all duplicates", async () => {
      await saveFlowSettings(test.db, clock, rent, { ...testFlowSettings, servicing: { nsfFee: "45.00" } });
      const id = unique();
      const [numberA, numberB, numberTheirs] = [`A-${id}`, `B-${id}`, `C-${id}`];
      const [loanA, loanB] = [await insertLoan(numberA), await insertLoan(numberB)];
      await insertLoan(numberTheirs, capital);
      const file = csv(
        [
          `${id}-1,${numberA},270.00,2026-10-30,paid,`,
          `${id}-2,${numberB},300,2026-11-20,paid,`,
          `"${id}-3,x",${numberA},265.00,2026-11-13,paid,`,
          `"${id}-3,x",${numberA},265.00,2026-11-17,returned,nsf`,
          `${id}-4,NO-SUCH-${id},10.00,2026-11-20,paid,`,
          `${id}-5,${numberA},10.00,2026-11-23,paid,`,
          `${id}-6,${numberA},0,2026-11-20,paid,`,
          `${id}-1,${numberA},270.00,2026-10-30,paid,`,
          `${id}-9,${numberB},5.00,2026-11-20,returned,nsf`,
          `${id}-7,${numberTheirs},10.00,2026-11-20,paid,`,
        ],
        "\r\n",
      );
      const before = await written();
      const expected = {
        rows: 10,
        applied: 4,
        duplicates: 1,
        errors: [
          { row: 6, code: "unknownContract", message: "No contract of this lender has this number." },
          { row: 7, code: "valueDateAfterToday", message: "The date cannot be after today." },
          { row: 8, code: "amountNotAboveZero", message: "The amount must be greater than zero." },
          { row: 10, code: "paymentNotFound", message: "No payment of this contract has this external id." },
          { row: 11, code: "unknownContract", message: "No contract of this lender has this number." },
        ],
      };

      const dry = await imported(file, "true");
      expect(dry).toEqual({ dryRun: true, ...expected });
      expect(await written()).toEqual(before);
      expect(await totalPaid([loanA, loanB])).toBe(0);

      const real = await imported(file, "false");
      expect(real).toEqual({ dryRun: false, ...expected });
      // Three payments, one return and its NSF fee.
      expect((await written()).events).toBe(before.events + 5);
      const ledgerA = await ledgerOf(loanA);
      const returned = ledgerA.events.find((event) => event.externalId === `${id}-3,x`)!;
      expect(ledgerA.payments.find((payment) => payment.id === returned.id)).toMatchObject({ amount: "265.00", returnedBy: expect.any(Number) });
      expect(ledgerA.lines.map((line) => [line.kind, line.feeKind, line.paid, line.outstanding])).toEqual([
        ["scheduled", null, "270.00", "0.00"],
        ["scheduled", null, "0.00", "265.00"],
        ["fee", "nsf", "0.00", "45.00"],
        ["scheduled", null, "0.00", "260.00"],
        ["scheduled", null, "0.00", "255.00"],
      ]);
      expect(ledgerA.events.filter((event) => event.kind === "paymentReceived").every((event) => event.externalId?.startsWith(id))).toBe(true);
      // 270.00 + 300.00 + 265.00 received, 265.00 returned.
      expect(await totalPaid([loanA, loanB])).toBe(57_000);
      const audits = await test.db("audit_log").whereIn("action", ["ledger.paymentReceived", "ledger.paymentReturned"]).whereIn("entity_id", [String(loanA), String(loanB)]).count({ count: "*" });
      expect(Number(audits[0]!.count)).toBe(4);
      const summary = (await test.db("audit_log").where({ action: "ledger.processorImport", tenant_id: rent }).orderBy("id", "desc").first()) as { after_json: string };
      expect(JSON.parse(summary.after_json)).toEqual({ rows: 10, applied: 4, duplicates: 1, errors: 5 });

      const books = [await ledgerOf(loanA), await ledgerOf(loanB)];
      const eventsBefore = (await written()).events;
      const again = await imported(file, "false", "fr");
      expect(again).toMatchObject({ dryRun: false, rows: 10, applied: 0, duplicates: 5 });
      expect(again.errors.map((error) => [error.row, error.code])).toEqual(expected.errors.map((error) => [error.row, error.code]));
      expect(again.errors[0]!.message).toBe("Aucun contrat de ce prêteur ne porte ce numéro.");
      expect(again.errors[1]!.message).toBe("La date ne peut pas être postérieure à aujourd’hui.");
      expect((await written()).events).toBe(eventsBefore);
      expect([await ledgerOf(loanA), await ledgerOf(loanB)]).toEqual(books);
      // The other tenant's contract with that number is untouched.
      expect(await countRows(test.db, "ledger_events", { tenant_id: capital })).toBe(0);
    });

    it("returns a payment imported before, with no NSF fee when the tenant charges none, and refuses a return of another amount", async () => {
      const id = unique();
      const loan = await insertLoan(`R-${id}`);
      expect(await imported(csv([`${id}-1,R-${id},535.00,2026-11-20,paid,`, `${id}-2,R-${id},10.00,2026-11-20,paid,`]), "false")).toMatchObject({ applied: 2, errors: [] });
      expect((await ledgerOf(loan)).balances.amountLate).toBe("0.00");
      const back = await imported(csv([`${id}-1,R-${id},535.00,2026-11-22,returned,stopped`, `${id}-2,R-${id},9.99,2026-11-22,returned,nsf`]), "false");
      expect(back).toMatchObject({ applied: 1, duplicates: 0, errors: [{ row: 3, code: "returnAmountMismatch", message: "The returned amount is not the amount of the payment." }] });
      const ledger = await ledgerOf(loan);
      expect(ledger.lines.every((line) => line.kind === "scheduled")).toBe(true);
      // Only the 10.00 payment is still kept; the 535.00 one was taken back.
      expect(await totalPaid([loan])).toBe(1_000);
      expect(ledger.payments.map((payment) => [payment.amount, payment.returnedBy === null])).toEqual([
        ["535.00", false],
        ["10.00", true],
      ]);
      expect(ledger.events.map((event) => event.kind)).toEqual(["paymentReceived", "paymentReceived", "paymentReturned"]);
    });
  });

  describe("files refused whole", () => {
    it("answers 400 for a wrong header, bytes that are not UTF-8 or no dryRun, 413 for a file too large, and writes nothing", async () => {
      const id = unique();
      await insertLoan(`H-${id}`);
      const line = `${id}-1,H-${id},10.00,2026-11-20,paid,`;
      const before = await written();
      const wrongHeader = Buffer.from(`externalId;contractNumber;amount;valueDate;status;reason\n${line}\n`);
      for (const lang of ["fr", "en"] as const) {
        const answer = await upload(tokens.admin!, wrongHeader, "false", lang);
        expect(answer.status).toBe(400);
        expect(answer.body.ErrorMessage).toBe(tBoth("servicing.import.header")[lang]);
      }
      const notText = await upload(tokens.admin!, Buffer.concat([Buffer.from(`${header}\n`), Buffer.from([0xff, 0xfe, 0x0a])]), "false");
      expect([notText.status, notText.body.ErrorMessage]).toEqual([400, "The file is not a UTF-8 text (CSV) file."]);
      for (const dryRun of [null, "yes"]) {
        const call = request(app).post(`/api/servicing/imports${dryRun === null ? "" : `?dryRun=${dryRun}`}`).set("Authorization", `Bearer ${tokens.admin!}`);
        expect((await call.attach("file", csv([line]), "processor.csv")).status).toBe(400);
      }
      const large = Buffer.concat([csv([line]), Buffer.alloc(1024 * 1024, " ")]);
      expect((await upload(tokens.admin!, large, "false")).status).toBe(413);
      const twoFiles = request(app).post("/api/servicing/imports?dryRun=false").set("Authorization", `Bearer ${tokens.admin!}`);
      expect((await twoFiles.attach("file", csv([line]), "a.csv").attach("file", csv([line]), "b.csv")).status).toBe(413);
      const otherPart = request(app).post("/api/servicing/imports?dryRun=false").set("Authorization", `Bearer ${tokens.admin!}`);
      expect((await otherPart.field("note", "x").attach("file", csv([line]), "a.csv")).status).toBe(400);
      const noFile = request(app).post("/api/servicing/imports?dryRun=false").set("Authorization", `Bearer ${tokens.admin!}`);
      expect((await noFile.field("x", "y")).status).toBe(400);
      expect((await request(app).post("/api/servicing/imports?dryRun=false").set("Authorization", `Bearer ${tokens.admin!}`).send({ file: "x" })).status).toBe(415);
      expect((await written()).events).toBe(before.events);
    });

    it("lets only Admin import (403 for the collectors and the other staff, nothing written)", async () => {
      const id = unique();
      await insertLoan(`S-${id}`);
      const file = csv([`${id}-1,S-${id},10.00,2026-11-20,paid,`]);
      const before = (await written()).events;
      for (const username of ["collector", "admincollector", "leadcrm"]) expect((await upload(tokens[username]!, file, "false")).status).toBe(403);
      expect((await written()).events).toBe(before);
      expect(await imported(file, "false")).toMatchObject({ applied: 1 });
    });
  });

  describe("conservation", () => {
    it("changes what the ledgers hold by the payments applied less the payments returned (generated files)", async () => {
      const line = fc.record({
        contract: fc.integer({ min: 0, max: 1 }),
        cents: fc.integer({ min: 1, max: 60_000 }),
        day: fc.integer({ min: -3, max: 55 }),
        // A return of an earlier line of the file (by its index), or a payment.
        returns: fc.option(fc.nat(), { nil: null }),
        reason: fc.constantFrom("nsf", "other"),
      });
      await fc.assert(
        fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 8 }), async (generated) => {
          const id = unique();
          const numbers = [`X-${id}`, `Y-${id}`];
          const loans = [await insertLoan(numbers[0]!), await insertLoan(numbers[1]!)];
          const open: Array<{ externalId: string; number: string; amount: string; cents: number }> = [];
          const rows: string[] = [];
          const moves: number[] = [];
          for (const [index, entry] of generated.entries()) {
            const valueDate = new Date(Date.UTC(2026, 9, 1 + entry.day)).toISOString().slice(0, 10);
            // A return takes back a payment of the file not yet returned (so no line is a duplicate).
            const paid = entry.returns === null || open.length === 0 ? null : open.splice(entry.returns % open.length, 1)[0]!;
            if (paid === null) {
              const payment = { externalId: `${id}-${index}`, number: numbers[entry.contract]!, amount: (entry.cents / 100).toFixed(2), cents: entry.cents };
              open.push(payment);
              rows.push(`${payment.externalId},${payment.number},${payment.amount},${valueDate},paid,`);
              moves.push(entry.cents);
            } else {
              rows.push(`${paid.externalId},${paid.number},${paid.amount},${valueDate},returned,${entry.reason}`);
              moves.push(-paid.cents);
            }
          }
          const before = await totalPaid(loans);
          const answer = await imported(csv(rows), "false");
          // Each line is applied or refused (before funding, after today, a return before its payment or of a refused one).
          const refused = new Set(answer.errors.map((error) => error.row));
          expect(answer.duplicates).toBe(0);
          expect(answer.applied + refused.size).toBe(rows.length);
          const applied = moves.filter((_move, index) => !refused.has(index + 2));
          expect((await totalPaid(loans)) - before).toBe(applied.reduce((sum, move) => sum + move, 0));
        }),
        { numRuns: 5 },
      );
    }, 180_000);
  });
});
