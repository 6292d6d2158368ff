import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { withWebApp } from "../src/server/web.js";

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

const apiApp = () => {
  const api = express();
  api.get("/api/health", (_req, res) => res.json({ Success: true }));
  api.post("/contracts", (_req, res) => res.status(403).json({ Success: false }));
  api.use((_req, res) => res.status(404).json({ Success: false }));
  return api;
};

describe("serving the built front end in front of the API", () => {
  const app = withWebApp(apiApp(), { dir: builtFrontEnd() });

  it("serves the lead app under /go, the staff app elsewhere, and leaves /api to the API", async () => {
    expect((await request(app).get("/go/renew/s1/abc")).text).toContain("lead app");
    expect((await request(app).get("/go")).text).toContain("lead app");
    expect((await request(app).get("/contracts?page=2")).text).toContain("staff app");
    expect((await request(app).get("/api/health")).body).toEqual({ Success: true });
    expect((await request(app).get("/api/nothing")).status).toBe(404);
  });

  it("caches hashed assets for a year and pages not at all", async () => {
    const asset = await request(app).get("/assets/app-1234.js");
    expect(asset.headers["cache-control"]).toContain("max-age=31536000");
    expect((await request(app).get("/")).headers["cache-control"]).toBe("no-cache");
    expect((await request(app).get("/demo/parent.html")).text).toContain("parent");
  });

  it("hands a page path's POST to the API (no page answers a write)", async () => {
    expect((await request(app).post("/contracts")).status).toBe(403);
  });

  it("refuses to start without a built front end", () => {
    expect(() => withWebApp(apiApp(), { dir: mkdtempSync(join(tmpdir(), "lendkit-empty-")) })).toThrow(/build the front end/);
  });
});
