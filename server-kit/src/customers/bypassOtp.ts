import { Role } from "@lendkit/core";
import type { RequestHandler } from "express";
import { writeAudit } from "../data/audit.js";
import { sessionOf } from "../auth/caller.js";
import { createSession } from "../auth/sessions.js";
import { hashToken, newToken } from "../auth/tokens.js";
import { isoTime, type Clock } from "../infra/clock.js";
import { decodeBody } from "../http/decode.js";
import { HttpError, notFound, sendOk } from "../http/envelope.js";
import { serverMessages } from "../http/messages.js";
import type { RateLimit } from "../http/rateLimit.js";
import type { ServerContext } from "../context/serverContext.js";
import { langOfCustomer } from "./http.js";
import { decodeAccountEntryBody, encodeByPassOtpResult } from "./schemas.js";
import { isCustomerSession } from "./roles.js";
import { findContract } from "../data/customerContracts.js";
import { findCustomer } from "../data/customers.js";
import { insertAccountEntryTicket, useAccountEntryTicket } from "../data/accountEntryTickets.js";
import type { Plumbing } from "../infra/plumbing.js";
import { wholeId } from "../http/ids.js";
import { auditActor, requestFacts } from "../infra/audit.js";

/** How long an account entry ticket may wait for its first load. */
export const accountEntryTicketLifetimeMs = 15 * 60_000;

/** Ticket exchanges per client IP: a guessed ticket is 256 bits, this only keeps floods off the database. */
export const accountEntryIpLimit: RateLimit = { max: 20, windowMs: 15 * 60_000 };

/**
 * How long the Client Space hand-off's ticket lives: long enough for the
 * page it opens to exchange it, short enough that a copied address is dead.
 */
export const clientSpaceTicketLifetimeMs = 2 * 60_000;

/** Issues an account entry ticket for a customer (only its hash is stored); valid {@link accountEntryTicketLifetimeMs} unless `lifetimeMs` says less. */
export const issueAccountEntryTicket = async (
  db: Plumbing["db"],
  clock: Clock,
  who: { readonly tenantId: number; readonly customerId: number; readonly createdByUserId: number | null },
  lifetimeMs: number = accountEntryTicketLifetimeMs,
): Promise<{ ticket: string; ticketId: number; expiresAt: string }> => {
  const ticket = newToken();
  const now = clock.now();
  const expiresAt = isoTime(new Date(now.getTime() + Math.min(lifetimeMs, accountEntryTicketLifetimeMs)));
  const ticketId = await insertAccountEntryTicket(db, { ...who, ticketHash: hashToken(ticket), createdAt: isoTime(now), expiresAt });
  return { ticket, ticketId, expiresAt };
};

/**
 * GET /api/contractExternal/ByPassOTP/{contractId} (C §7; staff only): lets
 * staff open the contract's customer's online account page without the
 * one-time code. Result `{ OnboardingURL, token }`: the account entry route
 * of the lead app (`/go/account/{lang}/{token}`, C §2) in the customer's
 * language, and the token itself — a single-use ticket valid 15 minutes,
 * not a session: the address bar, history and Referer headers keep what is
 * in a path, so the lead app exchanges it on first load
 * (`POST /api/contractExternal/accountEntry`) and removes it from the
 * address. Audited as `customer.otpBypassed` with who opened it for whom
 * (never the ticket).
 */
export const byPassOtp = (context: ServerContext): RequestHandler => async (req, res) => {
  const auth = sessionOf(res);
  const contract = await findContract(context.db, auth.tenantId, wholeId(req.params.contractId, "contractId"));
  const customer = contract?.customerId ? await findCustomer(context.db, auth.tenantId, contract.customerId) : null;
  if (!contract || !customer) throw notFound();
  const { ticket, ticketId, expiresAt } = await issueAccountEntryTicket(context.db, context.clock, { tenantId: auth.tenantId, customerId: customer.id, createdByUserId: auth.userId });
  await writeAudit(context.db, context.clock, {
    action: "customer.otpBypassed",
    ...auditActor(req, res, auth),
    entity: "customer",
    entityId: customer.id,
    after: { contractId: contract.id, ticketId, expiresAt },
  });
  sendOk(res, encodeByPassOtpResult({ OnboardingURL: `/go/account/${langOfCustomer(customer.language)}/${ticket}`, token: ticket }));
};

/**
 * POST /api/contractExternal/clientSpaceTicket (a customer's session only):
 * the hand-off of the overdue screen's "Go to Client Space" (C §2). The
 * customer has just proved who they are with the flow's code, so the client
 * space must not ask again: this issues a single-use account entry ticket
 * for the session's own customer in the session's tenant, valid
 * {@link clientSpaceTicketLifetimeMs}, exchanged like staff's (`POST
 * …/accountEntry`) by the account page, which takes it out of the address at
 * once. Result `{ OnboardingURL, token }` as ByPassOTP's. Audited
 * `customer.clientSpaceHandOff` with the ticket's id (never the ticket).
 */
export const clientSpaceTicket = (context: ServerContext): RequestHandler => async (req, res) => {
  const auth = sessionOf(res);
  if (!isCustomerSession(auth) || auth.customerId === null) throw notFound();
  const customer = await findCustomer(context.db, auth.tenantId, auth.customerId);
  if (!customer) throw notFound();
  const { ticket, ticketId, expiresAt } = await issueAccountEntryTicket(
    context.db,
    context.clock,
    { tenantId: auth.tenantId, customerId: customer.id, createdByUserId: null },
    clientSpaceTicketLifetimeMs,
  );
  await writeAudit(context.db, context.clock, {
    action: "customer.clientSpaceHandOff",
    ...auditActor(req, res, auth),
    entity: "customer",
    entityId: customer.id,
    after: { ticketId, expiresAt },
  });
  sendOk(res, encodeByPassOtpResult({ OnboardingURL: `/go/account/${langOfCustomer(customer.language)}/${ticket}`, token: ticket }));
};

/**
 * POST /api/contractExternal/accountEntry `{ token }` (public): exchanges an
 * account entry ticket for a customer session (role Client, the customers'
 * short lifetime), once: the ticket is consumed by `UPDATE … WHERE used_at
 * IS NULL AND expires_at > now`, so a second load, a copied link or a
 * concurrent exchange gets 401. Result `{ serverInfo, serverInfoExpiration }`.
 * Audited `customer.accountEntryOpened` (or `…Refused`), never the ticket.
 */
export const exchangeAccountEntry = (context: ServerContext): RequestHandler => async (req, res) => {
  const { token } = decodeBody(req, decodeAccountEntryBody);
  const now = isoTime(context.clock.now());
  const ticket = await useAccountEntryTicket(context.db, hashToken(token), now);
  if (!ticket) {
    await writeAudit(context.db, context.clock, { action: "customer.accountEntryRefused", entity: "route", entityId: "POST /api/contractExternal/accountEntry", ...requestFacts(req, res) });
    throw new HttpError(401, serverMessages.unauthenticated);
  }
  const session = await createSession(context.db, context.clock, context.sessions, {
    kind: "customer",
    tenantId: ticket.tenantId,
    customerId: ticket.customerId,
    roleId: Role.Client,
  });
  await writeAudit(context.db, context.clock, {
    action: "customer.accountEntryOpened",
    ...auditActor(req, res, { tenantId: ticket.tenantId, customerId: ticket.customerId }),
    entity: "session",
    entityId: session.sessionId,
    after: { ticketId: ticket.id },
  });
  sendOk(res, { serverInfo: session.token, serverInfoExpiration: session.expiresAt });
};
