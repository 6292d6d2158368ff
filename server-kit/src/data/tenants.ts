import { isTenantCode, resolveFeatures, tenantProfile, type Features, type TenantCode } from "@lendkit/core";
import type { Knex } from "knex";
import { isoTime, type Clock } from "../infra/clock.js";
import { canonicalTimeZone, TimeZoneRefused } from "./tenantZone.js";
import { insertReturningId } from "../db/sql.js";

/**
 * The lenders' storage (`tenants`): a row in, core's tenant code and flags
 * out. Each statement is about the tenants themselves: one found by its
 * code or id, one added, or all of them for the staff sign-in's choice and
 * the servicing timer's round.
 */

/** A tenant row as the server uses it. */
export interface TenantRecord {
  readonly id: number;
  readonly code: TenantCode;
  readonly name: string;
  /** The tenant's own flags (only names core knows, booleans only). */
  readonly features: Partial<Features>;
}

const parseFeatures = (text: string): Partial<Features> => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  const resolved = resolveFeatures(parsed);
  const own: Partial<Record<keyof Features, boolean>> = {};
  if (parsed && typeof parsed === "object") {
    for (const name of Object.keys(resolved) as Array<keyof Features>) {
      if (Object.hasOwn(parsed, name) && typeof (parsed as Record<string, unknown>)[name] === "boolean") own[name] = resolved[name];
    }
  }
  return own;
};

const toRecord = (row: { id: number; code: string; name: string; features: string }): TenantRecord | null =>
  isTenantCode(row.code) ? { id: Number(row.id), code: row.code, name: row.name, features: parseFeatures(row.features) } : null;

/** The tenant with `code`, or null. */
export const findTenantByCode = async (db: Knex, code: TenantCode): Promise<TenantRecord | null> => {
  const row = await db("tenants").where({ code }).first("id", "code", "name", "features");
  return row ? toRecord(row) : null;
};

/** The tenant with `id`, or null. */
export const findTenantById = async (db: Knex, id: number): Promise<TenantRecord | null> => {
  const row = await db("tenants").where({ id }).first("id", "code", "name", "features");
  return row ? toRecord(row) : null;
};

/**
 * The lenders this deployment serves (its `tenants` rows with a code core
 * knows) in the order they were added (the first is the sign-in's default):
 * what the staff sign-in offers, never a hard-coded list.
 */
export const listTenants = async (db: Knex): Promise<Array<{ readonly code: TenantCode; readonly name: string }>> => {
  const rows = (await db("tenants").orderBy("id").select("id", "code", "name", "features")) as Array<{ id: number; code: string; name: string; features: string }>;
  return rows.flatMap((row) => {
    const record = toRecord(row);
    return record ? [{ code: record.code, name: record.name }] : [];
  });
};

/** Every tenant's id, in the order they were added: the servicing timer runs each one's day. */
export const tenantIds = async (db: Knex): Promise<number[]> => {
  const rows = (await db("tenants").orderBy("id").select("id")) as Array<{ id: number }>;
  return rows.map((row) => Number(row.id));
};

/**
 * Adds a tenant (name from core's tenant profile unless given; its own IANA
 * time zone if given, else the deployment's applies) and returns its id.
 * An unknown zone throws TimeZoneRefused and adds nothing.
 */
export const createTenant = async (
  db: Knex,
  clock: Clock,
  tenant: { code: TenantCode; name?: string; features?: Partial<Features>; timeZone?: string },
): Promise<number> => {
  const timeZone = tenant.timeZone === undefined ? null : canonicalTimeZone(tenant.timeZone);
  if (tenant.timeZone !== undefined && timeZone === null) throw new TimeZoneRefused(tenant.timeZone);
  return insertReturningId(db, "tenants", {
    code: tenant.code,
    name: tenant.name ?? tenantProfile(tenant.code).name,
    features: JSON.stringify(tenant.features ?? {}),
    ...(timeZone === null ? {} : { time_zone: timeZone }),
    created_at: isoTime(clock.now()),
  });
};
