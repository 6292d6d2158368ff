import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decodeContractToSignAnswer,
  decodeSigningDocument,
  encodeContractToSignAnswer,
  encodeSigningDocument,
  signingDocumentKind,
  signingDocumentKindV1,
  signingDocumentKindV2,
} from "./signingDocument.js";

/** A document as the server sends it (GET …/cashLoanFlow/{slug}/contract). */
const line = (number: number, dueDate: string, balance: string) => ({
  number,
  dueDate,
  payment: "336.87",
  interest: "10.34",
  principal: "326.53",
  fee: "16.00",
  total: "352.87",
  balance,
});

const wireDocument = () => ({
  kind: signingDocumentKind,
  lang: "fr",
  lender: {
    tenant: "RENT",
    name: "Prêts Rent",
    legalName: "Prêts Rent inc.",
    address: "1000, rue Sherbrooke Ouest, bureau 200\nMontréal (Québec) H3A 3G4",
    phone: "514 555-0100",
    email: null,
  },
  contractNumber: "R-000123",
  renewsContractNumber: "R-000100",
  borrower: {
    firstName: "Julie",
    lastName: "Tremblay",
    birthDate: "1985-06-01",
    email: "julie@example.com",
    cellPhone: "5145550100",
    address: { civicNumber: "1234", apartment: "5", street: "rue Saint-Denis", city: "Montréal", provinceId: 1, province: "QUÉBEC", postalCode: "H2X 1Y4" },
  },
  terms: {
    requestedAmount: "750.00",
    previousBalance: "600.00",
    principal: "1350.00",
    frequency: 1,
    periodsPerYear: 26,
    numberOfPayments: 2,
    annualInterestRate: "19.99",
    brokerageFeePerPeriod: "16.00",
    regularPayment: "352.87",
    totalRepaid: "705.74",
    depositDate: "2026-11-23",
    firstPaymentDate: "2026-12-03",
    lastPaymentDate: "2026-12-17",
  },
  schedule: [line(1, "2026-12-03", "673.47"), line(2, "2026-12-17", "0.00")],
  disclosure: {
    netCapital: "600.00",
    interest: "73.74",
    brokerage: "32.00",
    fileOpening: "0.00",
    otherFees: "0.00",
    otherComponents: "32.00",
    totalCreditCharges: "105.74",
    totalObligation: "705.74",
    apr: "281.09",
    creditRate: "281.09",
    effectiveAnnualRate: "1465.03",
    termDays: 24,
    cap: { outcome: "warn", measure: "apr", figure: "281.09", cap: "35.00", rule: "criminalRateApr" },
    quebec: { highCost: true, threshold: "24.50", debtRatioAboveLimit: null },
  },
  termsAndConditions: "L'emprunteur rembourse selon le calendrier.\n\nCe contrat est signé électroniquement.",
});

/** The same document as the first shape (v1) had it: lender name only, no terms and conditions. */
const wireDocumentV1 = () => {
  const { termsAndConditions: _dropped, disclosure: _none, lender, ...rest } = wireDocument();
  return { ...rest, kind: signingDocumentKindV1, lender: { tenant: lender.tenant, name: lender.name } };
};

/** The same document as the second shape (v2) had it: no disclosure. */
const wireDocumentV2 = () => {
  const { disclosure: _none, ...rest } = wireDocument();
  return { ...rest, kind: signingDocumentKindV2 };
};

describe("signing document Schema (C §3.8, issue 14 §3)", () => {
  it("still reads a document signed under v2 (no disclosure), and refuses a v3 without its disclosure", () => {
    const answer = { signed: true, signedAt: "2026-11-20T15:00:00.000Z", documentSha256: "a".repeat(64) };
    const decoded = decodeContractToSignAnswer({ ...answer, document: wireDocumentV2() });
    expect(decoded.ok && decoded.value.document.kind).toBe(signingDocumentKindV2);
    const { disclosure: _none, ...withoutDisclosure } = wireDocument();
    expect(decodeSigningDocument(withoutDisclosure).ok).toBe(false);
  });

  it("decodes the server's document and encodes it back to the same JSON (the hashed text)", () => {
    const wire = wireDocument();
    const decoded = decodeSigningDocument(wire);
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(decoded.value.terms.firstPaymentDate).toBe("2026-12-03");
    expect(decoded.value.schedule[0]).toEqual(line(1, "2026-12-03", "673.47"));
    expect(encodeSigningDocument(decoded.value)).toEqual(wire);
    expect(JSON.stringify(encodeSigningDocument(decoded.value))).toBe(JSON.stringify(wire));
  });

  it("reads the answer of GET …/contract, signed or not", () => {
    const sha = "a".repeat(64);
    const unsigned = decodeContractToSignAnswer({ signed: false, documentSha256: sha, document: wireDocument() });
    expect(unsigned.ok && unsigned.value.signedAt).toBeNull();
    const signed = decodeContractToSignAnswer({ signed: true, signedAt: "2026-11-22T12:00:00.000Z", documentSha256: sha, document: wireDocument() });
    expect(signed.ok).toBe(true);
    if (signed.ok) expect(encodeContractToSignAnswer(signed.value)).toEqual({ signed: true, signedAt: "2026-11-22T12:00:00.000Z", documentSha256: sha, document: wireDocument() });
    expect(decodeContractToSignAnswer({ signed: false, documentSha256: "abc", document: wireDocument() }).ok).toBe(false);
  });

  it("reads back a document signed under v1 (no lender identity, no terms and conditions) unchanged, but never as a document to sign", () => {
    const sha = "b".repeat(64);
    const answer = { signed: true, signedAt: "2026-11-01T12:00:00.000Z", documentSha256: sha, document: wireDocumentV1() };
    const decoded = decodeContractToSignAnswer(answer);
    expect(decoded.ok).toBe(true);
    if (decoded.ok) {
      expect(decoded.value.document.kind).toBe(signingDocumentKindV1);
      expect(encodeContractToSignAnswer(decoded.value)).toEqual(answer);
    }
    expect(decodeSigningDocument(wireDocumentV1()).ok).toBe(false);
    // A v2 document must carry the lender's identity and its terms and conditions.
    const { termsAndConditions: _dropped, ...withoutTerms } = wireDocument();
    expect(decodeContractToSignAnswer({ ...answer, document: withoutTerms }).ok).toBe(false);
    expect(decodeContractToSignAnswer({ ...answer, document: { ...wireDocument(), lender: { tenant: "RENT", name: "Rent" } } }).ok).toBe(false);
  });

  it("refuses what is not a contract document, naming the field", () => {
    const bad = (change: (document: ReturnType<typeof wireDocument>) => unknown) => {
      const result = decodeSigningDocument(change(wireDocument()));
      return result.ok ? [] : result.errors.map((error) => error.path);
    };
    expect(bad((document) => ({ ...document, kind: "other.v2" }))).toEqual(["kind"]);
    expect(bad((document) => ({ ...document, terms: { ...document.terms, principal: "1350.005" } }))).toEqual(["terms.principal"]);
    expect(bad((document) => ({ ...document, terms: { ...document.terms, firstPaymentDate: "2026-02-30" } }))).toEqual(["terms.firstPaymentDate"]);
    expect(bad((document) => ({ ...document, schedule: [{ ...line(1, "2026-12-03", "0.00"), dueDate: "03/12/2026" }] }))).toEqual(["schedule[0].dueDate"]);
    expect(bad((document) => ({ ...document, schedule: [{ ...line(1, "2026-12-03", "0.00"), number: "1" }] }))).toEqual(["schedule[0].number"]);
    expect(bad((document) => ({ ...document, terms: { ...document.terms, periodsPerYear: 13 } }))).toEqual(["terms.periodsPerYear"]);
    expect(bad((document) => ({ ...document, lender: { ...document.lender, legalName: undefined } }))).toEqual(["lender.legalName"]);
    expect(bad((document) => ({ ...document, termsAndConditions: "" }))).toEqual(["termsAndConditions"]);
    expect(bad((document) => ({ ...document, lang: "de" }))).toEqual(["lang"]);
    expect(decodeSigningDocument(null).ok).toBe(false);
  });

  it("keeps a training renewal's exact rate (0.000001 %) and refuses a rate that is not a percentage", () => {
    const withRate = (annualInterestRate: string) => {
      const wire = wireDocument();
      return { ...wire, terms: { ...wire.terms, annualInterestRate } };
    };
    const training = decodeSigningDocument(withRate("0.000001"));
    expect(training.ok).toBe(true);
    if (training.ok) expect(JSON.stringify(encodeSigningDocument(training.value))).toBe(JSON.stringify(withRate("0.000001")));
    for (const rate of ["100.01", "19.9", "1e-6", "-1.00", "0.0000001"]) expect(decodeSigningDocument(withRate(rate)).ok, rate).toBe(false);
  });

  it("round-trips any well-formed document exactly (fast-check)", () => {
    const cents = fc.integer({ min: 0, max: 99_999_999 }).map((value) => (value / 100).toFixed(2));
    const day = fc.date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2040-12-31T00:00:00Z"), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    const scheduleLine = fc.record({ number: fc.nat(500), dueDate: day, payment: cents, interest: cents, principal: cents, fee: cents, total: cents, balance: cents });
    fc.assert(
      fc.property(
        fc.array(scheduleLine, { maxLength: 5 }),
        fc.option(day, { nil: null }),
        fc.constantFrom(52, 26, 24, 12),
        fc.string(),
        cents,
        fc.record({ lang: fc.constantFrom("fr" as const, "en" as const), legalName: fc.string(), address: fc.option(fc.string(), { nil: null }), terms: fc.string({ minLength: 1 }) }),
        (schedule, firstPaymentDate, periodsPerYear, name, amount, lender) => {
          const base = wireDocument();
          const wire = {
            ...base,
            lang: lender.lang,
            lender: { ...base.lender, legalName: lender.legalName, address: lender.address },
            termsAndConditions: lender.terms,
            borrower: { ...base.borrower, firstName: name, address: null },
            terms: { ...base.terms, firstPaymentDate, periodsPerYear, principal: amount },
            schedule,
          };
          const decoded = decodeSigningDocument(wire);
          expect(decoded.ok).toBe(true);
          if (decoded.ok) expect(encodeSigningDocument(decoded.value)).toEqual(wire);
        },
      ),
    );
  });
});
