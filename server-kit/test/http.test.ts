import * as fc from "fast-check";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HttpError } from "../src/http/envelope.js";
import { serverMessages } from "../src/http/messages.js";
import { fullAccessTable as routeTable } from "../src/server/apiModules.js";
import { createLogger } from "../src/http/logging.js";
import { createServer } from "../src/server/createServer.js";
import { captureLogs, makeApp, testPasswordParams } from "./app.js";
import { targets, type TestDatabase } from "./databases.js";

describe.each(targets)("HTTP basics on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db, {
      accessTable: { ...routeTable, "GET /api/test/boom": { public: true }, "POST /api/test/echo": { public: true } },
      extraRoutes: (routes) => {
        routes.get("/api/test/boom", () => {
          throw new Error("secret internal detail at /srv/app.js:12");
        });
        routes.post("/api/test/echo", (req, res) => {
          res.json({ Success: true, Result: req.body, ErrorMessage: null });
        });
      },
    });
  });
  afterAll(async () => {
    await test.close();
  });

  it("answers 404 with an envelope for an unknown path", async () => {
    const response = await request(setup.app).get("/api/nope");
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ Success: false, Result: null, ErrorMessage: "Ressource introuvable. / Resource not found.", Code: "notFound" });
  });

  it("answers malformed JSON with 400, never 500", async () => {
    const response = await request(setup.app).post("/api/login").set("Content-Type", "application/json").send('{"username": ');
    expect(response.status).toBe(400);
    expect(response.body.Success).toBe(false);
    expect(response.body.ErrorMessage).toContain(serverMessages.malformedJson.fr);
    expect(response.body.ErrorMessage).toContain(serverMessages.malformedJson.en);
  });

  it("refuses bodies over 100 kB with 413", async () => {
    const big = { username: "x".repeat(101 * 1024), password: "p", tenant: "RENT" };
    const response = await request(setup.app).post("/api/login").send(big);
    expect(response.status).toBe(413);
    expect(response.body.Success).toBe(false);
  });

  it("refuses __proto__, constructor and prototype keys at any depth", async () => {
    for (const body of [
      '{"__proto__": {"isAdmin": true}}',
      '{"a": {"constructor": {"prototype": 1}}}',
      '[{"b": 1}, {"prototype": 2}]',
    ]) {
      const response = await request(setup.app).post("/api/test/echo").set("Content-Type", "application/json").send(body);
      expect(response.status).toBe(400);
      expect(response.body.ErrorMessage).toContain(serverMessages.forbiddenKey.en);
    }
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it("refuses unknown keys and names the bad fields, in both languages", async () => {
    const response = await request(setup.app).post("/api/login").send({ username: "admin", password: "x", tenant: "RENT", role: 7 });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ Success: false, Result: null });
    expect(response.body.ErrorMessage).toContain("Requête invalide / Invalid request");
    expect(response.body.ErrorMessage).toContain("role");
    const missing = await request(setup.app).post("/api/login").send({ tenant: "NOPE" });
    expect(missing.status).toBe(400);
    expect(missing.body.ErrorMessage).toMatch(/username/);
    expect(missing.body.ErrorMessage).toMatch(/tenant/);
  });

  it("gives every response a request id, keeping a well-formed one from the caller", async () => {
    const generated = await request(setup.app).get("/api/health");
    expect(generated.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await request(setup.app).get("/api/health").set("X-Request-Id", "lb-1234abcd");
    expect(kept.headers["x-request-id"]).toBe("lb-1234abcd");
    const replaced = await request(setup.app).get("/api/health").set("X-Request-Id", "bad id\twith<stuff>");
    expect(replaced.headers["x-request-id"]).not.toBe("bad id\twith<stuff>");
  });

  it("turns an unexpected error into a 500 envelope without a stack, logged with the request id", async () => {
    const response = await request(setup.app).get("/api/test/boom");
    expect(response.status).toBe(500);
    expect(response.body).toEqual({
      Success: false,
      Result: null,
      ErrorMessage: "Une erreur est survenue. Veuillez contacter le support. / An error has occured. Please contact support.",
      Code: "serverError",
    });
    expect(response.text).not.toContain("secret internal detail");
    const logged = setup.logs.lines.find((line) => line.includes("unhandled error"));
    expect(logged).toContain(response.headers["x-request-id"]);
  });

  it("reports health with the database checked", async () => {
    const response = await request(setup.app).get("/api/health");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ Success: true, Result: { status: "ok", database: "ok" }, ErrorMessage: null });
  });

  it("never answers a random JSON body with a 5xx (SECURITY 17)", async () => {
    const paths = ["/api/login", "/api/logout", "/api/test/echo"];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fc.jsonValue({ maxDepth: 3 }), async (path, body) => {
        const response = await request(setup.app).post(path).set("Content-Type", "application/json").send(JSON.stringify(body));
        expect(response.status).toBeLessThan(500);
        expect(typeof response.body.Success).toBe("boolean");
      }),
      { numRuns: 60 },
    );
  });

  it("never answers any table route with a 5xx, whatever the body and Authorization header", async () => {
    const routes = Object.keys(routeTable).map((key) => key.split(" ") as [string, string]);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.option(fc.jsonValue({ maxDepth: 2 }), { nil: undefined }),
        fc.option(fc.oneof(fc.string({ maxLength: 80 }), fc.string({ maxLength: 60 }).map((text) => `Bearer ${text}`)), { nil: undefined }),
        async ([method, path], body, authorization) => {
          let call = request(setup.app)[method.toLowerCase() as "get"](path.replace(/:[A-Za-z_]+/g, "1"));
          if (authorization !== undefined) call = call.set("Authorization", authorization.replace(/[^\x20-\x7e]/g, ""));
          if (body !== undefined) call = call.set("Content-Type", "application/json").send(JSON.stringify(body));
          const response = await call;
          expect(response.status).toBeLessThan(500);
          expect(typeof response.body.Success).toBe("boolean");
        },
      ),
      { numRuns: 80 },
    );
  });

  it("never answers random bytes sent as JSON with a 5xx", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 200 }), async (text) => {
        const response = await request(setup.app).post("/api/login").set("Content-Type", "application/json").send(text);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });

  it("answers an HttpError thrown by a route with its status and headers", async () => {
    const app = createServer({
      db: test.db,
      clock: setup.clock,
      logger: createLogger({ destination: captureLogs().stream }),
      passwordParams: testPasswordParams,
      accessTable: { ...routeTable, "GET /api/test/teapot": { public: true } },
      extraRoutes: (routes) =>
        routes.get("/api/test/teapot", () => {
          throw new HttpError(418, { fr: "Théière", en: "Teapot" }, undefined, { "X-Test": "yes" });
        }),
    });
    const response = await request(app).get("/api/test/teapot");
    expect(response.status).toBe(418);
    expect(response.headers["x-test"]).toBe("yes");
    expect(response.body.ErrorMessage).toBe("Théière / Teapot");
  });
});

describe.each(targets)("health without a database on $name", (target) => {
  it("answers 503 when the database does not answer", async () => {
    const test = await target.open();
    const app = createServer({ db: test.db, logger: createLogger({ destination: captureLogs().stream }) });
    await test.close();
    const response = await request(app).get("/api/health");
    expect(response.status).toBe(503);
    expect(response.body.Success).toBe(false);
  });
});
