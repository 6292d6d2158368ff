import type { ContractScope } from "@lendkit/core";
import type { Knex } from "knex";
import { whereContractInScope } from "./contractScope.js";
import { insertReturningId } from "../db/sql.js";

/**
 * The uploaded files' rows (`files`) and the contract an upload goes to.
 * Every query names the tenant (SECURITY 14), but the look-up that is how
 * the tenant is found (a contract's public slug).
 */

/** The contract an upload is attached to, always found within one tenant. */
export interface ContractTarget {
  readonly id: number;
  readonly tenantId: number;
  readonly tenantCode: string;
  readonly customerId: number | null;
  readonly dealershipId: number | null;
  readonly createdByUserId: number | null;
}

/** One row of `files` as read back. */
export interface FileRow {
  readonly id: number;
  readonly tenant_id: number;
  readonly contract_id: number;
  readonly category: string;
  readonly description: string;
  readonly stored_name: string;
  readonly thumb_name: string | null;
  readonly mime_type: string;
  readonly size_bytes: number;
  readonly sha256: string;
  readonly source: string;
  readonly uploaded_by_user_id: number | null;
  readonly uploaded_by_customer_id: number | null;
  readonly created_at: string;
}

interface ContractRow {
  id: number;
  tenant_id: number;
  tenant_code: string;
  customer_id: number | null;
  dealership_id: number | null;
  created_by_user_id: number | null;
}

const toTarget = (row: ContractRow | undefined): ContractTarget | null =>
  row
    ? {
        id: Number(row.id),
        tenantId: Number(row.tenant_id),
        tenantCode: row.tenant_code,
        customerId: row.customer_id === null ? null : Number(row.customer_id),
        dealershipId: row.dealership_id === null ? null : Number(row.dealership_id),
        createdByUserId: row.created_by_user_id === null ? null : Number(row.created_by_user_id),
      }
    : null;

const contractQuery = (db: Knex) =>
  db("contracts")
    .join("tenants", "tenants.id", "contracts.tenant_id")
    .select("contracts.id", "contracts.tenant_id", "tenants.code as tenant_code", "contracts.customer_id", "contracts.dealership_id", "contracts.created_by_user_id");

/**
 * The contract `contractId` of the session's tenant within the caller's
 * scope, or null (SECURITY 14: another tenant's id is not found; nor another
 * dealership's, for a partner).
 */
export const findContractInTenant = async (db: Knex, tenantId: number, contractId: number, scope?: ContractScope): Promise<ContractTarget | null> =>
  toTarget(await whereContractInScope(contractQuery(db).where({ "contracts.tenant_id": tenantId, "contracts.id": contractId }), scope).first());

/** The contract whose public slug is `slug` and has not expired at `nowIso`, or null. */
export const findContractBySlug = async (db: Knex, slug: string, nowIso: string): Promise<ContractTarget | null> =>
  toTarget(await contractQuery(db).where("contracts.slug", slug).where("contracts.slug_expires_at", ">", nowIso).first());

/** The file `fileId` of the tenant, on a contract within the caller's scope, or null. */
export const findFile = async (db: Knex, tenantId: number, fileId: number, scope?: ContractScope): Promise<FileRow | null> => {
  const query = db("files").where({ tenant_id: tenantId, id: fileId });
  if (scope && scope.kind !== "tenant") query.whereIn("contract_id", whereContractInScope(db("contracts").select("contracts.id").where("contracts.tenant_id", tenantId), scope));
  return ((await query.first()) as FileRow | undefined) ?? null;
};

/** The files of one contract of the tenant, oldest first. */
export const listFiles = async (db: Knex, tenantId: number, contractId: number): Promise<FileRow[]> =>
  (await db("files").where({ tenant_id: tenantId, contract_id: contractId }).orderBy("id", "asc")) as FileRow[];

/** A row to insert (everything but the id). */
export type NewFileRow = Omit<FileRow, "id">;

/** Inserts one row and returns its id. */
export const insertFile = async (db: Knex, row: NewFileRow): Promise<number> => {
  return insertReturningId(db, "files", row);
};

/** Deletes the row; true when it existed in the tenant. */
export const deleteFile = async (db: Knex, tenantId: number, fileId: number): Promise<boolean> =>
  (await db("files").where({ tenant_id: tenantId, id: fileId }).delete()) > 0;
