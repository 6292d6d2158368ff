import { decodeCollectionsQuery, decoderFor, tBoth } from "@lendkit/core";
import * as Schema from "effect/Schema";
import type { RequestHandler } from "express";
import { writeAudit } from "../data/audit.js";
import { sessionOf } from "../auth/caller.js";
import { isoTime } from "../infra/clock.js";
import { decodeBody } from "../http/decode.js";
import { HttpError, sendOk, notFound } from "../http/envelope.js";
import { serverMessages } from "../http/messages.js";
import { auditActor } from "../infra/audit.js";
import { wholeId } from "../http/ids.js";
import type { ServerContext } from "../context/serverContext.js";
import { collectionsQueue } from "./service.js";
import { findCollector, lockedCollectorOf, setCollector, tenantCollectors } from "../data/collections.js";

/** GET /api/collections?page&rowsPerPage&sortColumn&order&filter → `{ asOf, count, rows, aging }` (docs/api/servicing.md). */
export const getQueue = (context: ServerContext): RequestHandler => async (req, res) => {
  const query = decodeCollectionsQuery(req.query as Record<string, unknown>);
  if (!query.ok) throw new HttpError(400, serverMessages.invalidRequest, query.errors);
  const auth = sessionOf(res);
  sendOk(res, await collectionsQueue(context, { tenantId: auth.tenantId, userId: auth.userId, dataVersions: auth.dataVersions }, query.value));
};

/** GET /api/collections/collectors → the tenant's active collectors `[{ id, name }]`, by name: whom a contract can be assigned to. */
export const getCollectors = (context: ServerContext): RequestHandler => async (_req, res) => {
  sendOk(res, await tenantCollectors(context.db, sessionOf(res).tenantId));
};

/** Body of PUT /api/contracts/:id/collector: the collector's user id, or null to take the contract back. */
const CollectorBody = Schema.Struct({ userId: Schema.NullOr(Schema.Int.check(Schema.isGreaterThan(0))) });
const decodeCollectorBody = decoderFor(CollectorBody);

/**
 * PUT /api/contracts/:id/collector `{ userId }` → 200 `{ contractId,
 * collector: { id, name } | null }`: assigns the contract to one of the
 * tenant's active collectors (422 for any other user, of this tenant or
 * not), or takes it back (null); audited with the collector before and
 * after, in the transaction that writes it. A contract of another tenant
 * is a 404.
 */
export const putCollector = (context: ServerContext): RequestHandler => async (req, res) => {
  const contractId = wholeId(req.params.id, "id");
  const { userId } = decodeBody(req, decodeCollectorBody);
  const auth = sessionOf(res);
  const collector = userId === null ? null : await findCollector(context.db, auth.tenantId, userId);
  await context.db.transaction(async (trx) => {
    const before = await lockedCollectorOf(trx, auth.tenantId, contractId);
    if (before === undefined) throw notFound();
    if (userId !== null && collector === null) throw new HttpError(422, tBoth("servicing.collections.notACollector"));
    // The same collector again changes nothing: no write, no audit row, no new data version.
    if (before === (collector?.id ?? null)) return;
    await setCollector(trx, auth.tenantId, contractId, collector?.id ?? null, isoTime(context.clock.now()));
    await writeAudit(trx, context.clock, {
      ...auditActor(req, res, auth),
      action: "contract.collectorAssigned",
      entity: "contract",
      entityId: contractId,
      before: { collectorUserId: before },
      after: { collectorUserId: collector?.id ?? null },
    });
  });
  sendOk(res, { contractId, collector });
};
