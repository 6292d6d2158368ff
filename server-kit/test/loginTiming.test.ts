import { Role } from "@lendkit/core";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword, passwordParamsOf } from "../src/auth/passwords.js";
import { createTenant } from "../src/data/tenants.js";
import { createUser } from "../src/auth/users.js";
import { createLogger } from "../src/http/logging.js";
import { migrateLatest } from "../src/migrations/index.js";
import { defaultPasswordParams } from "../src/auth/passwords.js";
import { demoPasswordParams } from "../src/seed/demo.js";
import { createServer } from "../src/server/createServer.js";
import { captureLogs, testClock } from "./app.js";
import { targets, type TestDatabase } from "./databases.js";

/** The stored users' parameters: dearer than the suites' usual ones, so scrypt dominates a login's time. */
const storedParams = { N: 2 ** 13, r: 8, p: 1 } as const;
/** The server's own (for new hashes) deliberately other: the dummy must follow the stored hashes, not these. */
const serverParams = { N: 2 ** 16, r: 8, p: 1 } as const;

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

describe("password parameters", () => {
  it("reads the scrypt parameters a hash was made with; the demo seed uses the production ones", async () => {
    expect(passwordParamsOf(await hashPassword("x", { N: 1024, r: 8, p: 1 }))).toEqual({ N: 1024, r: 8, p: 1 });
    expect(passwordParamsOf("md5$abc")).toBeNull();
    expect(demoPasswordParams).toEqual(defaultPasswordParams);
  });
});

describe.each(targets)("login timing on $name (issue 17)", (target) => {
  let test: TestDatabase;
  let app: ReturnType<typeof createServer>;
  beforeAll(async () => {
    test = await target.open();
    await migrateLatest(test.db);
    const clock = testClock();
    const tenantId = await createTenant(test.db, clock, { code: "RENT" });
    await createUser(test.db, clock, { tenantId, username: "known", password: "Right-Password-1", roleId: Role.Admin, initials: "KN" }, { passwordParams: storedParams });
    app = createServer({
      db: test.db,
      clock,
      logger: createLogger({ destination: captureLogs().stream }),
      passwordParams: serverParams,
      loginLimits: { perIp: { max: 1e6, windowMs: 60_000 }, perUsernameAndIp: { max: 1e6, windowMs: 60_000 }, perUsername: { max: 1e6, windowMs: 60_000 } },
    });
  });
  afterAll(async () => {
    await test.close();
  });

  const timeLogin = async (username: string): Promise<number> => {
    const started = process.hrtime.bigint();
    const response = await request(app).post("/api/login").send({ username, password: "Wrong-Password-9", tenant: "RENT" });
    const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
    expect(response.status).toBe(401);
    return elapsed;
  };

  it("takes as long for an unknown username as for a wrong password: medians of 20 interleaved tries within 1.5×", async () => {
    // Warm up both paths (the dummy hash is made once per parameters, the pool opens).
    await timeLogin("known");
    await timeLogin("nobody-here");
    const known: number[] = [];
    const unknown: number[] = [];
    for (let index = 0; index < 20; index += 1) {
      // Interleaved, and alternating which goes first, so load on a shared machine falls on both alike.
      if (index % 2 === 0) {
        known.push(await timeLogin("known"));
        unknown.push(await timeLogin(`nobody-${index}`));
      } else {
        unknown.push(await timeLogin(`nobody-${index}`));
        known.push(await timeLogin("known"));
      }
    }
    const ratio = median(unknown) / median(known);
    expect(ratio, `unknown ${median(unknown).toFixed(1)} ms, known ${median(known).toFixed(1)} ms`).toBeLessThan(1.5);
    expect(ratio).toBeGreaterThan(1 / 1.5);
  }, 60_000);
});
