import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultLoginLimits } from "../src/server/createServer.js";
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

  it("throttles a username per client IP: an attacker's failures elsewhere never lock the user out below the global cap (issue 17)", async () => {
    const db = await freshDb();
    const { app, clock } = await makeApp(db, {
      trustProxy: 1,
      loginLimits: { perIp: { max: 100, windowMs: 15 * minute }, perUsernameAndIp: { max: 3, windowMs: 15 * minute }, perUsername: { max: 50, windowMs: 60 * minute } },
    });
    clock.advance(5 * minute);
    const attempt = (ip: string, password = "wrong") =>
      request(app).post("/api/login").set("X-Forwarded-For", ip).send({ username: "admin", password, tenant: "RENT" });
    for (let index = 0; index < 3; index += 1) expect((await attempt("203.0.113.66")).status).toBe(401);
    const blocked = await attempt("203.0.113.66", testPassword);
    expect(blocked.status).toBe(429);
    expect(blocked.headers["retry-after"]).toBe(String(10 * 60));
    expect(blocked.body.ErrorMessage).toContain("Too many failed sign-ins. Try again in 10 min.");
    // The user at her own address signs in; other addresses each get their own budget.
    expect((await attempt("198.51.100.7", testPassword)).status).toBe(200);
    for (const ip of ["203.0.113.1", "203.0.113.2", "203.0.113.3"]) expect((await attempt(ip)).status).toBe(401);
    expect((await attempt("198.51.100.7", testPassword)).status).toBe(200);
    clock.advance(10 * minute);
    expect((await attempt("203.0.113.66", testPassword)).status).toBe(200);
    const throttled = await db("audit_log").where({ action: "login.throttled" });
    expect(throttled.map((row) => [row.actor_label, JSON.parse(row.after_json).limit])).toEqual([["admin", "usernameAndIp"]]);
  });

  it("counts only failures: a collector signing in 25 times in 15 minutes from the office, among colleagues, is never refused (shipped limits)", async () => {
    const db = await freshDb();
    const { app, clock } = await makeApp(db, { trustProxy: 1, loginLimits: defaultLoginLimits });
    const signIn = (username: string, password = testPassword) =>
      request(app).post("/api/login?lang=en").set("X-Forwarded-For", "192.0.2.80").send({ username, password, tenant: "RENT" });
    for (let index = 0; index < 25; index += 1) {
      const response = await signIn("collector");
      expect(response.status, `sign-in ${index + 1}`).toBe(200);
      expect((await signIn(index % 2 === 0 ? "agent" : "admin")).status).toBe(200);
      clock.advance(20_000);
    }
    // A few typos on the way are failures, and count, but stay far from the limits.
    for (let index = 0; index < 3; index += 1) expect((await signIn("collector", "typo")).status).toBe(401);
    expect((await signIn("collector")).status).toBe(200);
    expect(await db("audit_log").where({ action: "login.throttled" })).toHaveLength(0);
  });

  it("still throttles failures per address and per username, saying how long to wait in the caller's language", async () => {
    const db = await freshDb();
    const { app, clock } = await makeApp(db, { trustProxy: 1, loginLimits: defaultLoginLimits });
    clock.advance(3 * minute);
    const attempt = (query: string, password = "wrong", username = "collector", ip = "203.0.113.9") =>
      request(app).post(`/api/login${query}`).set("X-Forwarded-For", ip).send({ username, password, tenant: "RENT" });
    // Successes in between change nothing: only the 10 failures count.
    for (let index = 0; index < 10; index += 1) {
      expect((await attempt("?lang=en")).status).toBe(401);
      if (index < 9) expect((await attempt("?lang=en", testPassword)).status).toBe(200);
    }
    const english = await attempt("?lang=en", testPassword);
    expect(english.status).toBe(429);
    expect(english.headers["retry-after"]).toBe(String(12 * 60));
    expect(english.body.ErrorMessage).toBe("Too many failed sign-ins. Try again in 12 min.");
    const french = await request(app)
      .post("/api/login")
      .set("X-Forwarded-For", "203.0.113.9")
      .set("Accept-Language", "fr-CA,fr;q=0.9")
      .send({ username: "collector", password: testPassword, tenant: "RENT" });
    expect(french.status).toBe(429);
    expect(french.body.ErrorMessage).toBe("Trop de connexions échouées. Réessayez dans 12 min.");
    // Per address: 20 failures over several usernames, then even a right password waits.
    for (let index = 0; index < 10; index += 1) expect((await attempt("?lang=en", "wrong", `nobody${index}`, "198.51.100.20")).status).toBe(401);
    for (let index = 0; index < 10; index += 1) expect((await attempt("?lang=en", "wrong", `other${index}`, "198.51.100.20")).status).toBe(401);
    const byAddress = await attempt("?lang=fr", testPassword, "agent", "198.51.100.20");
    expect(byAddress.status).toBe(429);
    expect(byAddress.body.ErrorMessage).toMatch(/^Trop de connexions échouées\. Réessayez dans \d+ min\.$/);
    clock.advance(12 * minute);
    expect((await attempt("?lang=en", testPassword)).status).toBe(200);
  });

  it("counts parallel failures exactly: 30 wrong passwords at once from one address let at most 10 through to the password check", async () => {
    const db = await freshDb();
    const { app } = await makeApp(db, { trustProxy: 1, loginLimits: defaultLoginLimits });
    const results = await Promise.all(
      Array.from({ length: 30 }, () => request(app).post("/api/login").set("X-Forwarded-For", "203.0.113.44").send({ username: "admin", password: "wrong", tenant: "RENT" })),
    );
    expect(results.filter((response) => response.status === 401)).toHaveLength(10);
    expect(results.filter((response) => response.status === 429)).toHaveLength(20);
  });

  it("locks a username only after far more failures from anywhere, with a clear message in both languages and an audit row", async () => {
    const db = await freshDb();
    const { app, clock } = await makeApp(db, {
      trustProxy: 1,
      loginLimits: { perIp: { max: 100, windowMs: 15 * minute }, perUsernameAndIp: { max: 10, windowMs: 15 * minute }, perUsername: { max: 25, windowMs: 60 * minute } },
    });
    const attempt = (ip: string, password = "wrong", username = "admin") =>
      request(app).post("/api/login").set("X-Forwarded-For", ip).send({ username, password, tenant: "RENT" });
    for (let index = 0; index < 25; index += 1) expect((await attempt(`203.0.113.${10 + index}`)).status).toBe(401);
    const locked = await attempt("198.51.100.7", testPassword);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
    expect(locked.body.ErrorMessage).toContain("Ce compte est verrouillé");
    expect(locked.body.ErrorMessage).toContain("This account is locked");
    const rows = await db("audit_log").where({ action: "login.locked" });
    expect(rows).toHaveLength(1);
    expect(rows[0].actor_label).toBe("admin");
    expect(JSON.parse(rows[0].after_json)).toMatchObject({ tenant: "RENT", failures: 25 });
    // Another user, and the same name in another tenant, are untouched.
    expect((await attempt("198.51.100.7", testPassword, "agent")).status).toBe(200);
    expect((await request(app).post("/api/login").send({ username: "admin", password: testPassword, tenant: "CAPITAL" })).status).toBe(200);
    clock.advance(60 * minute);
    expect((await attempt("198.51.100.7", testPassword)).status).toBe(200);
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

  const extra: TestDatabase[] = [];
  const freshDb = async () => {
    const opened = await target.open();
    extra.push(opened);
    return opened.db;
  };
  afterAll(async () => {
    for (const opened of extra) await opened.close();
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
