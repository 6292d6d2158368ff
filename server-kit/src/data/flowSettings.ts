import type { Knex } from "knex";

/**
 * A tenant's settings of the public flows as stored: the JSON of
 * `flow_settings` (one row per tenant) and the tenant's own `features`
 * text. Decoding and defaults are flows/settings.ts's; every query names
 * the tenant (SECURITY 14).
 */

/** The tenant's stored flow settings (JSON text), or null when it has none. */
export const storedFlowSettings = async (db: Knex, tenantId: number): Promise<string | null> => {
  const row = (await db("flow_settings").where({ tenant_id: tenantId }).first("settings_json")) as { settings_json: string } | undefined;
  return row?.settings_json ?? null;
};

/** Stores the tenant's flow settings (JSON text), replacing the previous ones. */
export const storeFlowSettings = async (db: Knex, tenantId: number, settingsJson: string, updatedAt: string): Promise<void> => {
  await db("flow_settings").insert({ tenant_id: tenantId, settings_json: settingsJson, updated_at: updatedAt }).onConflict("tenant_id").merge(["settings_json", "updated_at"]);
};

/** The tenant's own features (JSON text), or null when it has none or is unknown. */
export const storedTenantFeatures = async (db: Knex, tenantId: number): Promise<string | null> => {
  const row = (await db("tenants").where({ id: tenantId }).first("features")) as { features: string } | undefined;
  return row?.features ?? null;
};

/** The tenant's recorded name (the lender a contract names when its settings give no legal name), or null. */
export const tenantNameOf = async (db: Knex, tenantId: number): Promise<string | null> => {
  const row = (await db("tenants").where({ id: tenantId }).first("name")) as { name: string | null } | undefined;
  return row?.name ?? null;
};
