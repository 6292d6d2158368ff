import type { MessageKey } from "../i18n/translate.js";
import type { BankVerificationState } from "./machine.js";
import { bankProviderRules } from "./provider.js";

/** What the instant bank-verification screen shows, derived from the state. */
export interface BankVerificationView {
  readonly showBankTiles: boolean;
  /** The provider's iframe is in the page (it may still be loading under the spinner). */
  readonly showFrame: boolean;
  /** Spinner with `bank.loading` (waiting for the request or the frame's mount message). */
  readonly showSpinner: boolean;
  readonly frameMinHeightPx: number;
  /** The red stay-on-page warning, while the verification is under way. */
  readonly showStayWarning: boolean;
  /** White page background during verification; restored on success and failure. */
  readonly whiteBackground: boolean;
  readonly showSuccess: boolean;
  /** The 'you will be redirected' line, only when the step is not the only step. */
  readonly showRedirectNotice: boolean;
  readonly showFailure: boolean;
  /** Texts to show, in order, as catalog keys. */
  readonly texts: readonly MessageKey[];
}

/** Context of the screen. */
export interface BankVerificationViewOptions {
  /** The bank step is the flow's only step (no next step to announce). */
  readonly onlyStep?: boolean;
}

/**
 * The screen for a state: tiles, frame with spinner, success or failure.
 *
 * @example
 * bankVerificationView(initialBankVerificationState("alternate")).showSpinner // true
 */
export const bankVerificationView = (
  state: BankVerificationState,
  options: BankVerificationViewOptions = {},
): BankVerificationView => {
  const verifying = state.stage === "requesting" || state.stage === "frame" || state.stage === "posting";
  const showFrame = state.stage === "frame";
  const showSpinner = state.stage === "requesting" || state.stage === "posting" || (showFrame && !state.frameReady);
  const showSuccess = state.stage === "success";
  const showRedirectNotice = showSuccess && options.onlyStep !== true;
  const texts: MessageKey[] = [];
  if (state.stage === "chooseBank") texts.push("bank.instant.title", "bank.instant.explanation", "bank.chooseBank.title");
  if (verifying) texts.push("bank.instant.title", "bank.instant.explanation", "bank.instant.stayOnPage");
  if (showSpinner) texts.push("bank.loading");
  if (showFrame && state.frameReady) texts.push("bank.instant.credentialsNote");
  if (showSuccess) texts.push("bank.success.title");
  if (showRedirectNotice) texts.push("bank.success.redirectNotice");
  if (state.stage === "failure") texts.push("bank.failure.title", "bank.failure.restart");
  return {
    showBankTiles: state.stage === "chooseBank",
    showFrame,
    showSpinner,
    frameMinHeightPx: bankProviderRules[state.provider].frameMinHeightPx,
    showStayWarning: verifying,
    whiteBackground: verifying,
    showSuccess,
    showRedirectNotice,
    showFailure: state.stage === "failure",
    texts,
  };
};
