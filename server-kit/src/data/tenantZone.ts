import { businessDateOf, isKnownTimeZone, t, type Bilingual } from "@lendkit/core";
import type { Knex } from "knex";
import type { Plumbing } from "../infra/plumbing.js";

/** What counting a tenant's day needs of the server's context: the plumbing and the deployment's default zone. */
type ZoneContext = Pick<Plumbing, "db" | "logger"> & { readonly timeZone: string };

/** core's calendar date (named through core, not the date library). */
export type LenderDate = ReturnType<typeof businessDateOf>;

/**
 * Intl's spelling of a known IANA zone ("america/vancouver" is
 * America/Vancouver), or null for anything Intl does not know.
 *
 * @example
 * canonicalTimeZone("america/vancouver") // "America/Vancouver"
 * canonicalTimeZone("Nowhere/Town") // null
 */
export const canonicalTimeZone = (given: unknown): string | null => {
  if (typeof given !== "string" || given.trim() === "" || !isKnownTimeZone(given.trim())) return null;
  return new Intl.DateTimeFormat("en", { timeZone: given.trim() }).resolvedOptions().timeZone;
};

/** A zone refused for a tenant: `message` in both languages, `bilingual` for the caller's own. */
export class TimeZoneRefused extends Error {
  readonly bilingual: Bilingual;
  constructor(readonly given: unknown) {
    const zone = typeof given === "string" ? given : JSON.stringify(given) ?? String(given);
    const bilingual = { fr: t("fr", "server.invalidTimeZone", { zone }), en: t("en", "server.invalidTimeZone", { zone }) };
    super(`${bilingual.fr} / ${bilingual.en}`);
    this.name = "TimeZoneRefused";
    this.bilingual = bilingual;
  }
}

/**
 * Records a tenant's own time zone (an IANA zone, stored under Intl's
 * spelling), or with null forgets it (the deployment's applies again).
 * A zone Intl does not know throws {@link TimeZoneRefused} and changes nothing.
 * Returns the zone stored.
 *
 * @example
 * await setTenantTimeZone(db, tenantId, "America/Vancouver") // "America/Vancouver"
 */
export const setTenantTimeZone = async (db: Knex, tenantId: number, zone: string | null): Promise<string | null> => {
  const stored = zone === null ? null : canonicalTimeZone(zone);
  if (zone !== null && stored === null) throw new TimeZoneRefused(zone);
  await db("tenants").where({ id: tenantId }).update({ time_zone: stored });
  return stored;
};

/**
 * The IANA zone a tenant's business days are counted in: its own
 * (`tenants.time_zone`), else the deployment's (`context.timeZone`). One
 * read by primary key, made once by each request that counts a day (never
 * remembered across requests, so a change shows at once on every
 * instance). A stored zone this runtime no longer knows is logged and the
 * deployment's applies. Pass the request's transaction as `db` inside one.
 */
export const tenantTimeZone = async (context: ZoneContext, tenantId: number, db: Knex = context.db): Promise<string> => {
  const row = (await db("tenants").where({ id: tenantId }).first("time_zone")) as { time_zone: string | null } | undefined;
  return zoneOfStored(context, tenantId, row?.time_zone ?? null);
};

/** The zone a tenant's stored `time_zone` gives (see {@link tenantTimeZone}), for a caller that read the row with more. */
export const zoneOfStored = (context: Omit<ZoneContext, "db">, tenantId: number, own: string | null): string => {
  if (own === null) return context.timeZone;
  const known = canonicalTimeZone(own);
  if (known === null) {
    context.logger.warn({ tenantId, timeZone: own }, "ignoring an unknown tenant time zone");
    return context.timeZone;
  }
  return known;
};

/**
 * What a servicing request reads of its tenant, in one statement: the
 * stored zone, features and flow settings (each may be missing).
 */
export const tenantSettingsRow = async (db: Knex, tenantId: number): Promise<{ timeZone: string | null; features: string | null; settingsJson: string | null }> => {
  const row = (await db("tenants")
    .leftJoin("flow_settings", "flow_settings.tenant_id", "tenants.id")
    .where("tenants.id", tenantId)
    .first("tenants.time_zone", "tenants.features", "flow_settings.settings_json")) as { time_zone: string | null; features: string | null; settings_json: string | null } | undefined;
  return { timeZone: row?.time_zone ?? null, features: row?.features ?? null, settingsJson: row?.settings_json ?? null };
};

/**
 * The tenant's lender day: its calendar day now by the server's clock in
 * {@link tenantTimeZone}, never the host's. With the zone, for callers that
 * also need it.
 */
export const tenantDay = async (
  context: ZoneContext & Pick<Plumbing, "clock">,
  tenantId: number,
  db: Knex = context.db,
): Promise<{ readonly timeZone: string; readonly today: LenderDate }> => {
  const timeZone = await tenantTimeZone(context, tenantId, db);
  return { timeZone, today: businessDateOf(context.clock.now(), timeZone) };
};
