import type { CalendarDate } from "@internationalized/date";
import { ContractStatus } from "../../codes/contractStatus.js";
import { compareDays } from "../lines.js";
import { defaultLedgerSettings } from "./replay.js";
import type { LedgerSettings, PaymentMethod, ReturnReason } from "./types.js";

/**
 * What a server checks before it records an event on a contract's ledger,
 * beyond what the replay refuses (docs/servicing.md "Refusals": "a value
 * date before funding or after today is the caller's check").
 */

/** What staff record through the server. */
export type PostingKind = "payment" | "return" | "fee" | "waiver" | "adjustment" | "writeOff";

/** Why a server refuses to record an event (`servicing.refusal.<code>` in the catalog). */
export type PostingRefusal =
  | "contractNotActive"
  | "contractNotFunded"
  | "valueDateAfterToday"
  | "valueDateBeforeFunding"
  | "methodNotReturnable"
  /** A payment whose external id the tenant has already applied (the server's look-up). */
  | "externalIdApplied";

/** Statuses of a contract whose capital was lent: it has a ledger. */
const fundedStatuses: readonly number[] = [ContractStatus.Active, ContractStatus.PaidOut, ContractStatus.ClosedAfterRenewal, ContractStatus.Terminated];

/** What a posting check reads. */
export interface PostingFacts {
  readonly kind: PostingKind;
  readonly contractStatus: number;
  /** The day the event applies: a payment's value date, a return's day, a fee's due date, a waiver's day. */
  readonly date: CalendarDate;
  /** The lender's day. */
  readonly today: CalendarDate;
  /** The day the contract was funded (a server that did not record it gives the day the contract was created). */
  readonly fundedOn: CalendarDate;
  /** A return: the method of the payment it takes back. */
  readonly method?: PaymentMethod;
  readonly settings?: LedgerSettings;
}

/**
 * Whether a posting of this kind needs an ACTIVE contract: money received,
 * a fee charged and a write-off do; a return, a waiver and an adjustment
 * are taken on any funded contract. Staff screens offer an action by it.
 *
 * @example
 * postingNeedsActiveContract("writeOff") // true
 * postingNeedsActiveContract("adjustment") // false
 */
export const postingNeedsActiveContract = (kind: PostingKind): boolean => kind === "payment" || kind === "fee" || kind === "writeOff";

const statusRefusal = (kind: PostingKind, status: number): PostingRefusal | null => {
  if (postingNeedsActiveContract(kind)) return status === ContractStatus.Active ? null : "contractNotActive";
  return fundedStatuses.includes(status) ? null : "contractNotFunded";
};

/**
 * The refusal of a posting, or null: money is received, fees are charged and
 * a balance is written off on an ACTIVE contract only; a return, a waiver or
 * an adjustment on any funded one (a bank returns a debit after the contract
 * was paid out, a correction comes after it); the day is not
 * before funding, nor after today (a fee may fall due later: its due date
 * is not checked against today); a return takes back only a method a bank
 * can return (`settings.nsfReturnableMethods`: pre-authorised debit and
 * cheque by default; cash and card are final).
 *
 * @example
 * const day = (d) => new CalendarDate(2026, 11, d);
 * checkLedgerPosting({ kind: "payment", contractStatus: 1, date: day(23), today: day(22), fundedOn: day(1) }) // "valueDateAfterToday"
 * checkLedgerPosting({ kind: "return", contractStatus: 8, date: day(20), today: day(22), fundedOn: day(1), method: "cash" }) // "methodNotReturnable"
 * checkLedgerPosting({ kind: "payment", contractStatus: 1, date: day(20), today: day(22), fundedOn: day(1) }) // null
 */
export const checkLedgerPosting = (facts: PostingFacts): PostingRefusal | null => {
  const status = statusRefusal(facts.kind, facts.contractStatus);
  if (status) return status;
  if (compareDays(facts.date, facts.fundedOn) < 0) return "valueDateBeforeFunding";
  if (facts.kind !== "fee" && compareDays(facts.date, facts.today) > 0) return "valueDateAfterToday";
  const returnable = (facts.settings ?? defaultLedgerSettings).nsfReturnableMethods;
  if (facts.kind === "return" && (facts.method === undefined || !returnable.includes(facts.method))) return "methodNotReturnable";
  return null;
};

/** Why a bank returns a payment, as the return route and a processor's file name it. */
export const returnReasons = ["nsf", "accountClosed", "stopped", "other"] as const satisfies readonly ReturnReason[];

/**
 * Whether a returned payment adds the tenant's NSF fee: a return for
 * insufficient funds, a closed account or a stopped payment does; a return
 * for another reason (a bank's own error) does not.
 *
 * @example
 * returnAddsFee("nsf") // true
 * returnAddsFee("other") // false
 */
export const returnAddsFee = (reason: ReturnReason): boolean => reason !== "other";
