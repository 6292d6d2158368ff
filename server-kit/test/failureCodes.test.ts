import { apiFailureCodes, failureCodeOfStatus, failureOf } from "@lendkit/core/api";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fullAccessTable } from "../src/server/apiModules.js";
import { makeApp } from "./app.js";
import { createViaApi, financedBody, staffTokens, type Tokens } from "./contractsFixtures.js";
import { targets, type TestDatabase } from "./databases.js";

/**
 * Every error body carries a `Code` from core's closed set (one typed wire
 * contract): a client decides on it, never on ErrorMessage's words. One
 * representative answer per status the server gives, on SQLite (the code
 * comes from the envelope, not the database).
 */
describe("every error status answers a code from the closed set", () => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  let tokens: Tokens;

  beforeAll(async () => {
    test = await targets[0]!.open();
    setup = await makeApp(test.db, {
      loginLimits: { perIp: { max: 1000, windowMs: 60_000 }, perUsernameAndIp: { max: 2, windowMs: 60_000 }, perUsername: { max: 1000, windowMs: 60_000 } },
      accessTable: { ...fullAccessTable, "GET /api/test/boom": { public: true } },
      extraRoutes: (routes) => {
        routes.get("/api/test/boom", () => {
          throw new Error("boom");
        });
      },
    });
    tokens = await staffTokens(test.db, setup.clock, setup.tenants);
  });
  afterAll(async () => {
    await test.close();
  });

  const merchant = () => tokens.RENT!.merchant!;

  /** Answers that must fail, each with the code a client reads from it. */
  const answers = async () => {
    const app = setup.app;
    const created = await createViaApi(app, merchant(), financedBody());
    const contract = created.body.Result as Record<string, unknown> & { id: number };
    const put = (body: object) => request(app).put(`/api/contracts/${contract.id}`).set("Authorization", `Bearer ${merchant()}`).set("Accept-Language", "en").send(body);
    await put({ ...contract, internalReference: "first" });
    const login = () => request(app).post("/api/login").send({ username: "admin", password: "wrong", tenant: "RENT" });
    await login();
    await login();
    return {
      notFound: [await request(app).get("/api/nope"), "notFound"],
      malformedJson: [await request(app).post("/api/login").set("Content-Type", "application/json").send('{"username": '), "malformedJson"],
      invalidRequest: [await request(app).post("/api/login").set("Accept-Language", "fr").send({ tenant: "NOPE" }), "invalidRequest"],
      bodyTooLarge: [await request(app).post("/api/login").send({ username: "x".repeat(101 * 1024) }), "bodyTooLarge"],
      unsupportedMediaType: [await request(app).post("/api/login").set("Content-Type", "application/json").set("Content-Encoding", "x-bogus").send("{}"), "unsupportedMediaType"],
      unauthenticated: [await request(app).get("/api/contracts"), "unauthenticated"],
      forbidden: [await createViaApi(app, tokens.RENT!.collector!, {}), "forbidden"],
      staleEdit: [await put({ ...contract, internalReference: "second" }), "staleEdit"],
      rateLimited: [await login(), "rateLimited"],
      serverError: [await request(app).get("/api/test/boom"), "serverError"],
    } as const;
  };

  it("sends each answer's code beside ErrorMessage, in the caller's language or in both", async () => {
    for (const [name, [response, code]] of Object.entries(await answers())) {
      expect(response.status, name).toBeGreaterThanOrEqual(400);
      expect(response.body, name).toMatchObject({ Success: false, Code: code });
      expect(apiFailureCodes, name).toContain(response.body.Code);
      expect(typeof response.body.ErrorMessage, name).toBe("string");
      // A client reads it back as is; where the message has no code of its own, the code is the status's.
      expect(failureOf(response.body, response.status).code, name).toBe(code);
      if (name !== "staleEdit" && name !== "malformedJson") expect(code, name).toBe(failureCodeOfStatus(response.status));
    }
  });
});
