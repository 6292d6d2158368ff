import {
  centsOf,
  checkContractActivation,
  checkContractStatusChange,
  ContractStatus,
  DEFAULT_BUSINESS_TIME_ZONE,
  isSelfApproval,
  lenderToday,
  parseIsoDate,
  RENEWAL_PAYOFF_METHOD,
  renewalClosure,
  signedScheduleMismatch,
  signedScheduleOfDocument,
  type Contract,
  type ContractStatusCode,
  type ContractStatusRefusal,
  type RoleId,
  type ScheduleLine,
} from "@lendkit/core";
import { checklistAllowsMove, type ContractScope, type TenantCode } from "@lendkit/core";
import type { CalendarDate } from "@internationalized/date";
import type { DisclosurePolicy } from "@lendkit/core/disclosure";
import { writeAudit } from "../data/audit.js";
import { contractDisclosure } from "../disclosure/contractDisclosure.js";
import { assertCapAllows, capWarningAction, capWarningOf } from "../disclosure/enforcement.js";
import { isoTime, type Clock } from "../infra/clock.js";
import { HttpError, notFound } from "../http/envelope.js";
import { contractMessages } from "./messages.js";
import { contractAprHundredths } from "./disclosure.js";
import { findLedgerContract } from "../data/ledgerEvents.js";
import { ledgerOf } from "../data/servicingBooks.js";
import { settleByRenewal } from "../servicing/renewalPayoff.js";
import { findContract, lockContract, type StoredContract } from "../data/contracts.js";
import { closeContract, hasSchedule, insertReceipt, insertSchedule, markLinesPaid, writeContractStatus } from "../data/contractStatus.js";
import { isChecklistCompleted } from "../data/checklists.js";
import { signedDocumentJson } from "../data/signatures.js";
import { findUserName } from "../data/users.js";
import type { Plumbing } from "../infra/plumbing.js";
import type { ContractActor } from "./store.js";
import { actorColumns } from "../infra/audit.js";

type Db = Plumbing["db"];

/** A status change asked for by a caller. */
export interface ContractStatusChange {
  readonly tenantId: number;
  readonly id: number;
  readonly role: RoleId;
  readonly statusId: ContractStatusCode;
  readonly version: number;
  /** The caller's contract scope: a contract outside it is not found. */
  readonly scope?: ContractScope;
  /**
   * The tenant whose checklist gate applies (core's `checklistAllowsMove`):
   * the API always gives it; the demo seed, which fills checklists after
   * the moves it replays, does not.
   */
  readonly tenantCode?: TenantCode;
}

const refusalStatus: Record<ContractStatusRefusal, number> = {
  unknownStatus: 409,
  sameStatus: 409,
  finalStatus: 409,
  moveNotAllowed: 409,
  roleNotAllowed: 403,
};

/** Audits a refusal by rule (a role or maker-checker refusal), then answers it. */
const refuse = async (
  db: Db,
  clock: Clock,
  change: ContractStatusChange,
  actor: ContractActor,
  reason: ContractStatusRefusal | "selfApproval",
  from: number,
): Promise<never> => {
  const status = reason === "selfApproval" ? 403 : refusalStatus[reason];
  if (status === 403) {
    await writeAudit(db, clock, {
      action: "contract.statusRefused",
      ...actorColumns({ tenantId: change.tenantId, userId: actor.userId }, actor),
      entity: "contract",
      entityId: change.id,
      after: { reason, from, to: change.statusId, roleId: change.role },
    });
  }
  throw new HttpError(status, contractMessages.status(reason));
};

/**
 * The schedule a contract was signed with (`signatures`, C §3.8): null when
 * it was not signed in the public flow, undefined when its stored document
 * has no readable schedule (then it is not funded).
 */
const signedSchedule = async (db: Db, stored: StoredContract) => {
  const document = await signedDocumentJson(db, stored.tenantId, stored.id);
  if (document === null) return null;
  return signedScheduleOfDocument(document) ?? undefined;
};

/**
 * The schedule of an activation, or the 422 that says what is missing. A
 * contract signed in the public flow is funded with exactly the schedule it
 * was signed with (core's `signedScheduleMismatch`, line for line): when its
 * terms were changed since and give another schedule, 409 and nothing
 * written.
 */
const activationSchedule = async (db: Db, clock: Clock, timeZone: string, stored: StoredContract): Promise<readonly ScheduleLine[]> => {
  const today = activationDay(clock, timeZone);
  const checked = checkContractActivation(stored.contract, today);
  if (!checked.ok) {
    throw new HttpError(422, checked.refusal ? contractMessages.activationRefused(checked.refusal) : contractMessages.activationGaps(checked.gaps));
  }
  const signed = await signedSchedule(db, stored);
  if (signed === undefined) throw new HttpError(409, contractMessages.signedScheduleMismatch, "signed document unreadable");
  if (signed !== null) {
    const mismatch = signedScheduleMismatch(checked.lines, signed);
    if (mismatch) {
      const where = mismatch.kind === "count" ? `payments: signed ${mismatch.signed}, terms give ${mismatch.funded}` : `line ${mismatch.number}: ${mismatch.field}`;
      throw new HttpError(409, contractMessages.signedScheduleMismatch, where);
    }
  }
  if (await hasSchedule(db, stored.tenantId, stored.id)) throw new HttpError(409, contractMessages.scheduleExists);
  return checked.lines;
};

const activationDay = (clock: Clock, timeZone: string) => parseIsoDate(lenderToday(clock.now(), timeZone))!;

/**
 * The tenant's disclosure policy for a contract on a day (the server's
 * `disclosurePolicyOf`): given by the API so activation applies the rate
 * cap; the demo seed, replaying its history, gives none.
 */
export type ContractPolicyOf = (stored: StoredContract, today: CalendarDate) => Promise<DisclosurePolicy>;

/**
 * The cap check of an activation: the contract's disclosure from its stored
 * terms and the schedule about to be funded, advanced today. Above a
 * `refuse` cap, 422 naming the figure, the cap and the rule (nothing
 * written); on `warn`, the figures the caller audits. A lease (no loan
 * disclosure) or terms core cannot disclose pass unchecked.
 */
const activationCapWarning = async (stored: StoredContract, lines: readonly ScheduleLine[], today: CalendarDate, policyOf: ContractPolicyOf | undefined) => {
  if (!policyOf) return null;
  const statement = contractDisclosure(stored.contract, lines, today, await policyOf(stored, today));
  if (!statement?.ok) return null;
  assertCapAllows(statement.value);
  return capWarningOf(statement.value);
};

/**
 * Funding a renewal closes the loan it renews, inside the activation's
 * transaction (core's `renewalClosure`, C §3.4): status 9 with the close
 * reason balance-zero-on-renew, its unpaid lines settled by the renewal's
 * payoff (on its ledger: a credit of the carried balance, the rest written
 * off; see `settleByRenewal`), audited.
 */
const closeRenewedLoan = async (
  trx: Db,
  clock: Clock,
  timeZone: string,
  renewal: StoredContract,
  actor: ContractActor,
): Promise<void> => {
  if (renewal.originalContractId === null) return;
  const locked = await lockContract(trx, renewal.tenantId, renewal.originalContractId);
  const renewed = locked ? await findContract(trx, renewal.tenantId, renewal.originalContractId) : null;
  if (!renewed) return;
  const today = activationDay(clock, timeZone);
  const loan = { tenantId: renewal.tenantId, contract: (await findLedgerContract(trx, renewal.tenantId, renewed.id))! };
  const { ledger } = await ledgerOf(trx, loan.tenantId, loan.contract, today);
  const closure = renewalClosure({
    renewedStatus: renewed.statusId,
    // A line is paid when its ledger shows nothing owed on it; the renewal settles the others.
    lines: ledger.lines.filter((line) => line.id.startsWith("s")).map((line) => ({ id: Number(line.id.slice(1)), paid: line.outstandingCents === 0 })),
    carriedCents: centsOf(renewal.contract.financeLease.previousBalanceAmount),
  });
  if (!closure.close) return;
  const now = isoTime(clock.now());
  await settleByRenewal(trx, loan, today, closure.payoffCents, { userId: actor.userId, at: now });
  const { version } = renewed;
  await closeContract(
    trx,
    { tenantId: renewal.tenantId, id: renewed.id, version },
    { statusId: closure.status, closeReason: closure.closeReason, body: { ...renewed.contract, prevStatusId: renewed.statusId }, at: now },
  );
  // The settled lines' paid_at and the renewal's receipt, as written before the ledger: kept for readers of those tables.
  await markLinesPaid(trx, renewal.tenantId, renewed.id, closure.settledLineIds, now);
  if (closure.payoffCents > 0) {
    await insertReceipt(trx, {
      tenantId: renewal.tenantId,
      contractId: renewed.id,
      paidOn: lenderToday(clock.now(), timeZone),
      amountCents: closure.payoffCents,
      method: RENEWAL_PAYOFF_METHOD,
      at: now,
    });
  }
  await writeAudit(trx, clock, {
    action: "contract.closedAfterRenewal",
    ...actorColumns({ tenantId: renewal.tenantId, userId: actor.userId }, actor),
    entity: "contract",
    entityId: renewed.id,
    before: { statusId: renewed.statusId, version, closeReason: null },
    after: {
      statusId: closure.status,
      version: version + 1,
      closeReason: closure.closeReason,
      renewalId: renewal.id,
      settledLines: closure.settledLineIds.length,
      payoffCents: closure.payoffCents,
    },
  });
};

/** Approval facts written into the body when a contract is approved (never taken from a client). */
const approvedBody = async (db: Db, tenantId: number, contract: Contract, actor: ContractActor): Promise<Contract> => {
  if (actor.userId === null) return contract;
  const user = await findUserName(db, tenantId, actor.userId);
  return {
    ...contract,
    sysLoginsApprovedById: actor.userId,
    ApprovedBy: user ? `${user.firstName} ${user.lastName}`.trim() : "",
    approvedByEmail: user?.email ?? "",
    approvedByWasReset: false,
  };
};

/**
 * Moves a contract to another status, checked with core's workflow for the
 * caller's role (409 for a move the workflow does not have, 403 for a role
 * it does not admit or an approval by the contract's maker, 409 for a stale
 * version). Moving to ACTIVE builds the payment schedule with core's
 * amortization engine and writes it to `payments` in the same transaction
 * as the status (422 listing what is missing when the finance terms cannot
 * make one; 409 when a contract signed in the public flow would get another
 * schedule than the signed one). Funding a renewal closes the loan it renews
 * in the same transaction (status 9, its unpaid lines settled). With the
 * tenant's policy, activation above its rate cap is refused (422) on
 * `refuse` and audited with the figures on `warn`. Audited.
 * Returns the contract as stored.
 */
export const changeContractStatus = async (
  db: Db,
  clock: Clock,
  change: ContractStatusChange,
  actor: ContractActor,
  /** The tenant's time zone (`tenantTimeZone`): the activation day's. */
  timeZone: string = DEFAULT_BUSINESS_TIME_ZONE,
  /** The tenant's disclosure policy: with it, activation applies the rate cap. */
  policyOf?: ContractPolicyOf,
): Promise<StoredContract> => {
  const stored = await findContract(db, change.tenantId, change.id, change.scope);
  if (!stored) throw notFound();
  const check = checkContractStatusChange(stored.statusId, change.statusId, change.role);
  if (!check.ok) return refuse(db, clock, change, actor, check.reason, stored.statusId);
  if (stored.version !== change.version) throw new HttpError(409, contractMessages.stale);
  const makers = { createdByUserId: stored.createdByUserId, submittedByUserId: stored.submittedByUserId };
  if (isSelfApproval(change.statusId, actor.userId, makers)) return refuse(db, clock, change, actor, "selfApproval", stored.statusId);
  if (change.tenantCode !== undefined && !checklistAllowsMove(change.statusId, { tenant: change.tenantCode, completed: await isChecklistCompleted(db, { tenantId: change.tenantId, id: change.id }) })) {
    throw new HttpError(409, contractMessages.checklistNotCompleted);
  }

  const lines = change.statusId === ContractStatus.Active ? await activationSchedule(db, clock, timeZone, stored) : [];
  const capWarning = lines.length > 0 ? await activationCapWarning(stored, lines, activationDay(clock, timeZone), policyOf) : null;
  const base: Contract = { ...stored.contract, prevStatusId: stored.statusId };
  const body = change.statusId === ContractStatus.Approved ? await approvedBody(db, change.tenantId, base, actor) : base;

  await db.transaction(async (trx) => {
    const written = await writeContractStatus(
      trx,
      { tenantId: change.tenantId, id: change.id, version: change.version },
      {
        statusId: change.statusId,
        body,
        // A contract signed in the public flow reaches staff here: its APR is written from the terms it was signed with.
        aprHundredths: contractAprHundredths(body),
        at: isoTime(clock.now()),
        ...(change.statusId === ContractStatus.Submitted ? { submittedByUserId: actor.userId } : {}),
        // The funding day: the first value date a payment on its ledger may have.
        ...(change.statusId === ContractStatus.Active ? { fundedOn: activationDay(clock, timeZone).toString() } : {}),
      },
    );
    if (!written) throw new HttpError(409, contractMessages.stale);
    await insertSchedule(trx, stored, lines);
    if (change.statusId === ContractStatus.Active) await closeRenewedLoan(trx, clock, timeZone, stored, actor);
    if (capWarning) {
      await writeAudit(trx, clock, {
        action: capWarningAction,
        ...actorColumns({ tenantId: change.tenantId, userId: actor.userId }, actor),
        entity: "contract",
        entityId: change.id,
        after: { ...capWarning, statusId: change.statusId },
      });
    }
    await writeAudit(trx, clock, {
      action: "contract.statusChanged",
      ...actorColumns({ tenantId: change.tenantId, userId: actor.userId }, actor),
      entity: "contract",
      entityId: change.id,
      before: { statusId: stored.statusId, version: change.version },
      after: {
        statusId: change.statusId,
        version: change.version + 1,
        ...(lines.length > 0 ? { payments: lines.length, scheduleTotalCents: lines.reduce((sum, line) => sum + line.paymentCents + line.feeCents, 0) } : {}),
      },
    });
  });
  return (await findContract(db, change.tenantId, change.id))!;
};
