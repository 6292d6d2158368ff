import { renewalIntroKey, type AccountEffect } from "@lendkit/core";
import { AccountLoginForm, OtpForm, useAccountEntry, useAccountEntryState, useLendkit, useMessages, type RenewalScreenProps } from "@lendkit/react";

/**
 * Step 0 of the renewal: the existing-client form and the code screen, as
 * @lendkit/react's RenewalIdentifyScreen and RenewalOtpScreen arrange them,
 * built here from the same pieces because the library keeps those two in
 * the module of the step 1 screen — importing them would bring the
 * calculator and its date picker into the first screen's download.
 */
export const RenewalIdentify = ({ renewal, today, now, headingLevel }: RenewalScreenProps) => {
  const t = useMessages();
  const { lang, features } = useLendkit();
  const entry = useAccountEntryState();
  const onEffect = (effect: AccountEffect) => {
    if (effect.type === "redirectParent") renewal.redirectParent(effect.to);
  };
  const aria = useAccountEntry({ entry, lang, today, now, onRequestCode: renewal.requestCode, onEffect });
  return <AccountLoginForm aria={aria} title={t(renewalIntroKey(features))} withCellPhone headingLevel={headingLevel} />;
};

/**
 * The code screen on the flow machine's OTP state; once expired, Restart
 * (back to /go/renew, C §8) unless `withRestart` is false (the page's refusal
 * box already offers it).
 */
export const RenewalOtp = ({ renewal, now, headingLevel, withRestart = true }: RenewalScreenProps & { readonly withRestart?: boolean }) => {
  const t = useMessages();
  const { state, otp } = renewal;
  if (otp === null) return null;
  return (
    <>
      <OtpForm lastFour={state.lastFourDigitsOfPhoneNumber ?? ""} state={otp} now={now} onSubmit={renewal.submitOtp} onResend={renewal.resendOtp} headingLevel={headingLevel} />
      {state.phase === "expired" && withRestart ? (
        <button type="button" className="lead-button lead-restart" onClick={renewal.restart}>
          {t("renewal.otp.restart")}
        </button>
      ) : null}
    </>
  );
};
