import { useCallback, useReducer } from "react";
import { otpStart, otpTransition, type OtpEvent, type OtpState } from "@lendkit/core";

/** What `useOtpFormState` returns: core's OTP screen state and its dispatcher. */
export interface OtpFormState {
  /** The current state of core's OTP machine. */
  readonly state: OtpState;
  /** Sends one event into core's `otpTransition`. */
  readonly dispatch: (event: OtpEvent) => void;
}

/**
 * The OTP screen's state (no rule here): core's `otpStart(sentAt)` driven by
 * core's `otpTransition`.
 *
 * @example
 * const otp = useOtpFormState(sentAt);
 * otp.dispatch({ type: "typed", value: "123 456" });
 */
export const useOtpFormState = (sentAt: number): OtpFormState => {
  const [state, send] = useReducer(otpTransition, sentAt, otpStart);
  const dispatch = useCallback((event: OtpEvent) => send(event), []);
  return { state, dispatch };
};
