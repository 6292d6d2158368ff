import { defaultLedgerSettings, parseIsoDate, replayLedger, type Ledger, type LedgerEvent, type LedgerSettings, type ScheduleLineInput } from "@lendkit/core";
import type { Knex } from "knex";
import { ledgerEventsOfContracts, scheduleLinesOfContracts, type LedgerContract, type LedgerEventRecord } from "./ledgerEvents.js";

/**
 * A contract's book read back: its schedule and stored events
 * (ledgerEvents.ts) replayed by core's `replayLedger` on a day
 * (docs/servicing.md). Every screen that shows what was paid or is owed
 * reads it from here; every query names the tenant.
 */

/** core's calendar date (named through core, not the date library). */
type CalendarDate = NonNullable<ReturnType<typeof parseIsoDate>>;

/** What a replay needs of a contract: its id and the capital lent (capital no line carries is still owed). */
export type LedgerOwner = Pick<LedgerContract, "id" | "amountCents">;

/** A contract's book on a day: its ledger and the stored events it was replayed from. */
export interface ContractBook {
  readonly ledger: Ledger;
  readonly events: readonly LedgerEventRecord[];
}

/** The replay of stored events, which the writes never let be refused: a refusal here is a fault of the data (500, logged). */
export const replayStored = (contract: LedgerOwner, lines: readonly ScheduleLineInput[], events: readonly LedgerEvent[], asOf: CalendarDate, settings: LedgerSettings): Ledger => {
  const result = replayLedger({ lines, events, asOf, settings, capitalLentCents: contract.amountCents });
  if (!result.ok) throw new Error(`ledger of contract ${contract.id} refuses its stored events: ${result.reason} (${result.id})`);
  return result.ledger;
};

/**
 * The books on `asOf` of contracts of the tenant already read, by contract
 * id: two queries whatever their number. Reads that show no NSF window
 * (amounts late, balances) may keep core's default settings.
 */
export const ledgersOf = async (
  db: Knex,
  tenantId: number,
  contracts: readonly LedgerOwner[],
  asOf: CalendarDate,
  settings: LedgerSettings = defaultLedgerSettings,
): Promise<Map<number, ContractBook>> => {
  const ids = contracts.map((contract) => contract.id);
  // Two reads at once: on PostgreSQL each on its own connection, so a book costs one wait, not two.
  const [lines, events] = await Promise.all([scheduleLinesOfContracts(db, tenantId, ids), ledgerEventsOfContracts(db, tenantId, ids)]);
  return new Map(
    contracts.map((contract) => {
      const stored = events.get(contract.id) ?? [];
      const ledger = replayStored(contract, lines.get(contract.id) ?? [], stored.map((record) => record.event), asOf, settings);
      return [contract.id, { ledger, events: stored }];
    }),
  );
};

/** The book of one contract already read. */
export const ledgerOf = async (db: Knex, tenantId: number, contract: LedgerOwner, asOf: CalendarDate, settings?: LedgerSettings): Promise<ContractBook> =>
  (await ledgersOf(db, tenantId, [contract], asOf, settings)).get(contract.id)!;

