import { contractSearchText } from "@lendkit/core";
import type { Knex } from "knex";
import type { Migration } from "./types.js";

/**
 * What the contracts API needs beyond 0002_lending:
 * - `contracts.search_text`: the contract's number, lessee name and vehicle
 *   label folded by core (`contractSearchText`: lower-case, accents removed),
 *   so a search is case- and accent-insensitive and gives the same rows on
 *   SQLite and PostgreSQL (SQLite's lower() folds ASCII only). Null on rows
 *   written by something else than the contracts store; the search then
 *   falls back to lower() of the columns.
 * - `contracts.submitted_by_user_id`: who submitted the contract, for the
 *   maker-checker rule on approval (SECURITY 16).
 * - an index on (tenant_id, vehicle_label) for sorting by vehicle (the other
 *   sortable columns have theirs in 0002), and one on (tenant_id, id) for
 *   the default order (newest first) and the id tiebreak: without it a
 *   tenant's rows are read through another index and sorted in full.
 * - `contract_number_sequences`: each tenant's last contract number, taken
 *   with one atomic UPDATE so concurrent creates get distinct numbers.
 */
const backfillBatch = 500;

const backfillSearchText = async (db: Knex): Promise<void> => {
  let lastId = 0;
  for (;;) {
    const rows = (await db("contracts")
      .select("id", "contract_number", "lessee_name", "vehicle_label")
      .where("id", ">", lastId)
      .orderBy("id")
      .limit(backfillBatch)) as Array<{ id: number; contract_number: string; lessee_name: string; vehicle_label: string }>;
    if (rows.length === 0) return;
    for (const row of rows) {
      const text = contractSearchText({ contractNumber: row.contract_number, lesseeName: row.lessee_name, vehicleLabel: row.vehicle_label });
      await db("contracts").where({ id: row.id }).update({ search_text: text });
    }
    lastId = Number(rows[rows.length - 1]!.id);
  }
};

export const contractIndexes: Migration = {
  name: "0006_contract_indexes",
  async up(db) {
    await db.schema.alterTable("contracts", (table) => {
      table.text("search_text").nullable();
      table.integer("submitted_by_user_id").nullable();
      table.index(["tenant_id", "vehicle_label"], "contracts_tenant_vehicle_label_index");
      table.index(["tenant_id", "id"], "contracts_tenant_id_id_index");
    });
    await db.schema.createTable("contract_number_sequences", (table) => {
      table.integer("tenant_id").primary().references("id").inTable("tenants");
      table.bigInteger("last_value").notNullable().defaultTo(0);
    });
    await backfillSearchText(db);
  },
  async down(db) {
    await db.schema.dropTable("contract_number_sequences");
    await db.raw("DROP INDEX IF EXISTS contracts_tenant_id_id_index");
    await db.raw("DROP INDEX IF EXISTS contracts_tenant_vehicle_label_index");
    // Plain DROP COLUMN on both engines (SQLite ≥ 3.35): Knex's SQLite path
    // would copy the whole table instead, which other tables' foreign keys
    // to contracts make fragile.
    await db.raw("ALTER TABLE contracts DROP COLUMN search_text");
    await db.raw("ALTER TABLE contracts DROP COLUMN submitted_by_user_id");
  },
};
