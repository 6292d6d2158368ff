import fc from "fast-check";
import { CalendarDate } from "@internationalized/date";
import { describe, expect, it } from "vitest";
import { formatPaymentDate } from "../payments/status.js";
import type { DeferralRefusal } from "./check.js";
import { DEFERRAL_MIN_NOTICE_HOURS } from "./eligibility.js";
import { deferralRefusalText } from "./texts.js";

const reasons: readonly DeferralRefusal[] = ["contractNotActive", "notEligible", "noticeTooShort", "scheduleChanged", "dateRequired", "dateNotAllowed", "dateNotAfterDue", "dateTooLate"];

describe("deferralRefusalText (C §3.1: the server's 422 and the modal read the same words)", () => {
  it.each(reasons)("words %s in French and English, never as its key", (reason) => {
    const fr = deferralRefusalText("fr", reason, null);
    const en = deferralRefusalText("en", reason, null);
    for (const text of [fr, en]) {
      expect(text).not.toMatch(/^payments\./);
      expect(text).not.toMatch(/[{}]/);
    }
    expect(fr).not.toBe(en);
  });

  it("gives each reason its own words", () => {
    for (const lang of ["fr", "en"] as const) expect(new Set(reasons.map((reason) => deferralRefusalText(lang, reason, null))).size).toBe(reasons.length);
  });

  it("names the notice in hours", () => {
    for (const lang of ["fr", "en"] as const) expect(deferralRefusalText(lang, "noticeTooShort", null)).toContain(String(DEFERRAL_MIN_NOTICE_HOURS));
  });

  it("names the latest date allowed, whatever it is", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }), fc.constantFrom("fr" as const, "en" as const), (day, lang) => {
        const latest = new CalendarDate(day.getFullYear(), day.getMonth() + 1, day.getDate());
        expect(deferralRefusalText(lang, "dateTooLate", latest)).toContain(formatPaymentDate(latest));
      }),
    );
  });
});
