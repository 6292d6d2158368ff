import type { Knex } from "knex";
import type { TestClock } from "./app.js";
import { insertContract, insertCustomer } from "./fixtures.js";

/**
 * A funded loan for the servicing suites: a customer, an active contract
 * of `amountCents` funded on `fundedOn`, and its schedule rows (each line's
 * interest as given and `principalCents` of principal). Answers the ids,
 * the lines as core and the wire name them (`s<payments.id>`).
 */

/** One line of a test schedule. */
export interface TestScheduleLine {
  readonly dueDate: string;
  readonly interest: number;
}

export interface TestLoan {
  readonly contractId: number;
  readonly contractNumber: string;
  readonly customerId: number;
  /** The lines' ids as core and the wire name them (`s<payments.id>`). */
  readonly lines: string[];
  /** The schedule rows' ids (`payments.id`). */
  readonly lineIds: number[];
}

export interface TestLoanOptions {
  readonly statusId?: number;
  readonly amountCents?: number;
  readonly principalCents?: number;
  readonly fundedOn?: string;
  readonly contractNumber?: string;
}

export const insertServicingLoan = async (db: Knex, clock: TestClock, tenantId: number, schedule: readonly TestScheduleLine[], options: TestLoanOptions = {}): Promise<TestLoan> => {
  const principalCents = options.principalCents ?? 25_000;
  const customerId = await insertCustomer(db, clock, tenantId, { email: `loan${Math.random().toString(36).slice(2)}@example.com` });
  const contractId = await insertContract(db, clock, tenantId, {
    customerId,
    statusId: options.statusId ?? 1,
    amountCents: options.amountCents ?? principalCents * schedule.length,
    ...(options.contractNumber === undefined ? {} : { contractNumber: options.contractNumber }),
  });
  await db("contracts").where({ id: contractId }).update({ funded_on: options.fundedOn ?? "2026-10-01" });
  const lineIds: number[] = [];
  for (const [index, line] of schedule.entries()) {
    const [row] = (await db("payments")
      .insert({
        tenant_id: tenantId,
        contract_id: contractId,
        seq: index + 1,
        due_date: line.dueDate,
        original_due_date: line.dueDate,
        amount_cents: line.interest + principalCents,
        interest_cents: line.interest,
        principal_cents: principalCents,
      })
      .returning("id")) as Array<{ id: number }>;
    lineIds.push(Number(row!.id));
  }
  const { contract_number: contractNumber } = (await db("contracts").where({ id: contractId }).first("contract_number")) as { contract_number: string };
  return { contractId, contractNumber, customerId, lines: lineIds.map((id) => `s${id}`), lineIds };
};
