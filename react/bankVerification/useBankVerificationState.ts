import { useCallback, useReducer } from "react";
import {
  bankVerificationReducer,
  initialBankVerificationState,
  type BankProvider,
  type BankVerificationEvent,
  type BankVerificationState,
} from "@lendkit/core";

/** What `useBankVerificationState` returns. */
export interface BankVerificationMachine {
  /** Core's bank-verification state. */
  readonly state: BankVerificationState;
  /** Sends one event into core's `bankVerificationReducer`. */
  readonly dispatch: (event: BankVerificationEvent) => void;
}

/**
 * The bank verification's state (no rule here): core's
 * `initialBankVerificationState(provider)` driven by `bankVerificationReducer`.
 *
 * @example
 * const bank = useBankVerificationState("aggregator");
 * bank.dispatch({ type: "bankChosen", bankId: 7 });
 */
export const useBankVerificationState = (provider: BankProvider): BankVerificationMachine => {
  const [state, send] = useReducer(bankVerificationReducer, provider, initialBankVerificationState);
  const dispatch = useCallback((event: BankVerificationEvent) => send(event), []);
  return { state, dispatch };
};
