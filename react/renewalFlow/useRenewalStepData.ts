import { useEffect, useState } from "react";
import {
  emptyCalculatorModel,
  renewalCalculatorModel,
  type CalculatorDisclosurePolicy,
  type CalculatorModel,
  type FeeConstants,
  type RenewalQuery,
} from "@lendkit/core";
import type { CalculatorDraftStore } from "./calculatorDraft.js";
import type { RenewalApi } from "./renewalApi.js";

/** Step 1's data: loading, ready (the calculator's start and the lender's constants) or failed. */
export type RenewalBasicData =
  | { readonly status: "loading" }
  | {
      readonly status: "ready";
      readonly model: CalculatorModel;
      readonly feeConstants: FeeConstants;
      readonly renewsContract: boolean;
      readonly training: boolean;
      /** The server's policy for each quote's cost-of-borrowing statement (null when it sends none). */
      readonly disclosurePolicy: CalculatorDisclosurePolicy | null;
    }
  | { readonly status: "failed" };

/**
 * Loads step 1's calculator data and constants for `slug` and builds the
 * starting model with core's `renewalCalculatorModel`: the server's bounds
 * (the slider's), the applicant's choice — the one `drafts` kept before a
 * reload, else the one the flow saved (`savedChoice`, e.g. after Back) —
 * over the address's presets; a failed call gives "failed".
 *
 * @example
 * const data = useRenewalBasicData(api, slug, renewal.query);
 * data.status === "ready" && <RenewalBasicStep model={data.model} feeConstants={data.feeConstants} … />
 */
export const useRenewalBasicData = (api: RenewalApi, slug: string, query: RenewalQuery, drafts?: CalculatorDraftStore): RenewalBasicData => {
  const [data, setData] = useState<RenewalBasicData>({ status: "loading" });
  useEffect(() => {
    let active = true;
    setData({ status: "loading" });
    api.calculatorStart(slug).then(
      ({ data: start, constants }) => {
        if (!active) return;
        // The choice shown before a reload, else the one the flow saved (Back, a later visit).
        const choice = drafts?.read(slug) ?? start.savedChoice;
        const model = renewalCalculatorModel(emptyCalculatorModel(), {
          previousBalance: start.previousBalance,
          loanFrequency: start.loanFrequency,
          loanMin: start.loanMin,
          loanMax: start.loanMax,
          choice,
          query,
        });
        setData({ status: "ready", model, feeConstants: constants, renewsContract: start.renewsContract, training: start.isTraining, disclosurePolicy: start.disclosurePolicy });
      },
      () => active && setData({ status: "failed" }),
    );
    return () => {
      active = false;
    };
  }, [api, slug, query, drafts]);
  return data;
};

/**
 * The aggregator's instance name for its frame address: undefined while
 * loading, null when the call failed (not shown, C §8), else the name. Asks
 * only when `enabled`.
 *
 * @example
 * const instanceName = useAggregatorInstanceName(api, provider === "aggregator");
 */
export const useAggregatorInstanceName = (api: RenewalApi, enabled: boolean): string | null | undefined => {
  const [name, setName] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    api.aggregatorInstanceName().then(
      (found) => active && setName(found),
      () => active && setName(null),
    );
    return () => {
      active = false;
    };
  }, [api, enabled]);
  return name;
};
