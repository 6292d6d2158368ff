import { Role, defaultFeatures } from "@lendkit/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionPolicy } from "../src/auth/policy.js";
import { hashPassword, verifyPassword } from "../src/auth/passwords.js";
import { hashToken } from "../src/auth/tokens.js";
import { changeUserRole, setUserDisabled } from "../src/auth/users.js";
import { createTenant } from "../src/data/tenants.js";
import { loginAs, makeApp, testPassword, testPasswordParams } from "./app.js";
import { targets, type TestDatabase } from "./databases.js";
import request from "supertest";

const minute = 60_000;

describe("passwords", () => {
  it("hashes with scrypt, a per-user salt and the parameters stored", async () => {
    const first = await hashPassword("s3cret", testPasswordParams);
    const second = await hashPassword("s3cret", testPasswordParams);
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword("s3cret", first)).toBe(true);
    expect(await verifyPassword("s3cret!", first)).toBe(false);
    expect(await verifyPassword("s3cret", "not a hash")).toBe(false);
  });
});

describe("session policy", () => {
  it("refuses staff lifetimes over 1 h idle or 24 h absolute, and customers outliving staff", () => {
    expect(() => sessionPolicy({ staff: { idleMs: 61 * minute } })).toThrow(/1 h/);
    expect(() => sessionPolicy({ staff: { absoluteMs: 25 * 60 * minute } })).toThrow(/24 h/);
    expect(() => sessionPolicy({ customer: { idleMs: 40 * minute } })).toThrow(/customer/);
    expect(() => sessionPolicy({ staff: { idleMs: 0 } })).toThrow(/positive/);
    expect(sessionPolicy().staff.idleMs).toBeLessThanOrEqual(60 * minute);
  });
});

describe.each(targets)("staff login and sessions on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db, {
      loginLimits: { perIp: { max: 1000, windowMs: 15 * minute }, perUsernameAndIp: { max: 1000, windowMs: 15 * minute }, perUsername: { max: 1000, windowMs: 15 * minute } },
    });
  });
  afterAll(async () => {
    await test.close();
  });

  it("returns a fresh 256-bit serverInfo, stored only as its SHA-256", async () => {
    const response = await request(setup.app).post("/api/login").send({ username: " Admin ", password: testPassword, tenant: "RENT" });
    expect(response.status).toBe(200);
    const result = response.body.Result;
    expect(result).toMatchObject({ userRole: Role.Admin, userName: "admin", initials: "AD", tenant: "RENT" });
    expect(result.serverInfo).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.serverInfoExpiration).toBe("2026-11-23T00:00:00.000Z");
    const again = await loginAs(setup.app, "admin");
    expect(again).not.toBe(result.serverInfo);
    const rows = await test.db("sessions").select("token_hash");
    expect(rows.map((row) => row.token_hash)).toContain(hashToken(result.serverInfo));
    const dump = JSON.stringify(await test.db("sessions").select());
    expect(dump).not.toContain(result.serverInfo);
  });

  it("lists only this deployment's tenants for the sign-in, without a session, and follows a tenant added later", async () => {
    const response = await request(setup.app).get("/api/login/tenants");
    expect(response.status).toBe(200);
    expect(response.body.Result).toEqual([
      { code: "RENT", name: expect.any(String) },
      { code: "CAPITAL", name: expect.any(String) },
    ]);
    // A row whose code core does not know is not offered.
    await test.db("tenants").insert({ code: "NOPE", name: "Unknown", features: "{}", created_at: "2026-11-22T00:00:00.000Z" });
    await createTenant(test.db, setup.clock, { code: "FIDELE" });
    const after = await request(setup.app).get("/api/login/tenants");
    expect(after.body.Result.map((tenant: { code: string }) => tenant.code)).toEqual(["RENT", "CAPITAL", "FIDELE"]);
    await test.db("tenants").whereIn("code", ["NOPE", "FIDELE"]).delete();
  });

  it("gives the same answer for an unknown user, a wrong password, a disabled user and an unknown tenant", async () => {
    const wrong = await request(setup.app).post("/api/login").send({ username: "admin", password: "nope", tenant: "RENT" });
    const unknown = await request(setup.app).post("/api/login").send({ username: "ghost", password: "nope", tenant: "RENT" });
    const otherTenant = await request(setup.app).post("/api/login").send({ username: "admin", password: testPassword, tenant: "FIDELE" });
    await setUserDisabled(test.db, setup.clock, setup.tenants.RENT!.users.fandi!, true);
    const disabled = await request(setup.app).post("/api/login").send({ username: "fandi", password: testPassword, tenant: "RENT" });
    for (const response of [wrong, unknown, otherTenant, disabled]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual(wrong.body);
    }
    expect(wrong.body.ErrorMessage).toBe("Nom d'utilisateur ou mot de passe invalide. / Invalid username or password.");
  });

  it("reads the session from the bearer token and answers the role", async () => {
    const token = await loginAs(setup.app, "collector", "CAPITAL");
    const role = await request(setup.app).get("/api/login/role").set("Authorization", `Bearer ${token}`);
    expect(role.body).toEqual({ Success: true, Result: Role.RegCollector, ErrorMessage: null });
    for (const header of [undefined, "Bearer nonsense-token-that-is-long", `Basic ${token}`, `Bearer ${token}x`]) {
      const call = request(setup.app).get("/api/login/role");
      const response = header ? await call.set("Authorization", header) : await call;
      expect(response.status).toBe(401);
      expect(response.body.Success).toBe(false);
    }
  });

  it("revokes the session server-side on logout", async () => {
    const token = await loginAs(setup.app, "agent");
    const out = await request(setup.app).post("/api/logout").set("Authorization", `Bearer ${token}`);
    expect(out.body).toEqual({ Success: true, Result: true, ErrorMessage: null });
    const after = await request(setup.app).get("/api/login/role").set("Authorization", `Bearer ${token}`);
    expect(after.status).toBe(401);
    const row = await test.db("sessions").where({ token_hash: hashToken(token) }).first();
    expect(row.revoked_at).not.toBeNull();
    expect(row.revoked_reason).toBe("logout");
  });

  it("refuses a logout body that is not empty (an array, a string, a key) and keeps the session", async () => {
    const token = await loginAs(setup.app, "agent");
    for (const body of [[], ["x"], { reason: "x" }]) {
      const out = await request(setup.app).post("/api/logout").set("Authorization", `Bearer ${token}`).send(body);
      expect(out.status, JSON.stringify(body)).toBe(400);
    }
    expect((await request(setup.app).get("/api/login/role").set("Authorization", `Bearer ${token}`)).status).toBe(200);
  });

  it("ends a staff session after 30 min idle, and after 12 h whatever the activity", async () => {
    const token = await loginAs(setup.app, "merchant");
    const role = () => request(setup.app).get("/api/login/role").set("Authorization", `Bearer ${token}`);
    setup.clock.advance(29 * minute);
    expect((await role()).status).toBe(200);
    setup.clock.advance(30 * minute + 1);
    expect((await role()).status).toBe(401);

    const busy = await loginAs(setup.app, "merchant");
    for (let elapsed = 0; elapsed < 12 * 60; elapsed += 20) {
      setup.clock.advance(20 * minute);
      const response = await request(setup.app).get("/api/login/role").set("Authorization", `Bearer ${busy}`);
      expect(response.status).toBe(elapsed + 20 < 12 * 60 ? 200 : 401);
    }
  });

  it("writes a session's last_seen_at at most once a minute, so reads stay reads, and still ends it when idle", async () => {
    const token = await loginAs(setup.app, "merchant");
    const role = () => request(setup.app).get("/api/login/role").set("Authorization", `Bearer ${token}`);
    const lastSeen = async () => (await test.db("sessions").where("token_hash", hashToken(token)).first("last_seen_at")).last_seen_at;
    const atLogin = await lastSeen();
    setup.clock.advance(59_000);
    expect((await role()).status).toBe(200);
    expect(await lastSeen()).toBe(atLogin);
    setup.clock.advance(1_000);
    expect((await role()).status).toBe(200);
    const touched = await lastSeen();
    expect(Date.parse(touched) - Date.parse(atLogin)).toBe(60_000);
    setup.clock.advance(30 * minute);
    expect((await role()).status).toBe(401);
  });

  it("revokes every session of a user who is disabled or whose role changes", async () => {
    const first = await loginAs(setup.app, "leadcrm");
    const second = await loginAs(setup.app, "admincrm");
    await setUserDisabled(test.db, setup.clock, setup.tenants.RENT!.users.leadcrm!, true);
    await changeUserRole(test.db, setup.clock, setup.tenants.RENT!.users.admincrm!, Role.AdminCollector);
    for (const token of [first, second]) {
      expect((await request(setup.app).get("/api/login/role").set("Authorization", `Bearer ${token}`)).status).toBe(401);
    }
    const revoked = await test.db("sessions").whereIn("token_hash", [hashToken(first), hashToken(second)]).select("revoked_reason");
    expect(revoked.map((row) => row.revoked_reason).sort()).toEqual(["roleChanged", "userDisabled"]);
    const fresh = await loginAs(setup.app, "admincrm");
    const role = await request(setup.app).get("/api/login/role").set("Authorization", `Bearer ${fresh}`);
    expect(role.body.Result).toBe(Role.AdminCollector);
  });

  it("answers isProd and the configs defaults", async () => {
    expect((await request(setup.app).get("/api/login/isProd")).body).toEqual({ Success: true, Result: false, ErrorMessage: null });
    expect((await request(setup.app).get("/api/configuration/configs")).body.Result).toEqual({
      rowsPerPage: 10,
      isShortUrl: false,
      isFileOpeningFeeOnMicroLoanRenew: false,
    });
  });

  it("answers the session tenant's flags merged over core's defaults, ignoring a tenant in the query (SECURITY 14)", async () => {
    const capital = await loginAs(setup.app, "admin", "CAPITAL");
    const rent = await loginAs(setup.app, "admin", "RENT");
    const ofCapital = await request(setup.app).get("/api/configuration/features?tenant=RENT").set("Authorization", `Bearer ${capital}`);
    expect(ofCapital.body.Result).toEqual({ ...defaultFeatures, RestOfCanada: true });
    const ofRent = await request(setup.app).get("/api/configuration/features?tenant=CAPITAL").set("Authorization", `Bearer ${rent}`);
    expect(ofRent.body.Result).toEqual(defaultFeatures);
    const anonymous = await request(setup.app).get("/api/configuration/features?tenant=CAPITAL");
    expect(anonymous.status).toBe(401);
  });
});

describe.each(targets)("deployment settings on $name", (target) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await target.open();
  });
  afterAll(async () => {
    await test.close();
  });

  it("uses the deployment's public tenant, flags and configs for anonymous callers", async () => {
    const { app } = await makeApp(test.db, {
      publicTenant: "CAPITAL",
      features: { useFlinksIBV: true, RestOfCanada: false },
      configs: { rowsPerPage: 25 },
      isProd: true,
      // Production refuses to start without its own OTP key (SECURITY 7).
      otpKey: "auth-test-otp-key-0123456789abcdef",
    });
    const features = await request(app).get("/api/configuration/features");
    expect(features.body.Result).toEqual({ ...defaultFeatures, useFlinksIBV: true, RestOfCanada: true });
    expect((await request(app).get("/api/configuration/configs")).body.Result.rowsPerPage).toBe(25);
    expect((await request(app).get("/api/login/isProd")).body.Result).toBe(true);
  });
});
