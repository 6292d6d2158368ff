import { CalendarDate } from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as catalog from "../i18n/catalog/deferralRecords.js";
import { frenchSpacingProblems } from "../i18n/frenchSpacing.js";
import { formatPaymentDate } from "../payments/index.js";
import { deferralAskerText, deferralMessage, deferralRecordLines, deferralRequestMessageIn, staffDeferralMessage } from "./index.js";

const day = (iso: string) => iso.slice(0, 10);

describe("deferral records (issue 15 §5)", () => {
  it("words a staff request as staff's, never as the customer's own", () => {
    const from = new CalendarDate(2026, 12, 11);
    const to = new CalendarDate(2027, 1, 15);
    for (const lang of ["fr", "en"] as const) {
      const staff = staffDeferralMessage(lang, "Adèle Admin", from, to);
      expect(staff).toContain("Adèle Admin");
      expect(staff).not.toBe(deferralMessage(lang, from, to));
      expect(staff).not.toMatch(/^(I am asking|Je demande)/);
    }
  });
  it("says who asked and who decided, with dates", () => {
    expect(deferralAskerText("en", { kind: "customer", name: "Julie Tremblay" })).toBe("Julie Tremblay (customer)");
    expect(
      deferralRecordLines("fr", { requestedBy: { kind: "staff", name: "Adèle Admin" }, requestedAt: "2026-11-22T12:00:00Z", status: "approved", decidedByName: "Marc Roy", decidedAt: "2026-11-23T09:00:00Z" }, day),
    ).toEqual(["Demandé par Adèle Admin (personnel) le 2026-11-22", "Approuvé par Marc Roy le 2026-11-23"]);
    expect(deferralRecordLines("en", { requestedBy: { kind: "customer", name: "Julie" }, requestedAt: "2026-11-22T12:00:00Z", status: "pending", decidedByName: null, decidedAt: null }, day)).toEqual([
      "Asked by Julie (customer) on 2026-11-22",
      "Waiting for a decision",
    ]);
  });
  it("has the same keys in both languages, French spaced", () => {
    expect(Object.keys(catalog.fr).sort()).toEqual(Object.keys(catalog.en).sort());
    for (const text of Object.values(catalog.fr)) expect(frenchSpacingProblems(text)).toEqual([]);
  });
});

describe("a deferral request's message in the reader's language", () => {
  const dayArb = fc.record({ year: fc.integer({ min: 2020, max: 2035 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) }).map(
    ({ year, month, day: d }) => new CalendarDate(year, month, d),
  );
  const langArb = fc.constantFrom("fr" as const, "en" as const);

  it("writes the product's words again in the staff's language, whoever asked and in whatever language", () => {
    fc.assert(
      fc.property(langArb, langArb, dayArb, dayArb, fc.constantFrom("customer" as const, "staff" as const), fc.string({ minLength: 1, maxLength: 20 }), (stored, reader, from, to, kind, name) => {
        const message = kind === "staff" ? staffDeferralMessage(stored, name, from, to) : deferralMessage(stored, from, to);
        const shown = deferralRequestMessageIn(reader, { message, lang: stored, fromDate: formatPaymentDate(from), toDate: formatPaymentDate(to), requestedBy: { kind, name } });
        const expected = kind === "staff" ? staffDeferralMessage(reader, name, from, to) : deferralMessage(reader, from, to);
        expect(shown).toEqual({ text: expected, lang: reader });
      }),
    );
  });

  it("keeps the words a customer typed, in her language", () => {
    fc.assert(
      fc.property(langArb, langArb, dayArb, dayArb, fc.string({ minLength: 1, maxLength: 80 }), (stored, reader, from, to, typed) => {
        fc.pre(typed.trim() !== deferralMessage(stored, from, to));
        const request = { message: typed, lang: stored, fromDate: formatPaymentDate(from), toDate: formatPaymentDate(to), requestedBy: { kind: "customer" as const, name: "Julie Tremblay" } };
        expect(deferralRequestMessageIn(reader, request)).toEqual({ text: typed, lang: stored });
      }),
    );
  });

  it("shows a French customer's default request in English to English staff", () => {
    const request = { message: "Je demande de reporter mon paiement du 2026-03-13 au 2026-03-27.", lang: "fr" as const, fromDate: "2026-03-13", toDate: "2026-03-27", requestedBy: { kind: "customer" as const, name: "Julie" } };
    expect(deferralRequestMessageIn("en", request).text).toBe("I am asking to defer my payment from 2026-03-13 to 2026-03-27.");
  });
});
