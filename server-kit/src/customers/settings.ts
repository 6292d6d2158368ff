import { centsOf } from "@lendkit/core";

/** Environment variables this area reads (names as in `process.env`). */
export type ServicingEnv = Readonly<Record<string, string | undefined>>;

/** What the customer payments and deferral routes need to know about the deployment. */
export interface ServicingSettings {
  /** The deferral fee in cents (A §9 `deferallPaymentFee`, "the fee comes from the server"). */
  readonly deferralFeeCents: number;
}

/**
 * Defaults: a 25.00 $ deferral fee. The lender's time zone is the tenant's
 * (`tenantTimeZone`: its own, else `context.timeZone`) and renewal slugs live `context.otp.renewalSlugTtlMs`,
 * shared by every area.
 */
export const defaultServicingSettings: ServicingSettings = {
  deferralFeeCents: 2500,
};

/** Highest deferral fee accepted from the configuration: 1,000.00 $ (a typo guard). */
const maxFeeCents = 100_000;

/**
 * The settings from the environment: `LENDKIT_DEFERRAL_FEE` (dollars with at
 * most 2 decimals, e.g. `25.00`; `0` for no fee). Throws on a bad value, so
 * a wrong configuration stops the server at start instead of charging a
 * wrong fee.
 *
 * @example
 * servicingSettingsFromEnv({ LENDKIT_DEFERRAL_FEE: "35" }).deferralFeeCents // 3500
 */
export const servicingSettingsFromEnv = (env: ServicingEnv): ServicingSettings => {
  const fee = env.LENDKIT_DEFERRAL_FEE?.trim();
  let deferralFeeCents = defaultServicingSettings.deferralFeeCents;
  if (fee !== undefined && fee !== "") {
    const cents = /^\d{1,4}(\.\d{1,2})?$/.test(fee) ? centsOf(fee) : Number.NaN;
    if (!Number.isSafeInteger(cents) || cents < 0 || cents > maxFeeCents) {
      throw new Error("LENDKIT_DEFERRAL_FEE: expected an amount in dollars from 0 to 1000 with at most 2 decimals, e.g. 25.00");
    }
    deferralFeeCents = cents;
  }
  return { ...defaultServicingSettings, deferralFeeCents };
};
