import { agingTotals, collectionsPage, type AgingTotals, type CollectionsEntry, type CollectionsQuery } from "@lendkit/core";
import type { DataVersions } from "../db/versionedCache.js";
import type { ServerContext } from "../context/serverContext.js";
import { tenantDay } from "../data/tenantZone.js";
import { ledgersOf } from "../data/servicingBooks.js";
import { moneyText } from "../servicing/wire.js";
import { activeContracts, lastNotes, userNames, type QueueContract } from "../data/collections.js";

/**
 * The collections queue (issue 22 §5, docs/servicing.md "Collections"): the
 * tenant's ACTIVE contracts replayed on the lender's today, the late ones
 * filtered, sorted and paged by core (`collectionsPage`), and the aging of
 * them all (`agingTotals`).
 */

/** A contract of the queue: core's entry with its number. */
interface QueueEntry extends CollectionsEntry {
  readonly contractNumber: string;
  readonly customerId: number | null;
}

/**
 * Every active contract replayed on `today` (one read of the schedules and
 * one of the events, then one replay per contract), as queue entries.
 * Amounts late read the same under any waterfall setting (lines are paid
 * oldest first), so core's default settings serve.
 */
const replayedEntries = async (context: ServerContext, tenantId: number, today: Parameters<typeof ledgersOf>[3]): Promise<QueueEntry[]> => {
  const contracts = await activeContracts(context.db, tenantId);
  const books = await ledgersOf(context.db, tenantId, contracts, today);
  return contracts.map((contract: QueueContract) => {
    const { ledger } = books.get(contract.id)!;
    return {
      contractId: contract.id,
      contractNumber: contract.contractNumber,
      customerId: contract.customerId,
      customerName: contract.customerName,
      collectorUserId: contract.collectorUserId,
      bucket: ledger.bucket,
      daysPastDue: ledger.daysPastDue,
      amountLateCents: ledger.balances.amountLateCents,
    };
  });
};

/** The aging on the wire: money as "12.50". */
const agingAnswer = (aging: AgingTotals) => ({
  buckets: aging.buckets.map((total) => ({ bucket: total.bucket, count: total.count, amountLate: moneyText(total.amountLateCents) })),
  count: aging.count,
  amountLate: moneyText(aging.amountLateCents),
});

/** Who asks: the tenant and the user `mine` names, with the versions their session read. */
export interface QueueCaller {
  readonly tenantId: number;
  readonly userId: number | null;
  readonly dataVersions?: DataVersions;
}

/**
 * The queue's page and the aging of every late contract. The replay of
 * the tenant's active contracts is remembered for the day until a
 * contract, customer, schedule or ledger event of the tenant changes; the
 * page's last notes and the collectors' names are read fresh.
 */
export const collectionsQueue = async (context: ServerContext, caller: QueueCaller, query: CollectionsQuery) => {
  const { today } = await tenantDay(context, caller.tenantId);
  const key = JSON.stringify(["collections", today.toString()]);
  const entries = await context.answers.read(
    context.db,
    caller.tenantId,
    ["contracts", "customers", "payments", "ledger_events"],
    key,
    () => replayedEntries(context, caller.tenantId, today),
    caller.dataVersions,
  );
  const page = collectionsPage(entries, query, caller.userId);
  const notes = await lastNotes(context.db, caller.tenantId, page.rows.map((row) => row.contractId));
  const names = await userNames(context.db, caller.tenantId, page.rows.flatMap((row) => (row.collectorUserId === null ? [] : [row.collectorUserId])));
  return {
    asOf: today.toString(),
    count: page.count,
    rows: page.rows.map((row) => {
      const note = notes.get(row.contractId) ?? null;
      return {
        contractId: row.contractId,
        contractNumber: row.contractNumber,
        customerId: row.customerId,
        customerName: row.customerName,
        bucket: row.bucket,
        daysPastDue: row.daysPastDue,
        amountLate: moneyText(row.amountLateCents),
        collector: row.collectorUserId === null ? null : { id: row.collectorUserId, name: names.get(row.collectorUserId) ?? null },
        lastNote: note === null ? null : { text: note.text, at: note.at, promiseToPayOn: note.promiseToPayOn },
      };
    }),
    aging: agingAnswer(agingTotals(entries)),
  };
};
