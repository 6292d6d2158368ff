import { canadianBankHolidays, defaultLedgerSettings, type LateFeeRule, type LedgerSettings } from "@lendkit/core";
import { flowSettingsOf, tenantFeatures } from "../flows/settings.js";
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
  const settings = await flowSettingsOf(context, tenantId, features);
  const businessCalendar = features.useBankHolidays ? canadianBankHolidays(undefined, settings.bankCalendar) : defaultLedgerSettings.businessCalendar;
  return { ledger: { ...defaultLedgerSettings, businessCalendar }, nsfFeeCents: settings.nsfFeeCents, lateFee: settings.lateFee, approvalThresholdCents: settings.approvalThresholdCents };
};
