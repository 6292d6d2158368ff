import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/openDatabase.js";
import { demoPassword } from "../src/seed/demo.js";
import { migrations } from "../src/migrations/index.js";
import { runCli } from "../src/server/cliCommands.js";
import request from "supertest";

describe("the CLI on SQLite", () => {
  const dir = mkdtempSync(join(tmpdir(), "lendkit-cli-"));
  const env = { DATABASE_URL: `sqlite:${join(dir, "nested", "cli.sqlite")}`, PORT: "0", LOG_LEVEL: "silent" };
  const lines: string[] = [];
  const print = (line: string) => lines.push(line);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("refuses to serve an unmigrated database, then migrates, seeds the demo once and serves", async () => {
    await expect(runCli(["serve"], env, print)).rejects.toThrow(/migrate/);
    await runCli(["migrate"], env, print);
    expect(lines.at(-1)).toBe(`applied: ${migrations.map((migration) => migration.name).join(", ")}`);
    await runCli(["migrate"], env, print);
    expect(lines.at(-1)).toBe("already up to date");

    await expect(runCli(["seed"], env, print)).rejects.toThrow(/--demo/);
    await expect(runCli(["seed", "--demo"], { ...env, LENDKIT_PROD: "1" }, print)).rejects.toThrow(/LENDKIT_PROD/);
    await runCli(["seed", "--demo"], env, print);
    expect(lines.at(-1)).toContain("RENT/admin");
    await runCli(["seed", "--demo"], env, print);
    expect(lines.at(-1)).toBe("demo data already there");
    const db = openDatabase(env.DATABASE_URL);
    expect(await db("users").count({ n: "*" })).toEqual([{ n: 16 }]);
    await db.destroy();

    const serving = await runCli(["serve"], env, print);
    try {
      expect((serving!.server.address() as AddressInfo).address).toBe("127.0.0.1");
      const base = `http://127.0.0.1:${serving!.port}`;
      expect((await request(base).get("/api/health")).status).toBe(200);
      expect((await request(base).get("/api/dev/outbox")).status).toBe(404);
      const login = await request(base).post("/api/login").send({ username: "admin", password: demoPassword, tenant: "CAPITAL" });
      expect(login.status).toBe(200);
    } finally {
      await serving!.stop();
    }
    await runCli(["prune"], env, print);
    expect(lines.at(-1)).toMatch(/^pruned: \d+ rate-limit windows, 0 idempotency keys, 0 sessions, 0 print tickets, 0 OTP challenges, 0 outbox messages$/);
    await expect(runCli(["frobnicate"], env, print)).rejects.toThrow(/usage/);
    // The demo seed hashes 16 passwords at the production scrypt cost.
  }, 120_000);

  it("serves the development outbox only when asked, says so, and refuses it on an address other machines reach (issue 17)", async () => {
    await expect(runCli(["serve"], { ...env, HOST: "0.0.0.0", LENDKIT_DEV_OUTBOX: "1" }, print)).rejects.toThrow(/LENDKIT_DEV_OUTBOX.*HOST=0\.0\.0\.0/);
    await expect(runCli(["serve"], { ...env, HOST: "192.0.2.10", LENDKIT_DEV_OUTBOX: "1" }, print)).rejects.toThrow(/refused/);
    const serving = await runCli(["serve"], { ...env, LENDKIT_DEV_OUTBOX: "1" }, print);
    try {
      expect(lines.at(-1)).toMatch(/^development outbox on: .*\/api\/dev\/outbox \(this machine only\)$/);
      expect((await request(`http://127.0.0.1:${serving!.port}`).get("/api/dev/outbox")).status).toBe(200);
    } finally {
      await serving!.stop();
    }
    const everywhere = await runCli(["serve"], { ...env, HOST: "0.0.0.0" }, print);
    try {
      expect((everywhere!.server.address() as AddressInfo).address).toBe("0.0.0.0");
      expect((await request(`http://127.0.0.1:${everywhere!.port}`).get("/api/dev/outbox")).status).toBe(404);
    } finally {
      await everywhere!.stop();
    }
  }, 60_000);
});
