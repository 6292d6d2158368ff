import { ContractStatus, type ContractStatusCode, type RoleId } from "@lendkit/core";
import type { Express } from "express";
import type { Knex } from "knex";
import request from "supertest";
import { sessionPolicy } from "../src/auth/policy.js";
import { createSession } from "../src/auth/sessions.js";
import type { Clock } from "../src/infra/clock.js";
import { seedManyContracts } from "../src/seed/manyContracts.js";
import { staffUsers } from "./app.js";

/**
 * What the contracts suites share: staff sessions opened straight in the
 * database (no login throttle, no password work), a financed contract body,
 * helpers that drive the API, and a bulk insert of N contracts.
 */

/** Bearer tokens by tenant code, then by username (merchant, fandi, agent, admin, leadcrm, admincrm, collector, admincollector). */
export type Tokens = Record<string, Record<string, string>>;

/** One staff session per seeded user of every tenant. */
export const staffTokens = async (
  db: Knex,
  clock: Clock,
  tenants: Record<string, { id: number; users: Record<string, number> }>,
): Promise<Tokens> => {
  const tokens: Tokens = {};
  for (const [code, tenant] of Object.entries(tenants)) {
    tokens[code] = {};
    for (const user of staffUsers) {
      const { token } = await createSession(db, clock, sessionPolicy(), {
        kind: "staff",
        tenantId: tenant.id,
        userId: tenant.users[user.username]!,
        roleId: user.roleId as RoleId,
      });
      tokens[code]![user.username] = token;
    }
  }
  return tokens;
};

/** A contract body with everything activation needs: 15,000.00 $ monthly over 36 months at 8.99 %. */
export const financedBody = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  Amount: 15000,
  ContractProductId: 1,
  lessee: { firstName: "Émile", lastName: "Gagné", sinNumber: "046 454 286", bankfolio: "1234567", city: "Laval" },
  vehicle: { year: 2022, make: "Toyota", model: "RAV4", trim: "XLE" },
  financeLease: { frequency: 2, term: 36, interestRate: 8.99, firstPaymentDate: "2026-12-15" },
  ...overrides,
});

/** POST /api/contracts as `token`; returns the answer. */
export const createViaApi = (app: Express, token: string, body?: unknown) => {
  const call = request(app).post("/api/contracts").set("Authorization", `Bearer ${token}`);
  return body === undefined ? call : call.send(body as object);
};

/** The usual path from DRAFT to ACTIVE and who takes each step. */
export const pathToActive: ReadonlyArray<{ readonly to: ContractStatusCode; readonly user: string }> = [
  { to: ContractStatus.Submitted, user: "merchant" },
  { to: ContractStatus.InAnalysis, user: "admin" },
  { to: ContractStatus.Approved, user: "admin" },
  { to: ContractStatus.SignedAwaitingFunding, user: "fandi" },
  { to: ContractStatus.Active, user: "admin" },
];

/** Moves a contract along `steps` through the API, each by its user; returns the last answer. */
export const moveAlong = async (
  app: Express,
  tokens: Record<string, string>,
  id: number,
  steps: ReadonlyArray<{ readonly to: ContractStatusCode; readonly user: string }>,
) => {
  let version = (await request(app).get(`/api/contracts/${id}`).set("Authorization", `Bearer ${tokens.admin}`)).body.Result.version as number;
  let last: request.Response | null = null;
  for (const step of steps) {
    last = await request(app)
      .post(`/api/contracts/${id}/status`)
      .set("Authorization", `Bearer ${tokens[step.user]}`)
      .send({ statusId: step.to, version });
    if (last.status !== 200) throw new Error(`move to ${step.to} by ${step.user}: ${last.status} ${JSON.stringify(last.body)}`);
    version = last.body.Result.version as number;
  }
  return last!;
};

/** A contract row as stored, for "nothing changed" checks. */
export const contractRow = async (db: Knex, id: number) => db("contracts").where({ id }).first();

/** Audit rows of one contract, oldest first. */
export const contractAudit = async (db: Knex, id: number) =>
  (await db("audit_log").where({ entity: "contract", entity_id: String(id) }).orderBy("id")).map((row) => ({
    ...row,
    before: row.before_json ? JSON.parse(row.before_json) : null,
    after: row.after_json ? JSON.parse(row.after_json) : null,
  }));

/** Bulk insert of `n` contracts for a tenant (the store's batched seeding). */
export const insertManyContracts = (db: Knex, clock: Clock, tenantId: number, n: number, seed = 7) =>
  seedManyContracts(db, tenantId, n, { clock, seed });
