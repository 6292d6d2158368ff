import { decimalFromCents, type Allocation, type Ledger, type LedgerEvent, type LedgerLine, type LedgerPayment, type PayoffQuote } from "@lendkit/core";
import type { LedgerEventRecord } from "../data/ledgerEvents.js";

/**
 * The servicing answers on the wire (docs/api/servicing.md): money as a
 * decimal string with exactly two decimals, days as `yyyy-mm-dd`, a
 * schedule line's id `s<payments.id>` and a fee line's `f<event id>`.
 */

/** Cents as the wire's money: "12.50". */
export const moneyText = (cents: number): string => decimalFromCents(cents).toFixed(2);

/** A core line id on the wire: a schedule line's as is, a fee line's (its event's id) as `f<id>`. */
export const wireLineId = (coreId: string): string => (coreId.startsWith("s") ? coreId : `f${coreId}`);

/** A wire line id as core names it (`s12` stays, `f7` is event `7`); null for anything else. */
export const coreLineId = (wireId: string): string | null => {
  const match = /^([sf])([1-9]\d{0,9})$/.exec(wireId);
  if (!match || Number(match[2]) > 2_147_483_647) return null;
  return match[1] === "s" ? wireId : match[2]!;
};

const lineOf = (line: LedgerLine) => ({
  id: wireLineId(line.id),
  seq: line.seq,
  kind: line.kind,
  dueDate: line.dueDate.toString(),
  amount: moneyText(line.amountCents),
  paid: moneyText(line.paidCents),
  outstanding: moneyText(line.outstandingCents),
  isPaid: line.isPaid,
  isLate: line.isLate,
  daysPastDue: line.daysPastDue,
  canReturnNsf: line.canReturnNsf,
  isCheckboxDisabled: line.isCheckboxDisabled,
  feeKind: line.feeKind,
});

export const allocationOf = (allocation: Allocation) => ({
  lineId: wireLineId(allocation.lineId),
  fee: moneyText(allocation.fee),
  interest: moneyText(allocation.interest),
  principal: moneyText(allocation.principal),
});

/** The day an event happens on: a fee on its assessment, a waiver on its day, the others on their date. */
export const eventDay = (event: LedgerEvent): string => {
  switch (event.kind) {
    case "paymentReturned":
      return event.returnedOn.toString();
    case "feeAssessed":
      return (event.assessedOn ?? event.dueDate).toString();
    case "feeWaived":
      return event.waivedOn?.toString() ?? "";
    default:
      return event.valueDate.toString();
  }
};

/** What only some kinds of event carry, left out where absent. */
const eventDetails = (event: LedgerEvent, note: string | null): Record<string, unknown> => {
  const details: Record<string, unknown> = {};
  if (event.kind === "paymentReceived") Object.assign(details, { method: event.method }, event.externalId === undefined ? {} : { externalId: event.externalId });
  if (event.kind === "paymentReturned") Object.assign(details, { paymentId: Number(event.paymentId), reason: event.reason });
  if (event.kind === "feeAssessed") Object.assign(details, { feeKind: event.feeKind }, event.forLineId === undefined ? {} : { forLineId: wireLineId(event.forLineId) });
  if (event.kind === "feeWaived") Object.assign(details, { feeLineId: wireLineId(event.feeLineId), reason: event.reason });
  if (event.kind === "adjustment" || event.kind === "writeOff") details.reason = event.reason;
  if (note !== null) details.note = note;
  return details;
};

const eventOf = (record: LedgerEventRecord) => {
  const { event } = record;
  const amount = "amountCents" in event ? moneyText(event.amountCents) : null;
  // A fee's value date is its due date: the day its line falls due.
  const valueDate = event.kind === "feeAssessed" ? event.dueDate.toString() : eventDay(event);
  return { id: record.id, kind: event.kind, valueDate, amount, ...eventDetails(event, record.note), createdAt: record.createdAt, createdBy: record.createdByName };
};

const paymentOf = (payment: LedgerPayment) => ({
  id: Number(payment.id),
  amount: moneyText(payment.amountCents),
  valueDate: payment.valueDate.toString(),
  method: payment.method,
  returnedBy: payment.returnedBy === null ? null : Number(payment.returnedBy),
  returnedOn: payment.returnedOn === null ? null : payment.returnedOn.toString(),
  canReturnNsf: payment.canReturnNsf,
  allocations: payment.allocations.map(allocationOf),
});

const balancesOf = (ledger: Ledger) => {
  const { balances } = ledger;
  return {
    amountLate: moneyText(balances.amountLateCents),
    totalUnpaid: moneyText(balances.totalUnpaidCents),
    totalUnpaidStartDate: balances.totalUnpaidStartDate?.toString() ?? null,
    capitalRemaining: moneyText(balances.capitalRemainingCents),
    feesOutstanding: moneyText(balances.feesOutstandingCents),
    creditBalance: moneyText(balances.creditBalanceCents),
    payoff: moneyText(ledger.payoff.amountCents),
    nextPaymentAmount: balances.nextPayment === null ? null : moneyText(balances.nextPayment.amountCents),
    nextPaymentDate: balances.nextPayment?.dueDate.toString() ?? null,
  };
};

/**
 * GET /api/contracts/{id}/ledger's answer: the lines in due-date order, the
 * events that happened by `asOf` in recording order, the payments with what
 * each paid, the balances and the delinquency bucket.
 */
export const ledgerAnswer = (ledger: Ledger, events: readonly LedgerEventRecord[]) => {
  const asOf = ledger.asOf.toString();
  return {
    asOf,
    lines: ledger.lines.map(lineOf),
    events: events.filter((record) => eventDay(record.event) <= asOf).map(eventOf),
    payments: ledger.payments.filter((payment) => payment.kind === "payment").map(paymentOf),
    balances: balancesOf(ledger),
    bucket: ledger.bucket,
  };
};

/** GET /api/contracts/{id}/payoff's answer. */
export const payoffAnswer = (quote: PayoffQuote) => ({
  date: quote.date.toString(),
  amount: moneyText(quote.amountCents),
  principal: moneyText(quote.principalCents),
  interest: moneyText(quote.interestCents),
  fees: moneyText(quote.feesCents),
});
