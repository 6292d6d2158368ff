import type { Contract, ScheduleLine } from "@lendkit/core";
import type { Knex } from "knex";
import { recordLevelOf, storedBody } from "./contracts.js";

/**
 * What a contract's move to another status writes: its status row (with the
 * approval's body and the funding day), the schedule funding writes to
 * `payments`, and the renewed loan that funding a renewal closes, with its
 * settled lines and the payoff's receipt. Every query names the tenant
 * (SECURITY 14).
 */

/** The contract a move names, at the version the caller read. */
export interface ContractVersion {
  readonly tenantId: number;
  readonly id: number;
  readonly version: number;
}

/** A move as written: the new status, the body with its facts, and its APR. */
export interface StatusWrite {
  readonly statusId: number;
  readonly body: Contract;
  readonly aprHundredths: number | null;
  /** ISO instant of the change. */
  readonly at: string;
  /** Who submitted it (a move to SUBMITTED); absent: unchanged. */
  readonly submittedByUserId?: number | null;
  /** The funding day, `yyyy-mm-dd` (a move to ACTIVE); absent: unchanged. */
  readonly fundedOn?: string;
}

/** Writes the move and the next version if the contract is still at the version read; false (nothing written) otherwise. */
export const writeContractStatus = async (trx: Knex, target: ContractVersion, write: StatusWrite): Promise<boolean> => {
  const count = await trx("contracts")
    .where({ tenant_id: target.tenantId, id: target.id, version: target.version })
    .update({
      status_id: write.statusId,
      record_level: recordLevelOf(write.statusId),
      body_json: storedBody(write.body),
      apr_percent: write.aprHundredths,
      version: target.version + 1,
      updated_at: write.at,
      ...(write.submittedByUserId === undefined ? {} : { submitted_by_user_id: write.submittedByUserId }),
      ...(write.fundedOn === undefined ? {} : { funded_on: write.fundedOn }),
    });
  return count === 1;
};

/** True when the contract has a schedule in `payments` already. */
export const hasSchedule = async (db: Knex, tenantId: number, contractId: number): Promise<boolean> =>
  (await db("payments").where({ tenant_id: tenantId, contract_id: contractId }).first("id")) !== undefined;

/** Rows per statement over `payments` (well under both databases' binding limits). */
const paymentBatch = 200;

/** Writes a funded contract's schedule, core's lines as they are, into `payments`. */
export const insertSchedule = async (trx: Knex, contract: { readonly tenantId: number; readonly id: number }, lines: readonly ScheduleLine[]): Promise<void> => {
  const rows = lines.map((line) => {
    const due = line.dueDate.toString();
    return {
      tenant_id: contract.tenantId,
      contract_id: contract.id,
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
  for (let start = 0; start < rows.length; start += paymentBatch) await trx("payments").insert(rows.slice(start, start + paymentBatch));
};

/** A renewed loan's closing: its final status, why, and its body with the status it left. */
export interface ContractClosing {
  readonly statusId: number;
  readonly closeReason: string;
  readonly body: Contract;
  /** ISO instant of the change. */
  readonly at: string;
}

/** Closes a contract at the next version (read under its lock). */
export const closeContract = async (trx: Knex, target: ContractVersion, closing: ContractClosing): Promise<void> => {
  await trx("contracts")
    .where({ tenant_id: target.tenantId, id: target.id })
    .update({
      status_id: closing.statusId,
      record_level: recordLevelOf(closing.statusId),
      close_reason: closing.closeReason,
      body_json: storedBody(closing.body),
      version: target.version + 1,
      updated_at: closing.at,
    });
};

/**
 * Stamps `paid_at` on the contract's lines with these ids not yet stamped,
 * no longer returnable as NSF (the settled lines, as written before the
 * ledger: kept for readers of that table).
 */
export const markLinesPaid = async (trx: Knex, tenantId: number, contractId: number, lineIds: readonly number[], at: string): Promise<void> => {
  for (let start = 0; start < lineIds.length; start += paymentBatch) {
    await trx("payments")
      .where({ tenant_id: tenantId, contract_id: contractId })
      .whereIn("id", lineIds.slice(start, start + paymentBatch))
      .whereNull("paid_at")
      .update({ paid_at: at, can_return_nsf: false, version: trx.raw("?? + 1", ["version"]) });
  }
};

/** A receipt not tied to a line (a renewal's payoff). */
export interface NewReceipt {
  readonly tenantId: number;
  readonly contractId: number;
  /** The lender's day, `yyyy-mm-dd`. */
  readonly paidOn: string;
  readonly amountCents: number;
  readonly method: string;
  readonly at: string;
}

/** Writes a receipt. */
export const insertReceipt = async (trx: Knex, receipt: NewReceipt): Promise<void> => {
  await trx("receipts").insert({
    tenant_id: receipt.tenantId,
    contract_id: receipt.contractId,
    payment_id: null,
    paid_on: receipt.paidOn,
    amount_cents: receipt.amountCents,
    method: receipt.method,
    created_at: receipt.at,
  });
};
