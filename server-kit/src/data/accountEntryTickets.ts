import type { Knex } from "knex";
import { insertReturningId } from "../db/sql.js";

/**
 * The account entry tickets (`account_entry_tickets`): single-use tickets
 * that open a customer's account without the one-time code. Only a
 * ticket's SHA-256 is stored. A ticket is stored naming its tenant
 * (SECURITY 14) and used by its hash alone: the ticket is what names the
 * tenant. How long one lives is customers/bypassOtp.ts's.
 */

/** A new ticket's row. */
export interface NewAccountEntryTicket {
  readonly tenantId: number;
  readonly customerId: number;
  /** The staff user who opened the account for the customer; null for the customer's own hand-off. */
  readonly createdByUserId: number | null;
  readonly ticketHash: string;
  readonly createdAt: string;
  readonly expiresAt: string;
}

/** Stores a ticket and returns its id. */
export const insertAccountEntryTicket = async (db: Knex, ticket: NewAccountEntryTicket): Promise<number> => {
  return insertReturningId(db, "account_entry_tickets", {
    tenant_id: ticket.tenantId,
    customer_id: ticket.customerId,
    created_by_user_id: ticket.createdByUserId,
    ticket_hash: ticket.ticketHash,
    created_at: ticket.createdAt,
    expires_at: ticket.expiresAt,
  });
};

/** A ticket used: whose account it opens. */
export interface UsedAccountEntryTicket {
  readonly id: number;
  readonly tenantId: number;
  readonly customerId: number;
}

/**
 * Uses the ticket with this hash, once: `UPDATE … WHERE used_at IS NULL AND
 * expires_at > now`, so a second use, an expired ticket or a concurrent
 * exchange gets null.
 */
export const useAccountEntryTicket = async (db: Knex, ticketHash: string, now: string): Promise<UsedAccountEntryTicket | null> => {
  const consumed = await db("account_entry_tickets").where({ ticket_hash: ticketHash }).whereNull("used_at").where("expires_at", ">", now).update({ used_at: now });
  if (consumed !== 1) return null;
  const row = (await db("account_entry_tickets").where({ ticket_hash: ticketHash }).first("id", "tenant_id", "customer_id")) as
    | { id: number; tenant_id: number; customer_id: number }
    | undefined;
  return row ? { id: Number(row.id), tenantId: Number(row.tenant_id), customerId: Number(row.customer_id) } : null;
};
