import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isRoleId } from "../access/roles.js";
import { apiRouteList, apiRouteOf, apiRoutes, routeKey, routePath } from "./routes.js";

const keys = apiRouteList.map((route) => routeKey(route.method, route.path));

describe("apiRoutes: every route of the API as data", () => {
  it("has one entry per method and path", () => {
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBeGreaterThan(100);
  });

  it("serves every path under the API, the sandbox's pages or the renewal's parent-page redirects", () => {
    for (const route of apiRouteList) expect(route.path, route.path).toMatch(/^\/(api|sandbox)\/|^\/r\/|^\/re$/);
  });

  it("gives every protected route a non-empty list of real role ids, each once", () => {
    for (const route of apiRouteList) {
      if ("public" in route.access) continue;
      const { roles } = route.access;
      expect(roles.length, routeKey(route.method, route.path)).toBeGreaterThan(0);
      expect(roles.every(isRoleId), routeKey(route.method, route.path)).toBe(true);
      expect(new Set(roles).size).toBe(roles.length);
    }
  });

  it("asks for an idempotency key only on POSTs behind a session", () => {
    for (const route of apiRouteList.filter((entry) => entry.idempotent)) {
      expect(route.method).toBe("POST");
      expect("roles" in route.access).toBe(true);
    }
  });

  it("finds each entry by its key, and nothing under a key it does not have", () => {
    for (const route of apiRouteList) expect(apiRouteOf(routeKey(route.method, route.path))).toBe(route);
    expect(apiRouteOf("GET /api/payments")).toBeUndefined();
    expect(apiRouteOf("DELETE /api/contracts/:id/payments")).toBeUndefined();
  });

  it("keeps who may record a payment and that it is idempotent", () => {
    const entry = apiRouteOf("POST /api/contracts/:id/payments");
    expect(entry).toBe(apiRoutes.servicing.postPayment);
    expect(entry?.access).toEqual({ roles: [7, 11, 12] });
    expect(entry?.idempotent).toBe(true);
  });
});

describe("routePath: a route's path for given parameters", () => {
  it("fills every parameter as one segment, and decodes back to the value", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (slug, loginId) => {
        const path = routePath(apiRoutes.bankVerification.aggregatorResult, { slug, loginId });
        const [, , , first, second, ...rest] = path.split("/");
        expect(rest).toEqual([]);
        expect(decodeURIComponent(first!)).toBe(slug);
        expect(decodeURIComponent(second!)).toBe(loginId);
      }),
    );
  });

  it("leaves a parameter it is not given as written", () => {
    expect(routePath(apiRoutes.servicing.returnPayment, { id: 3 })).toBe("/api/contracts/3/payments/:paymentId/return");
  });
});
