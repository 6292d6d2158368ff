import { forwardRef, useEffect, useRef, useState, type ForwardedRef } from "react";
import { renewalMessages, accountMessages, commonMessages } from "@lendkit/core";
import { Button } from "react-aria-components";
import type { CalendarDate } from "@internationalized/date";
import { aggregatorIframeUrl, bankProviderFor, otpExpiredReturnMs, renewalIntroKey, type AccountEffect } from "@lendkit/core";
import { AccountLoginForm, useAccountEntry, useAccountEntryState } from "../account/index.js";
import { BankVerification, ManualBankVerification, type BankMessageWindow } from "../bankVerification/index.js";
import { mergeDomProps, type DomProps } from "../dom/index.js";
import { useLendkit } from "../provider/index.js";
import { useMessages } from "../provider/messages.js";
import { OtpForm, RenewalBasicStep, RenewalLoading } from "../renewal/index.js";
import type { HeadingLevel } from "../dom/heading.js";
import { calculatorDraftStore, type CalculatorDraftStore } from "./calculatorDraft.js";
import type { RenewalApi } from "./renewalApi.js";
import type { RenewalFlowApi } from "./useRenewalFlow.js";
import { useAggregatorInstanceName, useRenewalBasicData } from "./useRenewalStepData.js";

/** What every screen of the flow gets. */
export interface RenewalScreenProps {
  readonly renewal: RenewalFlowApi;
  readonly api: RenewalApi;
  readonly today: CalendarDate;
  readonly now: () => number;
  /** Level of each screen's title (h2 by default). */
  readonly headingLevel?: HeadingLevel;
}

/** The state a screen's `className` and `style` may be computed from. */
export interface RenewalScreenRenderState {
  /** The flow's phase (identify, otp, expired, step…). */
  readonly phase: string;
  /** The current renewal step. */
  readonly step: number;
}

/**
 * Props of a flow screen component: what every screen gets, plus DOM props
 * for the element it renders (the form, section or status it shows).
 */
export type RenewalScreenElementProps<Own extends RenewalScreenProps = RenewalScreenProps> = Own &
  DomProps<HTMLElement, RenewalScreenRenderState, Own>;

/** The DOM props of a screen, `className` and `style` resolved, for the component it renders. */
const screenDom = (dom: DomProps<HTMLElement, RenewalScreenRenderState>, renewal: RenewalFlowApi) =>
  mergeDomProps(dom, { phase: renewal.state.phase, step: renewal.state.step }) as Record<string, never>;

/**
 * Step 0's existing-client form (C §2, §3.2): the account entry's form under
 * the first screen's copy (core's `renewalIntroKey`); a sent code opens the
 * OTP screen; "I never had a loan with you ?" sends the parent to /go.
 */
export const RenewalIdentifyScreen = /* @__PURE__ */ forwardRef(function RenewalIdentifyScreen(
  { renewal, api: _api, today, now, headingLevel, ...dom }: RenewalScreenElementProps,
  ref: ForwardedRef<HTMLFormElement>,
) {
  const t = useMessages(renewalMessages, accountMessages, commonMessages);
  const { lang, features } = useLendkit();
  const entry = useAccountEntryState();
  const onEffect = (effect: AccountEffect) => {
    if (effect.type === "redirectParent") renewal.redirectParent(effect.to);
  };
  const aria = useAccountEntry({ entry, lang, today, now, onRequestCode: renewal.requestCode, onEffect });
  return <AccountLoginForm {...screenDom(dom, renewal)} aria={aria} title={t(renewalIntroKey(features))} withCellPhone headingLevel={headingLevel} ref={ref} />;
});

/**
 * C §8: once the code has expired (the screen's 10 minutes or the server's
 * answer) the flow goes back to /go/renew by itself after
 * `otpExpiredReturnMs`, saying so; Restart goes at once.
 */
const ExpiredReturn = ({ restart }: { readonly restart: () => void }) => {
  const t = useMessages(renewalMessages);
  const latest = useRef(restart);
  latest.current = restart;
  useEffect(() => {
    const timer = setTimeout(() => latest.current(), otpExpiredReturnMs);
    return () => clearTimeout(timer);
  }, []);
  return (
    <p role="status" data-part="expired-return">
      {t("renewal.otp.returning")}
    </p>
  );
};

/**
 * The OTP screen held by the flow machine; once expired it keeps the
 * expiry alert, offers Restart and goes back to /go/renew by itself after a
 * few seconds (C §8).
 */
export const RenewalOtpScreen = /* @__PURE__ */ forwardRef(function RenewalOtpScreen(
  { renewal, api: _api, today: _today, now, headingLevel, ...dom }: RenewalScreenElementProps,
  ref: ForwardedRef<HTMLFormElement>,
) {
  const t = useMessages(renewalMessages, accountMessages, commonMessages);
  const { state, otp } = renewal;
  if (otp === null) return null;
  return (
    <>
      <OtpForm
        {...screenDom(dom, renewal)}
        ref={ref}
        lastFour={state.lastFourDigitsOfPhoneNumber ?? ""}
        state={otp}
        now={now}
        onSubmit={renewal.submitOtp}
        onResend={renewal.resendOtp}
        headingLevel={headingLevel}
      />
      {state.phase === "expired" ? (
        <>
          <ExpiredReturn restart={renewal.restart} />
          <Button onPress={renewal.restart}>{t("renewal.otp.restart")}</Button>
        </>
      ) : null}
    </>
  );
});

/** Props of the step 1 screen. */
export interface RenewalBasicScreenProps extends RenewalScreenProps {
  /** Where the choice shown is kept until saved, so a reload shows it again (the tab's session storage by default). */
  readonly drafts?: CalculatorDraftStore;
}

/**
 * Step 1: the calculator loaded from the server (loading text, or the
 * generic error when it cannot load), starting from the applicant's choice
 * (kept before a reload, else saved: Back shows it again) within the
 * server's bounds.
 */
export const RenewalBasicScreen = /* @__PURE__ */ forwardRef(function RenewalBasicScreen(
  { renewal, api, today, now: _now, headingLevel, drafts: givenDrafts, ...dom }: RenewalScreenElementProps<RenewalBasicScreenProps>,
  ref: ForwardedRef<HTMLElement>,
) {
  const t = useMessages(renewalMessages, accountMessages, commonMessages);
  const [ownDrafts] = useState(() => calculatorDraftStore());
  const drafts = givenDrafts ?? ownDrafts;
  const slug = renewal.state.slug ?? "";
  const data = useRenewalBasicData(api, slug, renewal.query, drafts);
  const passed = screenDom(dom, renewal);
  if (data.status === "loading") return <RenewalLoading {...passed} ref={ref as ForwardedRef<HTMLDivElement>} />;
  if (data.status === "failed") {
    return (
      <p {...passed} role="alert" ref={ref as ForwardedRef<HTMLParagraphElement>}>
        {t("common.genericError")}
      </p>
    );
  }
  return (
    <RenewalBasicStep
      {...passed}
      ref={ref}
      model={data.model}
      feeConstants={data.feeConstants}
      today={today}
      onSave={async (model) => {
        await renewal.saveBasic(model);
        // Saved: Back and a reload now start from the flow's saved choice.
        drafts.clear(slug);
      }}
      onModelChange={(model) => drafts.write(slug, model)}
      renewsContract={data.renewsContract}
      training={data.training}
      disclosurePolicy={data.disclosurePolicy}
      headingLevel={headingLevel}
    />
  );
});

/** Props of the bank screen. */
export interface RenewalBankScreenProps extends RenewalScreenProps {
  readonly messageWindow?: BankMessageWindow;
}

/**
 * Step 2 (C §3.7): the provider core chooses for the renewal
 * (`bankProviderFor`), the manual upload with `dropIbvFile=true`, the test
 * banks with `test=true`; the aggregator's frame address from its instance
 * name (core's `aggregatorIframeUrl`).
 */
export const RenewalBankScreen = /* @__PURE__ */ forwardRef(function RenewalBankScreen(
  { renewal, api, today: _today, now, messageWindow, headingLevel, ...dom }: RenewalScreenElementProps<RenewalBankScreenProps>,
  ref: ForwardedRef<HTMLElement>,
) {
  const { lang, features } = useLendkit();
  const slug = renewal.state.slug ?? "";
  const { test, dropIbvFile } = renewal.bankQuery;
  const provider = bankProviderFor(features, { flow: "renewal" });
  const instanceName = useAggregatorInstanceName(api, !dropIbvFile && provider === "aggregator");
  const passed = screenDom(dom, renewal);
  if (dropIbvFile) {
    const upload = api.uploadStatement(slug);
    return <ManualBankVerification {...passed} ref={ref} onUpload={(file) => upload(file)} onSubmit={async () => undefined} onCompleted={renewal.completeStep} headingLevel={headingLevel} />;
  }
  if (provider === "aggregator" && instanceName === undefined) return <RenewalLoading {...passed} ref={ref as ForwardedRef<HTMLDivElement>} />;
  return (
    <BankVerification
      {...passed}
      ref={ref}
      provider={provider}
      slug={slug}
      now={now}
      test={test}
      messageWindow={messageWindow}
      frameUrlFor={() => (instanceName ? aggregatorIframeUrl({ instanceName, lang, slug, test }) : null)}
      onServerCall={(call) => api.bankCall(slug, call, test)}
      onCompleted={renewal.completeStep}
      headingLevel={headingLevel}
    />
  );
});
