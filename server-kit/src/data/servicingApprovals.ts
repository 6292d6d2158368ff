import type { ApprovalKind, ApprovalStatus } from "@lendkit/core";
import type { Knex } from "knex";
import { lockedFor, insertReturningId } from "../db/sql.js";

/**
 * Corrections waiting for a second person (migration 0032). Every query
 * names the tenant (SECURITY 14); money is integer cents (PostgreSQL sends
 * bigint as text, hence `Number`).
 */

/** A stored request, with its maker's and checker's names for the screens. */
export interface ApprovalRecord {
  readonly id: number;
  readonly contractId: number;
  readonly contractNumber: string;
  readonly kind: ApprovalKind;
  /** What was asked (the correction's input, as stored JSON). */
  readonly request: Record<string, unknown>;
  readonly amountCents: number;
  readonly status: ApprovalStatus;
  readonly requestedBy: number | null;
  readonly requestedByName: string | null;
  readonly requestedAt: string;
  readonly decidedBy: number | null;
  readonly decidedByName: string | null;
  readonly decidedAt: string | null;
  readonly decisionNote: string | null;
  readonly eventId: number | null;
}

/** A new request. */
export interface NewApproval {
  readonly tenantId: number;
  readonly contractId: number;
  readonly kind: ApprovalKind;
  readonly request: Record<string, unknown>;
  readonly amountCents: number;
  readonly requestedBy: number | null;
  readonly requestedAt: string;
}

/** Stores a pending request; answers its id. */
export const insertApproval = async (db: Knex, approval: NewApproval): Promise<number> => {
  return insertReturningId(db, "servicing_approvals", {
    tenant_id: approval.tenantId,
    contract_id: approval.contractId,
    kind: approval.kind,
    request: JSON.stringify(approval.request),
    amount_cents: approval.amountCents,
    status: "pending",
    requested_by: approval.requestedBy,
    requested_at: approval.requestedAt,
  });
};

const columns = [
  "a.id",
  "a.contract_id",
  "c.contract_number",
  "a.kind",
  "a.request",
  "a.amount_cents",
  "a.status",
  "a.requested_by",
  "maker.username as maker_name",
  "a.requested_at",
  "a.decided_by",
  "checker.username as checker_name",
  "a.decided_at",
  "a.decision_note",
  "a.event_id",
];

const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const textOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));

const toRecord = (row: Record<string, unknown>): ApprovalRecord => ({
  id: Number(row.id),
  contractId: Number(row.contract_id),
  contractNumber: String(row.contract_number ?? ""),
  kind: row.kind as ApprovalKind,
  request: JSON.parse(String(row.request)) as Record<string, unknown>,
  amountCents: Number(row.amount_cents),
  status: row.status as ApprovalStatus,
  requestedBy: numberOrNull(row.requested_by),
  requestedByName: textOrNull(row.maker_name),
  requestedAt: String(row.requested_at),
  decidedBy: numberOrNull(row.decided_by),
  decidedByName: textOrNull(row.checker_name),
  decidedAt: textOrNull(row.decided_at),
  decisionNote: textOrNull(row.decision_note),
  eventId: numberOrNull(row.event_id),
});

const approvals = (db: Knex, tenantId: number) =>
  db("servicing_approvals as a")
    .join("contracts as c", "c.id", "a.contract_id")
    .leftJoin("users as maker", "maker.id", "a.requested_by")
    .leftJoin("users as checker", "checker.id", "a.decided_by")
    .where("a.tenant_id", tenantId);

/** The tenant's requests, newest first, narrowed to a status and a contract when given (at most 500). */
export const listApprovals = async (db: Knex, tenantId: number, filter: { readonly status?: ApprovalStatus; readonly contractId?: number }): Promise<ApprovalRecord[]> => {
  const query = approvals(db, tenantId).select(columns).orderBy("a.id", "desc").limit(500);
  if (filter.status !== undefined) query.where("a.status", filter.status);
  if (filter.contractId !== undefined) query.where("a.contract_id", filter.contractId);
  return ((await query) as Array<Record<string, unknown>>).map(toRecord);
};

/** One of the tenant's requests, locked for its decision on PostgreSQL (SQLite has one writer at a time); undefined when it is not the tenant's. */
export const lockApproval = async (trx: Knex.Transaction, tenantId: number, id: number): Promise<ApprovalRecord | undefined> => {
  const query = approvals(trx, tenantId).where("a.id", id).first(columns);
  const row = (await lockedFor(trx, query, ["a"])) as Record<string, unknown> | undefined;
  return row ? toRecord(row) : undefined;
};

/** Records the decision on a pending request; false when it was decided meanwhile. */
export const decideApproval = async (
  trx: Knex.Transaction,
  id: number,
  decision: { readonly status: "approved" | "rejected"; readonly decidedBy: number | null; readonly decidedAt: string; readonly note: string | null; readonly eventId: number | null },
): Promise<boolean> =>
  (await trx("servicing_approvals")
    .where({ id, status: "pending" })
    .update({ status: decision.status, decided_by: decision.decidedBy, decided_at: decision.decidedAt, decision_note: decision.note, event_id: decision.eventId })) === 1;
