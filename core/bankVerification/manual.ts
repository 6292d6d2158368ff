import type { MessageKey } from "../i18n/translate.js";

/**
 * Manual bank verification (C §3.7, `dropIbvFile=true`): statements of the last
 * 3 months as pictures; Continue is enabled with at least one picture and not
 * while submitting. A successful submit completes the step (next step 21).
 */
export interface ManualBankState {
  /** Pictures uploaded so far. */
  readonly images: number;
  readonly submitting: boolean;
  /** The step is complete; becomes true once. */
  readonly completed: boolean;
}

/** Events of the manual mode. */
export type ManualBankEvent =
  | { readonly type: "imageUploaded" }
  | { readonly type: "imageRemoved" }
  | { readonly type: "submit" }
  | { readonly type: "submitSucceeded" }
  | { readonly type: "submitFailed" };

/** Months of statements asked for (C §9). */
export const manualBankStatementMonths = 3;

/** The empty manual mode. */
export const initialManualBankState: ManualBankState = { images: 0, submitting: false, completed: false };

/**
 * True when Continue may be pressed: at least one picture, not submitting, not done.
 *
 * @example
 * manualBankCanContinue({ images: 1, submitting: false, completed: false }) // true
 */
export const manualBankCanContinue = (state: ManualBankState): boolean =>
  state.images >= 1 && !state.submitting && !state.completed;

/**
 * The Continue button's text: 'Add at least one picture to continue...' without
 * pictures, 'It looks good. Continue' with some.
 *
 * @example
 * manualBankContinueLabel(initialManualBankState) // "bank.manual.addPicture"
 */
export const manualBankContinueLabel = (state: ManualBankState): MessageKey =>
  state.images >= 1 ? "bank.manual.continue" : "bank.manual.addPicture";

/**
 * One transition of the manual mode; a submit that is not allowed changes nothing.
 *
 * @example
 * const withPicture = manualBankReducer(initialManualBankState, { type: "imageUploaded" });
 * manualBankReducer(withPicture, { type: "submit" }).submitting // true
 */
export const manualBankReducer = (state: ManualBankState, event: ManualBankEvent): ManualBankState => {
  if (state.completed) return state;
  switch (event.type) {
    case "imageUploaded":
      return { ...state, images: state.images + 1 };
    case "imageRemoved":
      return state.images > 0 && !state.submitting ? { ...state, images: state.images - 1 } : state;
    case "submit":
      return manualBankCanContinue(state) ? { ...state, submitting: true } : state;
    case "submitSucceeded":
      return state.submitting ? { ...state, submitting: false, completed: true } : state;
    case "submitFailed":
      return state.submitting ? { ...state, submitting: false } : state;
  }
};
