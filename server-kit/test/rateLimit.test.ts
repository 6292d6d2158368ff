import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fullAccessTable as routeTable } from "../src/server/apiModules.js";
import { sendOk } from "../src/http/envelope.js";
import { createLogger } from "../src/http/logging.js";
import { hitRateLimit, limitByIp, peekRateLimit, releaseRateLimit } from "../src/http/rateLimit.js";
import { pruneRateLimits } from "../src/db/rateLimits.js";
import { captureLogs, makeApp, testClock } from "./app.js";
import { targets, type TestDatabase } from "./databases.js";
import request from "supertest";

describe.each(targets)("rate limits on $name", (target) => {
  let test: TestDatabase;
  let setup: Awaited<ReturnType<typeof makeApp>>;
  beforeAll(async () => {
    test = await target.open();
    setup = await makeApp(test.db, {
      trustProxy: 1,
      accessTable: { ...routeTable, "GET /api/test/limited": { public: true } },
      extraRoutes: (routes, context) =>
        routes.get("/api/test/limited", limitByIp(context, "limited", { max: 2, windowMs: 60_000 }), (_req, res) => sendOk(res, "ok")),
    });
  });
  afterAll(async () => {
    await test.close();
  });

  it("counts hits per key and window, with the seconds left in the window", async () => {
    const clock = testClock(new Date("2026-11-22T12:00:15.000Z"));
    const limit = { max: 2, windowMs: 60_000 };
    const windowStart = "2026-11-22T12:00:00.000Z";
    expect(await hitRateLimit(test.db, clock, "k", limit)).toEqual({ allowed: true, count: 1, retryAfterSeconds: 45, windowStart });
    expect((await hitRateLimit(test.db, clock, "k", limit)).allowed).toBe(true);
    expect(await hitRateLimit(test.db, clock, "k", limit)).toEqual({ allowed: false, count: 3, retryAfterSeconds: 45, windowStart });
    expect((await hitRateLimit(test.db, clock, "other", limit)).allowed).toBe(true);
    clock.advance(45_000);
    expect(await hitRateLimit(test.db, clock, "k", limit)).toMatchObject({ allowed: true, count: 1 });
    expect(await pruneRateLimits(test.db, new Date("2026-11-22T12:01:00.000Z"))).toBe(2);
  });

  it("gives back a hit in the window it was counted in, never below zero nor in a later window", async () => {
    const clock = testClock(new Date("2026-11-22T13:00:10.000Z"));
    const limit = { max: 1, windowMs: 60_000 };
    const first = await hitRateLimit(test.db, clock, "release", limit);
    await releaseRateLimit(test.db, "release", first);
    expect(await hitRateLimit(test.db, clock, "release", limit)).toMatchObject({ allowed: true, count: 1 });
    const counted = await hitRateLimit(test.db, clock, "release", limit);
    expect(counted).toMatchObject({ allowed: false, count: 2 });
    await releaseRateLimit(test.db, "release", counted);
    await releaseRateLimit(test.db, "release", counted);
    await releaseRateLimit(test.db, "release", counted);
    expect(await peekRateLimit(test.db, clock, "release", limit)).toMatchObject({ count: 0 });
    clock.advance(60_000);
    expect(await hitRateLimit(test.db, clock, "release", limit)).toMatchObject({ count: 1 });
    await releaseRateLimit(test.db, "release", counted);
    expect(await peekRateLimit(test.db, clock, "release", limit)).toMatchObject({ count: 1 });
  });

  it("counts 20 concurrent hits exactly", async () => {
    const clock = testClock();
    const hits = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(test.db, clock, "burst", { max: 5, windowMs: 60_000 })));
    expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(hits.filter((hit) => hit.allowed)).toHaveLength(5);
  });

  it("limitByIp answers 429 with Retry-After per real client IP", async () => {
    const call = (ip: string) => request(setup.app).get("/api/test/limited").set("X-Forwarded-For", ip);
    expect((await call("192.0.2.10")).status).toBe(200);
    expect((await call("192.0.2.10")).status).toBe(200);
    const refused = await call("192.0.2.10");
    expect(refused.status).toBe(429);
    expect(refused.headers["retry-after"]).toBe("60");
    expect(refused.body).toMatchObject({ Success: false, Result: null });
    expect((await call("192.0.2.11")).status).toBe(200);
  });
});

describe("log redaction", () => {
  it("blanks passwords, tokens, OTPs and authorization headers wherever a caller logs them", () => {
    const logs = captureLogs();
    const logger = createLogger({ destination: logs.stream });
    logger.info({ password: "pw-1", token: "tok-1", otp: "123456", body: { password: "pw-2", serverInfo: "si-1" }, req: { headers: { authorization: "Bearer abc", cookie: "c=1" } } }, "x");
    const line = logs.lines.join("\n");
    for (const secret of ["pw-1", "tok-1", "123456", "pw-2", "si-1", "Bearer abc", "c=1"]) expect(line).not.toContain(secret);
    expect(line).toContain("[redacted]");
  });
});
