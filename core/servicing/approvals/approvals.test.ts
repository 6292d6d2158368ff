import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CalendarDate } from "@internationalized/date";
import { t } from "../../i18n/index.js";
import { defaultLedgerSettings, replayLedger } from "../ledger/replay.js";
import type { LedgerEvent, ScheduleLineInput } from "../ledger/types.js";
import { approvalDecisionRefusal, approvalRefusalKey, correctionCents, needsApproval, type ApprovalStatus } from "./approvals.js";

const cents = fc.integer({ min: -100_000_000_00, max: 100_000_000_00 });
const threshold = fc.integer({ min: 0, max: 100_000_000_00 });

describe("needsApproval", () => {
  it("asks a second person exactly when the size of the amount is above the threshold", () => {
    fc.assert(
      fc.property(cents, threshold, (amount, limit) => {
        expect(needsApproval(amount, limit)).toBe(Math.abs(amount) > limit);
      }),
    );
  });

  it("records at once at the threshold and one cent under it, and waits one cent above, for a credit and a debit alike", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000_00 }), (limit) => {
        expect(needsApproval(limit, limit)).toBe(false);
        expect(needsApproval(-limit, limit)).toBe(false);
        expect(needsApproval(limit - 1, limit)).toBe(false);
        expect(needsApproval(limit + 1, limit)).toBe(true);
        expect(needsApproval(-(limit + 1), limit)).toBe(true);
      }),
    );
  });

  it("never asks when the tenant sets no threshold", () => {
    fc.assert(
      fc.property(cents, (amount) => {
        expect(needsApproval(amount, null)).toBe(false);
      }),
    );
  });
});

describe("approvalDecisionRefusal", () => {
  const statuses: ApprovalStatus[] = ["pending", "approved", "rejected"];
  const user = fc.option(fc.integer({ min: 1, max: 50 }), { nil: null });

  it("lets a pending request be decided once, approved by anyone but its maker and rejected by anyone", () => {
    fc.assert(
      fc.property(fc.constantFrom(...statuses), user, user, fc.constantFrom("approve" as const, "reject" as const), (status, requestedBy, decidedBy, decision) => {
        const refusal = approvalDecisionRefusal({ status, requestedBy, decidedBy, decision });
        if (status !== "pending") expect(refusal).toBe("notPending");
        else if (decision === "approve" && (decidedBy === null || decidedBy === requestedBy)) expect(refusal).toBe("ownRequest");
        else expect(refusal).toBeNull();
      }),
    );
  });

  it("has words for each refusal in both languages", () => {
    for (const reason of ["notPending", "ownRequest"] as const) {
      expect(t("en", approvalRefusalKey(reason))).not.toBe(approvalRefusalKey(reason));
      expect(t("fr", approvalRefusalKey(reason))).not.toBe(t("en", approvalRefusalKey(reason)));
    }
  });
});

describe("correctionCents", () => {
  const day = (d: number) => new CalendarDate(2026, 10, d);
  const lines: ScheduleLineInput[] = [
    { id: "s1", seq: 1, dueDate: day(10), amountCents: 21_500, feeCents: 500, interestCents: 1_000, principalCents: 20_000 },
    { id: "s2", seq: 2, dueDate: day(24), amountCents: 21_500, feeCents: 500, interestCents: 800, principalCents: 20_200 },
  ];
  const replay = (events: LedgerEvent[]) => {
    const result = replayLedger({ lines, events, asOf: day(28), settings: defaultLedgerSettings, capitalLentCents: 40_200 });
    if (!result.ok) throw new Error(result.reason);
    return result.ledger;
  };

  it("weighs a waiver by what it waived, whatever was paid on the fee before", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000 }), fc.integer({ min: 0, max: 80_000 }), (feeCents, paidCents) => {
        const events: LedgerEvent[] = [{ kind: "feeAssessed", id: "f1", recordedSeq: 1, feeKind: "nsf", amountCents: feeCents, dueDate: day(1), assessedOn: day(1) }];
        if (paidCents > 0) events.push({ kind: "paymentReceived", id: "p1", recordedSeq: 2, amountCents: paidCents, valueDate: day(2), method: "cash" });
        const before = replay(events);
        const owed = before.lines.find((line) => line.id === "f1")!.outstandingCents;
        events.push({ kind: "feeWaived", id: "w1", recordedSeq: 3, feeLineId: "f1", reason: "goodwill", waivedOn: day(28) });
        expect(correctionCents(replay(events), { kind: "waiver", feeLineId: "f1" })).toBe(owed);
      }),
    );
  });

  it("weighs a write-off by everything the contract owed, and an adjustment by its size", () => {
    const before = replay([]);
    const owed = before.lines.reduce((sum, line) => sum + line.outstandingCents, 0);
    const after = replay([{ kind: "writeOff", id: "x1", recordedSeq: 1, valueDate: day(28), reason: "uncollectable" }]);
    expect(correctionCents(after, { kind: "writeOff" })).toBe(owed);
    expect(correctionCents(after, { kind: "adjustment", amountCents: -12_345 })).toBe(12_345);
  });
});
