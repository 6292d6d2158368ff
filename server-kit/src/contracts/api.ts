import {
  businessDateOf,
  decodeContractCreateRequest,
  decodeContractStatusChangeRequest,
  decodeContractTableQuery,
  decodeContractUpdateRequest,
  dealershipOfNewContract,
} from "@lendkit/core";
import { apiRoutes } from "@lendkit/core/api";
import type { Request, RequestHandler, Response } from "express";
import { scopeKey, scopeOfSession } from "../access/contractScope.js";
import { sessionOf } from "../auth/caller.js";
import { decodeBody } from "../http/decode.js";
import { HttpError, sendOk, sendOkJson, notFound } from "../http/envelope.js";
import { serverMessages } from "../http/messages.js";
import type { ApiModule } from "../context/apiModule.js";
import type { ServerContext } from "../context/serverContext.js";
import { findContract } from "../data/contracts.js";
import { changeContractStatus } from "./status.js";
import { contractProvinceOf } from "../disclosure/contractDisclosure.js";
import { debtRatioOfBudget, disclosurePolicyOf } from "../disclosure/policy.js";
import { createContract, updateContract, type ContractActor } from "./store.js";
import { listContracts } from "../data/contractTable.js";
import { contractDisclosurePolicy } from "./rateCap.js";
import { contractWire } from "./wire.js";
import { tenantDay, tenantTimeZone } from "../data/tenantZone.js";
import { parseRowId } from "../http/ids.js";
import { requestFacts } from "../infra/audit.js";

const actorOf = (req: Request, res: Response): ContractActor => ({
  userId: sessionOf(res).userId,
  ...requestFacts(req, res),
});

/** The route's `:id`, or 404 when it cannot be a contract id. */
const idOf = (req: Request): number => {
  const id = parseRowId(req.params.id);
  if (id === null) throw notFound();
  return id;
};

/**
 * GET /api/contracts: one page of the tenant's contracts within the caller's
 * scope (a partner's own files), `{ rows, count }` (A §7), remembered per
 * scope until one of the tenant's contracts changes.
 */
const list =
  (context: ServerContext): RequestHandler =>
  async (req, res) => {
    const query = decodeContractTableQuery(req.query as Record<string, unknown>);
    if (!query.ok) throw new HttpError(400, serverMessages.invalidRequest, query.errors);
    const session = sessionOf(res);
    const { tenantId, dataVersions } = session;
    const scope = scopeOfSession(session);
    const key = `${scopeKey(scope)} ${JSON.stringify(query.value)}`;
    const answer = await context.answers.read(context.db, tenantId, ["contracts"], key, async () => JSON.stringify(await listContracts(context.db, tenantId, query.value, scope)), dataVersions);
    sendOkJson(res, answer);
  };

/** POST /api/contracts: a new DRAFT from the empty contract and the body's writable keys. */
const create =
  (context: ServerContext): RequestHandler =>
  async (req, res) => {
    const body = decodeBody(req, decodeContractCreateRequest);
    const session = sessionOf(res);
    const stored = await createContract(
      context.db,
      context.clock,
      { tenantId: session.tenantId, tenantCode: session.tenantCode, body, dealershipId: dealershipOfNewContract({ roleId: session.roleId, userId: session.userId, dealershipId: session.dealershipId ?? null }), today: (await tenantDay(context, session.tenantId)).today },
      actorOf(req, res),
    );
    sendOk(res, contractWire(stored, session.roleId, await contractDisclosurePolicy(context, session.tenantId)), 201);
  };

/** GET /api/contracts/:id: the contract's JSON for the caller's role. */
const read =
  (context: ServerContext): RequestHandler =>
  async (req, res) => {
    const session = sessionOf(res);
    const stored = await findContract(context.db, session.tenantId, idOf(req), scopeOfSession(session));
    if (!stored) throw notFound();
    sendOk(res, contractWire(stored, session.roleId, await contractDisclosurePolicy(context, session.tenantId)));
  };

/**
 * The update body without the figures the server computes on the wire
 * (`disclosure`, `leaseRate`): a client sends back the contract it read,
 * and what the terms state is never taken from it.
 */
const decodeUpdate: typeof decodeContractUpdateRequest = (input, options) => {
  if (input === null || typeof input !== "object" || Array.isArray(input)) return decodeContractUpdateRequest(input, options);
  const { disclosure: _disclosure, leaseRate: _leaseRate, ...rest } = input as Record<string, unknown>;
  return decodeContractUpdateRequest(rest, options);
};

/** PUT /api/contracts/:id: every block from the body, with the version read. */
const update =
  (context: ServerContext): RequestHandler =>
  async (req, res) => {
    const id = idOf(req);
    const body = decodeBody(req, decodeUpdate);
    const session = sessionOf(res);
    const stored = await updateContract(
      context.db,
      context.clock,
      { tenantId: session.tenantId, id, role: session.roleId, version: body.version, body: body.contract, scope: scopeOfSession(session), today: (await tenantDay(context, session.tenantId)).today },
      actorOf(req, res),
    );
    sendOk(res, contractWire(stored, session.roleId, await contractDisclosurePolicy(context, session.tenantId)));
  };

/** POST /api/contracts/:id/status: `{ statusId, version }`, checked with core's workflow. */
const status =
  (context: ServerContext): RequestHandler =>
  async (req, res) => {
    const id = idOf(req);
    const body = decodeBody(req, decodeContractStatusChangeRequest);
    const session = sessionOf(res);
    const stored = await changeContractStatus(
      context.db,
      context.clock,
      { tenantId: session.tenantId, id, role: session.roleId, statusId: body.statusId, version: body.version, scope: scopeOfSession(session), tenantCode: session.tenantCode },
      actorOf(req, res),
      await tenantTimeZone(context, session.tenantId),
      async (stored, today) =>
        disclosurePolicyOf(
          context,
          { day: today, province: contractProvinceOf(stored.contract), debtRatio: debtRatioOfBudget(stored.contract.budget) },
          await contractDisclosurePolicy(context, session.tenantId),
        ),
    );
    sendOk(res, contractWire(stored, session.roleId, await contractDisclosurePolicy(context, session.tenantId)));
  };

/**
 * The contracts routes (B §3, A §7). Every staff role reads (collectors
 * only read); the originating roles create and edit (the status then says
 * who may edit, core's `checkContractEdit`); whoever has a move in core's
 * workflow may ask for a status change (core's `checkContractStatusChange`
 * says which). Customers never reach these routes.
 */
export const contractsApi: ApiModule = {
  register(routes, context) {
    const contracts = apiRoutes.contracts;
    routes.on(contracts.list, list(context));
    routes.on(contracts.create, create(context));
    routes.on(contracts.read, read(context));
    routes.on(contracts.update, update(context));
    routes.on(contracts.changeStatus, status(context));
  },
};
