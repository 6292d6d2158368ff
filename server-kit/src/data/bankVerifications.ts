import { manualBankProvider, manualReviewPending, type BankVerificationRecord } from "@lendkit/core";
import type { Knex } from "knex";
import { insertReturningId } from "../db/sql.js";

/**
 * Bank verifications' storage (`bank_verifications`): a flow's records as
 * core reads them, a provider's verification from its request to its
 * answer, the manual submission of statements and its review by the
 * lender's staff, and the file-drop files a submission covers. Every query
 * names the tenant (SECURITY 14), but the sandbox's look-up of a widget
 * request by its code, which is how its page learns the flow.
 */

/** The bank verifications of the tenant's contract as core reads them, oldest first. */
export const bankVerificationsOf = async (db: Knex, tenantId: number, contractId: number): Promise<Array<BankVerificationRecord & { id: number }>> =>
  ((await db("bank_verifications").where({ tenant_id: tenantId, contract_id: contractId }).orderBy("id").select("id", "provider", "status")) as Array<
    BankVerificationRecord & { id: number }
  >).map((row) => ({ id: Number(row.id), provider: row.provider, status: row.status }));

/** A provider's verification as its answer is recorded: its id and status. */
export interface ProviderVerification {
  readonly id: number;
  readonly status: string;
}

const providerVerificationOf = (row: { id: number; status: string } | undefined): ProviderVerification | null =>
  row ? { id: Number(row.id), status: row.status } : null;

/** The tenant contract's verification by the widget provider (`decisionLogic`) with our request code, or null. */
export const widgetVerificationOf = async (db: Knex, tenantId: number, contractId: number, requestCode: string): Promise<ProviderVerification | null> =>
  providerVerificationOf(
    await db("bank_verifications").where({ tenant_id: tenantId, contract_id: contractId, provider: "decisionLogic", request_code: requestCode }).first("id", "status"),
  );

/** The tenant contract's verification by `provider` with the provider's own reference, or null. */
export const referenceVerificationOf = async (db: Knex, tenantId: number, contractId: number, provider: string, reference: string): Promise<ProviderVerification | null> =>
  providerVerificationOf(
    await db("bank_verifications").where({ tenant_id: tenantId, contract_id: contractId, provider, provider_reference: reference }).first("id", "status"),
  );

/** A provider's verification to record, `pending` until its answer: the widget's names the bank chosen and whether it is a test. */
export interface NewProviderVerification {
  readonly provider: string;
  /** `sandbox` or `live`: which adapter answers. */
  readonly mode: string;
  readonly requestCode: string;
  readonly providerReference: string | null;
  readonly widget?: { readonly bankServiceId: number; readonly test: boolean };
  readonly at: string;
}

const pendingRow = (tenantId: number, contractId: number, verification: NewProviderVerification) => ({
  tenant_id: tenantId,
  contract_id: contractId,
  provider: verification.provider,
  mode: verification.mode,
  request_code: verification.requestCode,
  ...(verification.widget ? { bank_service_id: verification.widget.bankServiceId, is_test: verification.widget.test } : {}),
  provider_reference: verification.providerReference,
  status: "pending",
  created_at: verification.at,
});

/** Inserts the tenant contract's pending verification; its id. */
export const insertPendingVerification = async (db: Knex, tenantId: number, contractId: number, verification: NewProviderVerification): Promise<number> => {
  return insertReturningId(db, "bank_verifications", pendingRow(tenantId, contractId, verification));
};

/**
 * Inserts the tenant contract's pending verification once per provider
 * reference; its id, or null when one with that reference exists.
 */
export const insertPendingVerificationOnce = async (db: Knex, tenantId: number, contractId: number, verification: NewProviderVerification): Promise<number | null> => {
  const [row] = (await db("bank_verifications")
    .insert(pendingRow(tenantId, contractId, verification))
    .onConflict(["contract_id", "provider", "provider_reference"])
    .ignore()
    .returning("id")) as Array<{ id: number }>;
  return row ? Number(row.id) : null;
};

/** A provider's final answer as stored: its status, the statement summary (JSON text) when it succeeded, and when. */
export interface ProviderAnswer {
  readonly status: "succeeded" | "failed";
  readonly summaryJson: string | null;
  readonly at: string;
}

/** Records a provider's answer on the tenant's verification `id` while it is pending (a row already final keeps its status). */
export const settleVerification = async (db: Knex, tenantId: number, id: number, answer: ProviderAnswer): Promise<void> => {
  await db("bank_verifications")
    .where({ id, tenant_id: tenantId, status: "pending" })
    .update({ status: answer.status, summary_json: answer.summaryJson, completed_at: answer.at });
};

/**
 * The widget's pending sandbox request with our request code, or null: the
 * code is how the sandbox's page learns the flow, and so its tenant.
 */
export const pendingSandboxWidget = async (db: Knex, requestCode: string): Promise<{ contractId: number; bankServiceId: number | null } | null> => {
  const row = (await db("bank_verifications")
    .where({ request_code: requestCode, provider: "decisionLogic", mode: "sandbox", status: "pending" })
    .first("contract_id", "bank_service_id")) as { contract_id: number; bank_service_id: number | null } | undefined;
  return row ? { contractId: Number(row.contract_id), bankServiceId: row.bank_service_id === null ? null : Number(row.bank_service_id) } : null;
};

/**
 * How many files of `category` the applicant stored on the contract through
 * the file drop (staff uploads do not count) since the lender last refused
 * a manual submission: a refused submission's pictures do not count again.
 */
export const fileDropFilesSinceRefusal = async (db: Knex, tenantId: number, contractId: number, category: string): Promise<number> => {
  const refused = (await db("bank_verifications")
    .where({ tenant_id: tenantId, contract_id: contractId, provider: manualBankProvider, status: "failed" })
    .max({ at: "reviewed_at" })
    .first()) as { at: string | null } | undefined;
  const query = db("files").where({ tenant_id: tenantId, contract_id: contractId, source: "fileDrop", category });
  if (refused?.at) query.where("created_at", ">", refused.at);
  const row = (await query.count({ n: "*" }).first()) as { n: unknown } | undefined;
  return Number(row?.n ?? 0);
};

/** A manual submission to record: its request code, its reference (unique per contract) and when. */
export interface NewManualSubmission {
  readonly requestCode: string;
  readonly reference: string;
  readonly at: string;
}

/** Inserts the contract's manual submission, `pendingReview`, once; its id, or null when one with its reference exists. */
export const insertManualSubmission = async (db: Knex, tenantId: number, contractId: number, submission: NewManualSubmission): Promise<number | null> => {
  const [row] = (await db("bank_verifications")
    .insert({
      tenant_id: tenantId,
      contract_id: contractId,
      provider: manualBankProvider,
      mode: "manual",
      request_code: submission.requestCode,
      provider_reference: submission.reference,
      status: "pendingReview",
      created_at: submission.at,
    })
    .onConflict(["contract_id", "provider", "provider_reference"])
    .ignore()
    .returning("id")) as Array<{ id: number }>;
  return row ? Number(row.id) : null;
};

/** A manual submission as its review reads it. */
export interface ManualSubmission {
  readonly id: number;
  readonly tenantId: number;
  readonly contractId: number;
  readonly contractNumber: string;
  readonly applicantName: string;
  readonly submittedAt: string;
  readonly status: string;
  readonly reviewedAt: string | null;
  /** The reviewer's first and last name, else the username; null before a review. */
  readonly reviewerName: string | null;
  readonly note: string | null;
}

interface SubmissionRow {
  id: number;
  tenant_id: number;
  contract_id: number;
  contract_number: string;
  lessee_name: string;
  created_at: string;
  status: string;
  reviewed_at: string | null;
  review_note: string | null;
  first_name: string | null;
  last_name: string | null;
  username: string | null;
}

const submissionOf = (row: SubmissionRow): ManualSubmission => ({
  id: Number(row.id),
  tenantId: Number(row.tenant_id),
  contractId: Number(row.contract_id),
  contractNumber: row.contract_number,
  applicantName: row.lessee_name,
  submittedAt: row.created_at,
  status: row.status,
  reviewedAt: row.reviewed_at,
  reviewerName: row.reviewed_at ? `${row.first_name ?? ""} ${row.last_name ?? ""}`.trim() || row.username : null,
  note: row.review_note,
});

const submissionQuery = (db: Knex, tenantId: number) =>
  db("bank_verifications as b")
    .join("contracts as c", "c.id", "b.contract_id")
    .leftJoin("users as u", "u.id", "b.reviewed_by_user_id")
    .where({ "b.tenant_id": tenantId, "c.tenant_id": tenantId, "b.provider": manualBankProvider })
    .select(
      "b.id",
      "b.tenant_id",
      "b.contract_id",
      "c.contract_number",
      "c.lessee_name",
      "b.created_at",
      "b.status",
      "b.reviewed_at",
      "b.review_note",
      "u.first_name",
      "u.last_name",
      "u.username",
    );

/**
 * The tenant's manual submissions of `status`, at most `limit`: pending ones
 * oldest first (a queue), reviewed ones newest review first.
 */
export const manualSubmissionsOf = async (db: Knex, tenantId: number, status: string, pending: boolean, limit: number): Promise<ManualSubmission[]> => {
  const rows = (await submissionQuery(db, tenantId)
    .where("b.status", status)
    .orderBy(pending ? [{ column: "b.created_at" }, { column: "b.id" }] : [{ column: "b.reviewed_at", order: "desc" }, { column: "b.id", order: "desc" }])
    .limit(limit)) as SubmissionRow[];
  return rows.map(submissionOf);
};

/** The tenant's manual submission `id`, or null (another tenant's is none). */
export const findManualSubmission = async (db: Knex, tenantId: number, id: number): Promise<ManualSubmission | null> => {
  const row = (await submissionQuery(db, tenantId).where("b.id", id).first()) as SubmissionRow | undefined;
  return row ? submissionOf(row) : null;
};

/** A file-drop file a submission covers. */
export interface StatementFile {
  readonly id: number;
  readonly description: string;
  readonly hasThumbnail: boolean;
  readonly mimeType: string;
  readonly createdAt: string;
}

/** The applicant's file-drop files one submission covers: uploaded after the previous refusal, up to the submission, oldest first. */
export const statementFilesOf = async (db: Knex, submission: ManualSubmission): Promise<StatementFile[]> => {
  const previous = (await db("bank_verifications")
    .where({ tenant_id: submission.tenantId, contract_id: submission.contractId, provider: manualBankProvider, status: "failed" })
    .where("id", "<", submission.id)
    .max({ at: "reviewed_at" })
    .first()) as { at: string | null } | undefined;
  const query = db("files")
    .where({ tenant_id: submission.tenantId, contract_id: submission.contractId, source: "fileDrop" })
    .where("created_at", "<=", submission.submittedAt);
  if (previous?.at) query.where("created_at", ">", previous.at);
  const files = (await query.orderBy("id").select("id", "description", "thumb_name", "mime_type", "created_at")) as Array<{
    id: number;
    description: string;
    thumb_name: string | null;
    mime_type: string;
    created_at: string;
  }>;
  return files.map((file) => ({
    id: Number(file.id),
    description: file.description,
    hasThumbnail: Boolean(file.thumb_name),
    mimeType: file.mime_type,
    createdAt: file.created_at,
  }));
};

/** A review's outcome as stored: the new status, its note (empty: none), the reviewer and when. */
export interface ManualReviewOutcome {
  readonly status: string;
  readonly note: string;
  readonly reviewerUserId: number | null;
  readonly at: string;
}

/**
 * Records the review of a pending submission; false when it was no longer
 * pending (a concurrent review). A refusal renames its reference, so the
 * applicant may submit again.
 */
export const recordManualReview = async (db: Knex, tenantId: number, id: number, outcome: ManualReviewOutcome): Promise<boolean> => {
  const changed = await db("bank_verifications")
    .where({ id, tenant_id: tenantId, status: manualReviewPending })
    .update({
      status: outcome.status,
      completed_at: outcome.at,
      reviewed_at: outcome.at,
      reviewed_by_user_id: outcome.reviewerUserId,
      review_note: outcome.note === "" ? null : outcome.note,
      ...(outcome.status === "failed" ? { provider_reference: `refused-${id}` } : {}),
    });
  return changed === 1;
};
