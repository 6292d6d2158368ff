import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { businessDateOf } from "../servicing/time.js";
import { signedConfirmationEmail, signedContractPrint, wallClockIn } from "./index.js";

/**
 * The signed copy of a cash-loan contract (C §3.8) prints the document as
 * signed, in its language, with the drawn signature and the signing time on
 * the lender's clock; its email thanks the customer in the same language.
 */

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const document = {
  kind: "lendkit.cashLoanContract.v2",
  lang: "fr",
  lender: { tenant: "RENT", name: "Rent", legalName: "Prêts Rent inc.", address: "1000, rue Sherbrooke Ouest\nMontréal (Québec) H3A 3G4", phone: null, email: null },
  contractNumber: "R-000123",
  terms: { totalRepaid: "705.74" },
  schedule: [],
  termsAndConditions: "Premier paragraphe.\n\nSecond paragraphe.",
};
const copy = { document, sha256: "a".repeat(64), signerName: "Émile Gauthier", signedAt: "2026-11-22T12:00:00.000Z" };

describe("the signed copy's print", () => {
  it("prints the lender's identity, the terms paragraph by paragraph, then the drawn signature with who signed and when on the lender's clock, in the document's language", () => {
    const print = signedContractPrint({ ...copy, signatureImage: png }, "America/Toronto");
    expect(print.issuer).toBe("Prêts Rent inc.");
    expect(print.footer).toBe("Prêts Rent inc. - R-000123");
    const fields = print.blocks.flatMap((block) => (block.kind === "fields" ? block.rows : []));
    expect(fields.slice(0, 2)).toEqual([
      { label: "Prêteur", value: "Prêts Rent inc." },
      { label: "Adresse du prêteur", value: "1000, rue Sherbrooke Ouest, Montréal (Québec) H3A 3G4" },
    ]);
    const tail = print.blocks.slice(-6);
    expect(tail.slice(0, 3)).toEqual([
      { kind: "heading", text: "Conditions du contrat" },
      { kind: "paragraph", text: "Premier paragraphe." },
      { kind: "paragraph", text: "Second paragraphe." },
    ]);
    expect(tail[3]).toEqual({ kind: "heading", text: "Signature de l'emprunteur" });
    expect(tail[4]).toEqual({ kind: "signedBy", png, lines: ["Signé électroniquement par Émile Gauthier", "le 2026-11-22 à 7 h 00 (heure de America/Toronto, UTC-05:00)"] });
  });

  it("says so when the signature image cannot be read back, and reads a v1 document's lender name", () => {
    const { termsAndConditions: _none, ...v1 } = document;
    const print = signedContractPrint({ ...copy, document: { ...v1, kind: "lendkit.cashLoanContract.v1", lang: "en", lender: { tenant: "RENT", name: "Rent" } }, signatureImage: null }, "America/Toronto");
    expect(print.issuer).toBe("Rent");
    expect(print.blocks.some((block) => block.kind === "signedBy")).toBe(false);
    expect(print.blocks.some((block) => block.kind === "heading" && block.text === "Terms and conditions")).toBe(false);
    expect(print.blocks).toContainEqual({ kind: "paragraph", text: "(signature image not found) Signed electronically by Émile Gauthier on 2026-11-22 at 07:00 (America/Toronto, UTC-05:00 time)" });
  });

  it("prints the loan's terms and schedule as signed, and names a high-cost contract in its title", () => {
    const loan = {
      ...document,
      lang: "en",
      borrower: { firstName: "Julie", lastName: "Tremblay", address: { civicNumber: "12", street: "rue des Érables", apartment: "3", city: "Montréal", province: "QC", postalCode: "H2X 1Y4" } },
      terms: { principal: "500.00", previousBalance: "0.00", periodsPerYear: 26, numberOfPayments: 6, annualInterestRate: "19.9", totalRepaid: "705.74" },
      schedule: [{ number: 1, dueDate: "2026-12-04", payment: "117.62", interest: "3.81", principal: "80.00", fee: "33.81", total: "117.62", balance: "420.00" }],
      disclosure: { quebec: { highCost: true } },
    };
    const print = signedContractPrint({ ...copy, document: loan }, "America/Toronto");
    expect(print.title).toBe("Signed loan contract - HIGH-COST");
    expect(print.blocks[0]).toEqual({ kind: "heading", text: "HIGH-COST credit contract" });
    const fields = print.blocks.flatMap((block) => (block.kind === "fields" ? block.rows : []));
    expect(fields).toContainEqual({ label: "Address", value: "12 rue des Érables #3, Montréal, QC, H2X 1Y4" });
    expect(fields).toContainEqual({ label: "Payment frequency", value: "every two weeks" });
    expect(fields).toContainEqual({ label: "Annual interest rate", value: "19.9%" });
    expect(fields.some((row) => row.label === "Balance carried over")).toBe(false);
    const table = print.blocks.find((block) => block.kind === "table");
    expect(table?.kind === "table" && table.columns.map((column) => column.label)).toEqual(["No.", "Due date", "Payment", "Interest", "Principal", "Fee", "Total", "Balance"]);
    expect(table?.kind === "table" && table.rows).toEqual([["1", "2026-12-04", "$117.62", "$3.81", "$80.00", "$33.81", "$117.62", "$420.00"]]);
    expect(table?.kind === "table" && table.total).toEqual(["Total", "", "", "", "", "", "$705.74", ""]);
    const french = signedContractPrint({ ...copy, document: { ...loan, lang: "fr" } }, "America/Toronto");
    expect(french.blocks.flatMap((block) => (block.kind === "fields" ? block.rows : []))).toContainEqual({ label: "Taux d'intérêt annuel", value: "19,9\u00a0%" });
  });

  it("names the file by the contract number, keeping only letters, digits, dash and underscore", () => {
    expect(signedContractPrint({ ...copy, document: { ...document, contractNumber: "R 12/3" } }, "UTC").fileName).toBe("contrat-signe-R_12_3.pdf");
    expect(signedContractPrint({ ...copy, document: { ...document, lang: "en" } }, "UTC").fileName).toBe("signed-contract-R-000123.pdf");
  });
});

describe("the signing time on the lender's clock", () => {
  it("prints the signing time on the lender's clock, across midnight UTC and daylight saving", () => {
    expect(wallClockIn("2026-11-22T12:00:00.000Z", "America/Toronto")).toEqual({ date: "2026-11-22", hours: "07", minutes: "00", offset: "-05:00" });
    expect(wallClockIn("2026-07-02T03:30:00.000Z", "America/Toronto")).toEqual({ date: "2026-07-01", hours: "23", minutes: "30", offset: "-04:00" });
    expect(wallClockIn("2026-07-02T03:30:00.000Z", "America/St_Johns")).toEqual({ date: "2026-07-02", hours: "01", minutes: "00", offset: "-02:30" });
    expect(wallClockIn("2026-01-15T00:05:00.000Z", "UTC")).toEqual({ date: "2026-01-15", hours: "00", minutes: "05", offset: "+00:00" });
  });

  it("puts the print's day on the lender's calendar day, and the offset back gives the instant to the minute (fast-check)", () => {
    const zones = fc.constantFrom("America/Toronto", "America/Vancouver", "America/St_Johns", "America/Halifax", "UTC", "Asia/Kolkata");
    const instants = fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2060-12-31T00:00:00Z"), noInvalidDate: true });
    fc.assert(
      fc.property(instants, zones, (instant, zone) => {
        const wall = wallClockIn(instant.toISOString(), zone);
        expect(wall.date).toBe(businessDateOf(instant, zone).toString());
        const back = new Date(`${wall.date}T${wall.hours}:${wall.minutes}:00${wall.offset}`);
        expect(back.getTime()).toBe(Math.floor(instant.getTime() / 60_000) * 60_000);
      }),
    );
  });
});

describe("the confirmation email", () => {
  it("thanks the customer by first name in the signed document's language, for the contract signed that day on the lender's calendar, signed by the lender", () => {
    const late = { document, signedAt: "2026-11-22T03:00:00.000Z" };
    const french = signedConfirmationEmail(late, "Julie", "America/Toronto");
    expect(french.lang).toBe("fr");
    expect(french.subject).toBe("Votre contrat signé R-000123");
    expect(french.body.split("\n")).toEqual([
      "Bonjour Julie,",
      "",
      "Merci\u202f! Nous avons bien reçu votre contrat R-000123, signé le 2026-11-21. Vous en trouverez une copie en pièce jointe (PDF).",
      "",
      expect.stringMatching(/^Un agent vous écrira par texto/),
      "",
      "Prêts Rent inc.",
    ]);
    const english = signedConfirmationEmail({ ...late, document: { ...document, lang: "en", lender: { name: "Rent" } } }, "", "UTC");
    expect(english.subject).toBe("Your signed contract R-000123");
    expect(english.body.split("\n")).toEqual(["Hello ,", "", "Thank you! We have received your contract R-000123, signed on 2026-11-22. A copy is attached (PDF).", "", expect.stringMatching(/^An agent will text you/), "", "Rent"]);
  });
});
