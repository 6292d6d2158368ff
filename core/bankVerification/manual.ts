
/**
 * Manual bank verification (C §3.7, `dropIbvFile=true`): statements of the last
 * 3 months as pictures; Continue is enabled with at least one picture and not
 * while submitting. A successful submit completes the step (next step 21):
 * the server checks the pictures it stored (`checkManualBankSubmission`) and
 * records them for the lender's review, which `bankStepCompleted` counts.
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

/** Statement pictures needed before Continue (C §5 "Manual upload: at least one picture needed"). */
export const manualBankMinimumStatements = 1;

/** The provider name a manual submission is recorded under, beside the three instant providers. */
export const manualBankProvider = "manual";

/** Why the server refuses a manual submission. */
export type ManualBankRefusal = "noStatement";

/**
 * The server's check of the manual mode's Continue (C §3.7, §5): the
 * statement pictures the applicant uploaded must number at least
 * {@link manualBankMinimumStatements}. The browser's button follows the same
 * count, but the server counts what it stored.
 *
 * @example
 * checkManualBankSubmission({ statements: 0 }) // { ok: false, reason: "noStatement" }
 * checkManualBankSubmission({ statements: 2 }) // { ok: true }
 */
export const checkManualBankSubmission = (facts: {
  readonly statements: number;
}): { readonly ok: true } | { readonly ok: false; readonly reason: ManualBankRefusal } =>
  facts.statements >= manualBankMinimumStatements ? { ok: true } : { ok: false, reason: "noStatement" };

/** One bank verification as the server records it: the provider (or `manual`) and where it stands. */
export interface BankVerificationRecord {
  readonly provider: string;
  /** `pending`, `succeeded`, `failed`; a manual submission is `pendingReview` until the lender decides. */
  readonly status: string;
}

/**
 * True when the bank step (2) is done (C §3.7, §3.10): an instant
 * verification succeeded, or statements were submitted by hand — pending
 * the lender's review, or accepted (`succeeded`). A pending or failed
 * instant verification, or a manual submission the lender refused
 * (`failed`), does not count.
 *
 * @example
 * bankStepCompleted([{ provider: "flinks", status: "pending" }]) // false
 * bankStepCompleted([{ provider: "manual", status: "pendingReview" }]) // true
 */
export const bankStepCompleted = (records: readonly BankVerificationRecord[]): boolean =>
  records.some((record) => record.status === "succeeded" || (record.provider === manualBankProvider && record.status === "pendingReview"));

/** The empty manual mode. */
export const initialManualBankState: ManualBankState = { images: 0, submitting: false, completed: false };

/**
 * True when Continue may be pressed: at least one picture, not submitting, not done.
 *
 * @example
 * manualBankCanContinue({ images: 1, submitting: false, completed: false }) // true
 */
export const manualBankCanContinue = (state: ManualBankState): boolean =>
  state.images >= manualBankMinimumStatements && !state.submitting && !state.completed;

/**
 * The Continue button's text: 'Add at least one picture to continue...' without
 * pictures, 'It looks good. Continue' with some.
 *
 * @example
 * manualBankContinueLabel(initialManualBankState) // "bank.manual.addPicture"
 */
export const manualBankContinueLabel = (state: ManualBankState): "bank.manual.continue" | "bank.manual.addPicture" =>
  state.images >= manualBankMinimumStatements ? "bank.manual.continue" : "bank.manual.addPicture";

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
