import type { AlternateCompletionData, BankStepCompletion } from "../models/bankVerification.js";
import type { BankMessage } from "./messages.js";
import { bankProviderRules, type BankProvider } from "./provider.js";

/**
 * The instant bank-verification step (C §3.7) as a pure machine:
 * chooseBank → requesting (widget only) → frame → posting → success, or
 * frame → failure → (restart) chooseBank. Time only comes in with events
 * (`now`, ms): a success sets `advanceDueAt`, the UI schedules a `tick` for it.
 */
export type BankStage = "chooseBank" | "requesting" | "frame" | "posting" | "success" | "failure";

/** The step the flow goes to after bank verification, for every provider (C §3.7, §3.10). */
export const bankVerificationNextStep = 21;

/** State of the instant bank-verification step. */
export interface BankVerificationState {
  readonly provider: BankProvider;
  readonly stage: BankStage;
  /** The tile chosen (the provider's bank id). */
  readonly bankId: number | null;
  /** Widget only: the request code and address from CreateBankVerif. */
  readonly requestCode: string | null;
  readonly redirectUrl: string | null;
  /** False while the frame loads (spinner): until APP_MOUNTED or CONNECTORLOADED. */
  readonly frameReady: boolean;
  /** Aggregator: the login id to post to the server. */
  readonly loginId: string | null;
  /** Alternate view: the completion data to post to the server. */
  readonly completionData: AlternateCompletionData | null;
  /** The result post failed (swallowed, C §8; kept for logs). */
  readonly resultPostFailed: boolean;
  /** When the step completes by itself (ms), once in success. */
  readonly advanceDueAt: number | null;
  /** The step is complete; becomes true once and never goes back. */
  readonly completed: boolean;
}

/** Events of the instant bank-verification step. */
export type BankVerificationEvent =
  | { readonly type: "bankChosen"; readonly bankId: number }
  | { readonly type: "requestCreated"; readonly requestCode: string; readonly redirectUrl: string }
  | { readonly type: "requestFailed" }
  | { readonly type: "message"; readonly message: BankMessage }
  | { readonly type: "resultPosted"; readonly now: number }
  | { readonly type: "resultPostFailed"; readonly now: number }
  | { readonly type: "tick"; readonly now: number }
  | { readonly type: "continue" }
  | { readonly type: "restart" };

/**
 * The start state: bank tiles for the widget and the aggregator, the loading
 * frame for the alternate view (it has no tiles).
 *
 * @example
 * initialBankVerificationState("alternate").stage // "frame"
 */
export const initialBankVerificationState = (provider: BankProvider): BankVerificationState => ({
  provider,
  stage: bankProviderRules[provider].hasBankTiles ? "chooseBank" : "frame",
  bankId: null,
  requestCode: null,
  redirectUrl: null,
  frameReady: false,
  loginId: null,
  completionData: null,
  resultPostFailed: false,
  advanceDueAt: null,
  completed: false,
});

const onMessage = (state: BankVerificationState, message: BankMessage): BankVerificationState => {
  if (state.stage !== "frame") return state;
  switch (message.kind) {
    case "verificationRedirect":
      if (state.provider !== "bankVerification") return state;
      return message.outcome === "failure" ? { ...state, stage: "failure" } : { ...state, stage: "posting" };
    case "aggregatorMounted":
      return state.provider === "aggregator" && !state.frameReady ? { ...state, frameReady: true } : state;
    case "aggregatorRedirect":
      return state.provider === "aggregator" ? { ...state, stage: "posting", frameReady: true, loginId: message.loginId } : state;
    case "connectorLoaded":
      return state.provider === "alternate" && !state.frameReady ? { ...state, frameReady: true } : state;
    case "connectionCompleted":
      return state.provider === "alternate"
        ? { ...state, stage: "posting", frameReady: true, completionData: message.data }
        : state;
  }
};

const toSuccess = (state: BankVerificationState, now: number, failed: boolean): BankVerificationState =>
  state.stage !== "posting"
    ? state
    : {
        ...state,
        stage: "success",
        resultPostFailed: failed,
        advanceDueAt: now + bankProviderRules[state.provider].advanceDelayMs,
      };

/**
 * One transition. Events that do not fit the stage (a second success, a late
 * tick, a message of another provider) return the same state object, so the
 * step never advances twice.
 *
 * @example
 * let state = initialBankVerificationState("aggregator");
 * state = bankVerificationReducer(state, { type: "bankChosen", bankId: 7 });
 * state = bankVerificationReducer(state, { type: "message", message: { kind: "aggregatorRedirect", loginId: "abc" } });
 * state = bankVerificationReducer(state, { type: "resultPosted", now: 1000 });
 * state.advanceDueAt // 6000
 * bankVerificationReducer(state, { type: "tick", now: 6000 }).completed // true
 */
export const bankVerificationReducer = (
  state: BankVerificationState,
  event: BankVerificationEvent,
): BankVerificationState => {
  switch (event.type) {
    case "bankChosen":
      if (state.stage !== "chooseBank" || !Number.isInteger(event.bankId)) return state;
      return state.provider === "bankVerification"
        ? { ...state, stage: "requesting", bankId: event.bankId }
        : { ...state, stage: "frame", bankId: event.bankId, frameReady: false };
    case "requestCreated":
      return state.stage === "requesting"
        ? { ...state, stage: "frame", requestCode: event.requestCode, redirectUrl: event.redirectUrl, frameReady: true }
        : state;
    case "requestFailed":
      return state.stage === "requesting" ? { ...state, stage: "chooseBank", bankId: null } : state;
    case "message":
      return onMessage(state, event.message);
    case "resultPosted":
      return toSuccess(state, event.now, false);
    case "resultPostFailed":
      return toSuccess(state, event.now, true);
    case "tick":
      return state.stage === "success" && !state.completed && state.advanceDueAt !== null && event.now >= state.advanceDueAt
        ? { ...state, completed: true }
        : state;
    case "continue":
      return state.stage === "success" && !state.completed ? { ...state, completed: true } : state;
    case "restart":
      return state.stage === "failure" ? initialBankVerificationState(state.provider) : state;
  }
};

/**
 * The completion to report when a transition completed the step, else null:
 * `{ slug, currentStep: 21 }` exactly once per verification (C §3.7).
 *
 * @example
 * bankCompletionToReport({ completed: false }, { completed: true }, "ab12") // { slug: "ab12", currentStep: 21 }
 * bankCompletionToReport({ completed: true }, { completed: true }, "ab12") // null
 */
export const bankCompletionToReport = (
  previous: Pick<BankVerificationState, "completed">,
  next: Pick<BankVerificationState, "completed">,
  slug: string,
): BankStepCompletion | null =>
  !previous.completed && next.completed ? { slug, currentStep: bankVerificationNextStep } : null;

/** The server call a state waits for, for the UI to run (no I/O here). */
export type BankServerCall =
  | { readonly kind: "createVerification"; readonly bankId: number }
  | { readonly kind: "postVerificationResult"; readonly requestCode: string }
  | { readonly kind: "postAggregatorLogin"; readonly loginId: string }
  | { readonly kind: "postAlternateResult"; readonly data: AlternateCompletionData };

/**
 * The server call a stage needs: CreateBankVerif while requesting; in posting,
 * handleBankVerifResult, /api/flinks/{slug}/{loginId} or /api/zumrails/{slug}.
 *
 * @example
 * bankServerCallFor({ ...initialBankVerificationState("bankVerification"), stage: "requesting", bankId: 912 })
 * // { kind: "createVerification", bankId: 912 }
 */
export const bankServerCallFor = (state: BankVerificationState): BankServerCall | null => {
  if (state.stage === "requesting" && state.bankId !== null) return { kind: "createVerification", bankId: state.bankId };
  if (state.stage !== "posting") return null;
  if (state.provider === "bankVerification" && state.requestCode !== null)
    return { kind: "postVerificationResult", requestCode: state.requestCode };
  if (state.provider === "aggregator" && state.loginId !== null) return { kind: "postAggregatorLogin", loginId: state.loginId };
  if (state.provider === "alternate" && state.completionData !== null)
    return { kind: "postAlternateResult", data: state.completionData };
  return null;
};
