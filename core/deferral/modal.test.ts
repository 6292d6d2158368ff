import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FrequencyCode } from "../codes/frequency.js";
import {
  defaultDeferralDate,
  deferralHorizon,
  deferralMessage,
  deferralModalTexts,
  isDeferralDateAllowed,
  isDeferralEligible,
} from "./index.js";
import { paymentStatus, type PaymentLineLike } from "../payments/index.js";
import { day, weeklyLines } from "../payments/testLines.testing.js";

const upcoming = (date: string): PaymentLineLike => ({ dueDate: day(date) });
const paid = (date: string): PaymentLineLike => ({ dueDate: day(date), isPaid: true });

describe("isDeferralEligible (A §5)", () => {
  const today = day("2026-03-10");
  const listWith = (line: PaymentLineLike) => [paid("2026-03-03"), line];
  it("refuses the first line of the list even when upcoming and far away", () => {
    expect(isDeferralEligible([upcoming("2026-05-01"), upcoming("2026-05-08")], 0, today)).toBe(false);
    expect(isDeferralEligible([upcoming("2026-05-01"), upcoming("2026-05-08")], 1, today)).toBe(true);
  });
  it("refuses paid and late payments", () => {
    expect(isDeferralEligible(listWith(paid("2026-04-20")), 1, today)).toBe(false);
    expect(isDeferralEligible(listWith({ dueDate: day("2026-04-20"), isLate: true }), 1, today)).toBe(false);
  });
  it("in the current month, needs more than 3 days: today + 3 is refused, today + 4 allowed", () => {
    expect(isDeferralEligible(listWith(upcoming("2026-03-13")), 1, today)).toBe(false);
    expect(isDeferralEligible(listWith(upcoming("2026-03-14")), 1, today)).toBe(true);
  });
  it("in another month, any later date qualifies", () => {
    const endOfMonth = day("2026-03-30");
    expect(isDeferralEligible(listWith(upcoming("2026-04-01")), 1, endOfMonth)).toBe(true);
    expect(isDeferralEligible(listWith(upcoming("2026-03-31")), 1, endOfMonth)).toBe(false);
  });
  it("refuses a date in the past or today, even in another month", () => {
    expect(isDeferralEligible(listWith(upcoming("2026-02-20")), 1, today)).toBe(false);
    expect(isDeferralEligible(listWith(upcoming("2026-03-10")), 1, today)).toBe(false);
  });
  it("refuses an index outside the list", () => {
    expect(isDeferralEligible(listWith(upcoming("2026-05-01")), 2, today)).toBe(false);
    expect(isDeferralEligible(listWith(upcoming("2026-05-01")), -1, today)).toBe(false);
  });
});

describe("defaultDeferralDate (A §5)", () => {
  const lines = weeklyLines("ppuu", "2026-03-06"); // last due date 2026-03-27
  const today = day("2026-03-10");
  it("adds 7 days weekly, 14 bi-weekly, 1 month monthly and 2 months semi-monthly (code 3)", () => {
    expect(defaultDeferralDate(lines, 0, [], today)?.toString()).toBe("2026-04-03");
    expect(defaultDeferralDate(lines, 1, [], today)?.toString()).toBe("2026-04-10");
    expect(defaultDeferralDate(lines, 2, [], today)?.toString()).toBe("2026-04-27");
    expect(defaultDeferralDate(lines, 3, [], today)?.toString()).toBe("2026-05-27");
  });
  it("clamps a month step to the month's end", () => {
    expect(deferralHorizon([upcoming("2026-01-31")], 2, [])?.toString()).toBe("2026-02-28");
  });
  it("takes the earliest exception day after the last payment when there is one", () => {
    const days = [day("2026-05-01"), day("2026-03-20"), day("2026-04-15"), day("2026-03-27")];
    expect(defaultDeferralDate(lines, 0, days, today)?.toString()).toBe("2026-04-15");
  });
  it("proposes no date when every exception day is before the last payment (the picker would refuse last + one period)", () => {
    expect(deferralHorizon(lines, 0, [day("2026-03-01")])?.toString()).toBe("2026-04-03");
    expect(isDeferralDateAllowed(day("2026-04-03"), today, [day("2026-03-01")])).toBe(false);
    expect(defaultDeferralDate(lines, 0, [day("2026-03-01")], today)).toBeNull();
    expect(defaultDeferralDate(lines, 0, [day("2026-03-20"), day("2026-03-27")], today)).toBeNull();
  });
  it("proposes no date once the end of the schedule is past", () => {
    expect(defaultDeferralDate(lines, 0, [], day("2026-04-04"))).toBeNull();
    expect(defaultDeferralDate(lines, 0, [], day("2026-04-03"))?.toString()).toBe("2026-04-03");
  });
  it("uses the latest due date even when the list is not in date order; nothing for an empty list", () => {
    expect(defaultDeferralDate([upcoming("2026-03-27"), upcoming("2026-03-13")], 0, [], today)?.toString()).toBe("2026-04-03");
    expect(defaultDeferralDate([], 0, [day("2026-04-15")], today)).toBeNull();
    expect(deferralHorizon([], 0, [])).toBeNull();
  });
});

describe("the guide's deferral example", () => {
  it("weekly 03-06 (paid), 03-13, 03-20, 03-27; today 2026-03-10", () => {
    const lines = weeklyLines("puuu", "2026-03-06");
    const today = day("2026-03-10");
    expect([1, 2, 3].map((index) => isDeferralEligible(lines, index, today))).toEqual([false, true, true]);
    expect(defaultDeferralDate(lines, 0, [], today)?.toString()).toBe("2026-04-03");
    expect(deferralMessage("en", lines[2]!.dueDate, day("2026-04-03"))).toBe(
      "I am asking to defer my payment from 2026-03-20 to 2026-04-03.",
    );
  });
});

describe("isDeferralDateAllowed (A §5)", () => {
  const today = day("2026-03-10");
  it("refuses the past and accepts today onwards", () => {
    expect(isDeferralDateAllowed(day("2026-03-09"), today, [])).toBe(false);
    expect(isDeferralDateAllowed(day("2026-03-10"), today, [])).toBe(true);
    expect(isDeferralDateAllowed(day("2026-06-01"), today, [])).toBe(true);
  });
  it("allows only exception days when there are some", () => {
    const days = [day("2026-03-27"), day("2026-03-05")];
    expect(isDeferralDateAllowed(day("2026-03-27"), today, days)).toBe(true);
    expect(isDeferralDateAllowed(day("2026-03-20"), today, days)).toBe(false);
    expect(isDeferralDateAllowed(day("2026-03-05"), today, days)).toBe(false);
  });
});

describe("deferral texts", () => {
  it("writes the request message in both languages with yyyy-MM-dd dates", () => {
    expect(deferralMessage("en", day("2026-03-13"), day("2026-03-27"))).toBe(
      "I am asking to defer my payment from 2026-03-13 to 2026-03-27.",
    );
    expect(deferralMessage("fr", day("2026-03-13"), day("2026-03-27"))).toBe(
      "Je demande de reporter mon paiement du 2026-03-13 au 2026-03-27.",
    );
  });
  it("states the 72-hour rule and the fee rule", () => {
    const en = deferralModalTexts("en", "25.00 $");
    expect(en.noticeRule).toBe("Requests made less than 72 hours before the payment date are ignored.");
    expect(en.feeRule).toBe("The deferral applies only after the fee of 25.00 $ is received.");
    const fr = deferralModalTexts("fr", "25,00 $");
    expect(fr.noticeRule).toContain("72 heures");
    expect(fr.feeRule).toContain("25,00 $");
  });
});

const arbitraryDay = fc
  .integer({ min: 0, max: 3_000 })
  .map((offset) => day("2024-01-01").add({ days: offset }));
const arbitraryList = fc
  .array(fc.record({ offset: fc.integer({ min: 0, max: 60 }), code: fc.constantFrom("p", "n", "l", "u") }), {
    minLength: 1,
    maxLength: 40,
  })
  .chain((entries) =>
    arbitraryDay.map((start) => {
      let date = start;
      return entries.map(({ offset, code }): PaymentLineLike => {
        date = date.add({ days: offset });
        return { dueDate: date, isPaid: code === "p" || code === "n", canReturnNsf: code === "n", isLate: code === "l" };
      });
    }),
  );

describe("deferral properties", () => {
  it("never makes the first line, a paid or late line, or a date not after today eligible", () => {
    fc.assert(
      fc.property(arbitraryList, arbitraryDay, fc.nat(), (lines, today, pick) => {
        const index = pick % lines.length;
        const line = lines[index]!;
        if (!isDeferralEligible(lines, index, today)) return;
        expect(index).toBeGreaterThan(0);
        expect(paymentStatus(line)).toBe("upcoming");
        expect(line.dueDate.compare(today)).toBeGreaterThan(0);
        const sameMonth = line.dueDate.year === today.year && line.dueDate.month === today.month;
        if (sameMonth) expect(line.dueDate.compare(today.add({ days: 3 }))).toBeGreaterThan(0);
      }),
    );
  });
  it("the schedule's end always falls after the last due date, on an exception day when one is later", () => {
    fc.assert(
      fc.property(
        arbitraryList,
        fc.constantFrom<FrequencyCode>(0, 1, 2, 3),
        fc.array(arbitraryDay, { maxLength: 8 }),
        (lines, frequency, exceptionDays) => {
          const date = deferralHorizon(lines, frequency, exceptionDays)!;
          for (const line of lines) expect(date.compare(line.dueDate)).toBeGreaterThan(0);
          const last = lines.reduce((best, line) => (line.dueDate.compare(best) > 0 ? line.dueDate : best), lines[0]!.dueDate);
          const later = exceptionDays.filter((d) => d.compare(last) > 0);
          if (later.length > 0) {
            expect(later.some((d) => d.compare(date) === 0)).toBe(true);
            for (const d of later) expect(d.compare(date)).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
  it("the default date, when there is one, is always allowed by the picker; there is one whenever the schedule's end is allowed", () => {
    // Exception days drawn near the schedule on purpose, so lists with days only before the last payment are common.
    fc.assert(
      fc.property(
        arbitraryList,
        fc.constantFrom<FrequencyCode>(0, 1, 2, 3),
        fc.array(arbitraryDay, { maxLength: 8 }),
        arbitraryDay,
        (lines, frequency, exceptionDays, today) => {
          const date = defaultDeferralDate(lines, frequency, exceptionDays, today);
          const horizon = deferralHorizon(lines, frequency, exceptionDays)!;
          if (date === null) expect(isDeferralDateAllowed(horizon, today, exceptionDays)).toBe(false);
          else {
            expect(isDeferralDateAllowed(date, today, exceptionDays)).toBe(true);
            expect(date.compare(horizon)).toBe(0);
          }
        },
      ),
      { numRuns: 20_000 },
    );
  });
  it("never allows a past date, nor a non-exception day when exception days exist", () => {
    fc.assert(
      fc.property(arbitraryDay, arbitraryDay, fc.array(arbitraryDay, { maxLength: 8 }), (date, today, exceptionDays) => {
        if (!isDeferralDateAllowed(date, today, exceptionDays)) return;
        expect(date.compare(today)).toBeGreaterThanOrEqual(0);
        if (exceptionDays.length > 0) expect(exceptionDays.some((d) => d.compare(date) === 0)).toBe(true);
      }),
    );
  });
});

describe("buildDeferralRequest", () => {
  const base = {
    lang: "en" as const,
    contractId: 12,
    paymentId: 3,
    dueDate: day("2026-03-20"),
    today: day("2026-03-10"),
    ediExceptionDays: [],
  };
  it("builds the body the server decodes", async () => {
    const { buildDeferralRequest } = await import("./index.js");
    const { decodeDeferPaymentRequest, encodeDeferPaymentRequest } = await import("../models/customerPayments.js");
    const result = buildDeferralRequest({ ...base, requestedDate: day("2026-04-03") });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const wire = encodeDeferPaymentRequest(result.body);
    expect(wire).toEqual({
      Deferalmessage: "I am asking to defer my payment from 2026-03-20 to 2026-04-03.",
      contractId: 12,
      lang: "en",
      paymentId: 3,
      dueDate: "2026-03-20",
      requestedDate: "2026-04-03",
    });
    expect(decodeDeferPaymentRequest(wire).ok).toBe(true);
  });
  it("refuses a missing or disallowed date", async () => {
    const { buildDeferralRequest } = await import("./index.js");
    expect(buildDeferralRequest({ ...base, requestedDate: null })).toEqual({ ok: false, reason: "dateRequired" });
    expect(buildDeferralRequest({ ...base, requestedDate: day("2026-03-01") })).toEqual({ ok: false, reason: "dateNotAllowed" });
    expect(
      buildDeferralRequest({ ...base, requestedDate: day("2026-04-03"), ediExceptionDays: [day("2026-04-10")] }),
    ).toEqual({ ok: false, reason: "dateNotAllowed" });
  });
});
