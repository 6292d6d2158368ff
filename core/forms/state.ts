import { type FormFieldSpec, type FormValues, requiredFieldErrors } from "./required.js";

/**
 * The form engine's state (A §3 Form), plus what a running submit needs.
 * Plain data: transitions are `formReducer(state, event)`.
 */
export interface FormState {
  readonly values: FormValues;
  /** Errors by field name: the field's label (A §5). */
  readonly errors: Readonly<Record<string, string>>;
  readonly touched: boolean;
  readonly disabled: boolean;
  readonly loading: boolean;
  /** Set by the first save: required styling and errors are shown from then on. */
  readonly showRequired: boolean;
  /** A submit handler is running. */
  readonly submitting: boolean;
  /** The disabled state the running submit handler set itself, if it did. */
  readonly disabledByHandler: boolean | null;
}

/** The events of the form engine (A §4). */
export type FormEvent =
  /** New initial values: resets values, errors, touched and loading. */
  | { readonly type: "initialValues"; readonly values: FormValues }
  /** A field's value changed: sets touched and clears that field's error. */
  | { readonly type: "change"; readonly name: string; readonly value: unknown }
  /** Submit pressed: disables the form, shows required errors (computed from `fields`). */
  | { readonly type: "submit"; readonly fields: readonly FormFieldSpec[] }
  /** The submit handler completed: re-enables unless the handler set the disabled state. */
  | { readonly type: "submitted" }
  | { readonly type: "setDisabled"; readonly disabled: boolean }
  | { readonly type: "setLoading"; readonly loading: boolean }
  | { readonly type: "setErrors"; readonly errors: Readonly<Record<string, string>> };

/**
 * A fresh form for `values`: untouched, enabled, not loading, required
 * styling hidden until the first save.
 *
 * @example
 * createFormState({ email: "" }).touched // false
 */
export const createFormState = (values: FormValues = {}): FormState => ({
  values,
  errors: {},
  touched: false,
  disabled: false,
  loading: false,
  showRequired: false,
  submitting: false,
  disabledByHandler: null,
});

const withoutKey = (record: Readonly<Record<string, string>>, key: string): Readonly<Record<string, string>> => {
  if (!Object.hasOwn(record, key)) return record;
  const copy = { ...record };
  delete copy[key];
  return copy;
};

/**
 * The form engine's transitions (A §4). A submit on a disabled or already
 * submitting form is ignored (no double submission); "submitted" outside a
 * submit is ignored.
 *
 * @example
 * const fields = [{ name: "city", label: "City", required: true }];
 * const submitting = formReducer(createFormState({ city: "" }), { type: "submit", fields });
 * submitting.disabled // true
 * submitting.errors // { city: "City" }
 * formReducer(submitting, { type: "submitted" }).disabled // false
 */
export const formReducer = (state: FormState, event: FormEvent): FormState => {
  switch (event.type) {
    case "initialValues":
      return { ...state, values: event.values, errors: {}, touched: false, loading: false };
    case "change":
      return {
        ...state,
        values: { ...state.values, [event.name]: event.value },
        errors: withoutKey(state.errors, event.name),
        touched: true,
      };
    case "submit":
      if (state.disabled || state.submitting) return state;
      return {
        ...state,
        disabled: true,
        showRequired: true,
        submitting: true,
        disabledByHandler: null,
        errors: requiredFieldErrors(event.fields, state.values),
      };
    case "submitted":
      if (!state.submitting) return state;
      return { ...state, submitting: false, disabled: state.disabledByHandler ?? false, disabledByHandler: null };
    case "setDisabled":
      return {
        ...state,
        disabled: event.disabled,
        disabledByHandler: state.submitting ? event.disabled : state.disabledByHandler,
      };
    case "setLoading":
      return { ...state, loading: event.loading };
    case "setErrors":
      return { ...state, errors: event.errors };
    default:
      return state;
  }
};

/**
 * Whether the required styling shows (A §5): always, unless the form hides
 * required until first save and has not been saved yet.
 *
 * @example
 * shouldShowRequired(createFormState(), { hideRequiredUntilFirstSave: true }) // false
 */
export const shouldShowRequired = (
  state: Pick<FormState, "showRequired">,
  options: { readonly hideRequiredUntilFirstSave?: boolean } = {},
): boolean => options.hideRequiredUntilFirstSave !== true || state.showRequired;

/**
 * True when the form has at least one error.
 *
 * @example
 * formHasErrors({ errors: { city: "City" } }) // true
 */
export const formHasErrors = (state: Pick<FormState, "errors">): boolean => Object.keys(state.errors).length > 0;
