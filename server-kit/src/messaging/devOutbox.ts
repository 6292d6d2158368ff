import { isTenantCode } from "@lendkit/core";
import type { RequestHandler } from "express";
import { findTenantByCode } from "../data/tenants.js";
import { HttpError, sendOk, notFound } from "../http/envelope.js";
import { serverMessages } from "../http/messages.js";
import type { ServerContext } from "../context/serverContext.js";
import { latestOutbox } from "../data/outbox.js";

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export const isLoopbackAddress = (address: string | undefined): boolean => {
  if (!address) return false;
  const bare = address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
  return bare === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
};

/**
 * GET /api/dev/outbox?limit&to&tenant: the latest outbox messages, newest
 * first (at most 100, default 20), optionally for one recipient and one
 * tenant code — so the demo and the tests can read a code. Registered only
 * outside production and when the `devOutbox` option asks for it; answers
 * only a caller on this machine (the socket's address and, behind a trusted
 * proxy, the client's are both loopback), anyone else gets the 404 of a path
 * that does not exist: these codes open any customer's account.
 */
export const devOutbox = (context: ServerContext): RequestHandler => async (req, res) => {
  if (!isLoopbackAddress(req.socket.remoteAddress) || !isLoopbackAddress(req.ip)) throw notFound();
  const limitText = text(req.query.limit) ?? "20";
  const limit = /^[0-9]{1,3}$/.test(limitText) ? Number(limitText) : Number.NaN;
  if (!(limit >= 1 && limit <= 100)) throw new HttpError(400, serverMessages.invalidRequest, "limit: 1 to 100");
  const recipient = text(req.query.to);
  if (req.query.to !== undefined && (recipient === undefined || recipient.length > 254)) {
    throw new HttpError(400, serverMessages.invalidRequest, "to: one recipient");
  }
  const tenantCode = req.query.tenant;
  let tenantId: number | undefined;
  if (tenantCode !== undefined) {
    const tenant = isTenantCode(tenantCode) ? await findTenantByCode(context.db, tenantCode) : null;
    if (!tenant) throw notFound();
    tenantId = tenant.id;
  }
  sendOk(res, await latestOutbox(context.db, { limit, ...(tenantId === undefined ? {} : { tenantId }), ...(recipient === undefined ? {} : { recipient }) }));
};
