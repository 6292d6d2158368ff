import { toZoned, type CalendarDate } from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FrequencyCode } from "../codes/frequency.js";
import type { PaymentLineLike } from "../payments/status.js";
import { day, storedLine } from "../payments/testLines.testing.js";
import { asPaymentLines, servicedPaymentLines, type StoredPaymentLine } from "../servicing/lines.js";
import { checkDeferralRequest, latestDeferralDate, repeatedDeferralRequest, type DeferralRequestFacts } from "./check.js";
import { deferralDateRefusal, deferralDateRule, isDeferralDateAllowed } from "./dates.js";
import { isDeferralEligible } from "./eligibility.js";
import { buildDeferralRequest } from "./requestBody.js";

/**
 * The deferral modal's date picker and the server's check decide a date
 * with one core function (`deferralDateRefusal` over `deferralDateRule`):
 * for any schedule, any payment the modal opens on and any date, the picker
 * offers the date exactly when the server accepts it, and refuses it for the
 * reason the server gives.
 */

const zone = "America/Toronto";

/** A stored schedule (paid lines, unpaid lines, deferral fee lines) from today's point of view. */
const arbitrarySchedule = fc
  .record({
    start: fc.integer({ min: 0, max: 2_000 }),
    steps: fc.array(
      fc.record({ gap: fc.integer({ min: 0, max: 35 }), paid: fc.boolean(), fee: fc.boolean() }),
      { minLength: 1, maxLength: 25 },
    ),
    todayOffset: fc.integer({ min: -10, max: 400 }),
  })
  .map(({ start, steps, todayOffset }) => {
    let date = day("2024-01-01").add({ days: start });
    const first = date;
    const stored = steps.map(({ gap, paid, fee }, index): StoredPaymentLine => {
      date = date.add({ days: gap });
      return {
        id: index + 1,
        seq: index + 1,
        // A fee is never first: the schedule starts with a payment.
        kind: fee && index > 0 ? "deferralFee" : "scheduled",
        dueDate: date,
        amountCents: 10_000,
        principalCents: 9_000,
        isFromOriginalSchedule: !fee,
        paid,
        nsfReturnable: false,
      };
    });
    return { stored, today: first.add({ days: todayOffset }) };
  });

const arbitraryCase = arbitrarySchedule.chain(({ stored, today }) =>
  fc.record({
    stored: fc.constant(stored),
    today: fc.constant(today),
    index: fc.integer({ min: 0, max: stored.length - 1 }),
    frequency: fc.constantFrom<FrequencyCode>(0, 1, 2, 3),
    // Exception days near the schedule, or none (a third of the time).
    ediExceptionDays: fc.oneof(
      fc.constant<CalendarDate[]>([]),
      fc.array(fc.integer({ min: -10, max: 500 }).map((offset) => today.add({ days: offset })), { minLength: 1, maxLength: 6 }),
    ),
    requested: fc.integer({ min: -20, max: 500 }).map((offset) => today.add({ days: offset })),
  }),
);

describe("one deferral date rule for the picker and the server (A §5, §7)", () => {
  it("the picker offers a date exactly when the server accepts it, for the same reason (property)", () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(arbitraryCase, ({ stored, today, index, frequency, ediExceptionDays, requested }) => {
        const served = servicedPaymentLines(stored, today);
        // What the browser reads: the payments answer's lines (lineKind, isPaid, isLate).
        const shown: PaymentLineLike[] = asPaymentLines(served).map(({ dueDate, isPaid, isLate, lineKind }) => ({ dueDate, isPaid, isLate, lineKind }));
        // The modal opens only on a payment whose Defer button shows.
        if (!isDeferralEligible(shown, index, today)) return;
        const rule = deferralDateRule(shown, index, frequency, ediExceptionDays, today);
        expect(rule).not.toBeNull();
        const pickerRefusal = deferralDateRefusal(requested, rule!);
        // The request made at the start of the lender's day, a week or more before the payment:
        // only the date decides (the 72-hour notice is tested on its own).
        const now = toZoned(today, zone).toDate();
        const payment = served[index]!;
        if (payment.dueDate.compare(today.add({ days: 4 })) < 0) return;
        const server = checkDeferralRequest({
          lines: served,
          index,
          contractActive: true,
          frequency,
          ediExceptionDays,
          dueDateSeen: payment.dueDate,
          requestedDate: requested,
          today,
          now,
          timeZone: zone,
        });
        expect(server).toEqual(pickerRefusal === null ? { ok: true } : { ok: false, reason: pickerRefusal });
        seen.add(pickerRefusal ?? "accepted");
        // The modal's Submit refuses exactly what the picker disables.
        const built = buildDeferralRequest({
          lang: "fr",
          contractId: 1,
          paymentId: payment.id,
          dueDate: payment.dueDate,
          requestedDate: requested,
          today,
          ediExceptionDays,
          latestDate: rule!.latest,
        });
        expect(built.ok ? null : built.reason).toBe(pickerRefusal);
      }),
      { numRuns: 5_000 },
    );
    // Every verdict was met, so the agreement was tested on each.
    expect([...seen].sort()).toEqual(["accepted", "dateNotAfterDue", "dateNotAllowed", "dateTooLate"]);
  });

  it("every date the rule accepts lies after the due date, from today on, by the schedule's end, on an exception day when there are some (property)", () => {
    fc.assert(
      fc.property(arbitraryCase, ({ stored, today, index, frequency, ediExceptionDays, requested }) => {
        const shown = asPaymentLines(servicedPaymentLines(stored, today));
        const rule = deferralDateRule(shown, index, frequency, ediExceptionDays, today)!;
        if (deferralDateRefusal(requested, rule) !== null) return;
        expect(requested.compare(today)).toBeGreaterThanOrEqual(0);
        expect(requested.compare(shown[index]!.dueDate)).toBeGreaterThan(0);
        expect(requested.compare(rule.latest)).toBeLessThanOrEqual(0);
        if (ediExceptionDays.length > 0) expect(ediExceptionDays.some((each) => each.compare(requested) === 0)).toBe(true);
      }),
      { numRuns: 5_000 },
    );
  });

  it("the end of the schedule ignores fee lines, on the server as in the browser", () => {
    const line = (id: number, due: string, kind: StoredPaymentLine["kind"] = "scheduled"): StoredPaymentLine => ({
      id, seq: id, kind, dueDate: day(due), amountCents: 100, principalCents: 0, isFromOriginalSchedule: kind === "scheduled", paid: false, nsfReturnable: false,
    });
    const today = day("2026-11-22");
    const served = servicedPaymentLines([line(1, "2026-11-27"), line(2, "2026-12-04"), line(3, "2026-12-30", "deferralFee")], today);
    const rule = deferralDateRule(asPaymentLines(served), 1, 0, [], today)!;
    expect(rule.latest.toString()).toBe("2026-12-11");
    expect(deferralDateRefusal(day("2026-12-11"), rule)).toBeNull();
    expect(deferralDateRefusal(day("2026-12-12"), rule)).toBe("dateTooLate");
    expect(deferralDateRefusal(day("2026-12-04"), rule)).toBe("dateNotAfterDue");
    expect(deferralDateRefusal(day("2026-11-21"), rule)).toBe("dateNotAllowed");
  });
});


describe("checkDeferralRequest (A §5, §7, §9)", () => {
  const today = day("2026-11-22");
  const now = new Date("2026-11-22T17:00:00Z"); // 12:00 in Toronto
  const lines = servicedPaymentLines(
    [storedLine(1, "2026-11-20", { paid: true }), storedLine(2, "2026-11-26"), storedLine(3, "2026-11-27"), storedLine(4, "2026-12-04"), storedLine(5, "2026-12-11")],
    today,
  );
  const facts = (fields: Partial<DeferralRequestFacts> = {}): DeferralRequestFacts => ({
    lines,
    index: 3,
    contractActive: true,
    frequency: 0,
    ediExceptionDays: [],
    dueDateSeen: null,
    requestedDate: day("2026-12-18"),
    today,
    now,
    ...fields,
  });
  it("accepts an eligible payment deferred to a later allowed date up to one period after the schedule", () => {
    expect(checkDeferralRequest(facts())).toEqual({ ok: true });
    expect(latestDeferralDate(lines, 0, [])?.toString()).toBe("2026-12-18");
    expect(checkDeferralRequest(facts({ requestedDate: day("2026-12-19") }))).toEqual({ ok: false, reason: "dateTooLate" });
  });
  it("refuses in the rule's order", () => {
    expect(checkDeferralRequest(facts({ contractActive: false }))).toEqual({ ok: false, reason: "contractNotActive" });
    expect(checkDeferralRequest(facts({ index: 0 }))).toEqual({ ok: false, reason: "notEligible" });
    expect(checkDeferralRequest(facts({ index: 9 }))).toEqual({ ok: false, reason: "notEligible" });
    // Nov 26 is today + 4 in the current month: eligible, and always at least 72 h away.
    expect(checkDeferralRequest(facts({ index: 1, requestedDate: day("2026-12-01") }))).toEqual({ ok: true });
    expect(checkDeferralRequest(facts({ dueDateSeen: day("2026-12-03") }))).toEqual({ ok: false, reason: "scheduleChanged" });
    expect(checkDeferralRequest(facts({ requestedDate: null }))).toEqual({ ok: false, reason: "dateRequired" });
    expect(checkDeferralRequest(facts({ requestedDate: day("2026-11-21") }))).toEqual({ ok: false, reason: "dateNotAllowed" });
    expect(checkDeferralRequest(facts({ requestedDate: day("2026-12-04") }))).toEqual({ ok: false, reason: "dateNotAfterDue" });
  });
  it("refuses a fee line and, with exception days, any other date", () => {
    const withFee = servicedPaymentLines([...lines, storedLine(6, "2026-12-09", { kind: "deferralFee" })], today);
    expect(checkDeferralRequest(facts({ lines: withFee, index: 4 }))).toEqual({ ok: false, reason: "notEligible" });
    const edi = [day("2026-12-15")];
    expect(checkDeferralRequest(facts({ ediExceptionDays: edi }))).toEqual({ ok: false, reason: "dateNotAllowed" });
    expect(checkDeferralRequest(facts({ ediExceptionDays: edi, requestedDate: day("2026-12-15") }))).toEqual({ ok: true });
  });
  it("needs 72 hours before the payment day starts in the lender's zone", () => {
    const far = servicedPaymentLines([storedLine(1, "2026-11-01", { paid: true }), storedLine(2, "2026-12-01")], day("2026-11-28"));
    const base = facts({ lines: far, index: 1, today: day("2026-11-28"), requestedDate: day("2026-12-07") });
    // Dec 1 00:00 EST = 05:00Z; 72 h before = Nov 28 05:00Z.
    expect(checkDeferralRequest({ ...base, now: new Date("2026-11-28T05:00:00Z") })).toEqual({ ok: true });
    expect(checkDeferralRequest({ ...base, now: new Date("2026-11-28T05:00:01Z") })).toEqual({ ok: false, reason: "noticeTooShort" });
  });
  it("never accepts a date the modal's picker refuses (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -30, max: 60 }), fc.integer({ min: 0, max: 4 }), (offset, index) => {
        const requestedDate = today.add({ days: offset });
        const result = checkDeferralRequest(facts({ index, requestedDate }));
        if (result.ok) {
          expect(isDeferralDateAllowed(requestedDate, today, [])).toBe(true);
          expect(requestedDate.compare(lines[index]!.dueDate)).toBeGreaterThan(0);
        }
      }),
    );
  });
});

describe("a second request for a payment with a pending one", () => {
  it("is the same request for the same new date, and refused for another until the first is decided", () => {
    expect(repeatedDeferralRequest(day("2026-12-18"), day("2026-12-18"))).toBe("sameRequest");
    expect(repeatedDeferralRequest(day("2026-12-18"), day("2026-12-19"))).toBe("alreadyPending");
  });
});
