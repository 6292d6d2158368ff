import type { RateCapConfig } from "@lendkit/core/disclosure";
import type { Knex } from "knex";
import type { ContractDisclosurePolicy } from "./disclosure.js";

/**
 * The tenant's `rateCap` as its contracts' disclosure applies it, read from
 * the stored flow settings (agreed wire field 1). Read defensively: a
 * tenant that set none, or a value of another shape, gets the default the
 * law asks for, `{ action: "refuse" }` with the legal cap.
 */

const refuseAtLegalCap: RateCapConfig = { action: "refuse" };

const percentText = (value: unknown): string | undefined =>
  typeof value === "string" && /^\d{1,3}(\.\d{1,4})?$/.test(value) ? value : undefined;

const paydayOf = (value: unknown): RateCapConfig["paydayExemption"] => {
  const { licence, province } = (value ?? {}) as { licence?: unknown; province?: unknown };
  return typeof licence === "string" && licence.trim() !== "" && typeof province === "string" && /^[A-Z]{2}$/.test(province)
    ? { licence, province }
    : null;
};

/**
 * A stored `rateCap` checked into core's `RateCapConfig`; anything else is
 * the default.
 *
 * @example
 * rateCapOf({ maxApr: "30", action: "warn" }) // { action: "warn", maxApr: "30", paydayExemption: null }
 * rateCapOf("35") // { action: "refuse" }
 */
export const rateCapOf = (value: unknown): RateCapConfig => {
  if (value === null || typeof value !== "object") return refuseAtLegalCap;
  const stored = value as Record<string, unknown>;
  if (stored.action !== "refuse" && stored.action !== "warn") return refuseAtLegalCap;
  const maxApr = percentText(stored.maxApr);
  const maxEffectiveAnnualRate = percentText(stored.maxEffectiveAnnualRate);
  return {
    action: stored.action,
    ...(maxApr ? { maxApr } : {}),
    ...(maxEffectiveAnnualRate ? { maxEffectiveAnnualRate } : {}),
    paydayExemption: paydayOf(stored.paydayExemption),
  };
};

/** The disclosure policy of a tenant's contracts: its rate cap (the Bank Rate is not a server setting yet). */
export const contractDisclosurePolicy = async (db: Knex, tenantId: number): Promise<ContractDisclosurePolicy> => {
  const row = (await db("flow_settings").where({ tenant_id: tenantId }).first("settings_json")) as { settings_json: string } | undefined;
  let settings: unknown = null;
  try {
    settings = JSON.parse(row?.settings_json ?? "null");
  } catch {
    settings = null;
  }
  return { rateCap: rateCapOf((settings as { rateCap?: unknown } | null)?.rateCap), bankRate: null };
};
