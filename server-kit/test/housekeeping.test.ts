import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../src/auth/sessions.js";
import { revokeSession } from "../src/data/sessions.js";
import { sessionPolicy } from "../src/auth/policy.js";
import { pruneExpired } from "../src/server/housekeeping.js";
import { hitRateLimit } from "../src/http/rateLimit.js";
import { migrateLatest } from "../src/migrations/index.js";
import { writeAudit } from "../src/data/audit.js";
import { seedTenants, testClock } from "./app.js";
import { targets, type TestDatabase } from "./databases.js";

const day = 24 * 60 * 60_000;

describe.each(targets)("pruneExpired on $name", (target) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await target.open();
    await migrateLatest(test.db);
  });
  afterAll(async () => {
    await test.close();
  });

  it("deletes only old counters, old keys and long-ended sessions, never audit rows", async () => {
    const { db } = test;
    const clock = testClock(new Date("2026-10-01T00:00:00.000Z"));
    const tenants = await seedTenants(db, clock, ["RENT"]);
    const tenantId = tenants.RENT!.id;
    const policy = sessionPolicy();
    const staff = { kind: "staff" as const, tenantId, roleId: 7 as const, userId: tenants.RENT!.users.admin! };

    await createSession(db, clock, policy, staff);
    const revokedOld = await createSession(db, clock, policy, staff);
    await revokeSession(db, clock, tenantId, revokedOld.sessionId, "logout");
    await hitRateLimit(db, clock, "old", { max: 5, windowMs: 60_000 });
    await db("idempotency_keys").insert({ tenant_id: tenantId, key: "old-key-0001", request_hash: "h", status: "done", created_at: clock.now().toISOString() });
    await writeAudit(db, clock, { action: "test.old" });
    const outbox = (body: string) => ({ tenant_id: tenantId, channel: "SMS", recipient: "5145550123", body, created_at: clock.now().toISOString() });
    await db("message_outbox").insert(outbox("old"));

    clock.advance(40 * day);
    const live = await createSession(db, clock, policy, staff);
    await hitRateLimit(db, clock, "new", { max: 5, windowMs: 60_000 });
    await db("idempotency_keys").insert({ tenant_id: tenantId, key: "new-key-0001", request_hash: "h", status: "done", created_at: clock.now().toISOString() });
    await db("message_outbox").insert(outbox("new"));

    expect(await pruneExpired(db, clock)).toEqual({ rateLimits: 1, idempotencyKeys: 1, sessions: 2, printTickets: 0, otpChallenges: 0, outbox: 1 });
    expect((await db("message_outbox").select("body")).map((row) => row.body)).toEqual(["new"]);
    expect((await db("sessions").select("id")).map((row) => Number(row.id))).toEqual([live.sessionId]);
    expect((await db("rate_limits").select("key")).map((row) => row.key)).toEqual(["new"]);
    expect((await db("idempotency_keys").select("key")).map((row) => row.key)).toEqual(["new-key-0001"]);
    expect(await db("audit_log").where({ action: "test.old" })).toHaveLength(1);
  });
});
