import { isRoleId, Role, type RoleId } from "../access/roles.js";
import { RenewalStep } from "../renewal/steps.js";
import { manualBankProvider, type BankVerificationRecord } from "./manual.js";

/**
 * The lender's review of statements submitted by hand (C §3.7 manual mode):
 * a submission waits in `pendingReview` until one of the lender's reviewers
 * accepts it (`succeeded`: step 2 stays done, funding may rely on it) or
 * refuses it with a note (`failed`: step 2 no longer counts and, while the
 * flow is not signed, the applicant is sent back to it to submit again).
 * A decided submission is final; a new submission is a new record.
 */

/** A reviewer's decision on the wire. */
export type ManualReviewDecision = "accept" | "refuse";

/** The decisions, for Schemas and lists. */
export const manualReviewDecisions: readonly ManualReviewDecision[] = ["accept", "refuse"];

/** The longest review note kept (characters, after trimming). */
export const manualReviewNoteMax = 500;

/** The status a manual submission waits in. */
export const manualReviewPending = "pendingReview";

/**
 * Who reviews statements: the lender's underwriting staff — Admin, AdminCRM
 * and LeadCrm (the cash-loan applications' team). Dealer partners never see
 * an applicant's bank statements; collectors work on funded loans.
 *
 * @example
 * canReviewBankStatements(Role.AdminCRM) // true
 * canReviewBankStatements(Role.Merchant) // false
 */
export const canReviewBankStatements = (role: RoleId | number | null | undefined): boolean =>
  isRoleId(role) && (role === Role.Admin || role === Role.AdminCRM || role === Role.LeadCrm);

/** Why a review is refused. */
export type ManualReviewRefusal = "notPending" | "noteRequired" | "noteTooLong";

/** What the rule needs to know about one review. */
export interface ManualReviewFacts {
  /** The submission's current status. */
  readonly status: string;
  readonly decision: ManualReviewDecision;
  /** The reviewer's note; a refusal must say why. */
  readonly note: string;
  /** The flow is signed (its contract submitted): it cannot be reopened. */
  readonly flowSigned: boolean;
}

/** An allowed review: the submission's new status, the note as kept, and whether the applicant goes back to step 2. */
export interface ManualReviewOutcome {
  readonly ok: true;
  readonly status: "succeeded" | "failed";
  readonly note: string;
  readonly reopensBankStep: boolean;
}

/**
 * The review rule: only a submission still `pendingReview` is decided; a
 * refusal needs a note (what the applicant must fix); notes are trimmed and
 * at most {@link manualReviewNoteMax} characters. A refusal reopens step 2
 * unless the flow is already signed.
 *
 * @example
 * decideManualReview({ status: "pendingReview", decision: "refuse", note: "Illisible", flowSigned: false })
 * // { ok: true, status: "failed", note: "Illisible", reopensBankStep: true }
 * decideManualReview({ status: "succeeded", decision: "refuse", note: "x", flowSigned: false })
 * // { ok: false, reason: "notPending" }
 */
export const decideManualReview = (facts: ManualReviewFacts): ManualReviewOutcome | { readonly ok: false; readonly reason: ManualReviewRefusal } => {
  if (facts.status !== manualReviewPending) return { ok: false, reason: "notPending" };
  const note = facts.note.trim();
  if (note.length > manualReviewNoteMax) return { ok: false, reason: "noteTooLong" };
  if (facts.decision === "refuse" && note.length === 0) return { ok: false, reason: "noteRequired" };
  return facts.decision === "accept"
    ? { ok: true, status: "succeeded", note, reopensBankStep: false }
    : { ok: true, status: "failed", note, reopensBankStep: !facts.flowSigned };
};

/** The step a reopened flow is set back to: the bank step. */
export const reopenedBankStep = RenewalStep.IBV;

/** True when a record is a manual submission waiting for the lender's review. */
export const isPendingManualSubmission = (record: BankVerificationRecord): boolean =>
  record.provider === manualBankProvider && record.status === manualReviewPending;
