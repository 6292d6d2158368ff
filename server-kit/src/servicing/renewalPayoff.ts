import { defaultLedgerSettings, parseIsoDate, RENEWAL_PAYOFF_METHOD, type LedgerEvent } from "@lendkit/core";
import type { Knex } from "knex";
import { insertLedgerEvent, ledgerEventsOf, scheduleLinesOf } from "../data/ledgerEvents.js";
import { replayStored, type LedgerOwner } from "./books.js";

/** core's calendar date (named through core, not the date library). */
type CalendarDate = NonNullable<ReturnType<typeof parseIsoDate>>;

/** Ids of events not yet stored: never a row's id (digits) nor a schedule line's (`s…`). */
const newId = (index: number): string => `new${index}`;

/** The reason of the events a renewal's closure records (core's receipt method of a renewal's payoff). */
const renewalReason = RENEWAL_PAYOFF_METHOD;

/**
 * The payoff a renewal makes on the loan it renews (C §3.4), inside the
 * renewal's activation transaction with the loan's row locked: the balance
 * the renewal carried is a credit on the loan's book that day (reason
 * `renewal`; core settles the loan with it when it reaches the payoff, the
 * later lines' interest unearned), and what the loan still owes after it
 * (interest of a line due that day or late, which the carried balance does
 * not include) is written off with the same reason, so the closed loan owes
 * nothing. Returns the events' ids.
 */
export const settleByRenewal = async (
  trx: Knex,
  loan: { readonly tenantId: number; readonly contract: LedgerOwner },
  day: CalendarDate,
  carriedCents: number,
  recorded: { readonly userId: number | null; readonly at: string },
): Promise<number[]> => {
  const lines = await scheduleLinesOf(trx, loan.tenantId, loan.contract.id);
  const stored = (await ledgerEventsOf(trx, loan.tenantId, loan.contract.id)).map((record) => record.event);
  const seq = stored.reduce((most, event) => Math.max(most, event.recordedSeq), 0);
  const credit: LedgerEvent[] = carriedCents > 0 ? [{ kind: "adjustment", id: newId(1), recordedSeq: seq + 1, amountCents: carriedCents, valueDate: day, reason: renewalReason }] : [];
  const after = replayStored(loan.contract, lines, [...stored, ...credit], day, defaultLedgerSettings);
  const owed = after.lines.some((line) => line.outstandingCents > 0);
  const planned: LedgerEvent[] = owed ? [...credit, { kind: "writeOff", id: newId(2), recordedSeq: seq + 2, valueDate: day, reason: renewalReason }] : credit;
  replayStored(loan.contract, lines, [...stored, ...planned], day, defaultLedgerSettings);
  const ids: number[] = [];
  for (const event of planned) {
    ids.push(await insertLedgerEvent(trx, { tenantId: loan.tenantId, contractId: loan.contract.id, event, createdAt: recorded.at, createdBy: recorded.userId }));
  }
  return ids;
};
