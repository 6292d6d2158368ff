import { useCallback, useEffect, useId, useRef, type FormEvent, type KeyboardEvent } from "react";
import {
  otpDigits,
  otpIsSubmitKey,
  otpView,
  type OtpAlert,
  type OtpRefusal,
  type OtpResendMethod,
  type OtpState,
  type OtpTextKey,
} from "@lendkit/core";
import type { OtpFormState } from "./useOtpFormState.js";

/** Options of `useOtpForm`. */
export interface UseOtpFormOptions {
  /** The state from `useOtpFormState`. */
  readonly otp: OtpFormState;
  /** The clock (ms since the epoch). */
  readonly now: () => number;
  /**
   * Checks a code (6 digits, no space): resolves true when valid, false when
   * wrong, or the refusal (core's `otpRefusalOf`) when the server refused it
   * for another reason (only a wrong code shows the wrong-code alert and
   * counts a try); a rejection (the network) shows the generic error.
   */
  readonly onSubmit: (otp: string) => Promise<boolean | OtpRefusal>;
  /** Sends the code again by email or call; a rejection shows the generic error. */
  readonly onResend: (method: OtpResendMethod) => Promise<unknown>;
  /** Called once when the 10 minutes are over (C §8: restart the process). */
  readonly onExpired?: () => void;
  /** Called once when the code was accepted. */
  readonly onValid?: () => void;
}

/** Prop objects and values for an OTP form. */
export interface OtpFormAria {
  /** Core's state. */
  readonly state: OtpState;
  /** Props of the `<form>`. */
  readonly formProps: { onSubmit: (event: FormEvent) => void; noValidate: true; "aria-labelledby": string; "data-status": OtpState["status"] };
  /** Id of the title. */
  readonly titleId: string;
  /** Props of react-aria's `TextField`. */
  readonly fieldProps: {
    value: string;
    onChange: (value: string) => void;
    onKeyDown: (event: KeyboardEvent) => void;
    isDisabled: boolean;
    isInvalid: boolean;
    inputMode: "numeric";
    autoComplete: "one-time-code";
    name: "otp";
  };
  /** The field's error key, if any. */
  readonly errorKey: OtpTextKey | null;
  /** Props of CONTINUE. */
  readonly continueProps: { type: "submit"; isDisabled: boolean };
  /** Props of "Send by email". */
  readonly emailProps: { isDisabled: boolean; onPress: () => void; "data-pending"?: true };
  /** Props of "Receive a call". */
  readonly callProps: { isDisabled: boolean; onPress: () => void; "data-pending"?: true };
  /** The alert to show, by catalog key. */
  readonly alert: OtpAlert | null;
}

/**
 * The OTP form's behaviour: feeds typing, submit (button or Enter), resend
 * and the expiry timer into core's OTP machine, calls the injected
 * `onSubmit`/`onResend`, and calls `onExpired` once at expiry. The timer only
 * schedules `tick(now())` at the expiry time core gives.
 *
 * @example
 * const otp = useOtpFormState(sentAt);
 * const aria = useOtpForm({ otp, now: Date.now, onSubmit: api.checkOtp, onResend: api.resend, onExpired: restart });
 * <form {...aria.formProps}>…</form>
 */
export const useOtpForm = ({ otp, now, onSubmit, onResend, onExpired, onValid }: UseOtpFormOptions): OtpFormAria => {
  const { state, dispatch } = otp;
  const titleId = useId();
  const view = otpView(state, now());
  const latest = useRef({ onSubmit, onResend, onExpired, onValid, now });
  latest.current = { onSubmit, onResend, onExpired, onValid, now };
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Schedule one tick at the expiry time core holds; core decides.
  const { expiresAt, status } = state;
  useEffect(() => {
    if (expiresAt === null || status === "expired" || status === "valid") return;
    const delay = Math.max(0, expiresAt - latest.current.now());
    const timer = setTimeout(() => dispatch({ type: "tick", now: latest.current.now() }), delay);
    return () => clearTimeout(timer);
  }, [expiresAt, status, dispatch]);

  const reported = useRef<OtpState["status"] | null>(null);
  useEffect(() => {
    if (reported.current === status) return;
    if (status === "expired") latest.current.onExpired?.();
    if (status === "valid") latest.current.onValid?.();
    reported.current = status;
  }, [status]);

  // A submit accepted by core ("submitting") calls onSubmit once.
  const code = state.code;
  useEffect(() => {
    if (status !== "submitting") return;
    let active = true;
    latest.current.onSubmit(otpDigits(code)).then(
      (answer) => active && dispatch(answer === true ? { type: "accepted" } : answer === false ? { type: "rejected" } : { type: "rejected", refusal: answer }),
      () => active && dispatch({ type: "rejected", refusal: { reason: "refused", key: "common.genericError" } }),
    );
    return () => {
      active = false;
    };
  }, [status, code, dispatch]);

  const submit = useCallback(() => dispatch({ type: "submit", now: latest.current.now() }), [dispatch]);

  const resend = useCallback(
    (method: OtpResendMethod) => {
      if (state.status === "submitting" || state.resending || state.status === "expired" || state.status === "valid") return;
      dispatch({ type: "resendRequested", method });
      latest.current.onResend(method).then(
        () => mounted.current && dispatch({ type: "resendSucceeded", now: latest.current.now() }),
        () => mounted.current && dispatch({ type: "resendFailed" }),
      );
    },
    [state.status, state.resending, dispatch],
  );

  return {
    state,
    titleId,
    formProps: {
      noValidate: true,
      "aria-labelledby": titleId,
      "data-status": state.status,
      onSubmit: (event) => {
        event.preventDefault();
        submit();
      },
    },
    fieldProps: {
      value: state.code,
      onChange: (value) => dispatch({ type: "typed", value }),
      onKeyDown: (event) => {
        if (!otpIsSubmitKey(event.key)) return;
        event.preventDefault();
        submit();
      },
      isDisabled: view.formDisabled,
      isInvalid: state.error !== null,
      inputMode: "numeric",
      autoComplete: "one-time-code",
      name: "otp",
    },
    errorKey: state.error,
    continueProps: { type: "submit", isDisabled: !view.canContinue },
    emailProps: {
      isDisabled: view.formDisabled,
      onPress: () => resend("EMAIL"),
      ...(state.resending === "EMAIL" ? { "data-pending": true as const } : {}),
    },
    callProps: {
      isDisabled: view.formDisabled,
      onPress: () => resend("CALL"),
      ...(state.resending === "CALL" ? { "data-pending": true as const } : {}),
    },
    alert: state.alert,
  };
};
