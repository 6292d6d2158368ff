import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Role, roleIds } from "../access/roles.js";
import { bankStepCompleted, manualBankProvider } from "./manual.js";
import { canReviewBankStatements, decideManualReview, manualReviewNoteMax, reopenedBankStep, type ManualReviewDecision } from "./manualReview.js";

const statuses = fc.constantFrom("pendingReview", "succeeded", "failed", "pending", "");
const decisions = fc.constantFrom<ManualReviewDecision>("accept", "refuse");
const notes = fc.oneof(fc.string({ maxLength: 20 }), fc.string({ minLength: manualReviewNoteMax - 5, maxLength: manualReviewNoteMax + 5 }), fc.constantFrom("", "   ", " Illisible "));

describe("the manual statements review", () => {
  it("lets the lender's underwriting staff review, and no one else", () => {
    expect(roleIds.filter(canReviewBankStatements)).toEqual([Role.Admin, Role.LeadCrm, Role.AdminCRM]);
    expect(canReviewBankStatements(null)).toBe(false);
    expect(canReviewBankStatements(8)).toBe(false);
  });

  it("accepts a pending submission, keeping step 2 done", () => {
    const outcome = decideManualReview({ status: "pendingReview", decision: "accept", note: "", flowSigned: false });
    expect(outcome).toEqual({ ok: true, status: "succeeded", note: "", reopensBankStep: false });
  });

  it("refuses with a trimmed note and reopens step 2 of an unsigned flow only", () => {
    expect(decideManualReview({ status: "pendingReview", decision: "refuse", note: "  Relevé illisible ", flowSigned: false })).toEqual({
      ok: true,
      status: "failed",
      note: "Relevé illisible",
      reopensBankStep: true,
    });
    expect(decideManualReview({ status: "pendingReview", decision: "refuse", note: "Old", flowSigned: true })).toMatchObject({ ok: true, reopensBankStep: false });
    expect(reopenedBankStep).toBe(2);
  });

  it("refuses a refusal without a note, a note over the cap, and any decision on a decided submission", () => {
    expect(decideManualReview({ status: "pendingReview", decision: "refuse", note: "  ", flowSigned: false })).toEqual({ ok: false, reason: "noteRequired" });
    expect(decideManualReview({ status: "pendingReview", decision: "accept", note: "x".repeat(manualReviewNoteMax + 1), flowSigned: false })).toEqual({
      ok: false,
      reason: "noteTooLong",
    });
    expect(decideManualReview({ status: "pendingReview", decision: "accept", note: "x".repeat(manualReviewNoteMax), flowSigned: false }).ok).toBe(true);
    for (const status of ["succeeded", "failed"]) {
      expect(decideManualReview({ status, decision: "accept", note: "", flowSigned: false })).toEqual({ ok: false, reason: "notPending" });
    }
  });

  it("property: only a pending submission moves, to succeeded (step 2 done) or failed (step 2 open), and a decided one never moves again", () => {
    fc.assert(
      fc.property(statuses, decisions, notes, fc.boolean(), (status, decision, note, flowSigned) => {
        const outcome = decideManualReview({ status, decision, note, flowSigned });
        if (status !== "pendingReview") {
          expect(outcome).toEqual({ ok: false, reason: "notPending" });
          return;
        }
        const trimmed = note.trim();
        const valid = trimmed.length <= manualReviewNoteMax && (decision === "accept" || trimmed.length > 0);
        expect(outcome.ok).toBe(valid);
        if (!outcome.ok) return;
        expect(outcome.note).toBe(trimmed);
        expect(outcome.status).toBe(decision === "accept" ? "succeeded" : "failed");
        expect(outcome.reopensBankStep).toBe(decision === "refuse" && !flowSigned);
        expect(bankStepCompleted([{ provider: manualBankProvider, status: outcome.status }])).toBe(decision === "accept");
        expect(decideManualReview({ status: outcome.status, decision, note, flowSigned }).ok).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});
