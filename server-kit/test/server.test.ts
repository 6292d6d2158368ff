import { get, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { Role } from "@lendkit/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fullAccessTable as routeTable } from "../src/server/apiModules.js";
import { sendOk } from "../src/http/envelope.js";
import { createLogger } from "../src/http/logging.js";
import { createServer } from "../src/server/createServer.js";
import { shutdownGracefully } from "../src/server/shutdown.js";
import { captureLogs, loginAs, makeApp, testPassword, testPasswordParams } from "./app.js";
import { targets, type TestDatabase } from "./databases.js";
import request from "supertest";

const fetchText = (port: number, path: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    get({ host: "127.0.0.1", port, path, agent: false }, (response: IncomingMessage) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    }).on("error", reject);
  });

describe.each(targets)("graceful shutdown on $name", (target) => {
  it("stops accepting, finishes the in-flight request, then closes the database", async () => {
    const test = await target.open();
    try {
      const { clock } = await makeApp(test.db);
      let started!: () => void;
      const startedPromise = new Promise<void>((resolve) => (started = resolve));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const app = createServer({
        db: test.db,
        clock,
        logger: createLogger({ destination: captureLogs().stream }),
        accessTable: { ...routeTable, "GET /api/test/slow": { public: true } },
        extraRoutes: (routes) =>
          routes.get("/api/test/slow", async (_req, res) => {
            started();
            await released;
            sendOk(res, "finished");
          }),
      });
      const server = app.listen(0, "127.0.0.1");
      await new Promise((resolve) => server.once("listening", resolve));
      const port = (server.address() as AddressInfo).port;

      const slow = fetchText(port, "/api/test/slow");
      await startedPromise;
      const stopping = shutdownGracefully(server, test.db, { timeoutMs: 5000 });
      await expect(fetchText(port, "/api/health")).rejects.toThrow();
      release();
      expect(await slow).toEqual({ status: 200, body: JSON.stringify({ Success: true, Result: "finished", ErrorMessage: null }) });
      await stopping;
      await expect(test.db.raw("select 1")).rejects.toThrow();
    } finally {
      await test.close().catch(() => undefined);
    }
  });
});

describe.each(targets)("two instances on one $name database", (target) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await target.open();
  });
  afterAll(async () => {
    await test.close();
  });

  it("share sessions, logout and rate-limit counts through the database", async () => {
    const limits = { perIp: { max: 100, windowMs: 900_000 }, perUsername: { max: 2, windowMs: 900_000 } };
    const { app: first, clock } = await makeApp(test.db, { loginLimits: limits });
    const second = createServer({
      db: test.openAnother(),
      clock,
      logger: createLogger({ destination: captureLogs().stream }),
      passwordParams: testPasswordParams,
      loginLimits: limits,
    });

    const token = await loginAs(first, "admin");
    const role = await request(second).get("/api/login/role").set("Authorization", `Bearer ${token}`);
    expect(role.body.Result).toBe(Role.Admin);

    await request(first).post("/api/logout").set("Authorization", `Bearer ${token}`);
    expect((await request(second).get("/api/login/role").set("Authorization", `Bearer ${token}`)).status).toBe(401);

    const attempt = (app: typeof first) => request(app).post("/api/login").send({ username: "agent", password: "wrong", tenant: "RENT" });
    expect((await attempt(first)).status).toBe(401);
    expect((await attempt(second)).status).toBe(401);
    expect((await attempt(first)).status).toBe(429);
    expect((await request(second).post("/api/login").send({ username: "agent", password: testPassword, tenant: "RENT" })).status).toBe(429);
  });
});
