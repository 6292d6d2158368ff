import { useState } from "react";
import { renewalMessages, accountMessages, commonMessages } from "@lendkit/core";
import { flowFieldErrorText, type FlowFieldError, type FormValues, type RenewalTextKey, type RenewalFormErrors } from "@lendkit/core";
import { useForm, type FormApi, type FormFieldProps } from "../form/index.js";
import { useLendkit } from "../provider/index.js";
import { useMessages } from "../provider/messages.js";

/** Options of `useRenewalStepForm`. */
export interface UseRenewalStepFormOptions<F extends object> {
  /** The form's starting values (core's empty form or the saved one). */
  readonly initial: F;
  /** Core's rule for this form (`renewalAddressErrors`, `renewalIncomeErrors`, `renewalReferencesErrors`). */
  readonly errorsOf: (form: F) => RenewalFormErrors<F>;
  /** Saves a valid form; a rejection naming fields (`fieldErrors`, as `RenewalCallError` carries them) shows them on the fields, any other shows `saveErrorKey`. */
  readonly onSave: (form: F) => Promise<unknown>;
  /** The alert shown when the save fails without naming a field (core's `renewalSaveErrorKey(step)`). */
  readonly saveErrorKey: RenewalTextKey;
  /** The fields marked required (core's `renewalRequiredFields` for this form). */
  readonly requiredFields: readonly (keyof F)[];
  /**
   * Called when a Continue finds errors (the form's or the server's refusal of
   * fields) and the validation popup opens: a page in a frame tells its
   * parent to scroll (C §5).
   */
  readonly onErrorsShown?: () => void;
}

/** What `useRenewalStepForm` returns. */
export interface RenewalStepFormApi<F extends object> {
  /** The underlying `useForm` engine (spread `form.formProps` or pass it to `Form`). */
  readonly form: FormApi;
  /** Field props for `name` with core's rule (its message as helper text), the server's refusal of it, and `isRequired` where core requires it. */
  readonly field: (name: keyof F & string, labelKey: RenewalTextKey) => FormFieldProps;
  /** The values as core's form type. */
  readonly values: F;
  /** The save-failure alert key, or null. */
  readonly saveError: RenewalTextKey | null;
}

const asText = (value: unknown): string => (value === null || value === undefined ? "" : typeof value === "string" ? value : String(value));

/** The "none chosen" value of a select (C §3.9: provinceId -1): the form holds it as empty, so nothing shows red before a choice. */
const noChoice = -1;

/** The refused fields of a rejected save, as `RenewalCallError` carries them. */
const fieldErrorsOf = (error: unknown): readonly FlowFieldError[] => {
  const found = (error as { fieldErrors?: unknown } | null)?.fieldErrors;
  return Array.isArray(found) ? (found as FlowFieldError[]) : [];
};

/**
 * A renewal step form (C §5) on `useForm`: every field's validity is core's
 * rule for the form, required styling shows after the first save, and a
 * valid save calls `onSave` with core's form type. Text values from masked
 * fields (phone digits, postal code) are kept as text, as core's forms hold
 * them; a select's -1 ("none chosen") is held as empty, so it is not marked
 * invalid before the applicant chose or pressed Continue. A Continue with
 * errors opens the validation popup; a save the server refuses field by
 * field shows each refusal on its field (in the user's language) and in the
 * popup, until the field changes.
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
  onErrorsShown,
}: UseRenewalStepFormOptions<F>): RenewalStepFormApi<F> => {
  const t = useMessages(renewalMessages, accountMessages, commonMessages);
  const { lang } = useLendkit();
  const [saveError, setSaveError] = useState<RenewalTextKey | null>(null);
  const [refused, setRefused] = useState<readonly FlowFieldError[]>([]);
  const start = initial as Record<string, unknown>;
  const [initialValues] = useState(() =>
    Object.fromEntries(Object.entries(start).map(([key, value]) => [key, value === noChoice ? null : value])) as FormValues,
  );
  const toForm = (values: FormValues): F => {
    const merged: Record<string, unknown> = { ...start };
    for (const [key, value] of Object.entries(values)) {
      const first = start[key];
      merged[key] = typeof first === "string" ? asText(value) : first === noChoice && (value === null || value === undefined) ? noChoice : value;
    }
    return merged as F;
  };
  const labels = new Map<string, string>();
  const form = useForm({
    initialValues,
    hideRequiredUntilFirstSave: true,
    showErrorsOnSave: true,
    onSubmit: async (values, info, api) => {
      setSaveError(null);
      setRefused([]);
      if (info.hasStandardErrors) {
        onErrorsShown?.();
        return;
      }
      try {
        await onSave(toForm(values));
        api.setDisabled(true);
      } catch (error) {
        const fields = fieldErrorsOf(error).filter((each) => labels.has(each.field));
        if (fields.length === 0) {
          setSaveError(saveErrorKey);
          return;
        }
        setRefused(fields);
        api.setErrors(Object.fromEntries(fields.map((each) => [each.field, `${labels.get(each.field)}${lang === "fr" ? "\u00a0: " : ": "}${flowFieldErrorText(lang, each)}`])));
        form.requiredFieldsPopupProps.onOpenChange(true);
        onErrorsShown?.();
      }
    },
  });
  const values = toForm(form.values);
  const field = (name: keyof F & string, labelKey: RenewalTextKey): FormFieldProps => {
    const label = t(labelKey);
    labels.set(name, label);
    const props = form.register(name, {
      label,
      required: requiredFields.includes(name),
      rules: (_value, all) => {
        const error = errorsOf(toForm(all))[name];
        return error ? t(error.key, error.params) : null;
      },
    });
    // The server's refusal stays on the field until it changes (a change clears the form's error for it).
    const refusal = Object.hasOwn(form.errors, name) ? refused.find((each) => each.field === name) : undefined;
    return refusal ? { ...props, isInvalid: true, helperText: flowFieldErrorText(lang, refusal) } : props;
  };
  return { form, field, values, saveError };
};
