import { roleIds } from "@lendkit/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fullAccessTable as routeTable } from "../src/server/apiModules.js";
import { sendOk } from "../src/http/envelope.js";
import { idempotency } from "../src/http/idempotency.js";
import { loginAs, makeApp } from "./app.js";
import { targets, type TestDatabase } from "./databases.js";
import request from "supertest";

describe.each(targets)("Idempotency-Key on $name (SECURITY 27)", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  let runs = 0;
  let failNext = false;
  let gate: Promise<void> | null = null;
  let onStart: (() => void) | null = null;
  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db, {
      accessTable: { ...routeTable, "POST /api/test/pay": { roles: roleIds } },
      extraRoutes: (routes, context) =>
        routes.post("/api/test/pay", idempotency(context, { lockTimeoutMs: 60_000 }), async (req, res) => {
          runs += 1;
          onStart?.();
          if (gate) await gate;
          if (failNext) {
            failNext = false;
            throw new Error("payment provider down");
          }
          sendOk(res, { payment: runs, amount: (req.body as { amount: number }).amount }, 201);
        }),
    });
  });
  afterAll(async () => {
    await test.close();
  });

  const pay = (token: string, key: string | null, body: unknown) => {
    const call = request(setup.app).post("/api/test/pay").set("Authorization", `Bearer ${token}`);
    return (key === null ? call : call.set("Idempotency-Key", key)).send(body as object);
  };

  it("replays the stored answer for the same key and body without running the route again", async () => {
    const token = await loginAs(setup.app, "admin");
    const before = runs;
    const first = await pay(token, "key-replay-0001", { amount: 100, note: "x" });
    const second = await pay(token, "key-replay-0001", { note: "x", amount: 100 });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(runs).toBe(before + 1);
  });

  it("answers 422 for the same key with another body, or from another user", async () => {
    const token = await loginAs(setup.app, "admin");
    await pay(token, "key-mismatch-01", { amount: 100 });
    const other = await pay(token, "key-mismatch-01", { amount: 101 });
    expect(other.status).toBe(422);
    expect(other.body.ErrorMessage).toContain("idempotency key");
    const colleague = await loginAs(setup.app, "agent");
    expect((await pay(colleague, "key-mismatch-01", { amount: 100 })).status).toBe(422);
  });

  it("answers 409 while the first request with the key is still running", async () => {
    const token = await loginAs(setup.app, "admin");
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const started = new Promise<void>((resolve) => (onStart = resolve));
    const first = pay(token, "key-inflight-01", { amount: 5 }).then((response) => response);
    await started;
    onStart = null;
    const during = await pay(token, "key-inflight-01", { amount: 5 });
    expect(during.status).toBe(409);
    open();
    gate = null;
    expect((await first).status).toBe(201);
    expect((await pay(token, "key-inflight-01", { amount: 5 })).headers["idempotent-replayed"]).toBe("true");
  });

  it("releases the key after a 5xx so a retry runs, and takes over an abandoned in-flight key", async () => {
    const token = await loginAs(setup.app, "admin");
    failNext = true;
    expect((await pay(token, "key-failure-01", { amount: 7 })).status).toBe(500);
    const retry = await pay(token, "key-failure-01", { amount: 7 });
    expect(retry.status).toBe(201);
    expect(retry.headers["idempotent-replayed"]).toBeUndefined();

    // A request whose process died after taking the key: in flight, never finished.
    await test.db("idempotency_keys").insert({
      tenant_id: setup.tenants.RENT!.id,
      key: "key-abandoned1",
      request_hash: await hashOf(token),
      status: "in_flight",
      created_at: setup.clock.now().toISOString(),
    });
    expect((await pay(token, "key-abandoned1", { amount: 9 })).status).toBe(409);
    setup.clock.advance(60_001);
    expect((await pay(token, "key-abandoned1", { amount: 9 })).status).toBe(201);
  });

  /** The request hash of a first call, read back from a throwaway key. */
  const hashOf = async (token: string) => {
    await pay(token, "key-probe-0001", { amount: 9 });
    const row = await test.db("idempotency_keys").where({ key: "key-probe-0001" }).first();
    return row.request_hash as string;
  };

  it("keeps tenants apart and refuses a missing or malformed key", async () => {
    const rent = await loginAs(setup.app, "admin", "RENT");
    const capital = await loginAs(setup.app, "admin", "CAPITAL");
    expect((await pay(rent, "key-tenants-01", { amount: 1 })).status).toBe(201);
    const other = await pay(capital, "key-tenants-01", { amount: 1 });
    expect(other.status).toBe(201);
    expect(other.headers["idempotent-replayed"]).toBeUndefined();
    expect((await pay(rent, null, { amount: 1 })).status).toBe(400);
    expect((await pay(rent, "short", { amount: 1 })).status).toBe(400);
    expect((await pay(rent, "bad key with spaces", { amount: 1 })).status).toBe(400);
  });

  it("gives exactly one run for 10 concurrent submits of one key", async () => {
    const token = await loginAs(setup.app, "admin");
    const before = runs;
    const answers = await Promise.all(Array.from({ length: 10 }, () => pay(token, "key-concurrent1", { amount: 3 })));
    expect(runs).toBe(before + 1);
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    expect(answers.filter((answer) => answer.status === 201 && !answer.headers["idempotent-replayed"])).toHaveLength(1);
  });
});
