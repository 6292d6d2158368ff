import { businessDateOf, canadianBankHolidays, defaultLedgerSettings, type Features, type LateFeeRule, type LedgerSettings } from "@lendkit/core";
import { tenantSettingsRow, zoneOfStored, type LenderDate } from "../data/tenantZone.js";
import { featuresOfStored, flowSettingsOf, flowSettingsOfStored, tenantFeatures, type ResolvedFlowSettings } from "../flows/settings.js";
import type { ServerContext } from "../context/serverContext.js";

/** A tenant's servicing settings: what its ledger replays with, and the fee a returned payment adds. */
export interface TenantLedgerSettings {
  readonly ledger: LedgerSettings;
  /** The NSF fee in cents (0: the tenant charges none). */
  readonly nsfFeeCents: number;
  /** The late fee the daily run assesses (`servicing.lateFee`), or null: none. */
  readonly lateFee: LateFeeRule | null;
  /** Cents above which a waiver, adjustment or write-off waits for a second person (`servicing.approvalAbove`), or null: never. */
  readonly approvalThresholdCents: number | null;
}

/**
 * The tenant's ledger settings: core's defaults (waterfall, 5 business days
 * to return a debit, debit and cheque returnable), counted on the tenant's
 * bank calendar when it uses bank holidays (the `useBankHolidays` feature
 * and its `bankCalendar` settings, as the calculator's dates), and its NSF
 * fee (`servicing.nsfFee`, none by default) and its late fee
 * (`servicing.lateFee`, none by default) and the amount above which a
 * correction waits for approval (`servicing.approvalAbove`, none by
 * default). Read on every request, so a
 * change shows at once on every instance; read before a write's
 * transaction opens (SQLite gives a transaction the only connection).
 */
export const tenantLedgerSettings = async (context: ServerContext, tenantId: number): Promise<TenantLedgerSettings> => {
  const features = await tenantFeatures(context, tenantId);
  return ledgerSettingsOf(features, await flowSettingsOf(context, tenantId, features));
};

const ledgerSettingsOf = (features: Features, settings: ResolvedFlowSettings): TenantLedgerSettings => {
  const businessCalendar = features.useBankHolidays ? canadianBankHolidays(undefined, settings.bankCalendar) : defaultLedgerSettings.businessCalendar;
  return { ledger: { ...defaultLedgerSettings, businessCalendar }, nsfFeeCents: settings.nsfFeeCents, lateFee: settings.lateFee, approvalThresholdCents: settings.approvalThresholdCents };
};

/** A tenant as a servicing request sees it: its ledger settings, its zone and its lender's day. */
export interface ServicingTenantDay {
  readonly settings: TenantLedgerSettings;
  readonly timeZone: string;
  readonly today: LenderDate;
}

/**
 * {@link tenantLedgerSettings} and the tenant's day (data/tenantZone.ts
 * `tenantDay`) from one read of the tenant's row and flow settings: what
 * every servicing route reads first, so one statement instead of three.
 */
export const servicingTenantDay = async (context: ServerContext, tenantId: number): Promise<ServicingTenantDay> => {
  const row = await tenantSettingsRow(context.db, tenantId);
  const features = featuresOfStored(context, row.features);
  const timeZone = zoneOfStored(context, tenantId, row.timeZone);
  return {
    settings: ledgerSettingsOf(features, flowSettingsOfStored(context, tenantId, row.settingsJson, features)),
    timeZone,
    today: businessDateOf(context.clock.now(), timeZone),
  };
};
