import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/openDatabase.js";
import { demoPassword } from "../src/seed/demo.js";
import { migrations } from "../src/migrations/index.js";
import { collectionsPhoneNumbersOf, runCli } from "../src/server/cliCommands.js";
import { systemClock } from "../src/infra/clock.js";
import { saveFlowSettings } from "../src/flows/settings.js";
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

  it("tells a late demo customer the collections number LENDKIT_COLLECTIONS_PHONE_NUMBERS gives, unless the tenant set its own", async () => {
    expect(collectionsPhoneNumbersOf("RENT=(514) 555-0199, CAPITAL=1-418-555-0199")).toEqual({ RENT: "5145550199", CAPITAL: "4185550199" });
    expect(() => collectionsPhoneNumbersOf("NOPE=5145550199")).toThrow(/unknown tenant/);
    expect(() => collectionsPhoneNumbersOf("RENT=555-0199")).toThrow(/ten-digit/);
    await expect(runCli(["serve"], { ...env, LENDKIT_COLLECTIONS_PHONE_NUMBERS: "RENT=12" }, print)).rejects.toThrow(/LENDKIT_COLLECTIONS_PHONE_NUMBERS/);
    const serving = await runCli(["serve"], { ...env, LENDKIT_DEV_OUTBOX: "1", LENDKIT_PUBLIC_TENANT: "RENT", LENDKIT_COLLECTIONS_PHONE_NUMBERS: "RENT=(514) 555-0199" }, print);
    const base = `http://127.0.0.1:${serving!.port}`;
    // Marc-André (docs/demo-data.md) is behind on payments: his renewal stops at the overdue screen with the number.
    const overdue = async () => {
      const asked = await request(base).post("/api/contractExternal/GetOTPFromEmailAndBirthDate?flow=renewal").send({ birthDate: "1979/11/02", email: "marc-andre.gagnon@example.com", CommunicationMethod: "SMS" });
      expect(asked.status).toBe(200);
      const sent = (await request(base).get("/api/dev/outbox?limit=1&to=4185550102")).body.Result[0] as { body: string };
      const code = /\d{6}/.exec(sent.body.replace(/(\d) (?=\d)/g, "$1"))?.[0];
      const verified = await request(base).post("/api/contractExternal/validateOTPAndRenew").send({ OTP: code, userSlug: asked.body.Result.userSlug });
      expect(verified.status).toBe(200);
      expect(Number(verified.body.Result.amountLate)).toBeGreaterThan(0);
      return verified.body.Result.collectionsPhoneNumber as string | null;
    };
    try {
      expect(await overdue()).toBe("5145550199");
      const db = openDatabase(env.DATABASE_URL);
      try {
        const rent = (await db("tenants").where({ code: "RENT" }).first("id")) as { id: number };
        await saveFlowSettings(db, systemClock, Number(rent.id), { collectionsPhoneNumber: "4185550199" });
        expect(await overdue()).toBe("4185550199");
        await db("flow_settings").where({ tenant_id: rent.id }).delete();
      } finally {
        await db.destroy();
      }
    } finally {
      await serving!.stop();
    }
  }, 60_000);
  it("starts the daily timer with serve, the payment processor sandbox when asked, and stops the timer with serve's stop", async () => {
    await expect(runCli(["serve"], { ...env, LENDKIT_PAYMENT_PROCESSOR: "bank" }, print)).rejects.toThrow(/LENDKIT_PAYMENT_PROCESSOR/);
    const off = await runCli(["serve"], { ...env, LENDKIT_DAILY_RUN: "off" }, print);
    expect(off!.servicingTimer).toBeNull();
    await off!.stop();

    const db = openDatabase(env.DATABASE_URL);
    const serverRuns = async () => Number((await db("audit_log").where({ action: "servicing.run" }).whereNull("actor_user_id").count({ n: "*" }))[0]!.n);
    try {
      const before = await serverRuns();
      const serving = await runCli(["serve"], { ...env, LENDKIT_PAYMENT_PROCESSOR: "sandbox", LENDKIT_SANDBOX_NSF_SHARE: "0.5" }, print);
      try {
        expect(lines.at(-1)).toMatch(/^payment processor sandbox on/);
        // The first check runs at start: each demo tenant's processor day, then its servicing day.
        await serving!.servicingTimer!.tick();
        expect(await serverRuns()).toBe(before + 2);
        expect(Number((await db("processor_days").count({ n: "*" }))[0]!.n)).toBeGreaterThanOrEqual(2);
        // The same day again: nothing runs.
        await serving!.servicingTimer!.tick();
        expect(await serverRuns()).toBe(before + 2);
      } finally {
        await serving!.stop();
      }
      // Stopped: a check asked for does nothing.
      await serving!.servicingTimer!.tick();
      expect(await serverRuns()).toBe(before + 2);
    } finally {
      await db.destroy();
    }
  }, 60_000);
});
