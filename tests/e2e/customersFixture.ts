import { businessDateOf, contractSearchText } from "@lendkit/core";
import type { Knex } from "knex";
import { isoTime, type Clock } from "../../server-kit/src/infra/clock.js";
import { contractRow, insertContractRow, insertPaymentLines, paymentLineRow } from "../../server-kit/src/seed/builders.js";
import { recordPayment } from "../../server-kit/test/fixtures.js";

/**
 * The customers browser suite's rows, written through the harness app's
 * database handle (`startApp().db`): its own customers with a serviced
 * schedule dated from today — the API has no route that creates a customer
 * with a payment history, so they are written straight into the tables, as
 * server-kit's own suites do.
 */

/** A line of a schedule, `days` from today (negative: in the past). */
export interface LineSpec {
  readonly days: number;
  readonly amountCents: number;
  readonly principalCents: number;
  readonly paid?: boolean;
}

export interface ContractSpec {
  readonly contractNumber: string;
  readonly statusId: number;
  readonly amountCents: number;
  readonly lines: readonly LineSpec[];
  readonly closeReason?: string | null;
  readonly originalOf?: string;
  /** The paid lines were paid by e-transfer (one-time payments of C §2), not by pre-authorised debit. */
  readonly receipts?: boolean;
}

export interface CustomerSpec {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly cellPhone: string;
  readonly language: 0 | 1;
  readonly contracts: readonly ContractSpec[];
}

export interface InsertedCustomer {
  readonly customerId: number;
  /** Contract ids by number. */
  readonly contracts: Readonly<Record<string, number>>;
  /** Due dates by contract number, in line order (yyyy-mm-dd). */
  readonly dueDates: Readonly<Record<string, readonly string[]>>;
}

/** Today in the lender's zone, as the server reads it. */
export const businessToday = (clock: Clock) => businessDateOf(clock.now());

const insertContract = async (db: Knex, clock: Clock, tenantId: number, customerId: number, lessee: string, spec: ContractSpec, originalId: number | null) => {
  const today = businessToday(clock);
  const first = spec.lines[0] ? today.add({ days: spec.lines[0].days }).toString() : null;
  const contractId = await insertContractRow(
    db,
    contractRow(tenantId, isoTime(clock.now()), {
      customerId,
      contractNumber: spec.contractNumber,
      statusId: spec.statusId,
      recordLevel: spec.statusId === 1 ? 4 : 5,
      product: "microCredit",
      lesseeName: lessee,
      searchText: contractSearchText({ contractNumber: spec.contractNumber, lesseeName: lessee, vehicleLabel: "" }),
      amountCents: spec.amountCents,
      frequency: 1,
      numberOfPayments: spec.lines.length,
      firstPaymentDate: first,
      annualRate: "19.99",
      originalContractId: originalId,
      closeReason: spec.closeReason ?? null,
    }),
  );
  const dueDates: string[] = [];
  for (const [index, line] of spec.lines.entries()) {
    const due = today.add({ days: line.days }).toString();
    dueDates.push(due);
    await insertPaymentLines(db, [
      paymentLineRow(tenantId, contractId, index + 1, {
        dueDate: due,
        amountCents: line.amountCents,
        principalCents: line.principalCents,
        interestCents: line.amountCents - line.principalCents,
        paidAt: line.paid ? `${due}T16:00:00.000Z` : null,
      }),
    ]);
    // A paid line is a payment on the contract's ledger: what the profile, its cards and its receipts replay.
    if (line.paid) await recordPayment(db, tenantId, contractId, { amountCents: line.amountCents, valueDate: due, method: spec.receipts ? "etransfer" : "pad" });
  }
  return { contractId, dueDates };
};

/** A customer of `tenant` with their contracts, schedules and receipts, all dated from today. */
export const insertServicedCustomer = async (db: Knex, clock: Clock, tenant: string, spec: CustomerSpec): Promise<InsertedCustomer> => {
  const tenantRow = (await db("tenants").where({ code: tenant }).first("id")) as { id: number } | undefined;
  if (!tenantRow) throw new Error(`no tenant ${tenant}`);
  const tenantId = Number(tenantRow.id);
  const now = isoTime(clock.now());
  const [row] = (await db("customers")
    .insert({
      tenant_id: tenantId,
      first_name: spec.firstName,
      last_name: spec.lastName,
      birth_date: "1988-06-14",
      email: spec.email,
      cell_phone: spec.cellPhone,
      language: spec.language,
      profile_json: "{}",
      created_at: now,
      updated_at: now,
    })
    .returning("id")) as Array<{ id: number }>;
  const customerId = Number(row!.id);
  const contracts: Record<string, number> = {};
  const dueDates: Record<string, readonly string[]> = {};
  const lessee = `${spec.lastName}, ${spec.firstName}`;
  for (const contract of spec.contracts) {
    const originalId = contract.originalOf ? (contracts[contract.originalOf] ?? null) : null;
    const inserted = await insertContract(db, clock, tenantId, customerId, lessee, contract, originalId);
    contracts[contract.contractNumber] = inserted.contractId;
    dueDates[contract.contractNumber] = inserted.dueDates;
  }
  return { customerId, contracts, dueDates };
};

/** A bi-weekly line of 95.00 $ (83.33 $ of principal). */
export const biWeekly = (days: number, paid = false): LineSpec => ({ days, amountCents: 9500, principalCents: 8333, paid });
