import {
  businessDateOf,
  checkLedgerPosting,
  correctionCents,
  needsApproval,
  ledgerRefusalKey,
  parseIsoDate,
  replayLedger,
  returnAddsFee,
  tBoth,
  type Allocation,
  type ApprovalKind,
  type CorrectionAtStake,
  type FeeAssessed,
  type FeeKind,
  type Ledger,
  type LedgerEvent,
  type LedgerRefusal,
  type PaymentMethod,
  type PostingKind,
  type PostingRefusal,
  type ReturnReason,
  type ScheduleLineInput,
} from "@lendkit/core";
import { writeAudit } from "../data/audit.js";
import { isoTime } from "../infra/clock.js";
import {
  externalIdApplied,
  findLedgerContract,
  insertLedgerEvent,
  ledgerEventsOf,
  scheduleLinesOf,
  type LedgerContract,
  type LedgerEventRecord,
} from "../data/ledgerEvents.js";
import { insertApproval } from "../data/servicingApprovals.js";
import { HttpError, notFound } from "../http/envelope.js";
import { isUniqueViolation } from "../infra/uniqueViolation.js";
import type { ServerContext } from "../context/serverContext.js";
import { ledgerOf } from "../data/servicingBooks.js";
import type { TenantLedgerSettings } from "./settings.js";
import { actorColumns } from "../infra/audit.js";
import type { Plumbing } from "../infra/plumbing.js";

/**
 * The servicing ledger of a contract on the server (issue 22 §2): reads
 * replay core's `replayLedger`; each write runs in one transaction that
 * locks the contract, checks the posting with core (`checkLedgerPosting`,
 * then a replay with the new events that must be accepted), inserts,
 * audits and answers with what core computed. A refusal writes nothing.
 */

/** core's calendar date (named through core, not the date library). */
type CalendarDate = NonNullable<ReturnType<typeof parseIsoDate>>;

/** A tenant as its ledgers are replayed. */
export interface ServicingTenant {
  readonly id: number;
  readonly settings: TenantLedgerSettings;
}

/** A contract's ledger on a day, with the stored events it was replayed from. */
export interface ContractLedger {
  readonly contract: LedgerContract;
  readonly ledger: Ledger;
  readonly events: readonly LedgerEventRecord[];
}

const statusOfPostingRefusal: Readonly<Record<PostingRefusal, number>> = {
  contractNotActive: 422,
  contractNotFunded: 422,
  valueDateAfterToday: 422,
  valueDateBeforeFunding: 422,
  methodNotReturnable: 422,
  externalIdApplied: 409,
};

const statusOfLedgerRefusal: Readonly<Record<LedgerRefusal, number>> = {
  duplicateId: 409,
  amountNotPositive: 400,
  lineSplitMismatch: 422,
  unknownPayment: 404,
  alreadyReturned: 409,
  returnBeforePayment: 422,
  unknownFeeLine: 404,
  alreadyWaived: 409,
  waiverBeforeFee: 422,
  alreadyWrittenOff: 409,
};

/** A refusal by a ledger rule, answered in the caller's language with core's words. */
export class LedgerRefused extends HttpError {
  constructor(readonly reason: LedgerRefusal | PostingRefusal) {
    super(reason in statusOfPostingRefusal ? statusOfPostingRefusal[reason as PostingRefusal] : statusOfLedgerRefusal[reason as LedgerRefusal], tBoth(ledgerRefusalKey(reason)));
    this.name = "LedgerRefused";
  }
}


/**
 * A contract's ledger on `asOf` (any day: a day before an event shows the
 * book before it), replayed with the tenant's settings; 404 for a contract
 * that is not the tenant's.
 */
export const contractLedger = async (db: Plumbing["db"], tenant: ServicingTenant, contractId: number, asOf: CalendarDate): Promise<ContractLedger> => {
  const contract = await findLedgerContract(db, tenant.id, contractId);
  if (!contract) throw notFound();
  return { contract, ...(await ledgerOf(db, tenant.id, contract, asOf, tenant.settings.ledger)) };
};

/** Who records, where and on which lender's day. */
export interface Posting {
  readonly tenant: ServicingTenant;
  readonly contractId: number;
  readonly today: CalendarDate;
  /** The tenant's zone: the day of a contract funded before funding days were recorded is its creation's there. */
  readonly timeZone: string;
  readonly actor: { readonly userId: number | null; readonly requestId: string | null; readonly ip: string | null };
  /** Set when the write carries out an approved request (approvals.ts): it is recorded whatever its amount. */
  readonly approvalId?: number;
}

/** A contract's locked book: what a write checks its events against. */
export interface LockedBook {
  readonly contract: LedgerContract;
  readonly lines: readonly ScheduleLineInput[];
  readonly events: readonly LedgerEventRecord[];
}

/** What a write records: its events (provisional ids), the posting check, the note and what a duplicate row means. */
interface Plan {
  readonly check: { readonly kind: PostingKind; readonly date: CalendarDate; readonly method?: PaymentMethod };
  readonly events: readonly LedgerEvent[];
  readonly note?: string | null;
  readonly action: string;
  /** The refusal a unique index's refusal stands for (a concurrent write that won). */
  readonly onDuplicate: LedgerRefusal | PostingRefusal;
  /** A correction (waiver, adjustment, write-off): what the tenant's approval threshold weighs, and the request kept if it waits. */
  readonly correction?: { readonly kind: ApprovalKind; readonly atStake: CorrectionAtStake; readonly request: Record<string, unknown> };
}

/** Ids of events not yet stored: never a row's id (digits) nor a schedule line's (`s…`). */
const newId = (index: number): string => `new${index}`;

const lockedBook = async (trx: Plumbing["db"], posting: Posting): Promise<LockedBook> => {
  const contract = await findLedgerContract(trx, posting.tenant.id, posting.contractId, true);
  if (!contract) throw notFound();
  return { contract, lines: await scheduleLinesOf(trx, posting.tenant.id, contract.id), events: await ledgerEventsOf(trx, posting.tenant.id, contract.id) };
};

/** The funding day: the recorded one, else the day the contract was created (funding never comes before it). */
const fundedOn = (contract: LedgerContract, timeZone: string): CalendarDate =>
  (contract.fundedOn === null ? null : parseIsoDate(contract.fundedOn)) ?? businessDateOf(new Date(contract.createdAt), timeZone);

const checkPosting = (book: LockedBook, posting: Posting, check: Plan["check"]): void => {
  const refusal = checkLedgerPosting({
    ...check,
    contractStatus: book.contract.statusId,
    today: posting.today,
    fundedOn: fundedOn(book.contract, posting.timeZone),
    settings: posting.tenant.settings.ledger,
  });
  if (refusal) throw new LedgerRefused(refusal);
};

/** The book on today with the new events: core must accept them, and its figures are the answer. */
const replayWith = (book: LockedBook, planned: readonly LedgerEvent[], posting: Posting): Ledger => {
  const events = [...book.events.map((record) => record.event), ...planned];
  const result = replayLedger({ lines: book.lines, events, asOf: posting.today, settings: posting.tenant.settings.ledger, capitalLentCents: book.contract.amountCents });
  if (!result.ok) throw new LedgerRefused(result.reason);
  return result.ledger;
};

/** What an audit row says of an event: its kind and fields, dates as text. */
const summary = (event: LedgerEvent, id: number): Record<string, unknown> =>
  Object.fromEntries(Object.entries({ ...event, id }).filter(([key]) => key !== "recordedSeq").map(([key, value]) => [key, typeof value === "object" && value !== null ? String(value) : value]));

/** Inserts the planned events in order; returns the stored id of each provisional one. */
const insertAll = async (trx: Plumbing["db"], posting: Posting, plan: Plan, createdAt: string): Promise<Map<string, number>> => {
  const ids = new Map<string, number>();
  for (const event of plan.events) {
    // A return names a payment stored before; a waiver a fee stored before: nothing here names a provisional id.
    const id = await insertLedgerEvent(trx, { tenantId: posting.tenant.id, contractId: posting.contractId, event, note: plan.note ?? null, createdAt, createdBy: posting.actor.userId }).catch(
      (error: unknown) => {
        throw isUniqueViolation(error) ? new LedgerRefused(plan.onDuplicate) : error;
      },
    );
    ids.set(event.id, id);
  }
  return ids;
};

/** A refusal by a ledger rule, audited once its transaction has rolled back (SECURITY 29: every refusal). */
export const auditRefusal = async (context: Pick<ServerContext, "db" | "clock">, posting: Posting, refusal: LedgerRefused): Promise<void> =>
  writeAudit(context.db, context.clock, {
    action: "ledger.refused",
    ...actorColumns({ tenantId: posting.tenant.id, userId: posting.actor.userId }, posting.actor),
    entity: "contract",
    entityId: posting.contractId,
    after: { status: refusal.status, reason: refusal.reason },
  });

/** A correction kept for a second person's approval instead of being recorded. */
export interface HeldForApproval {
  readonly status: "pending";
  readonly approvalId: number;
  /** What it moves on the day it was asked (core's `correctionCents`). */
  readonly amountCents: number;
}

/** What a correction did: recorded at once, or kept for approval (above the tenant's threshold). */
export type CorrectionOutcome = { readonly status: "recorded"; readonly id: number } | HeldForApproval;

/**
 * A correction above the tenant's threshold, not carrying out an approval,
 * is kept pending (checked and replayed like one recorded: a request that
 * could not be recorded is refused now) and audited; null when it is
 * recorded at once.
 */
const holdForApproval: Hold<HeldForApproval> = async (trx, clock, posting, planned, ledger, createdAt) => {
  const correction = planned.correction;
  if (correction === undefined || posting.approvalId !== undefined) return null;
  const amountCents = correctionCents(ledger, correction.atStake);
  if (!needsApproval(amountCents, posting.tenant.settings.approvalThresholdCents)) return null;
  const approvalId = await insertApproval(trx, {
    tenantId: posting.tenant.id,
    contractId: posting.contractId,
    kind: correction.kind,
    request: correction.request,
    amountCents,
    requestedBy: posting.actor.userId,
    requestedAt: createdAt,
  });
  await writeAudit(trx, clock, {
    action: "ledger.approvalRequested",
    ...actorColumns({ tenantId: posting.tenant.id, userId: posting.actor.userId }, posting.actor),
    entity: "contract",
    entityId: posting.contractId,
    after: { approvalId, kind: correction.kind, amountCents, request: correction.request },
  });
  return { status: "pending", approvalId, amountCents };
};

type Planner = (book: LockedBook, trx: Plumbing["db"]) => Promise<Plan> | Plan;
type Hold<H> = (trx: Plumbing["db"], clock: ServerContext["clock"], posting: Posting, planned: Plan, ledger: Ledger, createdAt: string) => Promise<H | null>;

/** Runs a write; a rule's refusal is audited once its transaction has rolled back. */
const auditingRefusals = async <T>(context: Pick<ServerContext, "db" | "clock">, posting: Posting, write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (error instanceof LedgerRefused) await auditRefusal(context, posting, error);
    throw error;
  }
};

const neverHeld: Hold<never> = async () => null;

/** A write: lock, plan, check, replay, insert, audit, answer — one transaction. */
const record = <T>(context: Pick<ServerContext, "db" | "clock">, posting: Posting, plan: Planner, answer: (ledger: Ledger, ids: ReadonlyMap<string, number>) => T): Promise<T> =>
  auditingRefusals(context, posting, () => recordInTransaction(context, posting, plan, answer, neverHeld));

/** A correction's write: as `record`, but kept for approval instead when it is above the tenant's threshold. */
const recordCorrection = (context: Pick<ServerContext, "db" | "clock">, posting: Posting, plan: Planner): Promise<CorrectionOutcome> =>
  auditingRefusals(context, posting, () =>
    recordInTransaction(context, posting, plan, (_ledger, ids): CorrectionOutcome => ({ status: "recorded", id: ids.get(newId(1))! }), holdForApproval),
  );

const recordInTransaction = async <T, H>(
  context: Pick<ServerContext, "db" | "clock">,
  posting: Posting,
  plan: Planner,
  answer: (ledger: Ledger, ids: ReadonlyMap<string, number>) => T,
  hold: Hold<H>,
  /** The contract's book, already read locked in the caller's transaction (the daily run): not read again. */
  lockedAlready?: LockedBook,
): Promise<T | H> =>
  context.db.transaction(async (trx) => {
    const book = lockedAlready ?? (await lockedBook(trx, posting));
    const planned = await plan(book, trx);
    checkPosting(book, posting, planned.check);
    const ledger = replayWith(book, planned.events, posting);
    const createdAt = isoTime(context.clock.now());
    const held = await hold(trx, context.clock, posting, planned, ledger, createdAt);
    if (held !== null) return held;
    const ids = await insertAll(trx, posting, planned, createdAt);
    await writeAudit(trx, context.clock, {
      action: planned.action,
      ...actorColumns({ tenantId: posting.tenant.id, userId: posting.actor.userId }, posting.actor),
      entity: "contract",
      entityId: posting.contractId,
      after: { events: planned.events.map((event) => summary(event, ids.get(event.id)!)) },
    });
    return answer(ledger, ids);
  });

/** The recording order after every stored event (a row's id is its order). */
const nextSeq = (book: LockedBook, offset = 1): number => book.events.reduce((most, record) => Math.max(most, record.id), 0) + offset;

/** A payment received. */
export interface PaymentInput {
  readonly amountCents: number;
  readonly valueDate: CalendarDate;
  readonly method: PaymentMethod;
  readonly externalId: string | null;
}

/**
 * Records a payment; answers its id and what core's waterfall allocated it
 * to on today (line ids as core names them). 409 for an external id the
 * tenant already applied (a look-up, and the unique index for a
 * concurrent one).
 */
export const postPayment = (context: Pick<ServerContext, "db" | "clock">, posting: Posting, input: PaymentInput) =>
  record(
    context,
    posting,
    async (book, trx): Promise<Plan> => {
      if (input.externalId !== null && (await externalIdApplied(trx, posting.tenant.id, input.externalId))) throw new LedgerRefused("externalIdApplied");
      const event: LedgerEvent = {
        kind: "paymentReceived",
        id: newId(1),
        recordedSeq: nextSeq(book),
        amountCents: input.amountCents,
        valueDate: input.valueDate,
        method: input.method,
        ...(input.externalId === null ? {} : { externalId: input.externalId }),
      };
      return { check: { kind: "payment", date: input.valueDate }, events: [event], action: "ledger.paymentReceived", onDuplicate: "externalIdApplied" };
    },
    (ledger, ids): { id: number; allocations: readonly Allocation[] } => ({
      id: ids.get(newId(1))!,
      allocations: ledger.payments.find((payment) => payment.id === newId(1))?.allocations ?? [],
    }),
  );

/** A payment the bank returned. */
export interface ReturnInput {
  readonly paymentId: number;
  readonly returnedOn: CalendarDate;
  readonly reason: ReturnReason;
}

/** The stored payment a return names (404 when the contract has none with that id); 409 when it was returned already. */
const paymentToReturn = (book: LockedBook, paymentId: number) => {
  const payment = book.events.find((record) => record.id === paymentId)?.event;
  if (payment?.kind !== "paymentReceived") throw notFound();
  if (book.events.some((record) => record.event.kind === "paymentReturned" && record.event.paymentId === payment.id)) throw new LedgerRefused("alreadyReturned");
  return payment;
};

/**
 * Records a returned payment: its allocations are reversed on
 * `returnedOn`, and the tenant's NSF fee (when it charges one and the
 * reason adds it, core's `returnAddsFee`) becomes a fee line due that day.
 * Answers the return's id and the fee event's (null without a fee).
 */
export const returnPayment = (context: Pick<ServerContext, "db" | "clock">, posting: Posting, input: ReturnInput) =>
  record(
    context,
    posting,
    (book): Plan => {
      const payment = paymentToReturn(book, input.paymentId);
      const fee = posting.tenant.settings.nsfFeeCents;
      const events: LedgerEvent[] = [{ kind: "paymentReturned", id: newId(1), recordedSeq: nextSeq(book), paymentId: payment.id, returnedOn: input.returnedOn, reason: input.reason }];
      if (fee > 0 && returnAddsFee(input.reason)) {
        events.push({ kind: "feeAssessed", id: newId(2), recordedSeq: nextSeq(book, 2), feeKind: "nsf", amountCents: fee, dueDate: input.returnedOn, assessedOn: input.returnedOn });
      }
      return { check: { kind: "return", date: input.returnedOn, method: payment.method }, events, action: "ledger.paymentReturned", onDuplicate: "alreadyReturned" };
    },
    (_ledger, ids) => ({ id: ids.get(newId(1))!, feeId: ids.get(newId(2)) ?? null }),
  );

/** A fee charged by staff. */
export interface FeeInput {
  readonly feeKind: FeeKind;
  readonly amountCents: number;
  readonly dueDate: CalendarDate;
  readonly note: string | null;
}

/** Records a fee assessed today, due on `dueDate` (a fee line of its own); answers the event's id (its line's too). */
export const assessFee = (context: Pick<ServerContext, "db" | "clock">, posting: Posting, input: FeeInput) =>
  record(
    context,
    posting,
    (book): Plan => ({
      check: { kind: "fee", date: input.dueDate },
      events: [{ kind: "feeAssessed", id: newId(1), recordedSeq: nextSeq(book), feeKind: input.feeKind, amountCents: input.amountCents, dueDate: input.dueDate, assessedOn: posting.today }],
      note: input.note,
      action: "ledger.feeAssessed",
      onDuplicate: "duplicateId",
    }),
    (_ledger, ids) => ({ id: ids.get(newId(1))! }),
  );

/** A fee line forgiven. */
export interface WaiverInput {
  /** The fee line as core names it: a fee event's id, or `s<payments.id>` of a deferral fee line. */
  readonly feeLineId: string;
  readonly reason: string;
}

/** The fee line a waiver names must be one of the contract's (404); 409 when it was waived already. */
const checkFeeLine = (book: LockedBook, feeLineId: string): void => {
  const isFeeEvent = book.events.some((record) => record.event.kind === "feeAssessed" && record.event.id === feeLineId);
  const isDeferralFee = book.lines.some((line) => line.kind === "deferralFee" && line.id === feeLineId);
  if (!isFeeEvent && !isDeferralFee) throw notFound();
  if (book.events.some((record) => record.event.kind === "feeWaived" && record.event.feeLineId === feeLineId)) throw new LedgerRefused("alreadyWaived");
};

/** Records the waiver today of what a fee line still owes (what was paid stays paid); answers the waiver's id (or the request kept for approval). */
export const waiveFee = (context: Pick<ServerContext, "db" | "clock">, posting: Posting, input: WaiverInput) =>
  recordCorrection(context, posting, (book): Plan => {
    checkFeeLine(book, input.feeLineId);
    return {
      check: { kind: "waiver", date: posting.today },
      events: [{ kind: "feeWaived", id: newId(1), recordedSeq: nextSeq(book), feeLineId: input.feeLineId, reason: input.reason, waivedOn: posting.today }],
      action: "ledger.feeWaived",
      onDuplicate: "alreadyWaived",
      correction: { kind: "waiver", atStake: { kind: "waiver", feeLineId: input.feeLineId }, request: { ...input } },
    };
  });

/** A correction of the balance: a credit (cents > 0) applied like a payment, or a debit (cents < 0) due on its day. */
export interface AdjustmentInput {
  readonly amountCents: number;
  readonly valueDate: CalendarDate;
  readonly reason: string;
  readonly note: string | null;
}

/** Records an adjustment on its value date (not before funding, not after today); answers its id (or the request kept for approval). */
export const adjustBalance = (context: Pick<ServerContext, "db" | "clock">, posting: Posting, input: AdjustmentInput) =>
  recordCorrection(context, posting, (book): Plan => ({
    check: { kind: "adjustment", date: input.valueDate },
    events: [{ kind: "adjustment", id: newId(1), recordedSeq: nextSeq(book), amountCents: input.amountCents, valueDate: input.valueDate, reason: input.reason }],
    note: input.note,
    action: "ledger.adjustment",
    onDuplicate: "duplicateId",
    correction: { kind: "adjustment", atStake: { kind: "adjustment", amountCents: input.amountCents }, request: { ...input, valueDate: input.valueDate.toString() } },
  }));

/** A write-off's reason and note. */
export interface WriteOffInput {
  readonly reason: string;
  readonly note: string | null;
}

/** Records today's write-off of what the contract still owes; answers its id (or the request kept for approval). */
export const writeOffBalance = (context: Pick<ServerContext, "db" | "clock">, posting: Posting, input: WriteOffInput) =>
  recordCorrection(context, posting, (book): Plan => ({
    check: { kind: "writeOff", date: posting.today },
    events: [{ kind: "writeOff", id: newId(1), recordedSeq: nextSeq(book), valueDate: posting.today, reason: input.reason }],
    note: input.note,
    action: "ledger.writeOff",
    onDuplicate: "duplicateId",
    correction: { kind: "writeOff", atStake: { kind: "writeOff" }, request: { ...input } },
  }));

/**
 * Records fees a rule of core planned on the contract's book (the daily
 * run's late fees, core's `lateFeesDue`) through the same lock, checks,
 * replay and audit as a fee staff charge (`ledger.feeAssessed`); answers
 * their ids. The one-fee-per-line index refuses a fee planned twice
 * (409, nothing written).
 */
export const assessPlannedFees = (context: Pick<ServerContext, "db" | "clock">, posting: Posting, fees: readonly [FeeAssessed, ...FeeAssessed[]]) =>
  record(context, posting, planFees(fees), feeIds);

/**
 * {@link assessPlannedFees} inside the caller's transaction (the daily run,
 * whose claim of the contract is in it): a refusal is thrown unaudited, for
 * the caller to audit (`auditRefusal`) once that transaction has rolled
 * back — an audit row written inside it would roll back with it.
 */
export const assessPlannedFeesIn = (trx: Plumbing["db"], clock: ServerContext["clock"], posting: Posting, fees: readonly [FeeAssessed, ...FeeAssessed[]], book: LockedBook) =>
  recordInTransaction({ db: trx, clock }, posting, planFees(fees), feeIds, neverHeld, book);

const planFees =
  (fees: readonly [FeeAssessed, ...FeeAssessed[]]): Planner =>
  (book): Plan => ({
    // The earliest due date: a fee is never due before funding (no fee's due date is checked against today).
    check: { kind: "fee", date: fees.map((fee) => fee.dueDate).reduce((first, each) => (each.compare(first) < 0 ? each : first)) },
    events: fees.map((fee, index) => ({ ...fee, id: newId(index + 1), recordedSeq: nextSeq(book, index + 1) })),
    action: "ledger.feeAssessed",
    onDuplicate: "duplicateId",
  });

const feeIds = (_ledger: Ledger, ids: ReadonlyMap<string, number>): number[] => [...ids.values()];
