import { useRef, useState } from "react";
import { renewalSaveErrorKey, RenewalStep, type CalculatorModel, type RenewalTextKey } from "@lendkit/core";

/** Options of `useRenewalBasicStep`. */
export interface UseRenewalBasicStepOptions {
  /** Saves the model on screen (frequency, amount, number of payments); a rejection shows core's step 1 save error. */
  readonly onSave: (model: CalculatorModel) => Promise<unknown>;
}

/** What `useRenewalBasicStep` returns. */
export interface RenewalBasicStepApi {
  /** Give it to the calculator's `onModelChange`: the model on screen, kept at once. */
  readonly onModelChange: (model: CalculatorModel) => void;
  /** Props of CONTINUE MY REQUEST: pending (and ignored) while the save runs. */
  readonly continueProps: { readonly onPress: () => void; readonly isPending: boolean };
  /** The save-failure alert (core's `renewalSaveErrorKey(1)`), or null. */
  readonly saveError: RenewalTextKey | null;
}

/**
 * Step 1's behaviour (C §2, C §8): keeps the model the calculator shows and
 * saves it on CONTINUE MY REQUEST, once at a time; a failed save shows the
 * RES1 alert and lets the client try again.
 *
 * @example
 * const basic = useRenewalBasicStep({ onSave: (model) => api.saveBasic(slug, model) });
 * <LoanCalculator … onModelChange={basic.onModelChange} />
 * <Button {...basic.continueProps}>…</Button>
 */
export const useRenewalBasicStep = ({ onSave }: UseRenewalBasicStepOptions): RenewalBasicStepApi => {
  const model = useRef<CalculatorModel | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<RenewalTextKey | null>(null);
  const busy = useRef(false);
  const save = async () => {
    if (busy.current || model.current === null) return;
    busy.current = true;
    setSaving(true);
    setSaveError(null);
    try {
      await onSave(model.current);
    } catch {
      setSaveError(renewalSaveErrorKey(RenewalStep.Basic));
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };
  return {
    onModelChange: (next) => {
      model.current = next;
    },
    continueProps: { onPress: () => void save(), isPending: saving },
    saveError,
  };
};
