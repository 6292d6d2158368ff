import { CalendarDate } from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deferralApprovalProblem, deferralDecisionRefusal, deferralFeeLine } from "./decision.js";

const day = (text: string): CalendarDate => {
  const [year, month, date] = text.split("-").map(Number) as [number, number, number];
  return new CalendarDate(year, month, date);
};

describe("approval and fee line", () => {
  const today = day("2026-11-22");
  it("can approve only an unpaid payment still due on the request's date, after today", () => {
    const from = day("2026-12-04");
    expect(deferralApprovalProblem({ paid: false, dueDate: from }, from, today)).toBeNull();
    expect(deferralApprovalProblem({ paid: true, dueDate: from }, from, today)).toBe("paymentPaid");
    expect(deferralApprovalProblem({ paid: false, dueDate: day("2026-12-11") }, from, today)).toBe("paymentMoved");
    expect(deferralApprovalProblem({ paid: false, dueDate: from }, from, from)).toBe("paymentDatePassed");
  });
  it("adds the fee as the next seq on the date the payment leaves", () => {
    expect(deferralFeeLine([], day("2026-12-04"), 2500)).toEqual({ seq: 1, dueDate: day("2026-12-04"), amountCents: 2500 });
    expect(deferralFeeLine([{ seq: 3 }, { seq: 12 }, { seq: 7 }], day("2026-12-04"), 1999).seq).toBe(13);
  });
});

describe("who may decide a request, and when (SECURITY 16)", () => {
  it("decides a pending request once; the staff user who asked may refuse it but not approve it", () => {
    const askedByStaff = { status: "pending", requestedByUserId: 7 };
    expect(deferralDecisionRefusal(askedByStaff, "approve", 8)).toBeNull();
    expect(deferralDecisionRefusal(askedByStaff, "approve", 7)).toBe("sameUser");
    expect(deferralDecisionRefusal(askedByStaff, "refuse", 7)).toBeNull();
    expect(deferralDecisionRefusal({ status: "pending", requestedByUserId: null }, "approve", 7)).toBeNull();
  });

  it("refuses any decision on a decided request, whoever decides (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("approved", "refused"),
        fc.option(fc.nat(), { nil: null }),
        fc.constantFrom("approve" as const, "refuse" as const),
        fc.option(fc.nat(), { nil: null }),
        (status, requestedByUserId, decision, decider) => {
          expect(deferralDecisionRefusal({ status, requestedByUserId }, decision, decider)).toBe("alreadyDecided");
        },
      ),
    );
  });
});
