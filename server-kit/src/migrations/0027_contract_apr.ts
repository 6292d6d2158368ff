import type { Knex } from "knex";
import { contractAprHundredths } from "../contracts/disclosure.js";
import { toStoredContract, type ContractRow } from "../data/contracts.js";
import type { Migration } from "./types.js";

/**
 * `contracts.apr_percent`: the APR a contract's terms state (a lease's
 * implicit finance rate), so the contracts table sorts and filters on it in
 * SQL (issue "Cost of borrowing" §3). Integer hundredths of a percent
 * (8090 = 80.90 %), not decimal text: text sorts "9.69" after "80.90", and an
 * integer compares as a number on both databases with no cast. Null where the
 * terms give no schedule yet (the table shows "—").
 *
 * Existing rows are backfilled from their stored terms, as the store reads
 * them; a body that no longer decodes keeps null. The index serves the sort
 * in both directions: a contract without an APR sorts as the lowest on both
 * databases (SQLite puts nulls first ascending; PostgreSQL is told to).
 */

const backfillBatch = 200;

const backfillApr = async (db: Knex): Promise<void> => {
  let lastId = 0;
  for (;;) {
    const rows = (await db("contracts")
      .select(
        "contracts.*",
        db.raw("EXISTS (SELECT 1 FROM flow_states WHERE flow_states.contract_id = contracts.id AND flow_states.loan_json IS NOT NULL) AS applicant_chose_terms"),
      )
      .where("id", ">", lastId)
      .orderBy("id")
      .limit(backfillBatch)) as ContractRow[];
    if (rows.length === 0) return;
    for (const row of rows) {
      const apr = aprOfRow(row);
      if (apr !== null) await db("contracts").where({ id: row.id }).update({ apr_percent: apr });
    }
    lastId = Number(rows[rows.length - 1]!.id);
  }
};

const aprOfRow = (row: ContractRow): number | null => {
  try {
    return contractAprHundredths(toStoredContract(row).contract);
  } catch {
    return null;
  }
};

export const contractApr: Migration = {
  name: "0027_contract_apr",
  async up(db) {
    await db.schema.alterTable("contracts", (table) => {
      table.integer("apr_percent").nullable();
    });
    await backfillApr(db);
    const nullsFirst = db.client.config.client === "pg" ? " NULLS FIRST" : "";
    await db.raw(`CREATE INDEX contracts_tenant_apr_index ON contracts (tenant_id, apr_percent${nullsFirst}, id)`);
  },
  async down(db) {
    await db.raw("DROP INDEX IF EXISTS contracts_tenant_apr_index");
    await db.schema.alterTable("contracts", (table) => {
      table.dropColumn("apr_percent");
    });
  },
};
