import { CalendarDate } from "@internationalized/date";
import { describe, expect, it } from "vitest";
import * as catalog from "../i18n/catalog/deferralRecords.js";
import { frenchSpacingProblems } from "../i18n/frenchSpacing.js";
import { deferralAskerText, deferralMessage, deferralRecordLines, staffDeferralMessage } from "./index.js";

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
