import type { CalendarDate } from "@internationalized/date";
import { isBusinessDayNumber } from "../../calculator/businessDays.js";
import { dayNumberOfDate } from "../../calculator/dayNumber.js";
import { compareDays, endOfPeriodDay, settlementSplit, type UnpaidParts } from "../lines.js";
import { FEE, INTEREST, PRINCIPAL, outstandingOf, type BookLine, type Source } from "./book.js";
import type { Book } from "./replay.js";
import type {
  Allocation,
  DelinquencyBucket,
  Ledger,
  LedgerBalances,
  LedgerLine,
  LedgerPayment,
  LedgerSettings,
  PayoffQuote,
} from "./types.js";

/**
 * The delinquency bucket of a number of days past due (of the oldest late line).
 *
 * @example
 * delinquencyBucket(0) // "current"
 * delinquencyBucket(30) // "1-30"
 * delinquencyBucket(31) // "31-60"
 * delinquencyBucket(91) // "91+"
 */
export const delinquencyBucket = (daysPastDue: number): DelinquencyBucket =>
  daysPastDue <= 0 ? "current" : daysPastDue <= 30 ? "1-30" : daysPastDue <= 60 ? "31-60" : daysPastDue <= 90 ? "61-90" : "91+";

/**
 * The first value day whose payments can still be returned NSF on `asOf`:
 * a payment is returnable until the `nsfReturnBusinessDays`-th business day
 * after its value date, so on `asOf` those paid on or after the N-th
 * business day before `asOf` (computed once, not per payment).
 */
const returnableSince = (asOfDay: number, settings: LedgerSettings): number => {
  let day = asOfDay;
  for (let count = 0; count < settings.nsfReturnBusinessDays; count++) {
    day--;
    for (let guard = 0; guard < 366 && !isBusinessDayNumber(day, settings.businessCalendar); guard++) day--;
  }
  return day;
};

const mayReturnNsf = (source: Source, since: number, asOfDay: number, settings: LedgerSettings): boolean =>
  source.returnedBy === null &&
  source.day >= since &&
  source.day <= asOfDay &&
  source.method !== null &&
  settings.nsfReturnableMethods.includes(source.method);

/**
 * A source's allocations, one per line in line order: as paid (the
 * waterfall pays lines in order), merged when credit applied later paid a
 * line again.
 */
const allocationsOf = (source: Source, book: Book): readonly Allocation[] => {
  // A source that paid nothing holds the steps' shared empty list: the ledger gets its own.
  if (source.allocations.length === 0) return [];
  if (!source.needsMerge) return source.allocations;
  const byLine = new Map<BookLine, [number, number, number]>();
  source.allocations.forEach((record, index) => {
    const line = source.allocationLines[index]!;
    const sums = byLine.get(line) ?? [0, 0, 0];
    byLine.set(line, [sums[FEE] + record.fee, sums[INTEREST] + record.interest, sums[PRINCIPAL] + record.principal]);
  });
  return [...byLine]
    .sort(([left], [right]) => book.lines.indexOf(left) - book.lines.indexOf(right))
    .map(([line, sums]) => ({ lineId: line.id, fee: sums[FEE], interest: sums[INTEREST], principal: sums[PRINCIPAL] }));
};

const lineOf = (line: BookLine, asOfDay: number, returnable: ReadonlySet<BookLine>): LedgerLine => {
  const outstanding = { fee: outstandingOf(line, FEE), interest: outstandingOf(line, INTEREST), principal: outstandingOf(line, PRINCIPAL) };
  const outstandingCents = outstanding.fee + outstanding.interest + outstanding.principal;
  const { cents } = line;
  const paidCents = cents[3]! + cents[4]! + cents[5]!;
  const isLate = outstandingCents > 0 && line.due < asOfDay;
  return {
    id: line.id,
    seq: line.seq,
    kind: line.kind,
    feeKind: line.feeKind,
    dueDate: line.dueDate,
    amountCents: cents[0]! + cents[1]! + cents[2]!,
    paidCents,
    outstandingCents,
    outstanding,
    waivedCents: line.waived,
    writtenOffCents: line.writtenOff,
    cancelledCents: line.cancelled,
    isPaid: outstandingCents === 0 && paidCents > 0 && line.writtenOff === 0,
    isLate,
    daysPastDue: isLate ? asOfDay - line.due : 0,
    canReturnNsf: returnable.size > 0 && returnable.has(line),
    isCheckboxDisabled: outstandingCents === 0,
  };
};

const unpaidParts = (line: LedgerLine): UnpaidParts => ({
  dueDate: line.dueDate,
  isFeeLine: line.kind !== "scheduled",
  feeCents: line.outstanding.fee,
  interestCents: line.outstanding.interest,
  principalCents: line.outstanding.principal,
});

/**
 * The payoff quote on `date` from a ledger (a date on or after its `asOf`;
 * for an earlier day, replay at that day): core/servicing's settlement rule
 * (`settlementSplit`, the paid-out amount of the statement and the paid-out
 * report) over the outstanding parts — the lines due by `date` in full, the
 * principal of later lines, the fee lines in full; the interest and
 * per-period fees of later lines are not earned. A credit balance only
 * exists when nothing is outstanding, so it is never taken off.
 *
 * @example
 * const lines = [1, 2].map((n) => ({ id: `L${n}`, seq: n, dueDate: new CalendarDate(2026, 11, 7 * n), amountCents: 10_000, interestCents: 1_000, principalCents: 9_000 }));
 * const result = replayLedger({ lines, events: [], asOf: new CalendarDate(2026, 11, 10) });
 * result.ok && payoffOn(result.ledger, new CalendarDate(2026, 11, 10)).amountCents // 19000
 */
export const payoffOn = (ledger: Pick<Ledger, "lines" | "balances">, date: CalendarDate): PayoffQuote =>
  quoteOn(ledger.lines.filter((line) => line.outstandingCents > 0).map(unpaidParts), ledger.balances.capitalRemainingCents, date);

const quoteOn = (unpaid: readonly UnpaidParts[], capitalRemainingCents: number, date: CalendarDate): PayoffQuote => {
  const split = settlementSplit(unpaid, capitalRemainingCents, date);
  return { date, amountCents: split.totalCents, feesCents: split.feesCents, interestCents: split.interestCents, principalCents: split.principalCents };
};

const sum = (lines: readonly LedgerLine[], value: (line: LedgerLine) => number): number =>
  lines.reduce((total, line) => total + value(line), 0);

/**
 * Principal still owed: what the lines still owe; with the capital lent,
 * the capital lent less the principal the lines no longer owe (repaid or
 * written off), never below 0 — core/servicing `capitalStillOwedCents`' rule,
 * so capital no line carries (a lease's residual) is still owed.
 */
const capitalRemaining = (book: Book, capitalLentCents: number | undefined): number => {
  if (capitalLentCents === undefined) return book.totals[PRINCIPAL];
  const carried = book.lines.reduce((sum, line) => sum + line.cents[PRINCIPAL]!, 0);
  return Math.max(0, capitalLentCents - (carried - book.totals[PRINCIPAL]));
};

/** The lines paid by a payment that can still be returned NSF (a line's `canReturnNsf`). */
const returnableLines = (sources: readonly Source[], mayReturn: readonly boolean[]): Set<BookLine> => {
  const returnable = new Set<BookLine>();
  sources.forEach((source, index) => {
    if (mayReturn[index]) for (const line of source.allocationLines) returnable.add(line);
  });
  return returnable;
};

/**
 * The figures of the late lines among the open ones (in waterfall order):
 * what they owe, the most days past due, the first one's due date; and
 * what the fee and debit lines owe.
 */
const lateFigures = (open: readonly LedgerLine[]) => {
  let amountLateCents = 0;
  let daysPastDue = 0;
  let firstLate: LedgerLine | null = null;
  let feesOutstandingCents = 0;
  for (const line of open) {
    if (line.kind !== "scheduled") feesOutstandingCents += line.outstandingCents;
    if (!line.isLate) continue;
    amountLateCents += line.outstandingCents;
    daysPastDue = Math.max(daysPastDue, line.daysPastDue);
    firstLate ??= line;
  }
  return { amountLateCents, daysPastDue, startDate: firstLate?.dueDate ?? null, feesOutstandingCents };
};

/**
 * The next withdrawal: the first schedule line not late, with what the
 * schedule lines due that day owe. A fee or a debit charge is owed
 * (feesOutstanding), not debited on a date.
 */
const nextPaymentOf = (open: readonly LedgerLine[]): LedgerBalances["nextPayment"] => {
  const withdrawals = open.filter((line) => line.kind === "scheduled" || line.kind === "deferralFee");
  const upcoming = withdrawals.find((line) => !line.isLate);
  if (!upcoming) return null;
  const dueThen = withdrawals.filter((line) => compareDays(line.dueDate, upcoming.dueDate) === 0);
  return { dueDate: upcoming.dueDate, amountCents: sum(dueThen, (line) => line.outstandingCents) };
};

const paymentOf = (source: Source, canReturnNsf: boolean, book: Book): LedgerPayment => ({
  id: source.id,
  kind: source.method === null ? "adjustment" : "payment",
  amountCents: source.amountCents,
  valueDate: source.date,
  method: source.method,
  returnedBy: source.returnedBy,
  returnedOn: source.returnedOn,
  canReturnNsf,
  allocations: allocationsOf(source, book),
  creditCents: source.credit,
});

/** The ledger a replayed book shows on `asOf`. */
export const ledgerOf = (book: Book, asOf: CalendarDate, settings: LedgerSettings, capitalLentCents?: number): Ledger => {
  const asOfDay = dayNumberOfDate(asOf);
  const since = returnableSince(asOfDay, settings);
  const mayReturn = book.sources.map((source) => mayReturnNsf(source, since, asOfDay, settings));
  const returnable = returnableLines(book.sources, mayReturn);
  const lines = book.lines.map((line) => lineOf(line, asOfDay, returnable));
  const payments = book.sources.map((source, index) => paymentOf(source, mayReturn[index]!, book));
  const open = lines.filter((line) => line.outstandingCents > 0);
  // What the open lines owe, by part: both settlements (the balance at the next withdrawal, the payoff) read it.
  const unpaid = open.map(unpaidParts);
  const late = lateFigures(open);
  const capitalRemainingCents = capitalRemaining(book, capitalLentCents);
  const settleOn = endOfPeriodDay(open);
  const balances: LedgerBalances = {
    amountLateCents: late.amountLateCents,
    totalUnpaidCents: late.amountLateCents,
    totalUnpaidStartDate: late.startDate,
    capitalRemainingCents,
    balanceEndOfPeriodCents: settleOn === null ? capitalRemainingCents : settlementSplit(unpaid, capitalRemainingCents, settleOn).totalCents,
    feesOutstandingCents: late.feesOutstandingCents,
    creditBalanceCents: book.sources.reduce((total, source) => total + source.credit, 0),
    writtenOffCents: sum(lines, (line) => line.writtenOffCents),
    nextPayment: nextPaymentOf(open),
  };
  return {
    asOf,
    lines,
    payments,
    balances,
    payoff: quoteOn(unpaid, capitalRemainingCents, asOf),
    daysPastDue: late.daysPastDue,
    bucket: delinquencyBucket(late.daysPastDue),
    writtenOffOn: book.writtenOffOn,
  };
};
