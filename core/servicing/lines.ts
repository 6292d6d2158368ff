import type { CalendarDate } from "@internationalized/date";

/**
 * A contract's stored payment lines and what they say on a given day
 * (A §3 "Payment line", A §4 statuses). Money is integer cents here: the
 * server reads cents from the database and turns them into Decimals only
 * at the edge (the wire Schemas).
 */

/** What a stored line is: a line of the schedule, or a fee added by an approved deferral. */
export type StoredLineKind = "scheduled" | "deferralFee";

/** One stored payment line as the servicing rules read it. */
export interface StoredPaymentLine {
  readonly id: number;
  /** Order within the contract (1-based); breaks ties between lines due the same day. */
  readonly seq: number;
  readonly kind: StoredLineKind;
  readonly dueDate: CalendarDate;
  readonly amountCents: number;
  /** The part of the amount that repays capital (0 when the schedule gave no breakdown). */
  readonly principalCents: number;
  readonly isFromOriginalSchedule: boolean;
  /** The withdrawal went through (a receipt exists). */
  readonly paid: boolean;
  /** The bank may still return the paid withdrawal for non-sufficient funds. */
  readonly nsfReturnable: boolean;
}

/** The flags of the payments list (A §3) for one line on one day. */
export interface PaymentLineFlags {
  readonly isPaid: boolean;
  readonly isLate: boolean;
  readonly canReturnNsf: boolean;
  readonly isCheckboxDisabled: boolean;
}

/** A stored line with its flags for the day. */
export type ServicedPaymentLine = StoredPaymentLine & PaymentLineFlags;

/**
 * The flags of one line on `today`: paid once withdrawn; late when unpaid
 * and its due date is before today (the due date itself is the withdrawal
 * day, not yet late); an NSF return is possible only on a paid line the bank
 * can still return; the selection checkbox is disabled on paid lines.
 *
 * @example
 * const line = { id: 1, seq: 1, kind: "scheduled", dueDate: new CalendarDate(2026, 11, 20), amountCents: 2125, principalCents: 0, isFromOriginalSchedule: true, paid: false, nsfReturnable: false };
 * paymentLineFlags(line, new CalendarDate(2026, 11, 20)) // { isPaid: false, isLate: false, canReturnNsf: false, isCheckboxDisabled: false }
 * paymentLineFlags(line, new CalendarDate(2026, 11, 21)).isLate // true
 */
export const paymentLineFlags = (line: StoredPaymentLine, today: CalendarDate): PaymentLineFlags => ({
  isPaid: line.paid,
  isLate: !line.paid && line.dueDate.compare(today) < 0,
  canReturnNsf: line.paid && line.nsfReturnable,
  isCheckboxDisabled: line.paid,
});

const byDueDateThenSeq = (left: StoredPaymentLine, right: StoredPaymentLine): number =>
  left.dueDate.compare(right.dueDate) || left.seq - right.seq;

/**
 * The payments list of a contract on `today`: every line (schedule lines
 * and deferral fees) in due-date order (then `seq`), each with its flags.
 * The order is the list's: "the first in the list" of the deferral rule
 * (A §5) is index 0 of this list.
 *
 * @example
 * const line = (id, day, paid) => ({ id, seq: id, kind: "scheduled", dueDate: new CalendarDate(2026, 11, day), amountCents: 100, principalCents: 0, isFromOriginalSchedule: true, paid, nsfReturnable: false });
 * servicedPaymentLines([line(2, 27, false), line(1, 20, false)], new CalendarDate(2026, 11, 22)).map((each) => [each.id, each.isLate]) // [[1, true], [2, false]]
 */
export const servicedPaymentLines = (lines: readonly StoredPaymentLine[], today: CalendarDate): ServicedPaymentLine[] =>
  [...lines].sort(byDueDateThenSeq).map((line) => ({ ...line, ...paymentLineFlags(line, today) }));

/**
 * The lines as the payments list shows them (A §3, issue 15 §5): each says
 * its `lineKind` (a schedule payment or a fee line), so the modal's rules
 * (core/payments) read the server's lines exactly as the browser reads the
 * payments answer.
 *
 * @example
 * asPaymentLines([{ id: 1, seq: 1, kind: "deferralFee", dueDate: new CalendarDate(2026, 11, 20), amountCents: 2500, principalCents: 0, isFromOriginalSchedule: false, paid: false, nsfReturnable: false, isPaid: false, isLate: false, canReturnNsf: false, isCheckboxDisabled: false }])[0].lineKind // "fee"
 */
export const asPaymentLines = (
  lines: readonly ServicedPaymentLine[],
): Array<ServicedPaymentLine & { readonly lineKind: "payment" | "fee" }> =>
  lines.map((line) => ({ ...line, lineKind: line.kind === "deferralFee" ? "fee" : "payment" }));

/**
 * A contract's amounts on one day, in cents (C §3.1 cards, grid info). Each
 * figure has one definition here; the payments profile, the customer's own
 * view and the printed documents all read it from these rules.
 */
export interface ContractBalances {
  /** The next withdrawal: every unpaid line due on the first unpaid date from today on; null when none. */
  readonly nextPayment: { readonly amountCents: number; readonly dueDate: CalendarDate } | null;
  /** Total overdue (wire `totalUnpaid`, the grid info's `amountLate`): the sum of the late lines, unpaid and due before today. */
  readonly totalUnpaidCents: number;
  /** Due date of the oldest late line; null when nothing is late. */
  readonly totalUnpaidStartDate: CalendarDate | null;
  /** Capital still owed (wire `capitalRemaining`): {@link capitalStillOwedCents}. */
  readonly capitalRemainingCents: number;
  /**
   * Balance at the next withdrawal (wire `SoldeFinPeriodeCourante`): what
   * settles the contract on the next withdrawal date,
   * {@link settlementCents} on that date; with nothing upcoming, on the
   * last unpaid line's date (every unpaid line counts).
   */
  readonly balanceEndOfPeriodCents: number;
}

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/**
 * Capital still owed: the capital lent minus the capital repaid by the paid
 * lines ({@link capitalPartCents}), never below 0.
 *
 * @example
 * const line = (id, paid) => ({ id, seq: id, kind: "scheduled", dueDate: new CalendarDate(2026, 11, id), amountCents: 2500, principalCents: 2000, isFromOriginalSchedule: true, paid, nsfReturnable: false });
 * capitalStillOwedCents([line(1, true), line(2, false)], 6000) // 4000
 */
export const capitalStillOwedCents = (lines: readonly StoredPaymentLine[], capitalInitialCents: number): number =>
  Math.max(0, capitalInitialCents - sum(lines.filter((line) => line.paid).map(capitalPartCents)));

/**
 * The capital a line repays: its principal part; the whole amount of a
 * schedule line stored without a split (principal 0, e.g. imported
 * history), since no part of it can be told apart; nothing for a deferral fee.
 *
 * @example
 * capitalPartCents({ kind: "scheduled", amountCents: 2500, principalCents: 2000 }) // 2000
 * capitalPartCents({ kind: "scheduled", amountCents: 2500, principalCents: 0 }) // 2500
 * capitalPartCents({ kind: "deferralFee", amountCents: 2500, principalCents: 0 }) // 0
 */
export const capitalPartCents = (line: Pick<StoredPaymentLine, "kind" | "amountCents" | "principalCents">): number =>
  line.kind === "deferralFee" ? 0 : line.principalCents > 0 ? line.principalCents : line.amountCents;

/** A line's unpaid parts as the settlement rule reads them (cents). */
export interface UnpaidParts {
  readonly dueDate: CalendarDate;
  /** A line that is a fee of its own (a deferral fee, an NSF or late fee): owed in full whenever it falls due. */
  readonly isFeeLine: boolean;
  readonly feeCents: number;
  readonly interestCents: number;
  readonly principalCents: number;
}

/** What settles a contract on a day, split by part. */
export interface SettlementSplit {
  readonly totalCents: number;
  readonly feesCents: number;
  readonly interestCents: number;
  readonly principalCents: number;
}

/**
 * The settlement rule over unpaid parts (the one definition behind
 * {@link settlementCents}, {@link payoutAmountCents} and the ledger's
 * payoff): the lines due on or before `day` in full, the capital still owed
 * after them (`capitalStillOwed` less their principal, never below 0), and
 * the fee lines due later in full; the interest and per-period fees of
 * later lines are not earned yet.
 *
 * @example
 * const due = { dueDate: new CalendarDate(2026, 11, 13), isFeeLine: false, feeCents: 0, interestCents: 500, principalCents: 2000 };
 * const fee = { dueDate: new CalendarDate(2026, 11, 28), isFeeLine: true, feeCents: 2500, interestCents: 0, principalCents: 0 };
 * settlementSplit([due, fee], 4000, new CalendarDate(2026, 11, 22)) // { totalCents: 7000, feesCents: 2500, interestCents: 500, principalCents: 4000 }
 */
export const settlementSplit = (unpaid: readonly UnpaidParts[], capitalStillOwed: number, day: CalendarDate): SettlementSplit => {
  let feesCents = 0;
  let interestCents = 0;
  let duePrincipal = 0;
  for (const line of unpaid) {
    if (compareDays(line.dueDate, day) <= 0) {
      feesCents += line.feeCents;
      interestCents += line.interestCents;
      duePrincipal += line.principalCents;
    } else if (line.isFeeLine) feesCents += line.feeCents;
  }
  const principalCents = duePrincipal + Math.max(0, capitalStillOwed - duePrincipal);
  return { totalCents: feesCents + interestCents + principalCents, feesCents, interestCents, principalCents };
};

/**
 * What settles the contract on `day`: every unpaid line due on or before
 * `day` in full (arrears, that day's payment, fees), plus the capital still
 * owed after them ({@link capitalStillOwedCents} less their
 * {@link capitalPartCents}, never below 0), plus the unpaid deferral fees due later, in full (a fee granted
 * is owed): {@link settlementSplit} over the unpaid lines. The balance at the next withdrawal (`SoldeFinPeriodeCourante`)
 * is this on the next withdrawal date; the amount to pay off the contract
 * today (the paid-out report, the statement's last line) is this on today.
 *
 * @example
 * const line = (id, day, paid, kind = "scheduled") => ({ id, seq: id, kind, dueDate: new CalendarDate(2026, 11, day), amountCents: 2500, principalCents: kind === "scheduled" ? 2000 : 0, isFromOriginalSchedule: true, paid, nsfReturnable: false });
 * const lines = [line(1, 6, true), line(2, 13, false), line(3, 27, false), line(4, 28, false, "deferralFee")];
 * settlementCents(lines, 6000, new CalendarDate(2026, 11, 22)) // 7000 (2500 due, 2000 of capital after it, the 2500 fee)
 */
export const settlementCents = (lines: readonly StoredPaymentLine[], capitalInitialCents: number, day: CalendarDate): number =>
  settlementSplit(
    lines.filter((line) => !line.paid).map(unpaidPartsOf),
    capitalStillOwedCents(lines, capitalInitialCents),
    day,
  ).totalCents;

/** A stored unpaid line's parts: its capital part, the rest as interest; a deferral fee all fee. */
const unpaidPartsOf = (line: StoredPaymentLine): UnpaidParts => {
  const isFeeLine = line.kind === "deferralFee";
  const principalCents = capitalPartCents(line);
  return {
    dueDate: line.dueDate,
    isFeeLine,
    feeCents: isFeeLine ? line.amountCents : 0,
    interestCents: isFeeLine ? 0 : line.amountCents - principalCents,
    principalCents,
  };
};

/**
 * The day the balance at the next withdrawal (`SoldeFinPeriodeCourante`) is
 * settled on: the first unpaid line that is not late; with nothing
 * upcoming, the last unpaid line's date (every unpaid line counts); null
 * when nothing is unpaid. `unpaid` is in due-date order.
 *
 * @example
 * const at = (day, isLate) => ({ dueDate: new CalendarDate(2026, 11, day), isLate });
 * endOfPeriodDay([at(6, true), at(13, false)])?.toString() // "2026-11-13"
 * endOfPeriodDay([at(6, true), at(9, true)])?.toString() // "2026-11-09"
 */
export const endOfPeriodDay = (unpaid: readonly { readonly dueDate: CalendarDate; readonly isLate: boolean }[]): CalendarDate | null =>
  unpaid.find((line) => !line.isLate)?.dueDate ??
  unpaid.reduce<CalendarDate | null>((last, line) => (last === null || compareDays(line.dueDate, last) > 0 ? line.dueDate : last), null);

/**
 * `left.compare(right)` for two Gregorian dates, read from their fields:
 * `CalendarDate.compare` goes through Julian days and costs about a
 * microsecond, which a ledger of hundreds of lines pays on every replay.
 *
 * @example
 * compareDays(new CalendarDate(2028, 2, 29), new CalendarDate(2028, 3, 1)) < 0 // true
 */
export const compareDays = (left: CalendarDate, right: CalendarDate): number =>
  left.year - right.year || left.month - right.month || left.day - right.day;

/**
 * The amount to pay off the contract on `today` (the paid-out amount):
 * {@link settlementCents} on today — the lines due by today in full, the
 * capital still owed after them and the deferral fees granted.
 *
 * @example
 * const line = (id, day, paid) => ({ id, seq: id, kind: "scheduled", dueDate: new CalendarDate(2026, 11, day), amountCents: 2500, principalCents: 2000, isFromOriginalSchedule: true, paid, nsfReturnable: false });
 * payoutAmountCents([line(1, 6, true), line(2, 13, false), line(3, 27, false)], 6000, new CalendarDate(2026, 11, 22)) // 4500
 */
export const payoutAmountCents = (lines: readonly StoredPaymentLine[], capitalInitialCents: number, today: CalendarDate): number =>
  settlementCents(lines, capitalInitialCents, today);

/**
 * The amounts of a contract's cards on `today` (C §2, §3.1), from its lines
 * (as {@link servicedPaymentLines} gives them) and the capital lent.
 *
 * @example
 * const line = (id, day, paid) => ({ id, seq: id, kind: "scheduled", dueDate: new CalendarDate(2026, 11, day), amountCents: 2500, principalCents: 2000, isFromOriginalSchedule: true, paid, nsfReturnable: false });
 * const lines = servicedPaymentLines([line(1, 6, true), line(2, 13, false), line(3, 27, false)], new CalendarDate(2026, 11, 22));
 * contractBalances(lines, 6000).totalUnpaidCents // 2500
 * contractBalances(lines, 6000).capitalRemainingCents // 4000
 * contractBalances(lines, 6000).balanceEndOfPeriodCents // 5000
 */
export const contractBalances = (lines: readonly ServicedPaymentLine[], capitalInitialCents: number): ContractBalances => {
  const unpaid = lines.filter((line) => !line.paid);
  const late = unpaid.filter((line) => line.isLate);
  const firstUpcoming = unpaid.find((line) => !line.isLate);
  const endOfPeriod = firstUpcoming?.dueDate ?? null;
  const settleOn = endOfPeriodDay(unpaid);
  return {
    nextPayment:
      endOfPeriod === null
        ? null
        : {
            dueDate: endOfPeriod,
            amountCents: sum(unpaid.filter((line) => line.dueDate.compare(endOfPeriod) === 0).map((line) => line.amountCents)),
          },
    totalUnpaidCents: sum(late.map((line) => line.amountCents)),
    totalUnpaidStartDate: late[0]?.dueDate ?? null,
    capitalRemainingCents: capitalStillOwedCents(lines, capitalInitialCents),
    balanceEndOfPeriodCents: settleOn === null ? capitalStillOwedCents(lines, capitalInitialCents) : settlementCents(lines, capitalInitialCents, settleOn),
  };
};
