import { gzipSync } from "node:zlib";
import { tenantCodes } from "@lendkit/core";
import * as fc from "fast-check";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findBodyProblem, findForbiddenKey, jsonBodyMaxDepth } from "../src/http/json.js";
import { serverMessages } from "../src/http/messages.js";
import { fullAccessTable } from "../src/server/apiModules.js";
import { makeApp } from "./app.js";
import { targets, type TestDatabase } from "./databases.js";

/** Every route of the access table as [method, concrete path] (each parameter given a value). */
const routes = Object.keys(fullAccessTable).map((key) => {
  const [method, path] = key.split(" ") as [string, string];
  return [method.toLowerCase() as "get" | "post" | "put" | "delete", path.replace(/:[A-Za-z_]+/g, "1")] as const;
});
const writeRoutes = routes.filter(([method]) => method === "post" || method === "put");

/** `[[[…]]]` nested `depth` deep, as text (JSON.parse reads it; a recursive walk would not). */
const nestedArrays = (depth: number): string => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const nestedObjects = (depth: number): string => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

/** A printable header value (supertest refuses control characters before sending). */
const headerText = fc.string({ maxLength: 60 }).map((text) => text.replace(/[^\x20-\x7e]/g, ""));

const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? "null"),
  fc.integer({ min: 1, max: 3000 }).map(nestedArrays),
  fc.integer({ min: 1, max: 3000 }).map(nestedObjects),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
  fc.string({ maxLength: 200 }),
  fc.integer({ min: 90_000, max: 120_000 }).map((size) => JSON.stringify({ username: "x".repeat(size) })),
);

const headers = fc.record(
  {
    "Content-Type": fc.oneof(
      fc.constantFrom(
        "application/json",
        "application/json; charset=utf-16",
        "application/json; charset=bogus",
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "multipart/form-data",
      ),
      headerText,
    ),
    "Content-Encoding": fc.constantFrom("gzip", "deflate", "br", "identity", "x-bogus", "gzip, gzip"),
    Authorization: fc.oneof(headerText, headerText.map((text) => `Bearer ${text}`)),
    "Accept-Language": fc.oneof(fc.constantFrom("fr", "en", "fr-CA,fr;q=0.9", "*"), headerText),
    "Idempotency-Key": headerText,
    "X-Forwarded-For": headerText,
    "X-Request-Id": headerText,
  },
  { requiredKeys: [] },
);

const query = fc.array(
  fc.tuple(
    fc.oneof(fc.constantFrom("page", "pageSize", "sort", "search", "lang", "tenant", "a[b]", "a[]", "__proto__", "contractId"), fc.string({ maxLength: 12 })),
    fc.string({ maxLength: 30 }),
  ),
  { maxLength: 6 },
);

describe("the body walk", () => {
  it("finds forbidden keys at any depth and bounds the depth, without recursion", () => {
    const deep = JSON.parse(nestedObjects(100_000)) as unknown;
    expect(findBodyProblem(deep)).toEqual({ kind: "tooDeep" });
    expect(findForbiddenKey(deep)).toBeNull();
    expect(findBodyProblem(JSON.parse(nestedArrays(jsonBodyMaxDepth)))).toBeNull();
    expect(findBodyProblem(JSON.parse(nestedArrays(jsonBodyMaxDepth + 1)))).toEqual({ kind: "tooDeep" });
    expect(findForbiddenKey(JSON.parse(`{"a":${nestedArrays(5_000).slice(0, -1)},{"__proto__":1}]}`))).toMatch(/__proto__$/);
  });
});

describe.each(targets)("bad input never answers a 5xx on $name (SECURITY 17)", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db, { publicTenant: "RENT", loginLimits: { perIp: { max: 1e9, windowMs: 1 }, perUsernameAndIp: { max: 1e9, windowMs: 1 }, perUsername: { max: 1e9, windowMs: 1 } } });
  });
  afterAll(async () => {
    await test.close();
  });

  const noStackLogged = () => {
    expect(setup.logs.lines.filter((line) => line.includes('"stack"') || line.includes("unhandled error"))).toEqual([]);
  };

  it("answers JSON nested 10,000 deep with 400 on every POST and PUT route, before anything else", async () => {
    expect(writeRoutes.length).toBeGreaterThan(20);
    for (const [method, path] of writeRoutes) {
      for (const text of [nestedArrays(10_000), nestedObjects(10_000)]) {
        const response = await request(setup.app)[method](path).set("Content-Type", "application/json").send(text);
        expect(response.status, `${method} ${path}`).toBe(400);
        expect(response.body.ErrorMessage).toBe(`${serverMessages.tooDeep.fr} / ${serverMessages.tooDeep.en}`);
      }
    }
    noStackLogged();
  });

  it("keeps the body parser's 400 for a body lying about its gzip encoding, and logs no stack", async () => {
    for (const [method, path] of writeRoutes) {
      const response = await request(setup.app)[method](path)
        .set("Content-Type", "application/json")
        .set("Content-Encoding", "gzip")
        .send('{"username":"admin"}');
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(response.body).toMatchObject({ Success: false, Result: null });
    }
    const truncated = gzipSync(Buffer.from('{"username":"admin","password":"x","tenant":"RENT"}')).subarray(0, 20);
    const cut = await request(setup.app).post("/api/login").set("Content-Type", "application/json").set("Content-Encoding", "gzip").send(truncated);
    expect(cut.status).toBe(400);
    noStackLogged();
  });

  it("answers a malformed tenant code 400 without naming any tenant (issue 17)", async () => {
    for (const tenant of ["NOPE", "rent", "", "RENT ", 7, null]) {
      const response = await request(setup.app).post("/api/login").send({ username: "admin", password: "x", tenant });
      expect(response.status, JSON.stringify(tenant)).toBe(400);
      expect(response.body.ErrorMessage).toMatch(/tenant/);
      for (const code of tenantCodes) expect(response.body.ErrorMessage).not.toContain(code);
    }
  });

  it("never answers a 5xx for any route, whatever its body, headers and query (fuzzed)", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.option(body, { nil: undefined }), headers, query, async ([method, path], sent, sentHeaders, pairs) => {
        const search = new URLSearchParams(pairs).toString();
        let call = request(setup.app)[method](search ? `${path}?${search}` : path);
        for (const [name, value] of Object.entries(sentHeaders)) call = call.set(name, value);
        if (sent !== undefined) call = call.send(sent);
        const response = await call;
        expect(response.status, `${method} ${path} ${JSON.stringify(sentHeaders)}`).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
    noStackLogged();
  }, 60_000);
});
