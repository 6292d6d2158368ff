import { useCallback, useReducer } from "react";
import {
  renewalFlowStart,
  renewalFlowTransition,
  type Features,
  type RenewalBankNextReading,
  type RenewalFlowEvent,
  type RenewalFlowState,
} from "@lendkit/core";

/** What `useRenewalFlowState` returns: core's flow state and its dispatcher. */
export interface RenewalFlowMachine {
  readonly state: RenewalFlowState;
  /** Sends one event into core's `renewalFlowTransition`. */
  readonly dispatch: (event: RenewalFlowEvent) => void;
}

/**
 * The renewal flow's state (no rule here): core's `renewalFlowStart` with
 * the features and the reading of C §3.10 fixed at creation, driven by
 * core's `renewalFlowTransition`.
 *
 * @example
 * const flow = useRenewalFlowState(features);
 * flow.dispatch({ type: "started", step: 0 });
 */
export const useRenewalFlowState = (features: Features, bankNext?: RenewalBankNextReading): RenewalFlowMachine => {
  const [state, send] = useReducer(renewalFlowTransition, undefined, () =>
    renewalFlowStart(features, bankNext === undefined ? {} : { bankNext }),
  );
  const dispatch = useCallback((event: RenewalFlowEvent) => send(event), []);
  return { state, dispatch };
};
