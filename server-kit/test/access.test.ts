import { Role, isCustomerRole, roleIds, type RoleId } from "@lendkit/core";
import { apiRouteList, apiRouteOf } from "@lendkit/core/api";
import type { Express } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireRole } from "../src/access/guard.js";
import { routeKey, staffOnly } from "../src/access/routeTable.js";
import { fullAccessTable as routeTable } from "../src/server/apiModules.js";
import { createSession } from "../src/auth/sessions.js";
import { sendOk } from "../src/http/envelope.js";
import { contextOf, createServer } from "../src/server/createServer.js";
import { makeApp, staffUsers } from "./app.js";
import { targets, type TestDatabase } from "./databases.js";
import request from "supertest";

interface RegisteredRoute {
  readonly method: string;
  readonly path: string;
  readonly firstHandler: string;
  readonly secondHandler: string;
}

/** Every route registered on the app, read from Express's router. */
const registeredRoutes = (app: Express): RegisteredRoute[] => {
  const router = (app as unknown as { router: { stack: Array<{ route?: { path: string; methods: Record<string, boolean>; stack: Array<{ handle: { name: string } }> } }> } }).router;
  return router.stack.flatMap((layer) =>
    layer.route
      ? Object.keys(layer.route.methods).map((method) => ({
          method: method.toUpperCase(),
          path: layer.route!.path,
          firstHandler: layer.route!.stack[0]?.handle.name ?? "",
          secondHandler: layer.route!.stack[1]?.handle.name ?? "",
        }))
      : [],
  );
};

describe.each(targets)("access control on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db);
  });
  afterAll(async () => {
    await test.close();
  });

  it("has an access-table entry and the guard in front of every registered route (SECURITY 13)", () => {
    const routes = registeredRoutes(setup.app);
    expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      expect(Object.keys(routeTable), `${route.method} ${route.path} has no access entry`).toContain(routeKey(route.method, route.path));
      expect(route.firstHandler, `${route.method} ${route.path} is not guarded`).toBe("lendkitGuard");
    }
    expect(routes.map((route) => routeKey(route.method, route.path)).sort()).toEqual(Object.keys(routeTable).sort());
  });

  it("registers every entry of core's route table, with the access the entry gives", () => {
    const registered = new Set(registeredRoutes(setup.app).map((route) => routeKey(route.method, route.path)));
    for (const entry of apiRouteList) {
      const key = routeKey(entry.method, entry.path);
      expect(registered.has(key), `${key} is in core's route table but no route is registered for it`).toBe(true);
      expect(routeTable[key], key).toEqual(entry.access);
    }
  });

  it("puts the idempotency step right after the guard of exactly the entries marked idempotent", () => {
    for (const route of registeredRoutes(setup.app)) {
      const idempotent = apiRouteOf(routeKey(route.method, route.path))?.idempotent === true;
      expect(route.secondHandler === "lendkitIdempotency", `${route.method} ${route.path}`).toBe(idempotent);
    }
    expect(apiRouteList.filter((entry) => entry.idempotent).length).toBe(10);
  });

  it("answers 403 for a registered route missing from the table, and audits it", async () => {
    const app = createServer({
      db: test.db,
      clock: setup.clock,
      logger: contextOf(setup.app).logger,
      extraRoutes: (routes) => routes.get("/api/test/forgotten", (_req, res) => sendOk(res, "should not be reached")),
    });
    const response = await request(app).get("/api/test/forgotten");
    expect(response.status).toBe(403);
    expect(response.body.Result).toBeNull();
    const audit = await test.db("audit_log").where({ action: "access.unlisted" }).first();
    expect(audit.entity_id).toBe("GET /api/test/forgotten");
  });

  /** A live session of `roleId` in tenant RENT (customers get a customer session). */
  const sessionFor = async (roleId: RoleId): Promise<string> => {
    const tenantId = setup.tenants.RENT!.id;
    if (isCustomerRole(roleId)) {
      return (await createSession(test.db, setup.clock, contextOf(setup.app).sessions, { kind: "customer", tenantId, roleId, customerId: 1 })).token;
    }
    const username = staffUsers.find((user) => user.roleId === roleId)!.username;
    const userId = setup.tenants.RENT!.users[username]!;
    return (await createSession(test.db, setup.clock, contextOf(setup.app).sessions, { kind: "staff", tenantId, roleId, userId })).token;
  };

  it("lets each role through exactly the routes the table gives it, and refuses the others with 403", async () => {
    for (const [key, access] of Object.entries(routeTable)) {
      if ("public" in access) continue;
      const [method, path] = key.split(" ") as [string, string];
      const concretePath = path.replace(/:[A-Za-z_]+/g, "1");
      const anonymous = await request(setup.app)[method.toLowerCase() as "get"](concretePath);
      expect(anonymous.status, `${key} anonymous`).toBe(401);
      for (const roleId of roleIds) {
        const token = await sessionFor(roleId);
        const response = await request(setup.app)[method.toLowerCase() as "get"](concretePath).set("Authorization", `Bearer ${token}`);
        if (access.roles.includes(roleId)) expect([401, 403], `${key} role ${roleId}`).not.toContain(response.status);
        else expect(response.status, `${key} role ${roleId}`).toBe(403);
      }
    }
  }, 120_000);

  it("requireRole refuses other roles with an audited 403", async () => {
    const app = createServer({
      db: test.db,
      clock: setup.clock,
      logger: contextOf(setup.app).logger,
      accessTable: { ...routeTable, "GET /api/test/admin-only": { roles: roleIds }, "GET /api/test/staff": staffOnly },
      extraRoutes: (routes, context) => {
        routes.get("/api/test/admin-only", requireRole(context, [Role.Admin]), (_req, res) => sendOk(res, "admin"));
        routes.get("/api/test/staff", (_req, res) => sendOk(res, "staff"));
      },
    });
    const client = await sessionFor(Role.Client);
    expect((await request(app).get("/api/test/staff").set("Authorization", `Bearer ${client}`)).status).toBe(403);
    expect((await request(app).get("/api/test/admin-only").set("Authorization", `Bearer ${client}`)).status).toBe(403);
    const admin = await sessionFor(Role.Admin);
    const merchant = await sessionFor(Role.Merchant);
    expect((await request(app).get("/api/test/staff").set("Authorization", `Bearer ${merchant}`)).body.Result).toBe("staff");
    expect((await request(app).get("/api/test/admin-only").set("Authorization", `Bearer ${admin}`)).body.Result).toBe("admin");
    const refused = await request(app).get("/api/test/admin-only").set("Authorization", `Bearer ${merchant}`);
    expect(refused.status).toBe(403);
    const audit = await test.db("audit_log").where({ action: "access.denied" }).orderBy("id", "desc").first();
    expect(JSON.parse(audit.after_json)).toMatchObject({ roleId: Role.Merchant, required: [Role.Admin] });
  });
});
