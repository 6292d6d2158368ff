import type { Knex } from "knex";

/**
 * What a contract's documents read of the lending tables (0002): the
 * contract a print ticket is issued for, the contract, its customer, its
 * schedule and the lender's name. Every query
 * names the tenant (SECURITY 14); the ledger is read by the servicing
 * module's own repository.
 */

/** The `contracts` columns a document prints. */
export interface DocumentContractRow {
  id: number;
  customer_id: number | null;
  contract_number: string;
  status_id: number;
  product: string;
  amount_cents: number | string;
  frequency: number | null;
  number_of_payments: number | null;
  first_payment_date: string | null;
  annual_rate: string | null;
  body_json: string;
}

/** The `customers` columns a document prints. */
export interface DocumentCustomerRow {
  first_name: string;
  last_name: string;
  email: string;
  cell_phone: string;
  language: number;
  profile_json: string;
}

/** The tenant's contract `contractId`, or undefined. */
export const documentContractOf = async (db: Knex, tenantId: number, contractId: number): Promise<DocumentContractRow | undefined> =>
  (await db("contracts").where({ tenant_id: tenantId, id: contractId }).first()) as DocumentContractRow | undefined;

/** A contract as a print ticket is issued for it: its number, its customer and her language (0 French, 1 English; null without a customer). */
export interface PrintableContract {
  readonly id: number;
  readonly customerId: number | null;
  readonly contractNumber: string;
  readonly customerLanguage: number | null;
}

/** The tenant's contract `contractId` with its customer's language (the tenant's own customer only), or null. */
export const printableContractOf = async (db: Knex, tenantId: number, contractId: number): Promise<PrintableContract | null> => {
  const row = (await db("contracts")
    .leftJoin("customers", function joinOwnCustomer() {
      this.on("customers.id", "=", "contracts.customer_id").andOn("customers.tenant_id", "=", "contracts.tenant_id");
    })
    .where({ "contracts.tenant_id": tenantId, "contracts.id": contractId })
    .first("contracts.id", "contracts.customer_id", "contracts.contract_number", "customers.language as customer_language")) as
    | { id: number; customer_id: number | null; contract_number: string; customer_language: number | null }
    | undefined;
  return row
    ? {
        id: Number(row.id),
        customerId: row.customer_id === null ? null : Number(row.customer_id),
        contractNumber: row.contract_number,
        customerLanguage: row.customer_language === null ? null : Number(row.customer_language),
      }
    : null;
};

/** The tenant's customer `customerId`, or undefined. */
export const documentCustomerOf = async (db: Knex, tenantId: number, customerId: number): Promise<DocumentCustomerRow | undefined> =>
  (await db("customers").where({ tenant_id: tenantId, id: customerId }).first()) as DocumentCustomerRow | undefined;

/** The lender's name as stored, or undefined when the tenant is gone. */
export const lenderNameOf = async (db: Knex, tenantId: number): Promise<string | undefined> =>
  ((await db("tenants").where({ id: tenantId }).first("name")) as { name: string } | undefined)?.name;

/** The contract's schedule lines (`payments`), in order. */
export const scheduleRowsOf = async (db: Knex, tenantId: number, contractId: number): Promise<Record<string, unknown>[]> =>
  (await db("payments").where({ tenant_id: tenantId, contract_id: contractId }).orderBy([{ column: "seq" }, { column: "id" }])) as Record<string, unknown>[];
