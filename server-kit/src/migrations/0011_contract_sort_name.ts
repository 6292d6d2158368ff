import { foldSearchText } from "@lendkit/core";
import type { Knex } from "knex";
import { sortNameExpression } from "../data/contractTable.js";
import type { Migration } from "./types.js";

/**
 * `contracts.sort_name`: the lessee's name folded by core (lower-case,
 * accents removed), so the table sorts names as a French reader expects:
 * "Éthier" between "Cote" and "Gagnon", not after "Zoé" as a byte-wise sort
 * put it. Rows written by something else than the contracts store have
 * none; the sort falls back to lower() of the name. The index is on the
 * exact expression the sort uses (`sortNameExpression`, data/contractTable.ts),
 * so a page sorted by name is read in index order on both databases.
 */

const backfillBatch = 500;

const backfillSortName = async (db: Knex): Promise<void> => {
  let lastId = 0;
  for (;;) {
    const rows = (await db("contracts").select("id", "lessee_name").where("id", ">", lastId).orderBy("id").limit(backfillBatch)) as Array<{
      id: number;
      lessee_name: string;
    }>;
    if (rows.length === 0) return;
    for (const row of rows) await db("contracts").where({ id: row.id }).update({ sort_name: foldSearchText(row.lessee_name) });
    lastId = Number(rows[rows.length - 1]!.id);
  }
};

export const contractSortName: Migration = {
  name: "0011_contract_sort_name",
  async up(db) {
    await db.raw("ALTER TABLE contracts ADD COLUMN sort_name varchar(200)");
    await backfillSortName(db);
    await db.raw(`CREATE INDEX contracts_tenant_sort_name_index ON contracts (tenant_id, (${sortNameExpression}), id)`);
  },
  async down(db) {
    await db.raw("DROP INDEX IF EXISTS contracts_tenant_sort_name_index");
    await db.raw("ALTER TABLE contracts DROP COLUMN sort_name");
  },
};
