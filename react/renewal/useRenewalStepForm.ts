import { useState } from "react";
import type { FormValues, MessageKey, RenewalFormErrors } from "@lendkit/core";
import { useForm, type FormApi, type FormFieldProps } from "../form/index.js";
import { useMessages } from "../provider/index.js";

/** Options of `useRenewalStepForm`. */
export interface UseRenewalStepFormOptions<F extends object> {
  /** The form's starting values (core's empty form or the saved one). */
  readonly initial: F;
  /** Core's rule for this form (`renewalAddressErrors`, `renewalIncomeErrors`, `renewalReferencesErrors`). */
  readonly errorsOf: (form: F) => RenewalFormErrors<F>;
  /** Saves a valid form; a rejection shows `saveErrorKey`. */
  readonly onSave: (form: F) => Promise<unknown>;
  /** The alert shown when the save fails (core's `renewalSaveErrorKey(step)`). */
  readonly saveErrorKey: MessageKey;
  /** The fields marked required (core's `renewalRequiredFields` for this form). */
  readonly requiredFields: readonly (keyof F)[];
}

/** What `useRenewalStepForm` returns. */
export interface RenewalStepFormApi<F extends object> {
  /** The underlying `useForm` engine (spread `form.formProps` or pass it to `Form`). */
  readonly form: FormApi;
  /** Field props for `name` with core's rule (its message as helper text) and `isRequired` where core requires it. */
  readonly field: (name: keyof F & string, labelKey: MessageKey) => FormFieldProps;
  /** The values as core's form type. */
  readonly values: F;
  /** The save-failure alert key, or null. */
  readonly saveError: MessageKey | null;
}

const asText = (value: unknown): string => (value === null || value === undefined ? "" : typeof value === "string" ? value : String(value));

/**
 * A renewal step form (C §5) on `useForm`: every field's validity is core's
 * rule for the form, required styling shows after the first save, and a
 * valid save calls `onSave` with core's form type. Text values from masked
 * fields (phone digits, postal code) are kept as text, as core's forms hold them.
 *
 * @example
 * const step = useRenewalStepForm({ initial: emptyRenewalAddressForm(), errorsOf: renewalAddressErrors, onSave: api.saveAddress,
 *   saveErrorKey: renewalSaveErrorKey(21), requiredFields: renewalRequiredFields.address });
 * <MaskedField kind="postalCode" {...step.field("postalCode", "renewal.field.postalCode")} />
 */
export const useRenewalStepForm = <F extends object>({
  initial,
  errorsOf,
  onSave,
  saveErrorKey,
  requiredFields,
}: UseRenewalStepFormOptions<F>): RenewalStepFormApi<F> => {
  const t = useMessages();
  const [saveError, setSaveError] = useState<MessageKey | null>(null);
  const toForm = (values: FormValues): F => {
    const merged: Record<string, unknown> = { ...(initial as Record<string, unknown>) };
    for (const [key, value] of Object.entries(values)) {
      const start = (initial as Record<string, unknown>)[key];
      merged[key] = typeof start === "string" ? asText(value) : value;
    }
    return merged as F;
  };
  const form = useForm({
    initialValues: initial as FormValues,
    hideRequiredUntilFirstSave: true,
    onSubmit: async (values, info, api) => {
      setSaveError(null);
      if (info.hasStandardErrors) return;
      try {
        await onSave(toForm(values));
        api.setDisabled(true);
      } catch {
        setSaveError(saveErrorKey);
      }
    },
  });
  const values = toForm(form.values);
  const field = (name: keyof F & string, labelKey: MessageKey): FormFieldProps => {
    return form.register(name, {
      label: t(labelKey),
      required: requiredFields.includes(name),
      rules: (_value, all) => {
        const error = errorsOf(toForm(all))[name];
        return error ? t(error.key, error.params) : null;
      },
    });
  };
  return { form, field, values, saveError };
};
