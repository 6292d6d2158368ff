/**
 * Feature flags (A §6, C §6) with their shipped defaults. The server sends the
 * tenant's values; a client merges them over these defaults.
 */
export const defaultFeatures = {
  /** A §6: saving a note does not check the item automatically. */
  manualCheckmarkOnUpdateNote: false,
  /** B §6, C §1: rest-of-Canada behaviour (extra EDI days, work types, fee formula, copy). */
  RestOfCanada: false,
  /** C §1, C §3.8: training-programme contracts. */
  hasTrainingContract: false,
  /** C §3.10: step 1 goes straight to signature (3). */
  isBlockLoans: false,
  /** C §3.10: extra steps after bank verification, in priority order. */
  CLSPhoto: false,
  CLSCheque: false,
  CLSJob: false,
  CLSRefs: false,
  /** C §3.7: bank-verification providers (the aggregator is the default). */
  useZumRailsIBV: false,
  useFlinksIBV: false,
  useDecisionLogicIBV: false,
  /** C §6: other flag families the product ships. */
  canEditContracts: true,
  useEmailVerification: false,
  showCreditHistory: true,
  useCrm: false,
  useCollections: true,
  /** C §3.3 config defaults. */
  isShortUrl: false,
  isFileOpeningFeeOnMicroLoanRenew: false,
  /** Opt-in Canadian bank-holiday calendar for payment dates (see calculator). */
  useBankHolidays: false,
  /**
   * C §8, SECURITY 8: a code request for an unknown customer answers like a
   * known one (a decoy challenge, nothing sent) instead of NOT_FOUND.
   */
  otpUniformAnswer: false,
} as const satisfies Record<string, boolean>;

/** The flag names. */
export type FeatureName = keyof typeof defaultFeatures;

/** A complete set of flags. */
export type Features = { readonly [K in FeatureName]: boolean };

/**
 * Merges flags received from the server over the defaults, ignoring unknown
 * names and non-boolean values (a bad payload never breaks the client).
 *
 * @example
 * resolveFeatures({ RestOfCanada: true, nonsense: 1 }).RestOfCanada // true
 */
export const resolveFeatures = (received: unknown): Features => {
  const features: Record<string, boolean> = { ...defaultFeatures };
  if (received && typeof received === "object") {
    for (const [name, value] of Object.entries(received)) {
      if (Object.hasOwn(defaultFeatures, name) && typeof value === "boolean") features[name] = value;
    }
  }
  return features as Features;
};
