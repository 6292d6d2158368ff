import type { Migration } from "./types.js";

/**
 * One live renewal per contract (issue 14 §4): at most one contract renewing
 * a given one may be a DRAFT (0) or signed and waiting for the lender
 * (submitted 2, in analysis 3, approved 4, signed awaiting funding 5) —
 * core's `liveRenewalStatuses`, frozen here as they were when this shipped.
 * A partial unique index, the same SQL on SQLite and PostgreSQL: the
 * renewals module locks the renewed contract and applies core's rule first;
 * the index stops two processes sharing a database from making two.
 *
 * A database that already holds two live renewals of one contract (made
 * before this rule) cannot take the index: the migration stops and names
 * them, so the lender cancels the extra one (staff's status change) and
 * migrates again, rather than the migration choosing which loan to drop.
 */
const indexName = "contracts_one_live_renewal";
const liveStatuses = "0, 2, 3, 4, 5";

export const oneLiveRenewal: Migration = {
  name: "0016_one_live_renewal",
  async up(db) {
    const doubles = (await db("contracts")
      .whereNotNull("original_contract_id")
      .whereIn("status_id", [0, 2, 3, 4, 5])
      .groupBy("tenant_id", "original_contract_id")
      .havingRaw("count(*) > 1")
      .select("tenant_id", "original_contract_id")) as Array<{ tenant_id: number; original_contract_id: number }>;
    if (doubles.length > 0) {
      const named = doubles.map((row) => `tenant ${row.tenant_id} contract ${row.original_contract_id}`).join(", ");
      throw new Error(`0016_one_live_renewal: more than one live renewal of ${named}; cancel the extra renewals, then migrate again`);
    }
    await db.raw(
      `CREATE UNIQUE INDEX ${indexName} ON contracts (tenant_id, original_contract_id) WHERE original_contract_id IS NOT NULL AND status_id IN (${liveStatuses})`,
    );
  },
  async down(db) {
    await db.raw(`DROP INDEX ${indexName}`);
  },
};
