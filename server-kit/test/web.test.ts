import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withWebApp } from "../src/server/web.js";
import { makeApp } from "./app.js";
import { targets, type TestDatabase } from "./databases.js";

const builtFrontEnd = () => {
  const dir = mkdtempSync(join(tmpdir(), "lendkit-web-"));
  mkdirSync(join(dir, "assets"));
  mkdirSync(join(dir, "demo"));
  writeFileSync(join(dir, "app.html"), "<html>staff app</html>");
  writeFileSync(join(dir, "go.html"), "<html>lead app</html>");
  writeFileSync(join(dir, "assets", "app-1234.js"), "console.log(1)");
  writeFileSync(join(dir, "demo", "parent.html"), "<html>parent</html>");
  return dir;
};

describe("serving the built front end in front of the API", () => {
  let test: TestDatabase;
  let api: Awaited<ReturnType<typeof makeApp>>["app"];
  let app: ReturnType<typeof withWebApp>;
  beforeAll(async () => {
    test = await targets[0]!.open();
    api = (await makeApp(test.db, { publicTenant: "RENT" })).app;
    app = withWebApp(api, { dir: builtFrontEnd() });
  });
  afterAll(async () => {
    await test.close();
  });

  it("serves the lead app under /go, the staff app elsewhere, and leaves /api to the API", async () => {
    expect((await request(app).get("/go/renew/s1/abc")).text).toContain("lead app");
    expect((await request(app).get("/go")).text).toContain("lead app");
    expect((await request(app).get("/contracts?page=2")).text).toContain("staff app");
    expect((await request(app).get("/api/health")).body).toMatchObject({ Success: true });
    expect((await request(app).get("/api/nothing")).status).toBe(404);
  });

  it("caches hashed assets for a year and pages not at all", async () => {
    const asset = await request(app).get("/assets/app-1234.js");
    expect(asset.headers["cache-control"]).toContain("max-age=31536000");
    expect((await request(app).get("/")).headers["cache-control"]).toBe("no-cache");
    expect((await request(app).get("/demo/parent.html")).text).toContain("parent");
  });

  it("hands a page path's POST to the API (no page answers a write)", async () => {
    const write = await request(app).post("/contracts").send({});
    expect(write.status).toBe(404);
    expect(write.body).toMatchObject({ Success: false });
  });

  it("lets the tenant's parent frame the lead app and no one frame staff pages (SECURITY 24, 25)", async () => {
    const lead = await request(app).get("/go/renew");
    const leadPolicy = String(lead.headers["content-security-policy"]);
    expect(leadPolicy).toContain("frame-ancestors 'self'");
    expect(leadPolicy).toContain("object-src 'none'");
    expect(leadPolicy).toContain("base-uri 'none'");
    expect(leadPolicy).toContain("script-src 'self'");
    expect(lead.headers["x-frame-options"]).toBeUndefined();
    expect(lead.headers["referrer-policy"]).toBe("no-referrer");
    expect(lead.headers["strict-transport-security"]).toContain("max-age=63072000");
    for (const path of ["/", "/contracts/12", "/demo/parent.html"]) {
      const staff = await request(app).get(path);
      expect(String(staff.headers["content-security-policy"]), path).toContain("frame-ancestors 'none'");
      expect(staff.headers["x-frame-options"], path).toBe("DENY");
    }
  });

  it("refuses to start without a built front end", () => {
    expect(() => withWebApp(api, { dir: mkdtempSync(join(tmpdir(), "lendkit-empty-")) })).toThrow(/build the front end/);
  });
});
