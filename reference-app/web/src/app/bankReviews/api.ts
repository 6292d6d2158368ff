import { apiRoutes, routePath } from "@lendkit/core/api";
import { api } from "../../shared/api.js";

/** The list filters of GET /api/bankVerification/manualReviews. */
export const reviewStatuses = ["pendingReview", "succeeded", "failed"] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/** One statement picture of a submission (opened through the files routes). */
export interface StatementPictureWire {
  readonly id: number;
  readonly description: string;
  readonly url: string;
  /** Null for a PDF statement (shown as a PDF icon). */
  readonly thumbnailUrl: string | null;
  /** `image/jpeg`, `image/png` or `application/pdf`. */
  readonly mimeType: string;
  readonly uploadedAt: string;
}

/** One manual submission as the server answers it. */
export interface ManualReviewWire {
  readonly id: number;
  readonly contractId: number;
  readonly contractNumber: string;
  readonly applicantName: string;
  readonly submittedAt: string;
  readonly status: ReviewStatus;
  readonly reviewedAt: string | null;
  readonly reviewerName: string | null;
  readonly note: string | null;
  readonly statements: readonly StatementPictureWire[];
}

const bank = apiRoutes.bankVerification;

export const listManualReviews = async (status: ReviewStatus): Promise<readonly ManualReviewWire[]> =>
  (await api<{ items: ManualReviewWire[] }>(`${bank.manualReviews.path}?status=${status}`)).items;

export const decideManualReview = (id: number, decision: "accept" | "refuse", note: string): Promise<ManualReviewWire> =>
  api<ManualReviewWire>(routePath(bank.decideManualReview, { id }), { method: "POST", body: { decision, note } });
