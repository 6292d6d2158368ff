import { forwardRef, type ForwardedRef } from "react";
import { bankMessages } from "@lendkit/core";
import { Button } from "react-aria-components";
import type { BankProvider, BankServerCall, BankStepCompletion, MessageKey } from "@lendkit/core";
import { mergeDomProps, type DomProps } from "../dom/index.js";
import { useLendkit } from "../provider/index.js";
import { useMessages } from "../provider/messages.js";
import { useBankVerificationState } from "./useBankVerificationState.js";
import { headingTag, type HeadingLevel } from "../dom/heading.js";
import { useBankVerification, type BankMessageWindow, type BankServerAnswer } from "./useBankVerification.js";

/** The state the section's `className` and `style` may be computed from. */
export interface BankVerificationRenderState {
  /** Core's bank step stage (also `data-stage`). */
  readonly stage: string;
}

/** Props of `BankVerification`: its own, plus DOM props for the `<section>`. */
export type BankVerificationProps = BankVerificationOwnProps & DomProps<HTMLElement, BankVerificationRenderState, BankVerificationOwnProps>;

/** The bank verification's own props. */
export interface BankVerificationOwnProps {
  /** Which provider (core's `bankProviderFor`). */
  readonly provider: BankProvider;
  /** The renewal's slug. */
  readonly slug: string;
  /** Performs core's server calls (create the widget's request, post the result). */
  readonly onServerCall: (call: BankServerCall) => Promise<BankServerAnswer>;
  /** Called once when the step completes. */
  readonly onCompleted: (completion: BankStepCompletion) => void;
  /** The aggregator's or alternate view's frame address for the chosen bank. */
  readonly frameUrlFor?: (bankId: number | null) => string | null;
  /** The clock; `Date.now` by default. */
  readonly now?: () => number;
  /** Where `message` events arrive; `window` by default. */
  readonly messageWindow?: BankMessageWindow;
  /** The bank step is the flow's only step (no redirect notice). */
  readonly onlyStep?: boolean;
  /** Test mode: the provider's test bank is offered. */
  readonly test?: boolean;
  /** Where the bank logos are served from (a tile shows its logo when given). */
  readonly logoBaseUrl?: string;
  /** Level of the step's title (h2 by default); the bank choice's heading goes one level below. */
  readonly headingLevel?: HeadingLevel;
}

/**
 * The instant bank verification (C §3.7): the bank tiles, then the
 * provider's frame (minimum height from core, the stay-on-page warning, a
 * spinner until the frame says it is mounted), the success view with the
 * one-time auto-advance, or the failure with Restart. Unstyled: the root has
 * `data-stage` and `data-white-background`.
 *
 * @example
 * <BankVerification provider="aggregator" slug={slug} frameUrlFor={(bankId) => aggregatorIframeUrl({ … })}
 *   onServerCall={api.bankCall} onCompleted={(completion) => api.completeStep(completion)} />
 */
export const BankVerification = /* @__PURE__ */ forwardRef(function BankVerification(
  { provider, now = Date.now, logoBaseUrl, headingLevel = 2, ...rest }: BankVerificationProps,
  ref: ForwardedRef<HTMLElement>,
) {
  const [Title, Sub] = [headingTag(headingLevel), headingTag(headingLevel, 1)];
  const { slug, onServerCall, onCompleted, frameUrlFor, messageWindow, onlyStep, test, ...dom } = rest;
  const options = { slug, onServerCall, onCompleted, frameUrlFor, messageWindow, onlyStep, test };
  const t = useMessages(bankMessages);
  const { lang, features } = useLendkit();
  const bank = useBankVerificationState(provider);
  const aria = useBankVerification({ bank, now, features, ...options });
  const { view } = aria;
  const text = (key: MessageKey) => view.texts.includes(key);
  // The outcome is the step's title once the connection title is gone (a page keeps its heading), a sub-heading beside it.
  const Outcome = text("bank.instant.title") ? Sub : Title;
  return (
    <section
      {...mergeDomProps(dom, { stage: bank.state.stage }, {
        "data-stage": bank.state.stage,
        "data-white-background": view.whiteBackground || undefined,
        "aria-busy": view.showSpinner || undefined,
        "data-lendkit": "bank-verification",
      })}
      ref={ref}
    >
      {text("bank.instant.title") ? <Title>{t("bank.instant.title")}</Title> : null}
      {text("bank.instant.explanation") ? <p>{t("bank.instant.explanation")}</p> : null}
      {view.showStayWarning ? <p data-warning="">{t("bank.instant.stayOnPage")}</p> : null}
      {view.showBankTiles ? (
        <div role="group" aria-label={t("bank.chooseBank.title")}>
          <Sub>{t("bank.chooseBank.title")}</Sub>
          <ul data-bank-tiles="">
            {aria.tiles.map((tile) => (
              <li key={tile.id}>
                <Button {...aria.tileProps(tile)} aria-label={t("bank.chooseBank.tileLabel", { bank: tile.longLabel[lang] })}>
                  {logoBaseUrl ? <img src={`${logoBaseUrl}/${tile.image}`} alt="" /> : null}
                  <span>{tile.shortLabel[lang]}</span>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {view.showSpinner ? <div role="status" data-spinner="">{t("bank.loading")}</div> : null}
      {aria.frameProps ? <iframe {...aria.frameProps} title={t("bank.frame.title")} hidden={!bank.state.frameReady || undefined} /> : null}
      {text("bank.instant.credentialsNote") ? <p>{t("bank.instant.credentialsNote")}</p> : null}
      {view.showSuccess ? (
        <div role="status" data-success="">
          <Outcome>{t("bank.success.title")}</Outcome>
          {view.showRedirectNotice ? <p>{t("bank.success.redirectNotice")}</p> : null}
        </div>
      ) : null}
      {view.showFailure ? (
        <div role="alert" data-failure="">
          <Outcome>{t("bank.failure.title")}</Outcome>
          <Button {...aria.restartProps}>{t("bank.failure.restart")}</Button>
        </div>
      ) : null}
    </section>
  );
});
