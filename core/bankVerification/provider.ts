import type { Features } from "../access/features.js";

/**
 * The three bank-verification providers of C §3.7, by role (vendor names stay
 * only where the wire needs them):
 * - `aggregator`: the banking-data aggregator (flag useFlinksIBV), the default;
 * - `bankVerification`: the bank-verification widget (flag useDecisionLogicIBV);
 * - `alternate`: the alternate payments-data provider view (flag useZumRailsIBV).
 */
export type BankProvider = "aggregator" | "bankVerification" | "alternate";

/** What differs by provider (C §3.7, C §9). */
export interface BankProviderRules {
  /** Wait after a success before the step completes by itself. */
  readonly advanceDelayMs: number;
  /** Minimum height of the provider's iframe. */
  readonly frameMinHeightPx: number;
  /** Whether the screen starts with a grid of bank tiles. */
  readonly hasBankTiles: boolean;
}

/** Rules by provider: 3.5 s / 650 px for the widget, 5 s / 685 px for the others. */
export const bankProviderRules: { readonly [P in BankProvider]: BankProviderRules } = {
  bankVerification: { advanceDelayMs: 3500, frameMinHeightPx: 650, hasBankTiles: true },
  aggregator: { advanceDelayMs: 5000, frameMinHeightPx: 685, hasBankTiles: true },
  alternate: { advanceDelayMs: 5000, frameMinHeightPx: 685, hasBankTiles: false },
};

/** Where the bank step is shown: the application or the renewal flow. */
export interface BankProviderOptions {
  readonly flow?: "application" | "renewal";
}

type ProviderFlags = Pick<Features, "useFlinksIBV" | "useDecisionLogicIBV" | "useZumRailsIBV">;

/**
 * The provider a tenant's flags choose. Priority when several are on: the
 * aggregator (the default), then the bank-verification widget, then the
 * alternate view; no flag gives the aggregator. The renewal flow never shows
 * the alternate view (C §3.7), so there its flag is ignored.
 *
 * @example
 * bankProviderFor({ useFlinksIBV: false, useDecisionLogicIBV: true, useZumRailsIBV: false }) // "bankVerification"
 * bankProviderFor({ useFlinksIBV: false, useDecisionLogicIBV: false, useZumRailsIBV: true }, { flow: "renewal" }) // "aggregator"
 */
export const bankProviderFor = (features: ProviderFlags, options: BankProviderOptions = {}): BankProvider => {
  if (features.useFlinksIBV === true) return "aggregator";
  if (features.useDecisionLogicIBV === true) return "bankVerification";
  if (features.useZumRailsIBV === true && options.flow !== "renewal") return "alternate";
  return "aggregator";
};
