import { decodeSavedLoanChoice, encodeSavedLoanChoice, type CalculatorModel, type SavedLoanChoice } from "@lendkit/core";

/**
 * The step 1 choice shown but not yet saved (amount, frequency, chosen first
 * payment date), kept per flow in the tab's session storage, so a reload of
 * step 1 shows it again (C §3.6: a chosen date stays chosen). Read back with
 * core's `decodeSavedLoanChoice`: anything that does not decode is ignored.
 * Without storage (server rendering, storage refused) nothing is kept.
 */
export interface CalculatorDraftStore {
  readonly read: (slug: string) => SavedLoanChoice | null;
  readonly write: (slug: string, model: CalculatorModel) => void;
  readonly clear: (slug: string) => void;
}

const keyOf = (slug: string) => `lendkit.stepOneChoice.${slug}`;

/** The tab's session storage, or null where there is none or it is refused. */
export const sessionDraftStorage = (): Storage | null => {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

/**
 * A draft store on `storage` (the tab's session storage by default).
 *
 * @example
 * const drafts = calculatorDraftStore();
 * drafts.write(slug, model);
 * drafts.read(slug)?.loanAmount.toString() // "1250"
 */
export const calculatorDraftStore = (storage: Storage | null = sessionDraftStorage()): CalculatorDraftStore => ({
  read: (slug) => {
    try {
      const text = storage?.getItem(keyOf(slug));
      if (!text) return null;
      const decoded = decodeSavedLoanChoice(JSON.parse(text));
      return decoded.ok ? decoded.value : null;
    } catch {
      return null;
    }
  },
  write: (slug, model) => {
    try {
      const choice = encodeSavedLoanChoice({
        loanAmount: model.loanAmount,
        loanFrequency: model.loanFrequency,
        customerSelectedFirstPaymentDate: model.customerSelectedFirstPaymentDate,
      });
      storage?.setItem(keyOf(slug), JSON.stringify(choice));
    } catch {
      // Storage full or refused: a reload then starts from the saved choice.
    }
  },
  clear: (slug) => {
    try {
      storage?.removeItem(keyOf(slug));
    } catch {
      // Nothing kept.
    }
  },
});
