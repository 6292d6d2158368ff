import { forwardRef, type ForwardedRef } from "react";
import { accountMessages, renewalMessages, commonMessages } from "@lendkit/core";
import { Button, FieldError, Input, Label, TextField } from "react-aria-components";
import { otpSentToKey, type OtpRefusal, type OtpResendMethod } from "@lendkit/core";
import { mergeDomProps, type DomProps } from "../dom/index.js";
import { useMessages } from "../provider/messages.js";
import { useOtpFormState, type OtpFormState } from "./useOtpFormState.js";
import { useOtpForm } from "./useOtpForm.js";
import { headingTag, type HeadingLevel } from "../dom/heading.js";

/** The state the form's `className` and `style` may be computed from. */
export interface OtpFormRenderState {
  /** Core's OTP status (also `data-status`). */
  readonly status: OtpFormState["state"]["status"];
}

/** Props of `OtpForm`: its own, plus DOM props for the `<form>`. */
export type OtpFormProps = OtpFormOwnProps & DomProps<HTMLFormElement, OtpFormRenderState, OtpFormOwnProps>;

/** The form's own props. */
export interface OtpFormOwnProps {
  /** Last four digits of the phone the code was sent to; "" says "the cell phone on file" instead. */
  readonly lastFour: string;
  /** When the code was sent (ms since the epoch); the 10 minutes start here (`now()` when absent). */
  readonly sentAt?: number;
  /**
   * Core's OTP state held by the caller (a flow machine that owns the OTP
   * screen); the form keeps its own from `sentAt` when absent.
   */
  readonly state?: OtpFormState;
  /** The clock; `Date.now` by default. */
  readonly now?: () => number;
  /** Checks a code (6 digits): resolves true when valid, false when wrong, or another refusal (core's `otpRefusalOf`), shown with its own text, never as a wrong code. */
  readonly onSubmit: (otp: string) => Promise<boolean | OtpRefusal>;
  /** Sends the code again ("EMAIL" or "CALL"). */
  readonly onResend: (method: OtpResendMethod) => Promise<unknown>;
  /** Called once at expiry (restart the process). */
  readonly onExpired?: () => void;
  /** Called once when the code is accepted. */
  readonly onValid?: () => void;
  /** Level of the form's title (h2 by default). */
  readonly headingLevel?: HeadingLevel;
}

/**
 * The renewal's two-step verification form (C §2): the code sent to the
 * phone, CONTINUE (enabled once typed; Enter submits too), "Send by email"
 * and "Receive a call", and the machine's alerts (wrong code, expiry,
 * resend). Unstyled; texts from core's catalog.
 *
 * @example
 * <OtpForm lastFour="4321" sentAt={sentAt} onSubmit={(otp) => api.checkOtp(otp)}
 *   onResend={(method) => api.resend(method)} onExpired={() => navigate("/go/renew")} />
 */
export const OtpForm = /* @__PURE__ */ forwardRef(function OtpForm(
  { lastFour, sentAt, state, now = Date.now, onSubmit, onResend, onExpired, onValid, headingLevel = 2, ...dom }: OtpFormProps,
  ref: ForwardedRef<HTMLFormElement>,
) {
  const Title = headingTag(headingLevel);
  const t = useMessages(renewalMessages, accountMessages, commonMessages);
  const own = useOtpFormState(sentAt ?? now());
  const otp = state ?? own;
  const aria = useOtpForm({ otp, now, onSubmit, onResend, onExpired, onValid });
  const { onKeyDown, ...field } = aria.fieldProps;
  return (
    <form {...mergeDomProps(dom, { status: otp.state.status }, { ...aria.formProps, "data-lendkit": "otp-form" })} ref={ref}>
      <Title id={aria.titleId}>{t("renewal.otp.title")}</Title>
      <p data-part="sent-to">{lastFour === "" ? t("renewal.otp.sentToOnFile") : t(otpSentToKey(otp.state), { lastFour })}</p>
      <div role="alert" data-kind={aria.alert?.kind}>
        {aria.alert ? t(aria.alert.key) : null}
      </div>
      <TextField {...field}>
        <Label>{t("renewal.otp.label")}</Label>
        <Input placeholder="### ###" maxLength={7} onKeyDown={onKeyDown} />
        <FieldError>{aria.errorKey ? t(aria.errorKey) : null}</FieldError>
      </TextField>
      <Button {...aria.continueProps}>{t("renewal.otp.continue")}</Button>
      <Button {...aria.emailProps}>{t("renewal.otp.sendByEmail")}</Button>
      <Button {...aria.callProps}>{t("renewal.otp.receiveCall")}</Button>
    </form>
  );
});
