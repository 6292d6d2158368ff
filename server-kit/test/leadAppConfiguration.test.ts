import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveFlowSettings } from "../src/flows/settings.js";
import { contextOf, createServer } from "../src/server/createServer.js";
import { loginAs, makeApp } from "./app.js";
import { targets, type TestDatabase } from "./databases.js";

const path = "/api/contractExternal/leadAppConfiguration";

describe.each(targets)("GET leadAppConfiguration on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  let rent: number;

  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db, { publicTenant: "RENT" });
    rent = setup.tenants.RENT!.id;
  });
  afterAll(async () => {
    await test.close();
  });

  it("answers the public tenant's code and its parent origins to an anonymous caller, with the lead-app headers", async () => {
    const defaults = await request(setup.app).get(path);
    expect(defaults.status).toBe(200);
    expect(defaults.body).toEqual({ Success: true, Result: { tenant: "RENT", parentOrigins: [] }, ErrorMessage: null });
    expect(defaults.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    await saveFlowSettings(test.db, setup.clock, rent, { parentOrigins: ["https://Lender.example:443", "https://www.lender.example:8443"] });
    try {
      const configured = await request(setup.app).get(path);
      expect(configured.body.Result).toEqual({ tenant: "RENT", parentOrigins: ["https://lender.example", "https://www.lender.example:8443"] });
      expect(configured.headers["content-security-policy"]).toContain("frame-ancestors 'self' https://lender.example https://www.lender.example:8443");
    } finally {
      await test.db("flow_settings").where({ tenant_id: rent }).delete();
    }
  });

  it("answers a session's own tenant, never one named in the request", async () => {
    const token = await loginAs(setup.app, "admin", "CAPITAL");
    const answer = await request(setup.app).get(`${path}?tenant=RENT`).set("Authorization", `Bearer ${token}`);
    expect(answer.body.Result).toEqual({ tenant: "CAPITAL", parentOrigins: [] });
  });

  it("answers 401 on a server without a public tenant, and refuses other methods", async () => {
    const noTenant = createServer({ db: test.db, clock: setup.clock, logger: contextOf(setup.app).logger });
    const refused = await request(noTenant).get(path);
    expect(refused.status).toBe(401);
    expect(refused.body.Success).toBe(false);
    expect((await request(setup.app).post(path).send({})).status).toBe(404);
  });
});
