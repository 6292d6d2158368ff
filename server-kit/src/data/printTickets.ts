import type { Knex } from "knex";
import { insertReturningId } from "../db/sql.js";

/**
 * The print tickets' storage (`print_tickets`). A ticket is found by its
 * hash alone (the ticket is what names its tenant); the other statements
 * name the tenant (SECURITY 14), but the housekeeping's prune, which runs
 * over all of them. Which ticket is still good is documents/tickets.ts's.
 */

/** A new ticket's row: only the ticket's SHA-256 is stored. */
export interface NewPrintTicketRow {
  readonly tenantId: number;
  readonly tokenHash: string;
  readonly document: string;
  readonly contractId: number;
  readonly receiptId: number | null;
  readonly ownerCustomerId: number | null;
  readonly sessionId: number;
  readonly issuedByUserId: number | null;
  readonly issuedByCustomerId: number | null;
  readonly lang: string;
  readonly createdAt: string;
  readonly expiresAt: string;
}

/** Stores a ticket and returns its id. */
export const insertPrintTicket = async (db: Knex, ticket: NewPrintTicketRow): Promise<number> => {
  return insertReturningId(db, "print_tickets", {
    tenant_id: ticket.tenantId,
    token_hash: ticket.tokenHash,
    document: ticket.document,
    contract_id: ticket.contractId,
    receipt_id: ticket.receiptId,
    owner_customer_id: ticket.ownerCustomerId,
    session_id: ticket.sessionId,
    issued_by_user_id: ticket.issuedByUserId,
    issued_by_customer_id: ticket.issuedByCustomerId,
    lang: ticket.lang,
    created_at: ticket.createdAt,
    expires_at: ticket.expiresAt,
  });
};

/** A ticket as read back, with its session's and user's state. */
export interface PrintTicketRow {
  id: number;
  tenant_id: number;
  document: string;
  contract_id: number;
  receipt_id: number | null;
  owner_customer_id: number | null;
  session_id: number;
  issued_by_user_id: number | null;
  issued_by_customer_id: number | null;
  lang: string;
  expires_at: string;
  use_count: number;
  session_revoked_at: string | null;
  session_expires_at: string | null;
  session_role_id: number | null;
  user_role_id: number | null;
  user_disabled: boolean | number | null;
}

/** The ticket whose hash is `tokenHash`, with its session and user, or undefined. */
export const printTicketByHash = async (db: Knex, tokenHash: string): Promise<PrintTicketRow | undefined> =>
  (await db("print_tickets")
    .leftJoin("sessions", "sessions.id", "print_tickets.session_id")
    .leftJoin("users", "users.id", "sessions.user_id")
    .where("print_tickets.token_hash", tokenHash)
    .first(
      "print_tickets.*",
      "sessions.revoked_at as session_revoked_at",
      "sessions.expires_at as session_expires_at",
      "sessions.role_id as session_role_id",
      "users.role_id as user_role_id",
      "users.disabled as user_disabled",
    )) as PrintTicketRow | undefined;

/**
 * Counts one use of the ticket, atomically: the update only matches while
 * it has fewer than `maxUses` uses and has not expired at `now`, so
 * parallel fetches cannot exceed the cap. True when the use was counted.
 */
export const spendPrintTicketUse = async (db: Knex, tenantId: number, id: number, maxUses: number, now: string): Promise<boolean> => {
  const spent = await db("print_tickets")
    .where({ tenant_id: tenantId, id })
    .andWhere("use_count", "<", maxUses)
    .andWhere("expires_at", ">", now)
    .update({ use_count: db.raw("?? + 1", ["use_count"]), last_used_at: now });
  return spent === 1;
};

/** Deletes every tenant's tickets expired before `before` (housekeeping); answers how many went. */
export const deletePrintTicketsExpiredBefore = async (db: Knex, before: string): Promise<number> =>
  db("print_tickets").where("expires_at", "<", before).delete();
