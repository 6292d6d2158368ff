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
import type { Knex } from "knex";
import type { CalendarDate } from "@internationalized/date";
import type { DisclosurePolicy } from "@lendkit/core/disclosure";
import { writeAudit } from "../access/audit.js";
import { contractDisclosure } from "../disclosure/contractDisclosure.js";
import { assertCapAllows, capWarningAction, capWarningOf } from "../disclosure/enforcement.js";
import { isoTime, type Clock } from "../infra/clock.js";
import { HttpError } from "../http/envelope.js";
import { serverMessages } from "../http/messages.js";
import { lockedFor } from "../db/sql.js";
import { contractMessages } from "./messages.js";
import { contractAprHundredths } from "./disclosure.js";
import { findLedgerContract } from "../data/ledgerEvents.js";
import { ledgerOf } from "../servicing/books.js";
import { settleByRenewal } from "../servicing/renewalPayoff.js";
import { findContract, recordLevelOf, storedBody, type StoredContract } from "./records.js";
import type { ContractActor } from "./store.js";
import { actorColumns } from "../infra/audit.js";

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

/** The "Checklist completed" switch of a contract (false while its checklist was never opened). */
const checklistCompleted = async (db: Knex, tenantId: number, contractId: number): Promise<boolean> => {
  const row = (await db("contract_checklists").where({ tenant_id: tenantId, contract_id: contractId }).first("is_completed")) as { is_completed: unknown } | undefined;
  return Boolean(row?.is_completed);
};

/** Audits a refusal by rule (a role or maker-checker refusal), then answers it. */
const refuse = async (
  db: Knex,
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
const signedSchedule = async (db: Knex, stored: StoredContract) => {
  const row = (await db("signatures").where({ tenant_id: stored.tenantId, contract_id: stored.id }).first("document_json")) as
    | { document_json: string }
    | undefined;
  if (!row) return null;
  return signedScheduleOfDocument(row.document_json) ?? undefined;
};

/**
 * The schedule of an activation, or the 422 that says what is missing. A
 * contract signed in the public flow is funded with exactly the schedule it
 * was signed with (core's `signedScheduleMismatch`, line for line): when its
 * terms were changed since and give another schedule, 409 and nothing
 * written.
 */
const activationSchedule = async (db: Knex, clock: Clock, timeZone: string, stored: StoredContract): Promise<readonly ScheduleLine[]> => {
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
  const existing = await db("payments").where({ tenant_id: stored.tenantId, contract_id: stored.id }).first("id");
  if (existing) throw new HttpError(409, contractMessages.scheduleExists);
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
  trx: Knex.Transaction,
  clock: Clock,
  timeZone: string,
  renewal: StoredContract,
  actor: ContractActor,
): Promise<void> => {
  if (renewal.originalContractId === null) return;
  const locked = await lockedFor(trx, trx("contracts").where({ tenant_id: renewal.tenantId, id: renewal.originalContractId }).first("id"));
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
  await trx("contracts")
    .where({ tenant_id: renewal.tenantId, id: renewed.id })
    .update({
      status_id: closure.status,
      record_level: recordLevelOf(closure.status),
      close_reason: closure.closeReason,
      body_json: storedBody({ ...renewed.contract, prevStatusId: renewed.statusId }),
      version: version + 1,
      updated_at: now,
    });
  // The settled lines' paid_at and the renewal's receipt, as written before the ledger: kept for readers of those tables.
  for (let start = 0; start < closure.settledLineIds.length; start += paymentBatch) {
    await trx("payments")
      .where({ tenant_id: renewal.tenantId, contract_id: renewed.id })
      .whereIn("id", closure.settledLineIds.slice(start, start + paymentBatch))
      .whereNull("paid_at")
      .update({ paid_at: now, can_return_nsf: false, version: trx.raw("?? + 1", ["version"]) });
  }
  if (closure.payoffCents > 0) {
    await trx("receipts").insert({
      tenant_id: renewal.tenantId,
      contract_id: renewed.id,
      payment_id: null,
      paid_on: lenderToday(clock.now(), timeZone),
      amount_cents: closure.payoffCents,
      method: RENEWAL_PAYOFF_METHOD,
      created_at: now,
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
const approvedBody = async (db: Knex, contract: Contract, actor: ContractActor): Promise<Contract> => {
  if (actor.userId === null) return contract;
  const user = (await db("users").where({ id: actor.userId }).first("first_name", "last_name", "email")) as
    | { first_name: string; last_name: string; email: string }
    | undefined;
  return {
    ...contract,
    sysLoginsApprovedById: actor.userId,
    ApprovedBy: user ? `${user.first_name} ${user.last_name}`.trim() : "",
    approvedByEmail: user?.email ?? "",
    approvedByWasReset: false,
  };
};

const paymentRows = (stored: StoredContract, lines: readonly ScheduleLine[]) =>
  lines.map((line) => {
    const due = line.dueDate.toString();
    return {
      tenant_id: stored.tenantId,
      contract_id: stored.id,
      seq: line.number,
      kind: "scheduled",
      due_date: due,
      original_due_date: due,
      amount_cents: line.paymentCents + line.feeCents,
      principal_cents: line.principalCents,
      interest_cents: line.interestCents,
      fee_cents: line.feeCents,
      balance_after_cents: line.balanceCents,
      is_from_original_schedule: true,
    };
  });

/** Rows per INSERT of a schedule (well under both databases' binding limits). */
const paymentBatch = 200;

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
  db: Knex,
  clock: Clock,
  change: ContractStatusChange,
  actor: ContractActor,
  /** The tenant's time zone (`tenantTimeZone`): the activation day's. */
  timeZone: string = DEFAULT_BUSINESS_TIME_ZONE,
  /** The tenant's disclosure policy: with it, activation applies the rate cap. */
  policyOf?: ContractPolicyOf,
): Promise<StoredContract> => {
  const stored = await findContract(db, change.tenantId, change.id, change.scope);
  if (!stored) throw new HttpError(404, serverMessages.notFound);
  const check = checkContractStatusChange(stored.statusId, change.statusId, change.role);
  if (!check.ok) return refuse(db, clock, change, actor, check.reason, stored.statusId);
  if (stored.version !== change.version) throw new HttpError(409, contractMessages.stale);
  const makers = { createdByUserId: stored.createdByUserId, submittedByUserId: stored.submittedByUserId };
  if (isSelfApproval(change.statusId, actor.userId, makers)) return refuse(db, clock, change, actor, "selfApproval", stored.statusId);
  if (change.tenantCode !== undefined && !checklistAllowsMove(change.statusId, { tenant: change.tenantCode, completed: await checklistCompleted(db, change.tenantId, change.id) })) {
    throw new HttpError(409, contractMessages.checklistNotCompleted);
  }

  const lines = change.statusId === ContractStatus.Active ? await activationSchedule(db, clock, timeZone, stored) : [];
  const capWarning = lines.length > 0 ? await activationCapWarning(stored, lines, activationDay(clock, timeZone), policyOf) : null;
  const base: Contract = { ...stored.contract, prevStatusId: stored.statusId };
  const body = change.statusId === ContractStatus.Approved ? await approvedBody(db, base, actor) : base;

  await db.transaction(async (trx) => {
    const count = await trx("contracts")
      .where({ tenant_id: change.tenantId, id: change.id, version: change.version })
      .update({
        status_id: change.statusId,
        record_level: recordLevelOf(change.statusId),
        body_json: storedBody(body),
        // A contract signed in the public flow reaches staff here: its APR is written from the terms it was signed with.
        apr_percent: contractAprHundredths(body),
        version: change.version + 1,
        updated_at: isoTime(clock.now()),
        ...(change.statusId === ContractStatus.Submitted ? { submitted_by_user_id: actor.userId } : {}),
        // The funding day: the first value date a payment on its ledger may have.
        ...(change.statusId === ContractStatus.Active ? { funded_on: activationDay(clock, timeZone).toString() } : {}),
      });
    if (count !== 1) throw new HttpError(409, contractMessages.stale);
    const rows = paymentRows(stored, lines);
    for (let start = 0; start < rows.length; start += paymentBatch) await trx("payments").insert(rows.slice(start, start + paymentBatch));
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
        ...(lines.length > 0 ? { payments: lines.length, scheduleTotalCents: rows.reduce((sum, row) => sum + row.amount_cents, 0) } : {}),
      },
    });
  });
  return (await findContract(db, change.tenantId, change.id))!;
};
