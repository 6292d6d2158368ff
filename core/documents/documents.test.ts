import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Role, roleIds } from "../access/roles.js";
import {
  accountStatement,
  canReadDocuments,
  composeDocument,
  documentBalances,
  servicingLinesOf,
  contractTerms,
  documentFileName,
  documentKinds,
  documentReaderRoles,
  payoutQuote,
  safeDocumentFileName,
  scheduleReport,
  statementDocument,
  type DocumentBlock,
  type DocumentPayment,
  type PrintDocument,
} from "./index.js";
import { contractBalances, payoutAmountCents, servicedPaymentLines } from "../servicing/lines.js";
import { day, line, receipt, sampleFacts } from "./testFacts.testing.js";

/** Every text of a document, in reading order. */
const textOf = (document: PrintDocument): string => {
  const block = (each: DocumentBlock): string[] => {
    switch (each.kind) {
      case "heading":
      case "paragraph":
        return [each.text];
      case "fields":
        return each.rows.flatMap((row) => [row.label, row.value]);
      case "table":
        return [...each.columns.map((column) => column.label), ...each.rows.flat(), ...(each.total ?? [])];
      case "signatures":
        return [...each.labels, each.dateLine];
      case "signedBy":
        return [...each.lines];
    }
  };
  return [document.issuer, document.title, document.subtitle, ...document.blocks.flatMap(block), document.footer].join("\n");
};

const fieldValue = (document: PrintDocument, label: string): string | undefined =>
  document.blocks.flatMap((each) => (each.kind === "fields" ? each.rows : [])).find((row) => row.label === label)?.value;

describe("accountStatement", () => {
  const asOf = day("2026-11-22");

  it("charges lines due by the day, credits receipts, and runs the balance", () => {
    const statement = accountStatement(sampleFacts().payments, sampleFacts().receipts, asOf);
    expect(statement.entries.map((entry) => [entry.date.toString(), entry.source, entry.chargeCents, entry.creditCents, entry.balanceCents])).toEqual([
      ["2026-10-23", "payment", 13_119, 0, 13_119],
      ["2026-10-23", "receipt", 0, 13_119, 0],
      ["2026-11-06", "payment", 13_119, 0, 13_119],
      ["2026-11-20", "payment", 13_119, 0, 26_238],
    ]);
    expect(statement).toMatchObject({ totalChargedCents: 39_357, totalCreditedCents: 13_119, balanceCents: 26_238 });
  });

  it("credits a paid line that no receipt settles on its payment day", () => {
    const statement = accountStatement([line(1, "2026-11-06", 10_000, "2026-11-09")], [], asOf);
    expect(statement.entries.map((entry) => [entry.date.toString(), entry.source, entry.ref, entry.balanceCents])).toEqual([
      ["2026-11-06", "payment", 1, 10_000],
      ["2026-11-09", "settled", 1, 0],
    ]);
  });

  it("credits once the lines a ledger's payment paid together (its receipt names them all)", () => {
    const payments = [line(1, "2026-11-06", 10_000, "2026-11-06"), line(2, "2026-11-13", 10_000, "2026-11-06")];
    const both = { ...receipt(7, "2026-11-06", 20_000, null), lineIds: [101, 102] };
    const statement = accountStatement(payments, [both], asOf);
    expect(statement.entries.map((entry) => entry.source)).toEqual(["payment", "receipt", "payment"]);
    expect(statement.balanceCents).toBe(0);
  });

  it("leaves out what comes after the day and shows a prepayment as a credit balance", () => {
    const statement = accountStatement([line(1, "2026-12-04", 10_000, "2026-11-20")], [receipt(3, "2026-11-20", 10_000, 101), receipt(4, "2026-11-30", 500, null)], asOf);
    expect(statement.entries.map((entry) => entry.source)).toEqual(["receipt"]);
    expect(statement.balanceCents).toBe(-10_000);
  });

  it("puts a fee line down as a fee, and a receipt that settles no line stays a plain credit", () => {
    const fee = line(5, "2026-11-10", 2_500, null, { kind: "deferralFee" });
    const statement = accountStatement([fee], [receipt(9, "2026-11-12", 2_500, null, "cash")], asOf);
    expect(statement.entries.map((entry) => [entry.source, entry.method, entry.balanceCents])).toEqual([
      ["fee", null, 2_500],
      ["receipt", "cash", 0],
    ]);
  });

  it("lists the ledger's returned payment twice (received, then returned), its NSF fee and a waiver, the amount due with them", () => {
    const payments = [line(1, "2026-11-06", 10_000, "2026-11-06"), line(2, "2026-11-13", 10_000)];
    const ledger = [
      { kind: "returned", id: 8, paidOn: day("2026-11-13"), returnedOn: day("2026-11-17"), amountCents: 10_000, method: "pad", reason: "nsf" },
      { kind: "fee", id: 9, date: day("2026-11-17"), feeKind: "nsf", amountCents: 4_500 },
      { kind: "waived", id: 11, date: day("2026-11-20"), amountCents: 1_500 },
      { kind: "fee", id: 12, date: day("2026-11-30"), feeKind: "late", amountCents: 2_000 },
    ] as const;
    const statement = accountStatement(payments, [receipt(7, "2026-11-06", 10_000, 101)], asOf, ledger);
    expect(statement.entries.map((entry) => [entry.date.toString(), entry.source, entry.detail, entry.chargeCents, entry.creditCents, entry.balanceCents])).toEqual([
      ["2026-11-06", "payment", null, 10_000, 0, 10_000],
      ["2026-11-06", "receipt", null, 0, 10_000, 0],
      ["2026-11-13", "payment", null, 10_000, 0, 10_000],
      ["2026-11-13", "returnedReceipt", null, 0, 10_000, 0],
      ["2026-11-17", "ledgerFee", "nsf", 4_500, 0, 4_500],
      ["2026-11-17", "returned", "nsf", 10_000, 0, 14_500],
      ["2026-11-20", "waived", null, 0, 1_500, 13_000],
    ]);
    expect(statement.balanceCents).toBe(13_000);
    const words = statementDocument({ ...sampleFacts(), payments, receipts: [receipt(7, "2026-11-06", 10_000, 101)], ledgerEntries: ledger, today: asOf }, "fr");
    const text = JSON.stringify(words);
    expect(text).toContain("Paiement retourné par la banque, Débit préautorisé (provision insuffisante)");
    expect(text).toContain("Frais de paiement refusé (NSF)");
    expect(text).toContain("Frais annulés");
  });

  const arbitraryDay = fc.integer({ min: 0, max: 120 }).map((offset) => day("2026-09-01").add({ days: offset }));
  const arbitraryLines = fc
    .array(fc.record({ due: arbitraryDay, amount: fc.integer({ min: 0, max: 500_000 }), paid: fc.option(arbitraryDay), fee: fc.boolean() }), { maxLength: 30 })
    .map((specs) =>
      specs.map((spec, index): DocumentPayment => ({
        ...line(index + 1, spec.due.toString(), spec.amount, spec.paid?.toString() ?? null),
        kind: spec.fee ? "deferralFee" : "scheduled",
      })),
    );
  const arbitraryReceipts = fc.array(fc.record({ on: arbitraryDay, amount: fc.integer({ min: 1, max: 500_000 }), link: fc.option(fc.integer({ min: 101, max: 131 })) }), { maxLength: 20 });

  it("keeps every running balance equal to the charges minus the credits before it, in date order (property)", () => {
    fc.assert(
      fc.property(arbitraryLines, arbitraryReceipts, arbitraryDay, (payments, specs, on) => {
        const receipts = specs.map((spec, index) => receipt(index + 1, spec.on.toString(), spec.amount, spec.link));
        const statement = accountStatement(payments, receipts, on);
        let running = 0;
        for (const [index, entry] of statement.entries.entries()) {
          running += entry.chargeCents - entry.creditCents;
          expect(entry.balanceCents).toBe(running);
          expect(entry.date.compare(on)).toBeLessThanOrEqual(0);
          if (index > 0) expect(statement.entries[index - 1]!.date.compare(entry.date)).toBeLessThanOrEqual(0);
        }
        expect(statement.balanceCents).toBe(statement.totalChargedCents - statement.totalCreditedCents);
        expect(statement.balanceCents).toBe(running);
        expect(statement.totalChargedCents).toBe(payments.filter((each) => each.dueDate.compare(on) <= 0).reduce((sum, each) => sum + each.amountCents, 0));
      }),
    );
  });
});

describe("payoutQuote", () => {
  const asOf = day("2026-11-22");

  it("asks for the unpaid lines due by the day in full and the capital still owed after them", () => {
    const quote = payoutQuote(sampleFacts().payments, 50_000, asOf);
    // Capital still owed: 50 000 − 12 597 (line 1 paid) = 37 403; after lines 2 and 3 (due): 37 403 − 12 728 − 12 861 = 11 814.
    expect(quote).toMatchObject({ paidCount: 1, paidCents: 13_119, dueUnpaidCount: 2, dueUnpaidCents: 26_238, payoutCents: 26_238 + 11_814, isPaidInFull: false });
    expect(quote.lastPaidOn?.toString()).toBe("2026-10-23");
  });

  it("owes the capital not yet repaid and a later deferral fee in full; a line without a split repays its whole amount", () => {
    const quote = payoutQuote([line(1, "2026-12-04", 10_000), line(2, "2026-12-18", 2_500, null, { kind: "deferralFee", feeCents: 100 })], 20_000, asOf);
    expect(quote.payoutCents).toBe(20_000 + 2_500);
    const halfPaid = payoutQuote([line(1, "2026-11-04", 10_000, "2026-11-04"), line(2, "2026-12-04", 10_000)], 20_000, asOf);
    expect(halfPaid.payoutCents).toBe(10_000);
  });

  it("prints the figures the payments profile computes (core/servicing), from the same lines", () => {
    const { payments, contract } = sampleFacts();
    const balances = documentBalances(payments, contract.amountCents, asOf);
    const served = contractBalances(servicedPaymentLines(servicingLinesOf(payments), asOf), contract.amountCents);
    expect(balances).toEqual({ ...served, payoutCents: payoutAmountCents(servicingLinesOf(payments), contract.amountCents, asOf) });
    expect(balances).toMatchObject({ capitalRemainingCents: 37_403, totalUnpaidCents: 26_238, payoutCents: 38_052 });
    // Balance at the next withdrawal (Dec 4): every line due by then in full, no capital after.
    expect(balances.balanceEndOfPeriodCents).toBe(26_238 + 12_944);
  });

  it("says paid in full when every line is paid, and owes the amount when no line exists yet", () => {
    const paid = payoutQuote([line(1, "2026-10-01", 5_000, "2026-10-01"), line(2, "2026-12-01", 5_000, "2026-11-15")], 10_000, asOf);
    expect(paid).toMatchObject({ isPaidInFull: true, payoutCents: 0 });
    expect(paid.lastPaidOn?.toString()).toBe("2026-11-15");
    expect(payoutQuote([], 10_000, asOf)).toMatchObject({ isPaidInFull: false, payoutCents: 10_000, lastPaidOn: null });
  });

  it("asks at least the lines due, at most the unpaid lines and the capital, and paid + unpaid is the whole schedule (property)", () => {
    const arbitraryLine = fc
      .record({ offset: fc.integer({ min: -60, max: 60 }), principal: fc.nat(200_000), interest: fc.nat(20_000), split: fc.boolean(), paid: fc.boolean() })
      .map((spec) => spec);
    fc.assert(
      fc.property(fc.array(arbitraryLine, { maxLength: 30 }), fc.nat(5_000_000), (specs, capital) => {
        const payments = specs.map((spec, index) =>
          line(index + 1, asOf.add({ days: spec.offset }).toString(), spec.principal + spec.interest, spec.paid ? "2026-09-01" : null, spec.split ? { principalCents: spec.principal, interestCents: spec.interest } : {}),
        );
        const quote = payoutQuote(payments, capital, asOf);
        const unpaid = payments.filter((each) => each.paidOn === null).reduce((sum, each) => sum + each.amountCents, 0);
        expect(quote.payoutCents).toBeGreaterThanOrEqual(quote.dueUnpaidCents);
        expect(quote.payoutCents).toBeLessThanOrEqual(quote.dueUnpaidCents + capital);
        expect(quote.payoutCents).toBeLessThanOrEqual(unpaid + capital);
        expect(quote.paidCents + unpaid).toBe(payments.reduce((sum, each) => sum + each.amountCents, 0));
        expect(quote.isPaidInFull).toBe(payments.length > 0 && payments.every((each) => each.paidOn !== null) && quote.payoutCents === 0);
      }),
    );
  });
});

describe("scheduleReport and contractTerms", () => {
  it("gives each stored line its status and totals that add up", () => {
    const report = scheduleReport(sampleFacts().payments, sampleFacts().contract, day("2026-11-22"));
    expect(report.source).toBe("recorded");
    expect(report.rows.map((row) => row.status)).toEqual(["paid", "late", "late", "upcoming"]);
    expect(report).toMatchObject({ scheduledCents: 52_301, paidCents: 13_119, lateCents: 26_238, remainingCents: 39_182 });
  });

  it("projects the schedule from the terms when no line is stored, and gives none for incomplete terms", () => {
    const { contract } = sampleFacts();
    const projected = scheduleReport([], contract, day("2026-10-01"));
    expect(projected.source).toBe("projected");
    expect(projected.rows).toHaveLength(4);
    expect(projected.rows.every((row) => row.status === "upcoming")).toBe(true);
    expect(projected.rows[1]!.dueDate.toString()).toBe("2026-11-06");
    expect(scheduleReport([], { ...contract, frequency: null }, day("2026-10-01")).source).toBe("none");
  });

  it("lists the lines by due date: a deferred line moved past the next ones, a line added later where it falls due", () => {
    const payments = [
      line(1, "2026-10-23", 13_119, "2026-10-23"),
      line(2, "2026-11-27", 13_119), // deferred from 2026-11-06 to after line 3
      line(3, "2026-11-20", 13_119),
      line(4, "2026-12-04", 12_944),
      line(5, "2026-11-27", 2_500, null, { kind: "deferralFee" }), // the deferral's fee, due with the moved line
      line(6, "2026-11-13", 999, null, { isFromOriginalSchedule: false }), // added by the lender
    ];
    const report = scheduleReport(payments, sampleFacts().contract, day("2026-11-22"));
    expect(report.rows.map((row) => `${row.dueDate.toString()} #${row.seq}`)).toEqual([
      "2026-10-23 #1",
      "2026-11-13 #6",
      "2026-11-20 #3",
      "2026-11-27 #2",
      "2026-11-27 #5",
      "2026-12-04 #4",
    ]);
    expect(report.rows.map((row) => row.status)).toEqual(["paid", "late", "late", "upcoming", "upcoming", "upcoming"]);
  });

  it("discloses the original schedule's terms, leaving deferral fees and added lines out", () => {
    const { contract, payments } = sampleFacts();
    const terms = contractTerms(contract, [...payments, line(5, "2026-12-18", 2_500, null, { kind: "deferralFee" }), line(6, "2026-12-19", 999, null, { isFromOriginalSchedule: false })]);
    expect(terms).toMatchObject({ source: "recorded", numberOfPayments: 4, regularPaymentCents: 13_119, totalOfPaymentsCents: 52_301, costOfCreditCents: 2_301 });
    expect(terms.lastPaymentDate?.toString()).toBe("2026-12-04");
  });

  it("keeps scheduled = paid + remaining and late within remaining (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ offset: fc.integer({ min: -60, max: 60 }), amount: fc.nat(100_000), paid: fc.boolean() }), { maxLength: 30 }),
        (specs) => {
          const asOf = day("2026-11-22");
          const payments = specs.map((spec, index) => line(index + 1, asOf.add({ days: spec.offset }).toString(), spec.amount, spec.paid ? "2026-09-01" : null));
          const report = scheduleReport(payments, sampleFacts().contract, asOf);
          expect(report.scheduledCents).toBe(report.paidCents + report.remainingCents);
          expect(report.lateCents).toBeLessThanOrEqual(report.remainingCents);
          // every stored line once, in date order, same-day lines in schedule order
          if (payments.length > 0) expect(report.rows.map((row) => row.seq).sort((a, b) => a - b)).toEqual(payments.map((each) => each.seq));
          report.rows.slice(1).forEach((row, index) => {
            const before = report.rows[index]!;
            expect(before.dueDate.compare(row.dueDate) < 0 || (before.dueDate.compare(row.dueDate) === 0 && before.seq < row.seq)).toBe(true);
          });
        },
      ),
    );
  });
});

describe("a lease amortizes down to its residual in the documents", () => {
  // Geneviève Lavoie's demo lease: 26,940 $ at 7.49 %, 104 bi-weekly payments from 2026-12-10, residual 14,850 $
  const leaseFacts = sampleFacts({
    contract: {
      contractNumber: "LEASE-1",
      product: "lease",
      statusId: 1,
      amountCents: 2_694_000,
      annualRate: "7.49",
      frequency: 1,
      numberOfPayments: 104,
      firstPaymentDate: day("2026-12-10"),
      vehicle: { year: 2023, make: "Toyota", model: "RAV4", vin: "" },
      residualCents: 1_485_000,
    },
    payments: [],
  });

  it("projects 104 payments of 177.48 $ ending on the residual, and counts the residual in the cost of credit", () => {
    const report = scheduleReport([], leaseFacts.contract, day("2026-11-22"));
    expect(report.rows).toHaveLength(104);
    expect(report.rows.slice(0, 103).every((row) => row.amountCents === 17_748)).toBe(true);
    expect(report.endBalanceCents).toBe(1_485_000);
    const terms = contractTerms(leaseFacts.contract, []);
    expect(terms.regularPaymentCents).toBe(17_748);
    expect(terms.residualCents).toBe(1_485_000);
    expect(terms.costOfCreditCents).toBe(terms.totalOfPaymentsCents! + 1_485_000 - 2_694_000);
  });

  it("prints the residual as the balance at the end of the term, in the contract and the schedule, fr and en", () => {
    expect(fieldValue(composeDocument("Contract", leaseFacts, "en")!, "Residual value (balance at the end of the term)")).toBe("$14 850.00");
    expect(fieldValue(composeDocument("Contract", leaseFacts, "fr")!, "Valeur résiduelle (solde à la fin du terme)")).toBe("14 850,00 $");
    expect(fieldValue(composeDocument("Contract", leaseFacts, "en")!, "Regular payment")).toBe("$177.48");
    expect(fieldValue(composeDocument("AllTermsReport", leaseFacts, "en")!, "Residual value (balance at the end of the term)")).toBe("$14 850.00");
    expect(fieldValue(composeDocument("AllTermsReport", sampleFacts(), "en")!, "Residual value (balance at the end of the term)")).toBeUndefined();
  });
});

describe("the documents in words", () => {
  it("prints the statement in French with French money and labels", () => {
    const document = composeDocument("LeaStatementReport", sampleFacts(), "fr")!;
    expect(document.title).toBe("Relevé de compte");
    expect(document.subtitle).toBe("Contrat n° MC-001, en date du 2026-11-22");
    expect(fieldValue(document, "Client")).toBe("Hélène Côté-Gagné");
    expect(fieldValue(document, "Adresse")).toBe("12 rue des Érables, Montréal (QC) H2X 1Y4");
    expect(fieldValue(document, "Montant dû au 2026-11-22 (débits moins crédits)")).toBe("262,38 $");
    // The statement ends with what is owed, under the profile's labels and values.
    const rows = document.blocks.flatMap((each) => (each.kind === "fields" ? each.rows : []));
    expect(rows.slice(-4).map((row) => [row.label, row.value])).toEqual([
      ["Capital restant dû", "374,03 $"],
      ["Total en retard", "262,38 $"],
      ["Solde au prochain prélèvement", "391,82 $"],
      ["Montant pour solder le contrat au 2026-11-22", "380,52 $"],
    ]);
    expect(rows.at(-1)?.strong).toBe(true);
    const text = textOf(document);
    expect(text).toContain("Paiement reçu, Débit préautorisé");
    expect(text).toContain("(514) 555-0123");
    expect(document.fileName).toBe("releve-compte-MC-001.pdf");
  });

  it("prints the same statement in English", () => {
    const document = composeDocument("LeaStatementReport", sampleFacts(), "en")!;
    expect(document.title).toBe("Account statement");
    expect(fieldValue(document, "Amount due on 2026-11-22 (charges less credits)")).toBe("$262.38");
    expect(fieldValue(document, "Amount to pay off the contract on 2026-11-22")).toBe("$380.52");
    expect(textOf(document)).toContain("Payment received, Pre-authorized debit");
  });

  it("prints the payout, or says the contract is paid in full", () => {
    const open = composeDocument("PaidOutReport", sampleFacts(), "en")!;
    expect(fieldValue(open, "Amount to pay off the contract on 2026-11-22")).toBe("$380.52");
    expect(fieldValue(open, "Capital still owed")).toBe("$374.03");
    expect(fieldValue(open, "Due and unpaid (payments: 2)")).toBe("$262.38");
    const paid = sampleFacts({ payments: [line(1, "2026-10-01", 5_000, "2026-10-02")], contract: { ...sampleFacts().contract, amountCents: 5_000 } });
    const closed = composeDocument("PaidOutReport", paid, "fr")!;
    expect(fieldValue(closed, "Montant pour solder le contrat au 2026-11-22")).toBe("0,00 $");
    expect(textOf(closed)).toContain("Ce contrat est entièrement payé. Dernier paiement reçu le 2026-10-02.");
  });

  it("prints every schedule line with its status chip text, and a total row", () => {
    const document = composeDocument("AllTermsReport", sampleFacts(), "fr")!;
    const table = document.blocks.find((each) => each.kind === "table");
    expect(table?.kind === "table" && table.rows[1]).toEqual(["2", "2026-11-06", "Paiement", "131,19 $", "En retard"]);
    expect(table?.kind === "table" && table.total).toEqual(["", "", "Total", "523,01 $", ""]);
    expect(fieldValue(document, "Reste à payer")).toBe("391,82 $");
  });

  it("prints the contract's parties, vehicle and terms", () => {
    const facts = sampleFacts({
      payments: [],
      contract: { ...sampleFacts().contract, product: "lease", amountCents: 1_234_567, annualRate: "7.5", frequency: 2, numberOfPayments: 48, firstPaymentDate: day("2026-12-01"), vehicle: { year: 2024, make: "Toyota", model: "Corolla", vin: "1HGCM82633A004352" } },
    });
    const document = composeDocument("Contract", facts, "en")!;
    expect(document.title).toBe("Lease agreement");
    expect(fieldValue(document, "Vehicle")).toBe("2024 Toyota Corolla");
    expect(fieldValue(document, "Amount financed")).toBe("$12 345.67");
    expect(fieldValue(document, "Annual interest rate")).toBe("7.50%");
    expect(fieldValue(document, "Payment frequency")).toBe("Monthly");
    expect(fieldValue(document, "Status")).toBe("ACTIVE");
    const terms = contractTerms(facts.contract, []);
    expect(fieldValue(document, "Regular payment")).toBe(`$${(terms.regularPaymentCents! / 100).toFixed(2)}`);
    expect(document.blocks.some((each) => each.kind === "signatures")).toBe(true);
  });

  it("prints a receipt, and nothing for a receipt the contract does not have", () => {
    const document = composeDocument("PaymentReceipt", sampleFacts(), "fr", 7)!;
    expect(document.subtitle).toBe("Reçu n° 7, contrat n° MC-001");
    expect(fieldValue(document, "Montant reçu")).toBe("131,19 $");
    expect(fieldValue(document, "Appliqué à")).toBe("Paiement n° 1 dû le 2026-10-23");
    expect(document.fileName).toBe("recu-7-MC-001.pdf");
    expect(composeDocument("PaymentReceipt", sampleFacts(), "fr", 8)).toBeNull();
    expect(composeDocument("PaymentReceipt", sampleFacts(), "fr")).toBeNull();
  });

  it("says n/a for what is unknown instead of printing nothing", () => {
    const document = composeDocument("Contract", sampleFacts({ customer: null, contract: { ...sampleFacts().contract, annualRate: null, frequency: null } }), "fr")!;
    expect(fieldValue(document, "Client")).toBe("s.o.");
    expect(fieldValue(document, "Taux d'intérêt annuel")).toBe("s.o.");
  });

  it("makes every document in both languages without an empty text or a left-over placeholder (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...documentKinds), fc.constantFrom("fr" as const, "en" as const), (kind, lang) => {
        const document = composeDocument(kind, sampleFacts(), lang, 7)!;
        expect(document.kind).toBe(kind);
        expect(textOf(document)).not.toMatch(/\{\w+\}/);
        expect(document.title.trim()).not.toBe("");
      }),
    );
  });
});

describe("who reads documents and their file names", () => {
  it("admits customers and the lender's staff, not dealer partners", () => {
    expect(documentReaderRoles).toEqual(roleIds.filter((role) => role !== Role.Merchant && role !== Role.FAndI && role !== Role.AdminRep));
    expect(canReadDocuments(99)).toBe(false);
  });

  it("names files safely whatever the contract number (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...documentKinds), fc.string(), fc.option(fc.nat(), { nil: undefined }), (kind, number, receiptId) => {
        const name = documentFileName(kind, "fr", number, receiptId);
        expect(name).toMatch(/^[A-Za-z0-9._-]+\.pdf$/);
        expect(safeDocumentFileName(name, "x.pdf")).toBe(name);
      }),
    );
  });

  it("keeps a requested file name only when it is plain", () => {
    expect(safeDocumentFileName("statement.PDF", "x.pdf")).toBe("statement.PDF");
    expect(safeDocumentFileName("../etc/passwd.pdf", "x.pdf")).toBe("x.pdf");
    expect(safeDocumentFileName('a".pdf', "x.pdf")).toBe("x.pdf");
    expect(safeDocumentFileName("report.html", "x.pdf")).toBe("x.pdf");
    expect(safeDocumentFileName(`${"a".repeat(97)}.pdf`, "x.pdf")).toBe("x.pdf");
  });
});
