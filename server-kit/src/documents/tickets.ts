import type { DocumentKind } from "@lendkit/core/documents";
import type { Lang } from "@lendkit/core";
import type { SessionInfo } from "../auth/sessions.js";
import { hashToken, newToken } from "../auth/tokens.js";
import { deletePrintTicketsExpiredBefore, insertPrintTicket, printTicketByHash, spendPrintTicketUse, type PrintTicketRow } from "../data/printTickets.js";
import { isoTime, type Clock } from "../infra/clock.js";
import type { Plumbing } from "../infra/plumbing.js";

/**
 * How long a print ticket lives: long enough for the browser to open the new
 * tab, short enough that a ticket read from a history, log or Referer later
 * is dead.
 */
export const PRINT_TICKET_TTL_MS = 60_000;

/**
 * Fetches one ticket allows. Not strictly one: a PDF viewer may fetch the
 * URL again to save or print it (the answer is `no-store`).
 */
export const PRINT_TICKET_MAX_USES = 5;

/** What a ticket allows: one document of one contract (and one receipt). */
export interface TicketGrant {
  readonly tenantId: number;
  readonly document: DocumentKind;
  readonly contractId: number;
  readonly receiptId: number | null;
  /** The customer whose contract it must still be; null for staff. */
  readonly ownerCustomerId: number | null;
  readonly lang: Lang;
}

/** A ticket as stored. */
export interface PrintTicket extends TicketGrant {
  readonly id: number;
  readonly sessionId: number;
  readonly issuedByUserId: number | null;
  readonly issuedByCustomerId: number | null;
  readonly useCount: number;
}

/**
 * Issues a ticket for `grant` on behalf of `session` and returns the raw
 * ticket, once (only its SHA-256 is stored), with its id and end.
 */
export const issuePrintTicket = async (
  db: Plumbing["db"],
  clock: Clock,
  session: SessionInfo,
  grant: TicketGrant,
): Promise<{ ticket: string; id: number; expiresAt: string }> => {
  const ticket = newToken();
  const now = clock.now();
  const expiresAt = isoTime(new Date(now.getTime() + PRINT_TICKET_TTL_MS));
  const id = await insertPrintTicket(db, {
    tenantId: grant.tenantId,
    tokenHash: hashToken(ticket),
    document: grant.document,
    contractId: grant.contractId,
    receiptId: grant.receiptId,
    ownerCustomerId: grant.ownerCustomerId,
    sessionId: session.sessionId,
    issuedByUserId: session.userId,
    issuedByCustomerId: session.customerId,
    lang: grant.lang,
    createdAt: isoTime(now),
    expiresAt,
  });
  return { ticket, id, expiresAt };
};

/** Why a ticket was refused (for the audit log; the caller always gets the same 404). */
export type TicketRefusal = "unknown" | "expired" | "usedUp" | "otherDocument" | "sessionEnded";

const nullableId = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

const toTicket = (row: PrintTicketRow): PrintTicket => ({
  id: Number(row.id),
  tenantId: Number(row.tenant_id),
  document: row.document as DocumentKind,
  contractId: Number(row.contract_id),
  receiptId: nullableId(row.receipt_id),
  ownerCustomerId: nullableId(row.owner_customer_id),
  sessionId: Number(row.session_id),
  issuedByUserId: nullableId(row.issued_by_user_id),
  issuedByCustomerId: nullableId(row.issued_by_customer_id),
  lang: row.lang === "en" ? "en" : "fr",
  useCount: Number(row.use_count),
});

/** The issuing session is gone: logged out, expired, its user disabled or its role changed. */
const sessionEnded = (row: PrintTicketRow, now: string): boolean =>
  row.session_expires_at === null ||
  row.session_revoked_at !== null ||
  row.session_expires_at <= now ||
  (row.user_role_id !== null && (Boolean(row.user_disabled) || Number(row.user_role_id) !== Number(row.session_role_id)));

/**
 * Spends one use of `ticket` for the document the URL names: refused when
 * unknown, expired, used up, bound to another document, contract or receipt,
 * or when its session has ended. The use is counted atomically (`use_count <
 * max` in the UPDATE), so parallel fetches cannot exceed the cap.
 */
export const usePrintTicket = async (
  db: Plumbing["db"],
  clock: Clock,
  ticket: string,
  wanted: { readonly document: DocumentKind; readonly contractId: number; readonly receiptId: number | null },
): Promise<{ ticket: PrintTicket } | { refusal: TicketRefusal; ticket?: PrintTicket }> => {
  const row = await printTicketByHash(db, hashToken(ticket));
  if (!row) return { refusal: "unknown" };
  const found = toTicket(row);
  const now = isoTime(clock.now());
  const refuse = (refusal: TicketRefusal) => ({ refusal, ticket: found });
  if (found.document !== wanted.document || found.contractId !== wanted.contractId || found.receiptId !== wanted.receiptId) return refuse("otherDocument");
  if (row.expires_at <= now) return refuse("expired");
  if (sessionEnded(row, now)) return refuse("sessionEnded");
  if (!(await spendPrintTicketUse(db, found.tenantId, found.id, PRINT_TICKET_MAX_USES, now))) return refuse("usedUp");
  return { ticket: { ...found, useCount: found.useCount + 1 } };
};

/**
 * Deletes tickets dead for more than `olderThanMs` (default a day): they can
 * no longer be used and the audit log keeps who printed what. Safe from any
 * instance at any time.
 */
export const prunePrintTickets = async (db: Plumbing["db"], clock: Clock, olderThanMs = 24 * 60 * 60_000): Promise<number> =>
  deletePrintTicketsExpiredBefore(db, isoTime(new Date(clock.now().getTime() - olderThanMs)));
