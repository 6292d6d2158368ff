import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Express } from "express";
import type { Knex } from "knex";
import { diskStorage } from "../src/files/storage.js";
import { createLogger } from "../src/http/logging.js";
import { paymentLineRows, insertPaymentLines } from "../src/seed/builders.js";
import { createServer } from "../src/server/createServer.js";
import { captureLogs, testPasswordParams, type TestClock } from "./app.js";
import type { TestDatabase } from "./databases.js";
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

/**
 * The servicing suites' loan: 1,000.00 lent on 2026-10-01 in four
 * bi-weekly lines of 250.00 principal and this interest (270.00, 265.00,
 * 260.00 and 255.00, due 2026-10-30, 11-13, 11-27 and 12-11).
 */
export const testSchedule: readonly TestScheduleLine[] = [
  { dueDate: "2026-10-30", interest: 2_000 },
  { dueDate: "2026-11-13", interest: 1_500 },
  { dueDate: "2026-11-27", interest: 1_000 },
  { dueDate: "2026-12-11", interest: 500 },
];

/** A second server instance on the same database (its own connections) and clock: two instances sharing a run. */
export const anotherInstance = (test: TestDatabase, clock: TestClock): Express =>
  createServer({
    db: test.openAnother(),
    clock,
    logger: createLogger({ destination: captureLogs().stream }),
    passwordParams: testPasswordParams,
    storage: diskStorage(mkdtempSync(join(tmpdir(), "lendkit-files-"))),
    devOutbox: true,
  });

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
    fundedOn: options.fundedOn ?? "2026-10-01",
    ...(options.contractNumber === undefined ? {} : { contractNumber: options.contractNumber }),
  });
  const lineIds = await insertPaymentLines(
    db,
    paymentLineRows(
      tenantId,
      contractId,
      schedule.map((line) => ({ dueDate: line.dueDate, amountCents: line.interest + principalCents, interestCents: line.interest, principalCents })),
    ),
  );
  const { contract_number: contractNumber } = (await db("contracts").where({ id: contractId }).first("contract_number")) as { contract_number: string };
  return { contractId, contractNumber, customerId, lines: lineIds.map((id) => `s${id}`), lineIds };
};
