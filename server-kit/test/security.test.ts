import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeApp, testPassword } from "./app.js";
import { targets, type TestDatabase } from "./databases.js";
import request from "supertest";

const minute = 60_000;

describe.each(targets)("login throttling on $name (SECURITY 30)", (target) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await target.open();
  });
  afterAll(async () => {
    await test.close();
  });

  it("throttles per username across client IPs (behind a trusted proxy) with 429 and Retry-After", async () => {
    const { app, clock } = await makeApp(test.db, {
      trustProxy: 1,
      loginLimits: { perIp: { max: 100, windowMs: 15 * minute }, perUsername: { max: 3, windowMs: 15 * minute } },
    });
    clock.advance(5 * minute);
    const attempt = (ip: string, password = "wrong") =>
      request(app).post("/api/login").set("X-Forwarded-For", ip).send({ username: "admin", password, tenant: "RENT" });
    for (const ip of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) expect((await attempt(ip)).status).toBe(401);
    const blocked = await attempt("203.0.113.4", testPassword);
    expect(blocked.status).toBe(429);
    expect(blocked.headers["retry-after"]).toBe(String(10 * 60));
    expect(blocked.body.ErrorMessage).toContain("Too many attempts");
    // Another tenant's user of the same name is counted apart.
    expect((await request(app).post("/api/login").send({ username: "admin", password: testPassword, tenant: "CAPITAL" })).status).toBe(200);
    clock.advance(10 * minute);
    expect((await attempt("203.0.113.5", testPassword)).status).toBe(200);
    const throttled = await test.db("audit_log").where({ action: "login.throttled" });
    expect(throttled).toHaveLength(1);
    expect(throttled[0].actor_label).toBe("admin");
  });

  it("throttles per client IP, and ignores X-Forwarded-For unless the proxy is trusted", async () => {
    const { app } = await makeApp(await freshDb(), {
      loginLimits: { perIp: { max: 2, windowMs: 15 * minute }, perUsername: { max: 100, windowMs: 15 * minute } },
    });
    const attempt = (username: string, ip: string) =>
      request(app).post("/api/login").set("X-Forwarded-For", ip).send({ username, password: "wrong", tenant: "RENT" });
    expect((await attempt("a", "198.51.100.1")).status).toBe(401);
    expect((await attempt("b", "198.51.100.2")).status).toBe(401);
    // Spoofed forwarded addresses do not help: the socket address is the client.
    const third = await attempt("c", "198.51.100.3");
    expect(third.status).toBe(429);
    expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
  });

  let extra: TestDatabase | null = null;
  const freshDb = async () => {
    extra = await target.open();
    return extra.db;
  };
  afterAll(async () => {
    await extra?.close();
  });
});

describe.each(targets)("audit log and logs on $name (SECURITY 29)", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db);
  });
  afterAll(async () => {
    await test.close();
  });

  it("writes a row for every authentication event and refusal, with request id and UTC time, and no secret", async () => {
    const { app } = setup;
    await request(app).post("/api/login").set("X-Request-Id", "req-failure-1").send({ username: "admin", password: "Wrong-Password-9", tenant: "RENT" });
    await request(app).post("/api/login").send({ username: "ghost", password: "Wrong-Password-9", tenant: "RENT" });
    const success = await request(app).post("/api/login").set("X-Request-Id", "req-success-1").send({ username: "admin", password: testPassword, tenant: "RENT" });
    const token = success.body.Result.serverInfo as string;
    await request(app).get("/api/login/role");
    await request(app).post("/api/logout").set("Authorization", `Bearer ${token}`);
    await request(app).get("/api/login/role").set("Authorization", `Bearer ${token}`);

    const rows = await test.db("audit_log").orderBy("id");
    const actions = rows.map((row) => row.action).filter((action) => !action.startsWith("user."));
    expect(actions).toEqual([
      "login.failure",
      "login.failure",
      "login.success",
      "access.unauthenticated",
      "logout",
      "session.refused",
      "access.unauthenticated",
    ]);
    const failure = rows.find((row) => row.request_id === "req-failure-1");
    expect(failure).toMatchObject({ action: "login.failure", actor_label: "admin", tenant_id: setup.tenants.RENT!.id });
    expect(JSON.parse(failure.after_json)).toEqual({ reason: "wrongPassword", tenant: "RENT" });
    const ok = rows.find((row) => row.request_id === "req-success-1");
    expect(ok).toMatchObject({ action: "login.success", actor_user_id: setup.tenants.RENT!.users.admin });
    expect(ok.at).toBe("2026-11-22T12:00:00.000Z");
    expect(JSON.parse(rows.find((row) => row.action === "session.refused").after_json).reason).toBe("revoked");

    const everything = JSON.stringify(rows);
    for (const secret of [token, testPassword, "Wrong-Password-9", "scrypt$"]) expect(everything).not.toContain(secret);
  });

  it("logs one line per request by route pattern, with no token, password or query string", async () => {
    const { app, logs } = setup;
    const success = await request(app).post("/api/login").send({ username: "admin", password: testPassword, tenant: "RENT" });
    const token = success.body.Result.serverInfo as string;
    await request(app).get("/api/configuration/features?slug=secret-slug-123").set("Authorization", `Bearer ${token}`);
    const text = logs.lines.join("\n");
    expect(text).toContain('"route":"/api/configuration/features"');
    expect(text).toContain('"route":"/api/login"');
    for (const secret of [token, testPassword, "secret-slug-123"]) expect(text).not.toContain(secret);
  });

  it("answers no-store, nosniff, HSTS and no-referrer on every response, errors included (SECURITY 25)", async () => {
    for (const response of [await request(setup.app).get("/api/health"), await request(setup.app).get("/api/no-such-route")]) {
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
      expect(response.headers["referrer-policy"]).toBe("no-referrer");
      expect(response.headers["x-powered-by"]).toBeUndefined();
    }
  });
});
