import { forwardRef, type ForwardedRef, type ReactNode } from "react";
import { accountMessages } from "@lendkit/core";
import type { CalendarDate } from "@internationalized/date";
import type { AccountEffect, LoginRequest, OtpResendMethod } from "@lendkit/core";
import { mergeDomProps, type DomProps } from "../dom/index.js";
import { useLendkit } from "../provider/index.js";
import { useMessages } from "../provider/messages.js";
import { OtpForm } from "../renewal/OtpForm.js";
import { AccountLoginForm, type ConsentIndicator } from "./AccountLoginForm.js";
import { useAccountEntryState } from "./useAccountEntryState.js";
import { useAccountEntry, type AccountCodeRequestResult } from "./useAccountEntry.js";

/** The state the root's `className` and `style` may be computed from. */
export interface AccountEntryRenderState {
  /** Core's account page phase (login, code, loading, profile…), also `data-phase`. */
  readonly phase: string;
}

/**
 * Props of `AccountEntry`: its own, plus DOM props for the root of the
 * current phase (the sign-in `<form>`, then a `div`).
 */
export type AccountEntryProps = AccountEntryOwnProps & DomProps<HTMLElement, AccountEntryRenderState, AccountEntryOwnProps>;

/** The account entry's own props. */
export interface AccountEntryOwnProps {
  /** Today, for the birth years offered. */
  readonly today: CalendarDate;
  /** The clock (ms); `Date.now` by default. */
  readonly now?: () => number;
  /** Requests the code for the login request. */
  readonly onRequestCode: (request: LoginRequest) => Promise<AccountCodeRequestResult>;
  /** Checks the code for `userSlug`: resolves the session token, or null when the code is wrong. */
  readonly onSubmitOtp: (otp: string, userSlug: string) => Promise<string | null>;
  /** Sends the code again. */
  readonly onResend: (method: OtpResendMethod, userSlug: string) => Promise<unknown>;
  /** Called once when the code expired. */
  readonly onExpired?: () => void;
  /** Effects asked by core's account page (store the token, redirect the parent to /go…). */
  readonly onEffect?: (effect: AccountEffect) => void;
  /** Answers core's customer-id lookup after a valid code; a rejection sends the parent back (core's `customerIdFailed`). */
  readonly onLookUpCustomerId?: () => Promise<number>;
  /** Step 1: what to show once the customer id is known (the payments profile). */
  readonly renderProfile?: (customerId: number) => ReactNode;
  /** Level of the sign-in form's heading; 2 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** The consent box's visible indicator (see `AccountLoginForm`). */
  readonly consentIndicator?: ConsentIndicator;
}

/**
 * The account entry (C §2 step 0): "Trying to access your account?" with the
 * birthdate selects (year, then month, then day), email, the consent box and
 * SUBMIT; the NOT_FOUND or call-us failure (with "I never had a loan with you
 * ?"); then the OTP form. After a valid code it shows the loading text and
 * hands core's effects (token, customer lookup) to `onEffect`.
 *
 * @example
 * <AccountEntry today={today(getLocalTimeZone())} onRequestCode={api.requestCode}
 *   onSubmitOtp={api.checkOtp} onResend={api.resend} onEffect={runEffect} />
 */
export const AccountEntry = /* @__PURE__ */ forwardRef(function AccountEntry(
  {
    today,
    now = Date.now,
    onRequestCode,
    onSubmitOtp,
    onResend,
    onExpired,
    onEffect,
    onLookUpCustomerId,
    renderProfile,
    headingLevel,
    consentIndicator,
    ...dom
  }: AccountEntryProps,
  ref: ForwardedRef<HTMLElement>,
) {
  const t = useMessages(accountMessages);
  const { lang } = useLendkit();
  const entry = useAccountEntryState();
  const aria = useAccountEntry({ entry, lang, today, now, onRequestCode, onEffect, onLookUpCustomerId });
  const { page } = entry;
  const rootProps = (phase: string, own: Record<string, unknown> = {}) => ({
    ...mergeDomProps(dom, { phase }, { ...own, "data-phase": phase, "data-lendkit": "account-entry" }),
    ref: ref as ForwardedRef<HTMLDivElement>,
  });

  if (page.phase === "code" && page.userSlug !== null) {
    const slug = page.userSlug;
    return (
      <div {...rootProps("code")}>
        <OtpForm
          lastFour={page.lastFourDigitsOfPhoneNumber ?? ""}
          sentAt={entry.codeSentAt ?? now()}
          now={now}
          onSubmit={async (otp) => {
            const token = await onSubmitOtp(otp, slug);
            if (token === null) return false;
            entry.dispatch({ type: "codeAccepted", token });
            return true;
          }}
          onResend={(method) => onResend(method, slug)}
          onExpired={onExpired}
        />
      </div>
    );
  }
  if (page.phase === "profile" && page.customerId !== null && renderProfile) {
    return (
      <div {...rootProps("profile")}>
        {renderProfile(page.customerId)}
      </div>
    );
  }
  if (page.phase !== "login") {
    return (
      <div {...rootProps(page.phase, { role: "status" })}>
        {t("account.loading")}
      </div>
    );
  }
  return (
    <AccountLoginForm
      {...mergeDomProps(dom, { phase: "login" }, { "data-lendkit": "account-entry" })}
      aria={aria}
      headingLevel={headingLevel}
      consentIndicator={consentIndicator}
      ref={ref as ForwardedRef<HTMLFormElement>}
    />
  );
});
