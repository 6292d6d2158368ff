import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { weekendsOnly } from "../calculator/businessDays.js";
import { EdiExceptionDay } from "../codes/ediExceptionDay.js";
import {
  businessDateOf,
  capitalStillOwedCents,
  checkRenewalRequest,
  contractBalances,
  ediExceptionDates,
  hoursBeforeDay,
  isKnownTimeZone,
  liveRenewalStatuses,
  pendingRenewalOf,
  pendingRenewalStatuses,
  renewalDraftToResume,
  paymentLineFlags,
  payoutAmountCents,
  servicedPaymentLines,
  settlementCents,
  type StoredPaymentLine,
} from "./index.js";
import { day, storedLine } from "../payments/testLines.testing.js";


describe("business day and notice (time zone)", () => {
  it("reads today in the lender's zone, not in UTC", () => {
    expect(businessDateOf(new Date("2026-11-22T04:59:59Z")).toString()).toBe("2026-11-21");
    expect(businessDateOf(new Date("2026-11-22T05:00:00Z")).toString()).toBe("2026-11-22");
    expect(businessDateOf(new Date("2026-11-22T04:59:59Z"), "UTC").toString()).toBe("2026-11-22");
  });
  it("counts hours to the start of the due day, across a DST change", () => {
    // 2026-11-01 02:00 EDT → EST: the day has 25 hours.
    expect(hoursBeforeDay(day("2026-11-02"), new Date("2026-11-01T04:00:00Z"))).toBe(25);
    expect(hoursBeforeDay(day("2026-11-22"), new Date("2026-11-22T12:00:00Z"))).toBe(-7);
  });
  it("knows real zones only", () => {
    expect(isKnownTimeZone("America/Vancouver")).toBe(true);
    expect(isKnownTimeZone("Not/AZone")).toBe(false);
  });
});

describe("payment line flags (A §3, §4)", () => {
  const today = day("2026-11-22");
  it("late only when unpaid and due before today", () => {
    expect(paymentLineFlags(storedLine(1, "2026-11-21"), today).isLate).toBe(true);
    expect(paymentLineFlags(storedLine(1, "2026-11-22"), today).isLate).toBe(false);
    expect(paymentLineFlags(storedLine(1, "2026-11-21", { paid: true }), today).isLate).toBe(false);
  });
  it("NSF return only on a paid line the bank can still return; paid lines' checkbox disabled", () => {
    expect(paymentLineFlags(storedLine(1, "2026-11-01", { nsfReturnable: true }), today).canReturnNsf).toBe(false);
    expect(paymentLineFlags(storedLine(1, "2026-11-01", { paid: true, nsfReturnable: true }), today)).toEqual({
      isPaid: true,
      isLate: false,
      canReturnNsf: true,
      isCheckboxDisabled: true,
    });
  });
  it("lists lines by due date then seq, whatever the stored order", () => {
    const lines = servicedPaymentLines(
      [storedLine(3, "2026-12-04"), storedLine(1, "2026-12-18"), { ...storedLine(2, "2026-12-04"), seq: 9, kind: "deferralFee" }],
      today,
    );
    expect(lines.map((line) => line.id)).toEqual([3, 2, 1]);
  });
});

describe("contract balances (C §2, §3.1)", () => {
  const today = day("2026-11-22");
  it("sums late lines, finds the next withdrawal (lines due the same day together) and the balances", () => {
    const lines = servicedPaymentLines(
      [
        storedLine(1, "2026-11-06", { paid: true }),
        storedLine(2, "2026-11-13"),
        storedLine(3, "2026-11-20"),
        storedLine(4, "2026-11-27"),
        storedLine(5, "2026-11-27", { kind: "deferralFee", amountCents: 2500, principalCents: 0 }),
        storedLine(6, "2026-12-04"),
      ],
      today,
    );
    const balances = contractBalances(lines, 10_000);
    expect(balances.totalUnpaidCents).toBe(5000);
    expect(balances.totalUnpaidStartDate?.toString()).toBe("2026-11-13");
    expect(balances.nextPayment).toEqual({ dueDate: day("2026-11-27"), amountCents: 5000 });
    expect(balances.capitalRemainingCents).toBe(8000);
    // capital after Nov 27: 8000 − 3 × 2000 = 2000; due by then: 4 lines × 2500 = 10000
    expect(balances.balanceEndOfPeriodCents).toBe(12_000);
  });
  it("with nothing upcoming counts every unpaid line, and never goes below zero", () => {
    const lines = servicedPaymentLines([storedLine(1, "2026-11-01"), storedLine(2, "2026-11-08", { paid: true, principalCents: 9000 })], today);
    const balances = contractBalances(lines, 5000);
    expect(balances.nextPayment).toBeNull();
    expect(balances.capitalRemainingCents).toBe(0);
    expect(balances.balanceEndOfPeriodCents).toBe(2500);
  });
  it("keeps its identities on random schedules", () => {
    const line = fc.record({
      offset: fc.integer({ min: -60, max: 60 }),
      amountCents: fc.integer({ min: 0, max: 1_000_000 }),
      principalCents: fc.integer({ min: 0, max: 1_000_000 }),
      paid: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.integer({ min: 0, max: 50_000_000 }), (raw, capital) => {
        const lines = servicedPaymentLines(
          raw.map((each, index) => storedLine(index + 1, today.add({ days: each.offset }).toString(), each)),
          today,
        );
        const balances = contractBalances(lines, capital);
        const late = lines.filter((each) => each.isLate);
        expect(balances.totalUnpaidCents).toBe(late.reduce((total, each) => total + each.amountCents, 0));
        expect(balances.capitalRemainingCents).toBeGreaterThanOrEqual(0);
        expect(balances.capitalRemainingCents).toBeLessThanOrEqual(capital);
        expect(balances.balanceEndOfPeriodCents).toBeGreaterThanOrEqual(balances.totalUnpaidCents);
        if (balances.nextPayment) expect(balances.nextPayment.dueDate.compare(today)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe("the balance figures: one definition each", () => {
  const today = day("2026-11-22");
  /** A schedule whose capital parts add up exactly to the capital lent, with deferral fees among its lines. */
  const consistentSchedule = fc
    .array(
      fc.record({ offset: fc.integer({ min: -90, max: 120 }), principal: fc.integer({ min: 1, max: 400_000 }), interest: fc.nat(40_000), paid: fc.boolean(), fee: fc.option(fc.integer({ min: 1, max: 5_000 }), { freq: 4 }) }),
      { minLength: 1, maxLength: 25 },
    )
    .map((specs) =>
      specs.map((spec, index): StoredPaymentLine =>
        spec.fee === null
          ? storedLine(index + 1, today.add({ days: spec.offset }).toString(), { amountCents: spec.principal + spec.interest, principalCents: spec.principal, paid: spec.paid })
          : storedLine(index + 1, today.add({ days: spec.offset }).toString(), { kind: "deferralFee", amountCents: spec.fee, principalCents: 0, paid: spec.paid }),
      ),
    );
  const total = (lines: readonly StoredPaymentLine[], part: (line: StoredPaymentLine) => number) => lines.reduce((sum, line) => sum + part(line), 0);

  it("settles on any day for the lines due by then in full, the capital of the later payments and the later fees (property)", () => {
    fc.assert(
      fc.property(consistentSchedule, fc.integer({ min: -100, max: 130 }), (lines, offset) => {
        const capital = total(lines.filter((line) => line.kind === "scheduled"), (line) => line.principalCents);
        const on = today.add({ days: offset });
        const unpaid = lines.filter((line) => !line.paid);
        const dueBy = unpaid.filter((line) => line.dueDate.compare(on) <= 0);
        const later = unpaid.filter((line) => line.dueDate.compare(on) > 0);
        // Counted independently: no capital-still-owed arithmetic, only the lines themselves.
        const expected =
          total(dueBy, (line) => line.amountCents) +
          total(later.filter((line) => line.kind === "scheduled"), (line) => line.principalCents) +
          total(later.filter((line) => line.kind === "deferralFee"), (line) => line.amountCents);
        expect(settlementCents(lines, capital, on)).toBe(expected);
        expect(capitalStillOwedCents(lines, capital)).toBe(total(unpaid.filter((line) => line.kind === "scheduled"), (line) => line.principalCents));
      }),
    );
  });

  it("the balance at the next withdrawal is the settlement on that date, the payout the settlement today (property)", () => {
    fc.assert(
      fc.property(consistentSchedule, fc.nat(2_000_000), (lines, capital) => {
        const served = servicedPaymentLines(lines, today);
        const balances = contractBalances(served, capital);
        expect(payoutAmountCents(lines, capital, today)).toBe(settlementCents(lines, capital, today));
        if (balances.nextPayment) expect(balances.balanceEndOfPeriodCents).toBe(settlementCents(lines, capital, balances.nextPayment.dueDate));
        // A paid fee never reduces the capital; nothing owed is ever negative.
        expect(balances.capitalRemainingCents).toBe(capitalStillOwedCents(lines.filter((line) => line.kind === "scheduled"), capital));
        expect(balances.balanceEndOfPeriodCents).toBeGreaterThanOrEqual(balances.totalUnpaidCents);
        expect(payoutAmountCents(lines, capital, today)).toBeGreaterThanOrEqual(balances.totalUnpaidCents);
      }),
    );
  });

  it("a paid-off imported schedule (lines without a split) owes nothing", () => {
    const lines = [storedLine(1, "2026-10-01", { principalCents: 0, amountCents: 6_000, paid: true }), storedLine(2, "2026-11-01", { principalCents: 0, amountCents: 6_000, paid: true })];
    expect(capitalStillOwedCents(lines, 10_000)).toBe(0);
    expect(payoutAmountCents(lines, 10_000, today)).toBe(0);
  });
});

describe("EDI exception dates (B §9)", () => {
  const dates = (code: number | null, from: string, to: string) => ediExceptionDates(code, day(from), day(to)).map(String);
  it("matches the CPP 2025 deposit calendar from September to November (third-last business day, Sept 30 a holiday)", () => {
    expect(dates(EdiExceptionDay.CppPension, "2025-01-01", "2025-11-30")).toEqual([
      "2025-01-29",
      "2025-02-26",
      "2025-03-27",
      "2025-04-28",
      "2025-05-28",
      "2025-06-26",
      "2025-07-29",
      "2025-08-27",
      "2025-09-25",
      "2025-10-29",
      "2025-11-26",
    ]);
  });
  it("QPP on the last business day; fixed days on the 1st and the month's end", () => {
    // Retraite Québec's 2023 calendar up to May (it paid June on the 29th, an exception the rule does not model).
    expect(dates(EdiExceptionDay.QppPension, "2023-01-01", "2023-05-31")).toEqual([
      "2023-01-31",
      "2023-02-28",
      "2023-03-31",
      "2023-04-28",
      "2023-05-31",
    ]);
    expect(dates(EdiExceptionDay.FixedFirstDay, "2026-01-15", "2026-03-01")).toEqual(["2026-02-01", "2026-03-01"]);
    expect(dates(EdiExceptionDay.LastDayOfMonth, "2028-02-01", "2028-02-29")).toEqual(["2028-02-29"]);
  });
  it("CCB on the 20th or the business day before; Québec public-sector pension on the 15th or before", () => {
    expect(dates(EdiExceptionDay.ChildBenefit, "2025-04-01", "2025-09-30")).toEqual([
      "2025-04-17",
      "2025-05-20",
      "2025-06-20",
      "2025-07-18",
      "2025-08-20",
      "2025-09-19",
    ]);
    expect(dates(EdiExceptionDay.PublicServicePension, "2023-01-01", "2023-04-30")).toEqual([
      "2023-01-13",
      "2023-02-15",
      "2023-03-15",
      "2023-04-14",
    ]);
  });
  it("BC assistance: the last Wednesday at least 4 days before the month's end", () => {
    expect(dates(EdiExceptionDay.BcAssistance, "2025-01-01", "2025-06-30")).toEqual([
      "2025-01-22",
      "2025-02-19",
      "2025-03-26",
      "2025-04-23",
      "2025-05-21",
      "2025-06-25",
    ]);
  });
  it("gives nothing for no code, an unknown code or an empty range, and stays in range with one date a month", () => {
    expect(dates(null, "2026-01-01", "2026-12-31")).toEqual([]);
    expect(dates(42, "2026-01-01", "2026-12-31")).toEqual([]);
    expect(dates(0, "2026-12-31", "2026-01-01")).toEqual([]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 400 }), (code, start, length) => {
        const from = day("2024-01-01").add({ days: start });
        const to = from.add({ days: length });
        const found = ediExceptionDates(code, from, to, weekendsOnly);
        for (const date of found) {
          expect(date.compare(from)).toBeGreaterThanOrEqual(0);
          expect(date.compare(to)).toBeLessThanOrEqual(0);
        }
        expect(new Set(found.map((date) => `${date.year}-${date.month}`)).size).toBe(found.length);
      }),
    );
  });
});

describe("checkRenewalRequest (C §3.4)", () => {
  const base = { isMicroCredit: true, status: 1, amountLateCents: 0, isBalanceZeroOnRenew: false };
  it("renews an active or paid-out cash loan that is not behind", () => {
    expect(checkRenewalRequest(base)).toEqual({ ok: true });
    expect(checkRenewalRequest({ ...base, status: 8 })).toEqual({ ok: true });
  });
  it("refuses other products, other statuses, and a late amount unless renewing zeroes the balance", () => {
    expect(checkRenewalRequest({ ...base, isMicroCredit: false })).toEqual({ ok: false, reason: "notMicroCredit" });
    for (const status of [0, 2, 6, 7, 9, 10]) expect(checkRenewalRequest({ ...base, status })).toEqual({ ok: false, reason: "notRenewable" });
    expect(checkRenewalRequest({ ...base, amountLateCents: 1 })).toEqual({ ok: false, reason: "behindOnPayments" });
    expect(checkRenewalRequest({ ...base, amountLateCents: 1, isBalanceZeroOnRenew: true })).toEqual({ ok: true });
  });
  it("lets staff renew for a late customer (C §3.4: the overdue rule is the customer's), under every other rule", () => {
    expect(checkRenewalRequest({ ...base, amountLateCents: 49_085, byStaff: true })).toEqual({ ok: true });
    expect(checkRenewalRequest({ ...base, amountLateCents: 49_085, byStaff: false })).toEqual({ ok: false, reason: "behindOnPayments" });
    expect(checkRenewalRequest({ ...base, amountLateCents: 1, byStaff: true, status: 9 })).toEqual({ ok: false, reason: "notRenewable" });
    expect(checkRenewalRequest({ ...base, amountLateCents: 1, byStaff: true, renewals: [{ id: 9, status: 2 }] })).toEqual({ ok: false, reason: "renewalPending" });
  });
});

describe("one live renewal per contract (issue 14 §4)", () => {
  const base = { isMicroCredit: true, status: 1, amountLateCents: 0, isBalanceZeroOnRenew: false };
  const renewal = fc.record({ id: fc.integer({ min: 1, max: 10_000 }), status: fc.integer({ min: 0, max: 10 }) });

  it("refuses while a renewal is signed and not funded, cancelled or refused; resumes the newest draft", () => {
    for (const status of [2, 3, 4, 5]) expect(checkRenewalRequest({ ...base, renewals: [{ id: 9, status }] })).toEqual({ ok: false, reason: "renewalPending" });
    for (const status of [0, 1, 6, 7]) expect(checkRenewalRequest({ ...base, renewals: [{ id: 9, status }] })).toEqual({ ok: true });
    expect(renewalDraftToResume([{ id: 4, status: 0 }, { id: 11, status: 0 }, { id: 7, status: 7 }])).toEqual({ id: 11, status: 0 });
    expect(renewalDraftToResume([{ id: 4, status: 7 }, { id: 5, status: 1 }])).toBeNull();
    // A pending renewal is named before the amount late: the customer learns why first.
    expect(checkRenewalRequest({ ...base, amountLateCents: 500, renewals: [{ id: 9, status: 2 }] })).toEqual({ ok: false, reason: "renewalPending" });
  });

  it("property: refused as pending exactly when a signed, unfunded renewal exists; a draft to resume is a draft, the newest", () => {
    fc.assert(
      fc.property(fc.array(renewal, { maxLength: 6 }), (renewals) => {
        const pending = renewals.some((entry) => pendingRenewalStatuses.includes(entry.status));
        const verdict = checkRenewalRequest({ ...base, renewals });
        expect(verdict.ok).toBe(!pending);
        expect(pendingRenewalOf(renewals) !== null).toBe(pending);
        const draft = renewalDraftToResume(renewals);
        const drafts = renewals.filter((entry) => entry.status === 0);
        expect(draft === null).toBe(drafts.length === 0);
        if (draft) expect(draft.id).toBe(Math.max(...drafts.map((entry) => entry.id)));
        // Live = a draft or pending: the statuses the unique index covers.
        for (const entry of renewals) expect(liveRenewalStatuses.includes(entry.status)).toBe(entry.status === 0 || pendingRenewalStatuses.includes(entry.status));
      }),
    );
  });
});
