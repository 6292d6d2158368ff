import { businessDateOf, DEFAULT_BUSINESS_TIME_ZONE, isKnownTimeZone } from "@lendkit/core";
import type { Knex } from "knex";
import { postgresTriggerEvents, postgresTriggers, sqliteTriggerEvents, sqliteTriggers } from "./0009_data_versions.js";
import type { Migration } from "./types.js";

/**
 * `ledger_events`: the append-only money events of a contract (issue 22,
 * docs/servicing.md), the one record of what was received, returned,
 * charged and forgiven. A correction is a new row, never an edit.
 *
 * The database itself refuses what may happen once: a second return of one
 * payment (`payment_id` unique), a second waiver of one fee line
 * (`fee_line_id`, or `schedule_line_id` for a deferral fee line of the
 * schedule, unique), and an external id applied twice in one tenant
 * (`tenant_id, external_id` unique; nulls never collide on either engine).
 * The table is versioned like `payments` (0009), so a remembered payments
 * profile goes stale with the event that changes it.
 *
 * `contracts.funded_on`: the lender's day a contract was funded, the first
 * day a payment can have as its value date. Backfilled from the activation's
 * audit row (its day in the tenant's zone); null where none is found.
 *
 * What the seed wrote before (a line's `paid_at`, its receipt) becomes
 * events, so an existing database keeps what it showed: a paid line is a
 * `paymentReceived` of the line's amount on its receipt's day (else the
 * day of `paid_at` in the tenant's zone), by the receipt's method (`pad`
 * when it has none a ledger knows); lines a renewal settled (a `renewal`
 * receipt of the contract on their day and no receipt of their own) are one
 * credit `adjustment` of the receipt's amount; any other receipt with no
 * line is a payment of its own amount. `paid_at` and `receipts` are kept
 * as they were and no longer read: a receipt is now a payment event, so a
 * print ticket's receipt names a `ledger_events` row (tickets already
 * issued for a receipt, minutes-long, are dropped).
 */

const time = (table: Knex.CreateTableBuilder, name: string) => table.string(name, 24);
const day = (table: Knex.CreateTableBuilder, name: string) => table.string(name, 10);

export const ledgerVersionedTables = ["ledger_events"] as const;

const createTable = (db: Knex) =>
  db.schema.createTable("ledger_events", (table) => {
    table.increments("id");
    table.integer("tenant_id").notNullable().references("id").inTable("tenants");
    table.integer("contract_id").notNullable().references("id").inTable("contracts");
    /** `paymentReceived`, `paymentReturned`, `feeAssessed`, `feeWaived`, `adjustment` or `writeOff`. */
    table.string("kind", 16).notNullable();
    /** Integer cents: a payment's or fee's amount, an adjustment's (±); null for the others. */
    table.bigInteger("amount_cents").nullable();
    /** The day it applies: a payment's value date, a return's day, a fee's due date, a waiver's day. */
    day(table, "value_date").notNullable();
    /** A fee's assessment day (the book has it from then). */
    day(table, "assessed_on").nullable();
    table.string("method", 16).nullable();
    table.string("external_id", 100).nullable();
    /** The payment a return takes back: one return per payment. */
    table.integer("payment_id").nullable().unique().references("id").inTable("ledger_events");
    table.string("reason", 500).nullable();
    table.string("fee_kind", 16).nullable();
    /** The fee event a waiver forgives: one waiver per fee line. */
    table.integer("fee_line_id").nullable().unique().references("id").inTable("ledger_events");
    /** The deferral fee line of the schedule a waiver forgives: one waiver per line. */
    table.integer("schedule_line_id").nullable().unique().references("id").inTable("payments");
    table.string("note", 500).nullable();
    time(table, "created_at").notNullable();
    table.integer("created_by").nullable().references("id").inTable("users");
    table.unique(["tenant_id", "external_id"]);
    table.index(["tenant_id", "contract_id", "id"]);
  });

const zoneOf = (zone: unknown): string => (typeof zone === "string" && isKnownTimeZone(zone) ? zone : DEFAULT_BUSINESS_TIME_ZONE);
const dayOf = (instant: string, zone: string): string => businessDateOf(new Date(instant), zone).toString();

const tenantZones = async (db: Knex): Promise<Map<number, string>> => {
  const rows = (await db("tenants").select("id", "time_zone")) as Array<{ id: number; time_zone: string | null }>;
  return new Map(rows.map((row) => [Number(row.id), zoneOf(row.time_zone)]));
};

/** Each contract's activation day, from the first audit row that moved it to ACTIVE (status 1). */
const backfillFundedOn = async (db: Knex, zones: ReadonlyMap<number, string>): Promise<void> => {
  const rows = (await db("audit_log")
    .where({ action: "contract.statusChanged", entity: "contract" })
    .orderBy("id")
    .select("tenant_id", "entity_id", "at", "after_json")) as Array<{ tenant_id: number; entity_id: string; at: string; after_json: string | null }>;
  const funded = new Map<string, { tenantId: number; day: string }>();
  for (const row of rows) {
    if (funded.has(row.entity_id) || !/"statusId":1[,}]/.test(row.after_json ?? "")) continue;
    funded.set(row.entity_id, { tenantId: Number(row.tenant_id), day: dayOf(row.at, zones.get(Number(row.tenant_id)) ?? DEFAULT_BUSINESS_TIME_ZONE) });
  }
  for (const [id, { tenantId, day: fundedOn }] of funded) {
    await db("contracts").where({ tenant_id: tenantId, id: Number(id) }).update({ funded_on: fundedOn });
  }
};

interface PaidLine {
  id: number;
  tenant_id: number;
  contract_id: number;
  amount_cents: number | string;
  paid_at: string;
}

interface Receipt {
  id: number;
  contract_id: number;
  payment_id: number | null;
  paid_on: string;
  amount_cents: number | string;
  method: string;
  created_at: string;
}

const ledgerMethods = new Set(["pad", "etransfer", "cash", "cheque", "card"]);
const renewalMethod = "renewal";

/** The events one contract's paid lines and receipts stand for (see the module's comment). */
const eventsOfContract = (lines: readonly PaidLine[], receipts: readonly Receipt[], tenantId: number, zone: string) => {
  const event = (kind: string, amount: number, valueDate: string, createdAt: string, extra: Record<string, unknown>) => ({
    tenant_id: tenantId,
    contract_id: lines[0]?.contract_id ?? receipts[0]!.contract_id,
    kind,
    amount_cents: amount,
    value_date: valueDate,
    created_at: createdAt,
    ...extra,
  });
  const ownReceipt = new Map(receipts.filter((receipt) => receipt.payment_id !== null).map((receipt) => [Number(receipt.payment_id), receipt]));
  const renewals = receipts.filter((receipt) => receipt.payment_id === null && receipt.method === renewalMethod);
  const events = [];
  for (const line of lines) {
    const receipt = ownReceipt.get(Number(line.id));
    const paidOn = receipt?.paid_on ?? dayOf(line.paid_at, zone);
    if (!receipt && renewals.some((renewal) => renewal.paid_on === paidOn)) continue;
    const method = receipt && ledgerMethods.has(receipt.method) ? receipt.method : "pad";
    events.push(event("paymentReceived", Number(line.amount_cents), paidOn, receipt?.created_at ?? line.paid_at, { method }));
  }
  for (const receipt of receipts.filter((each) => each.payment_id === null)) {
    events.push(
      receipt.method === renewalMethod
        ? event("adjustment", Number(receipt.amount_cents), receipt.paid_on, receipt.created_at, { reason: renewalMethod })
        : event("paymentReceived", Number(receipt.amount_cents), receipt.paid_on, receipt.created_at, { method: ledgerMethods.has(receipt.method) ? receipt.method : "pad" }),
    );
  }
  return events.sort((left, right) => (left.value_date < right.value_date ? -1 : left.value_date > right.value_date ? 1 : 0));
};

const contractBatch = 200;

/** Turns the seed's paid lines and receipts into events, a batch of contracts at a time. */
const convertPaidLines = async (db: Knex, zones: ReadonlyMap<number, string>): Promise<void> => {
  const paid = (await db("payments").whereNotNull("paid_at").distinct("contract_id")) as Array<{ contract_id: number }>;
  const received = (await db("receipts").distinct("contract_id")) as Array<{ contract_id: number }>;
  const contractIds = [...new Set([...paid, ...received].map((row) => Number(row.contract_id)))].sort((left, right) => left - right);
  for (let start = 0; start < contractIds.length; start += contractBatch) {
    const batch = contractIds.slice(start, start + contractBatch);
    const lines = (await db("payments").whereIn("contract_id", batch).whereNotNull("paid_at").orderBy(["contract_id", "due_date", "seq"])) as PaidLine[];
    const receipts = (await db("receipts").whereIn("contract_id", batch).orderBy(["contract_id", "paid_on", "id"])) as Receipt[];
    const tenants = new Map(((await db("contracts").whereIn("id", batch).select("id", "tenant_id")) as Array<{ id: number; tenant_id: number }>).map((row) => [Number(row.id), Number(row.tenant_id)]));
    for (const contractId of batch) {
      const tenantId = tenants.get(contractId)!;
      const events = eventsOfContract(
        lines.filter((line) => Number(line.contract_id) === contractId),
        receipts.filter((receipt) => Number(receipt.contract_id) === contractId),
        tenantId,
        zones.get(tenantId) ?? DEFAULT_BUSINESS_TIME_ZONE,
      );
      if (events.length > 0) await db("ledger_events").insert(events);
    }
  }
};

/** Points print tickets' receipt at the rows of `table` (`ledger_events` up, `receipts` down). */
const ticketReceiptsIn = async (db: Knex, table: string): Promise<void> => {
  await db("print_tickets").whereNotNull("receipt_id").delete();
  await db.schema.alterTable("print_tickets", (tickets) => {
    tickets.dropForeign(["receipt_id"]);
  });
  await db.schema.alterTable("print_tickets", (tickets) => {
    tickets.foreign("receipt_id").references("id").inTable(table);
  });
};

const versionTriggers = (db: Knex) => (db.client.config.client === "pg" ? ledgerVersionedTables.flatMap(postgresTriggers) : ledgerVersionedTables.flatMap(sqliteTriggers));

export const ledgerEvents: Migration = {
  name: "0028_ledger_events",
  async up(db) {
    await createTable(db);
    for (const statement of versionTriggers(db)) await db.raw(statement);
    await db.schema.alterTable("contracts", (table) => {
      day(table, "funded_on").nullable();
    });
    const zones = await tenantZones(db);
    await backfillFundedOn(db, zones);
    await convertPaidLines(db, zones);
    await ticketReceiptsIn(db, "ledger_events");
  },
  async down(db) {
    await ticketReceiptsIn(db, "receipts");
    const postgres = db.client.config.client === "pg";
    for (const event of postgres ? postgresTriggerEvents : sqliteTriggerEvents) {
      await db.raw(postgres ? `DROP TRIGGER IF EXISTS ledger_events_version_${event} ON ledger_events` : `DROP TRIGGER IF EXISTS ledger_events_version_${event}`);
    }
    await db.schema.alterTable("contracts", (table) => {
      table.dropColumn("funded_on");
    });
    await db.schema.dropTable("ledger_events");
  },
};
