import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateLatest, migrations, rollbackAll } from "../src/migrations/index.js";
import { targets, type TestDatabase } from "./databases.js";

const foundationTables = ["tenants", "users", "sessions", "audit_log", "rate_limits", "idempotency_keys"];

describe.each(targets)("migrations on $name", (target) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await target.open();
  });
  afterAll(async () => {
    await test.close();
  });

  it("runs latest → rollback all → latest (SECURITY 31)", async () => {
    const { db } = test;
    expect(await migrateLatest(db)).toEqual(migrations.map((m) => m.name));
    for (const table of foundationTables) expect(await db.schema.hasTable(table)).toBe(true);

    expect(await rollbackAll(db)).toEqual(migrations.map((m) => m.name).reverse());
    for (const table of foundationTables) expect(await db.schema.hasTable(table)).toBe(false);

    expect(await migrateLatest(db)).toEqual(migrations.map((m) => m.name));
    expect(await migrateLatest(db)).toEqual([]);
    for (const table of foundationTables) expect(await db.schema.hasTable(table)).toBe(true);
  }, 30_000);

  it("enforces foreign keys", async () => {
    const now = new Date(0).toISOString();
    await expect(
      test.db("users").insert({
        tenant_id: 999,
        username: "nobody",
        password_hash: "x",
        role_id: 7,
        created_at: now,
        updated_at: now,
      }),
    ).rejects.toThrow();
  });

  it("keeps audit_log append-only (SECURITY 29)", async () => {
    const { db } = test;
    await db("audit_log").insert({ at: new Date(0).toISOString(), action: "test.event" });
    await expect(db("audit_log").update({ action: "changed" })).rejects.toThrow(/append-only/);
    await expect(db("audit_log").delete()).rejects.toThrow(/append-only/);
    expect(await db("audit_log").select("action")).toEqual([{ action: "test.event" }]);
  });
});

describe("SQLite connection settings", () => {
  it("turns on foreign keys and WAL on every pooled connection", async () => {
    const sqlite = targets[0]!;
    const test = await sqlite.open();
    try {
      const [fk] = (await test.db.raw("PRAGMA foreign_keys")) as Array<{ foreign_keys: number }>;
      const [journal] = (await test.db.raw("PRAGMA journal_mode")) as Array<{ journal_mode: string }>;
      expect(fk?.foreign_keys).toBe(1);
      expect(journal?.journal_mode).toBe("wal");
    } finally {
      await test.close();
    }
  });

  it("lets two connections write contracts (and their full-text rows) in concurrent transactions without SQLITE_BUSY", async () => {
    const sqlite = targets[0]!;
    const test = await sqlite.open();
    try {
      await migrateLatest(test.db);
      const [tenant] = (await test.db("tenants").insert({ code: "RENT", name: "Rent", created_at: new Date(0).toISOString() }).returning("id")) as Array<{ id: number }>;
      // A connection opened after the migration, as a second server instance's would be.
      const other = test.openAnother();
      const write = (db: typeof other, index: number) =>
        db.transaction(async (trx) => {
          const now = new Date(0).toISOString();
          const row = { tenant_id: tenant!.id, contract_number: `N-${index}`, status_id: 0, record_level: 0, product: "lease", lessee_name: "Roy, Ana", vehicle_label: "", amount_cents: 1, created_at: now, updated_at: now, version: 1 };
          await trx("contracts").insert(row);
          await trx("audit_log").insert({ at: now, action: "test.write" });
        });
      const results = await Promise.allSettled(Array.from({ length: 40 }, (_, index) => write(index % 2 === 0 ? test.db : other, index)));
      expect(results.filter((result) => result.status === "rejected")).toEqual([]);
      expect(Number((await test.db.raw("SELECT count(*) AS n FROM contracts_search WHERE text LIKE '%roy, ana%'"))[0].n)).toBe(40);
    } finally {
      await test.close();
    }
  });
});
