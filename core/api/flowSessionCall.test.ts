import { describe, expect, it } from "vitest";
import { flowSessionRoute } from "./routeAccess.js";
import { apiRouteList, isFlowSessionCall } from "./routes.js";

/** A path of the route with every parameter filled by one segment (a catch-all by two). */
const filled = (path: string): string => path.replace(/:[A-Za-z]+/g, "ab%2012").replace(/\*[A-Za-z]+/g, "x/y");

describe("isFlowSessionCall: the routes that need a flow's session, read from the route table", () => {
  const flowRoutes = apiRouteList.filter((route) => route.access === flowSessionRoute);

  it("finds the flows', the bank providers' and the file drop's slug routes", () => {
    expect(flowRoutes.length).toBeGreaterThanOrEqual(15);
    expect(flowRoutes.map((route) => route.path)).toEqual(expect.arrayContaining(["/api/fileDrop/:slug/uploadImage", "/api/contractExternal/cashLoanFlow/:slug/data", "/api/flinks/:slug/:loginId"]));
  });

  it.each(apiRouteList.map((route) => [`${route.method} ${route.path}`, route] as const))("answers %s as its access says", (_key, route) => {
    expect(isFlowSessionCall(route.method, filled(route.path))).toBe(route.access === flowSessionRoute);
  });

  it("reads the method in any case, and never the reference data, the new applicant's page or a link's code request", () => {
    expect(isFlowSessionCall("put", "/api/contractExternal/cashLoanFlow/ab12")).toBe(true);
    expect(isFlowSessionCall("GET", "/api/contractExternal/cashLoanFlow/getWebOnlyProvinces")).toBe(false);
    expect(isFlowSessionCall("POST", "/api/contractExternal/cashLoanFlow/basic")).toBe(false);
    expect(isFlowSessionCall("POST", "/api/contractExternal/cashLoanFlow/ab12/code")).toBe(false);
    expect(isFlowSessionCall("GET", "/api/flinks/instanceName")).toBe(false);
  });
});
