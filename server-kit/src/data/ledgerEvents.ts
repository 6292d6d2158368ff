import {
  capitalPartCents,
  ContractStatus,
  parseIsoDate,
  type FeeKind,
  type LedgerEvent,
  type PaymentMethod,
  type ReturnReason,
  type ScheduleLineInput,
} from "@lendkit/core";
import type { Knex } from "knex";
import { lockedFor, insertReturningId } from "../db/sql.js";

/**
 * The servicing ledger's storage (migration 0028): the only place the
 * ledger touches the database. Rows come back as core's shapes: a schedule
 * row (`payments`) is a `ScheduleLineInput` with the id `s<payments.id>`; an
 * event row a `LedgerEvent` whose id is its numeric id as text (so a fee
 * event's line is that id too; the wire calls it `f<id>`) and whose
 * recording order is that id. Every query names the tenant (SECURITY 14);
 * money is integer cents (PostgreSQL sends bigint as text, hence `Number`).
 */

/** core's calendar date (named through core, not the date library). */
type CalendarDate = NonNullable<ReturnType<typeof parseIsoDate>>;

/** A contract as its ledger reads it. */
export interface LedgerContract {
  readonly id: number;
  readonly customerId: number | null;
  readonly statusId: number;
  /** The capital lent. */
  readonly amountCents: number;
  /** The lender's day it was funded; null for a contract funded before the day was recorded. */
  readonly fundedOn: string | null;
  /** When the row was created (ISO instant): funding never comes before it. */
  readonly createdAt: string;
}

/** The line id of a schedule row (`payments.id`) inside core and on the wire. */
export const scheduleLineId = (paymentsId: number): string => `s${paymentsId}`;

const cents = (value: unknown): number => Number(value ?? 0);
const textOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
const numberOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

/** A stored day; a corrupt one is a fault of the data, not of the request (500, logged). */
const storedDay = (value: unknown, what: string): CalendarDate => {
  const date = parseIsoDate(String(value ?? ""));
  if (!date) throw new Error(`ledger: unreadable ${what} ${JSON.stringify(value)}`);
  return date;
};

const contractColumns = ["id", "customer_id", "status_id", "amount_cents", "funded_on", "created_at"];

const toContract = (row: Record<string, unknown>): LedgerContract => ({
  id: Number(row.id),
  customerId: numberOrNull(row.customer_id),
  statusId: Number(row.status_id),
  amountCents: cents(row.amount_cents),
  fundedOn: textOrNull(row.funded_on),
  createdAt: String(row.created_at),
});

/**
 * The tenant's contract, or null. With `lock`, inside a transaction, the
 * row is held until it ends (PostgreSQL's FOR UPDATE: two writes to one
 * ledger take turns, each replaying what the other committed; SQLite has
 * one writer at a time already).
 */
export const findLedgerContract = async (db: Knex, tenantId: number, contractId: number, lock = false): Promise<LedgerContract | null> => {
  const query = db("contracts").where({ tenant_id: tenantId, id: contractId }).first(contractColumns);
  const row = (await (lock ? lockedFor(db, query) : query)) as Record<string, unknown> | undefined;
  return row ? toContract(row) : null;
};

/** Several contracts of the tenant (none locked), by id; an id not the tenant's is absent. */
export const ledgerContractsOf = async (db: Knex, tenantId: number, contractIds: readonly number[]): Promise<Map<number, LedgerContract>> => {
  if (contractIds.length === 0) return new Map();
  const rows = (await db("contracts").where("tenant_id", tenantId).whereIn("id", [...contractIds]).select(contractColumns)) as Record<string, unknown>[];
  return new Map(rows.map((row) => [Number(row.id), toContract(row)]));
};

/** The tenant's contracts with a scheduled line (not a deferral fee) due from `first` to `last`, both included. */
export const contractsWithLinesDue = async (db: Knex, tenantId: number, first: CalendarDate, last: CalendarDate): Promise<Set<number>> => {
  const rows = (await db("payments")
    .where("tenant_id", tenantId)
    .whereNot("kind", "deferralFee")
    .whereBetween("due_date", [first.toString(), last.toString()])
    .distinct("contract_id")) as Array<{ contract_id: number }>;
  return new Set(rows.map((row) => Number(row.contract_id)));
};

/** An active contract with a line due on a day, as the processor debits it. */
export interface DueContract {
  readonly id: number;
  readonly contractNumber: string;
  readonly amountCents: number;
}

/** The tenant's active contracts with a schedule line (a deferral fee too) due on `day`, by id. */
export const activeContractsDueOn = async (db: Knex, tenantId: number, day: CalendarDate): Promise<DueContract[]> => {
  const rows = (await db("contracts")
    .where({ tenant_id: tenantId, status_id: ContractStatus.Active })
    .whereIn("id", db("payments").where({ tenant_id: tenantId, due_date: day.toString() }).select("contract_id"))
    .orderBy("id")
    .select("id", "contract_number", "amount_cents")) as Array<{ id: number; contract_number: string; amount_cents: number | string }>;
  return rows.map((row) => ({ id: Number(row.id), contractNumber: row.contract_number, amountCents: cents(row.amount_cents) }));
};

/**
 * A schedule row as the ledger reads it: its split when the parts add up;
 * otherwise its capital part (core's `capitalPartCents`: the whole amount
 * when it has none), its fee when that still fits, the rest interest; a
 * deferral fee line all fee.
 */
const toScheduleLine = (row: Record<string, unknown>): ScheduleLineInput => {
  const base = { id: scheduleLineId(Number(row.id)), seq: Number(row.seq), dueDate: storedDay(row.due_date, "due date"), amountCents: cents(row.amount_cents) };
  if (row.kind === "deferralFee") return { ...base, kind: "deferralFee" };
  const [fee, interest, principal] = [cents(row.fee_cents), cents(row.interest_cents), cents(row.principal_cents)];
  if (fee + interest + principal === base.amountCents) return { ...base, feeCents: fee, interestCents: interest, principalCents: principal };
  const capital = Math.min(capitalPartCents({ kind: "scheduled", amountCents: base.amountCents, principalCents: principal }), base.amountCents);
  const feeCents = fee <= base.amountCents - capital ? fee : 0;
  return { ...base, feeCents, interestCents: base.amountCents - capital - feeCents, principalCents: capital };
};

const scheduleColumns = ["id", "contract_id", "seq", "kind", "due_date", "amount_cents", "fee_cents", "interest_cents", "principal_cents"];

/** The schedule of several contracts of the tenant, by contract id (lines in `seq` order; the ledger orders them by due date). */
export const scheduleLinesOfContracts = async (db: Knex, tenantId: number, contractIds: readonly number[]): Promise<Map<number, ScheduleLineInput[]>> => {
  const byContract = new Map<number, ScheduleLineInput[]>(contractIds.map((id) => [id, []]));
  if (contractIds.length === 0) return byContract;
  const rows = (await db("payments").where("tenant_id", tenantId).whereIn("contract_id", [...contractIds]).orderBy(["contract_id", "seq"]).select(scheduleColumns)) as Record<string, unknown>[];
  for (const row of rows) byContract.get(Number(row.contract_id))?.push(toScheduleLine(row));
  return byContract;
};

/** The schedule of one contract of the tenant. */
export const scheduleLinesOf = async (db: Knex, tenantId: number, contractId: number): Promise<ScheduleLineInput[]> =>
  (await scheduleLinesOfContracts(db, tenantId, [contractId])).get(contractId) ?? [];

/** What a stored event says beyond core's shape: who recorded it and when, its note. */
export interface LedgerEventRecord {
  readonly event: LedgerEvent;
  readonly id: number;
  readonly contractId: number;
  /** A waiver's fee line, a fee's kind and amount, a note: as stored. */
  readonly note: string | null;
  readonly createdAt: string;
  readonly createdBy: number | null;
  /** The staff member's name (first and last, else the username); null when the system recorded it. */
  readonly createdByName: string | null;
}

/**
 * core's event of a row (its id and recording order are the row's id).
 * Each kind is built as one object literal with all its fields, optional
 * ones undefined rather than absent: events of one kind then share one
 * shape, and the replay reads their fields at full speed (object spreads
 * gave nearly every event a shape of its own, about 1.3× slower a replay).
 */
export const eventOfRow = (row: Record<string, unknown>): LedgerEvent => {
  const id = String(row.id);
  const recordedSeq = Number(row.id);
  const valueDate = storedDay(row.value_date, "value date");
  const reason = String(row.reason ?? "");
  switch (row.kind) {
    case "paymentReceived":
      return { kind: "paymentReceived", id, recordedSeq, amountCents: cents(row.amount_cents), valueDate, method: String(row.method) as PaymentMethod, externalId: textOrNull(row.external_id) ?? undefined };
    case "paymentReturned":
      return { kind: "paymentReturned", id, recordedSeq, paymentId: String(row.payment_id), returnedOn: valueDate, reason: reason as ReturnReason };
    case "feeAssessed":
      return {
        kind: "feeAssessed",
        id,
        recordedSeq,
        feeKind: String(row.fee_kind) as FeeKind,
        amountCents: cents(row.amount_cents),
        dueDate: valueDate,
        assessedOn: row.assessed_on === null || row.assessed_on === undefined ? undefined : storedDay(row.assessed_on, "assessment day"),
        forLineId: row.for_line_id === null || row.for_line_id === undefined ? undefined : scheduleLineId(Number(row.for_line_id)),
      };
    case "feeWaived": {
      const feeLineId = row.fee_line_id === null || row.fee_line_id === undefined ? scheduleLineId(Number(row.schedule_line_id)) : String(row.fee_line_id);
      return { kind: "feeWaived", id, recordedSeq, feeLineId, reason, waivedOn: valueDate };
    }
    case "adjustment":
      return { kind: "adjustment", id, recordedSeq, amountCents: cents(row.amount_cents), valueDate, reason };
    case "writeOff":
      return { kind: "writeOff", id, recordedSeq, valueDate, reason };
    default:
      throw new Error(`ledger: unknown event kind ${JSON.stringify(row.kind)}`);
  }
};

const staffName = (row: Record<string, unknown>): string | null =>
  row.created_by === null || row.created_by === undefined
    ? null
    : `${String(row.first_name ?? "")} ${String(row.last_name ?? "")}`.trim() || String(row.username ?? "");

const toRecord = (row: Record<string, unknown>): LedgerEventRecord => ({
  event: eventOfRow(row),
  id: Number(row.id),
  contractId: Number(row.contract_id),
  note: textOrNull(row.note),
  createdAt: String(row.created_at),
  createdBy: numberOrNull(row.created_by),
  createdByName: staffName(row),
});

/** The events of several contracts of the tenant, by contract id, in recording order. */
export const ledgerEventsOfContracts = async (db: Knex, tenantId: number, contractIds: readonly number[]): Promise<Map<number, LedgerEventRecord[]>> => {
  const byContract = new Map<number, LedgerEventRecord[]>(contractIds.map((id) => [id, []]));
  if (contractIds.length === 0) return byContract;
  const rows = (await db("ledger_events")
    .leftJoin("users", function joinStaff() {
      this.on("users.id", "=", "ledger_events.created_by").andOn("users.tenant_id", "=", "ledger_events.tenant_id");
    })
    .where("ledger_events.tenant_id", tenantId)
    .whereIn("ledger_events.contract_id", [...contractIds])
    .orderBy("ledger_events.id")
    .select("ledger_events.*", "users.first_name", "users.last_name", "users.username")) as Record<string, unknown>[];
  for (const row of rows) byContract.get(Number(row.contract_id))?.push(toRecord(row));
  return byContract;
};

/** The events of one contract of the tenant, in recording order. */
export const ledgerEventsOf = async (db: Knex, tenantId: number, contractId: number): Promise<LedgerEventRecord[]> =>
  (await ledgerEventsOfContracts(db, tenantId, [contractId])).get(contractId) ?? [];

/** An event to record: core's event (its id is ignored: the row's id becomes it) and who records it. */
export interface NewLedgerEvent {
  readonly tenantId: number;
  readonly contractId: number;
  readonly event: LedgerEvent;
  readonly note?: string | null;
  readonly createdAt: string;
  readonly createdBy: number | null;
}

/** A line id of core as the columns of a waiver store it: a fee event's id, or a schedule row's. */
const waivedLineColumns = (feeLineId: string) =>
  feeLineId.startsWith("s") ? { fee_line_id: null, schedule_line_id: Number(feeLineId.slice(1)) } : { fee_line_id: Number(feeLineId), schedule_line_id: null };

/** A fee's columns; the schedule line it is for (`s<payments.id>`) stored as the row's id (migration 0029). */
const feeColumns = (event: Extract<LedgerEvent, { kind: "feeAssessed" }>) => ({
  amount_cents: event.amountCents,
  value_date: event.dueDate.toString(),
  assessed_on: event.assessedOn?.toString() ?? null,
  ...(event.forLineId === undefined ? {} : { for_line_id: Number(event.forLineId.slice(1)) }),
});

const columnsOf = (event: LedgerEvent): Record<string, unknown> => {
  switch (event.kind) {
    case "paymentReceived":
      return { amount_cents: event.amountCents, value_date: event.valueDate.toString(), method: event.method, external_id: event.externalId ?? null };
    case "paymentReturned":
      return { value_date: event.returnedOn.toString(), payment_id: Number(event.paymentId), reason: event.reason };
    case "feeAssessed":
      return { ...feeColumns(event), fee_kind: event.feeKind };
    case "feeWaived":
      // Recorded waivers always carry their day (a row's value date is never empty).
      return { value_date: event.waivedOn?.toString() ?? null, reason: event.reason, ...waivedLineColumns(event.feeLineId) };
    case "adjustment":
      return { amount_cents: event.amountCents, value_date: event.valueDate.toString(), reason: event.reason };
    case "writeOff":
      return { value_date: event.valueDate.toString(), reason: event.reason };
  }
};

const rowOf = (entry: NewLedgerEvent) => ({
  tenant_id: entry.tenantId,
  contract_id: entry.contractId,
  kind: entry.event.kind,
  ...columnsOf(entry.event),
  note: entry.note ?? null,
  created_at: entry.createdAt,
  created_by: entry.createdBy,
});

/** Appends events already checked (a seed's history), many rows per statement. */
export const insertLedgerEvents = async (db: Knex, entries: readonly NewLedgerEvent[]): Promise<void> => {
  for (let start = 0; start < entries.length; start += 200) await db("ledger_events").insert(entries.slice(start, start + 200).map(rowOf));
};

/**
 * Appends one event; returns its id. The unique indexes refuse a second
 * return of a payment, a second waiver of a fee line and an external id
 * already applied in the tenant (`isUniqueViolation` tells the caller).
 */
export const insertLedgerEvent = async (db: Knex, entry: NewLedgerEvent): Promise<number> => {
  return insertReturningId(db, "ledger_events", rowOf(entry));
};

/** True when a payment with this external id is already recorded in the tenant (on any contract). */
export const externalIdApplied = async (db: Knex, tenantId: number, externalId: string): Promise<boolean> =>
  (await db("ledger_events").where({ tenant_id: tenantId, external_id: externalId }).first("id")) !== undefined;

/** Those of `externalIds` the tenant has recorded already (on any contract). */
export const appliedExternalIds = async (db: Knex, tenantId: number, externalIds: readonly string[]): Promise<Set<string>> => {
  if (externalIds.length === 0) return new Set();
  const rows = (await db("ledger_events").where({ tenant_id: tenantId }).whereIn("external_id", [...externalIds]).select("external_id")) as Array<{ external_id: string }>;
  return new Set(rows.map((row) => row.external_id));
};

/** True when `id` is money recorded on the contract (a payment or a credit): what a printed receipt names. */
export const isReceiptEvent = async (db: Knex, tenantId: number, contractId: number, id: number): Promise<boolean> =>
  (await db("ledger_events").where({ tenant_id: tenantId, contract_id: contractId, id }).whereIn("kind", ["paymentReceived", "adjustment"]).first("id")) !== undefined;

/** The id of the tenant's contract with this number, or null. */
export const contractIdByNumber = async (db: Knex, tenantId: number, contractNumber: string): Promise<number | null> => {
  const row = (await db("contracts").where({ tenant_id: tenantId, contract_number: contractNumber }).first("id")) as { id: number } | undefined;
  return row ? Number(row.id) : null;
};

/** A recorded payment found by its external id: its contract, amount and whether a return names it. */
export interface ExternalPayment {
  readonly id: number;
  readonly contractId: number;
  readonly amountCents: number;
  readonly returned: boolean;
}

/** The tenant's payment with this external id (on any contract), or null. */
export const paymentByExternalId = async (db: Knex, tenantId: number, externalId: string): Promise<ExternalPayment | null> => {
  const row = (await db("ledger_events").where({ tenant_id: tenantId, external_id: externalId, kind: "paymentReceived" }).first("id", "contract_id", "amount_cents")) as
    | Record<string, unknown>
    | undefined;
  if (!row) return null;
  const id = Number(row.id);
  const returned = (await db("ledger_events").where({ tenant_id: tenantId, kind: "paymentReturned", payment_id: id }).first("id")) !== undefined;
  return { id, contractId: Number(row.contract_id), amountCents: cents(row.amount_cents), returned };
};
