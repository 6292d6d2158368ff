import { randomBytes } from "node:crypto";
import { createServer as createTcpServer, connect, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/openDatabase.js";
import { isDatabaseUnavailable } from "../src/http/errors.js";
import { serverMessages } from "../src/http/messages.js";
import { createLogger } from "../src/http/logging.js";
import { migrateLatest } from "../src/migrations/index.js";
import { createServer } from "../src/server/createServer.js";
import { captureLogs, makeApp, seedTenants, testClock, testPassword, testPasswordParams } from "./app.js";
import { pgUrl, targets, type TestDatabase } from "./databases.js";

const unavailable = `${serverMessages.databaseUnavailable.fr} / ${serverMessages.databaseUnavailable.en}`;

/** What a caller sees while the database is away: 503, Retry-After, the bilingual envelope. */
const expectUnavailable = (response: request.Response, what: string) => {
  expect(response.status, what).toBe(503);
  expect(Number(response.headers["retry-after"]), what).toBeGreaterThan(0);
  if (!what.includes("health")) expect(response.body, what).toEqual({ Success: false, Result: null, ErrorMessage: unavailable, Code: "unavailable" });
};

const login = { username: "admin", password: testPassword, tenant: "RENT" };

describe("what counts as the database being away", () => {
  it("knows pool time-outs, refused and cut connections and PostgreSQL's shutdown codes, and nothing else", () => {
    for (const error of [
      Object.assign(new Error("Knex: Timeout acquiring a connection. The pool is probably full."), { name: "KnexTimeoutError" }),
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), { code: "ECONNREFUSED" }),
      new AggregateError([Object.assign(new Error("x"), { code: "ECONNREFUSED" })], "connect"),
      new Error("Connection terminated unexpectedly"),
      Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }),
      Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" }),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
    }
    for (const error of [new Error("boom"), Object.assign(new Error("duplicate key"), { code: "23505" }), new RangeError("x"), null, "text"]) {
      expect(isDatabaseUnavailable(error)).toBe(false);
    }
  });
});

describe.each(targets)("the database away on $name (issue 17)", (target) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await target.open();
    await makeApp(test.db);
  });
  afterAll(async () => {
    await test.close();
  });

  it("answers 503 with Retry-After while no pooled connection comes in time, logs no stack, and recovers by itself", async () => {
    const db = test.openAnother({ poolMax: 1, acquireTimeoutMs: 300 });
    const logs = captureLogs();
    const app = createServer({ db, clock: testClock(), logger: createLogger({ destination: logs.stream }), passwordParams: testPasswordParams });
    const token = (await request(app).post("/api/login").send(login)).body.Result.serverInfo as string;
    const held = await db.transaction();
    try {
      expectUnavailable(await request(app).post("/api/login").send(login), "login");
      expectUnavailable(await request(app).get("/api/contracts").set("Authorization", `Bearer ${token}`), "contracts");
      expectUnavailable(await request(app).get("/api/customers").set("Authorization", `Bearer ${token}`), "customers");
      expectUnavailable(await request(app).get("/api/health"), "health");
    } finally {
      await held.commit();
    }
    expect((await request(app).post("/api/login").send(login)).status).toBe(200);
    expect((await request(app).get("/api/contracts").set("Authorization", `Bearer ${token}`)).status).toBe(200);
    expect(logs.lines.filter((line) => line.includes('"stack"') || line.includes("unhandled error"))).toEqual([]);
    expect(logs.lines.some((line) => line.includes("database unavailable"))).toBe(true);
  });
});

describe.runIf(pgUrl)("PostgreSQL cut and back (issue 17)", () => {
  const schema = `lk_test_${randomBytes(6).toString("hex")}`;
  const pg = new URL(pgUrl ?? "postgres://localhost/test");
  let proxy: Server | null = null;
  const sockets = new Set<Socket>();
  let port = 0;

  /** A TCP relay to PostgreSQL that the test can cut and restore on the same port. */
  const openProxy = (listenPort: number) =>
    new Promise<void>((resolve) => {
      proxy = createTcpServer((client) => {
        const upstream = connect(Number(pg.port || 5432), pg.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      proxy.listen(listenPort, "127.0.0.1", () => {
        port = (proxy!.address() as AddressInfo).port;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      proxy!.close(() => resolve());
    });

  const admin = openDatabase(pgUrl ?? "", { poolMax: 1 });
  afterAll(async () => {
    await admin.raw("DROP SCHEMA IF EXISTS ?? CASCADE", [schema]);
    await admin.destroy();
    if (proxy?.listening) await cut();
  });

  it("answers 503 with Retry-After on every data route while the server is cut off, then serves again when it returns", async () => {
    await admin.raw("CREATE SCHEMA ??", [schema]);
    await openProxy(0);
    const url = new URL(pgUrl!);
    url.hostname = "127.0.0.1";
    url.port = String(port);
    const db = openDatabase(url.toString(), { searchPath: schema, poolMax: 2, acquireTimeoutMs: 2000 });
    try {
      await migrateLatest(db);
      const clock = testClock();
      await seedTenants(db, clock);
      const logs = captureLogs();
      const app = createServer({ db, clock, logger: createLogger({ destination: logs.stream }), passwordParams: testPasswordParams });
      const token = (await request(app).post("/api/login").send(login)).body.Result.serverInfo as string;
      await cut();
      expectUnavailable(await request(app).post("/api/login").send(login), "login");
      expectUnavailable(await request(app).get("/api/contracts").set("Authorization", `Bearer ${token}`), "contracts");
      expectUnavailable(await request(app).get("/api/health"), "health");
      await openProxy(port);
      let status = 0;
      for (let attempt = 0; attempt < 5 && status !== 200; attempt += 1) status = (await request(app).post("/api/login").send(login)).status;
      expect(status).toBe(200);
      expect((await request(app).get("/api/contracts").set("Authorization", `Bearer ${token}`)).status).toBe(200);
      expect(logs.lines.filter((line) => line.includes("unhandled error"))).toEqual([]);
    } finally {
      await db.destroy();
    }
  }, 30_000);

  it("answers 503 when PostgreSQL refuses connections", async () => {
    const db = openDatabase("postgres://postgres@127.0.0.1:1/test", { acquireTimeoutMs: 2000 });
    try {
      const app = createServer({ db, logger: createLogger({ destination: captureLogs().stream }), passwordParams: testPasswordParams });
      expectUnavailable(await request(app).post("/api/login").send(login), "login");
      expectUnavailable(await request(app).get("/api/contracts").set("Authorization", "Bearer x".padEnd(50, "y")), "contracts");
    } finally {
      await db.destroy();
    }
  });
});
