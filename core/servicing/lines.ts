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

/** A contract's amounts on one day, in cents (C §3.1 cards, grid info). */
export interface ContractBalances {
  /** The next withdrawal: every unpaid line due on the first unpaid date from today on; null when none. */
  readonly nextPayment: { readonly amountCents: number; readonly dueDate: CalendarDate } | null;
  /** Sum of the late lines (totalUnpaid, and the grid info's amountLate). */
  readonly totalUnpaidCents: number;
  /** Due date of the oldest late line; null when nothing is late. */
  readonly totalUnpaidStartDate: CalendarDate | null;
  /** Capital lent minus the capital repaid by paid lines, never below 0. */
  readonly capitalRemainingCents: number;
  /**
   * The balance at the end of the current period (SoldeFinPeriodeCourante):
   * what settles the contract on the next withdrawal date — everything
   * unpaid and due by then (arrears, the next payment, fees) plus the
   * capital still owed after it. With nothing upcoming, every unpaid line
   * counts.
   */
  readonly balanceEndOfPeriodCents: number;
}

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

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
  const dueByEnd = endOfPeriod === null ? unpaid : unpaid.filter((line) => line.dueDate.compare(endOfPeriod) <= 0);
  const repaid = sum(lines.filter((line) => line.paid).map((line) => line.principalCents));
  const capitalRemainingCents = Math.max(0, capitalInitialCents - repaid);
  const capitalAfterPeriod = Math.max(0, capitalRemainingCents - sum(dueByEnd.map((line) => line.principalCents)));
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
    capitalRemainingCents,
    balanceEndOfPeriodCents: capitalAfterPeriod + sum(dueByEnd.map((line) => line.amountCents)),
  };
};
