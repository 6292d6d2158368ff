import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent as ReactFormEvent, type KeyboardEvent } from "react";
import {
  formReducer,
  formSubmitFlags,
  formValueOf,
  isEmptyFormValue,
  isFormFieldValid,
  runFieldRule,
  shouldBlockEnter,
  shouldOpenRequiredFieldsPopup,
  shouldShowRequired,
  validateCustomSection,
  type FieldRule,
  type FormFieldSpec,
  type FormState,
  type FormSubmitFlags,
  type FormValues,
  type RequiredFieldsPopupSection,
} from "@lendkit/core";
import { useFormState } from "./useFormState.js";

/** What a field tells the form when it registers (`register(name, options)`). */
export interface RegisterOptions {
  /** The field's label: shown by the field and recorded as its error (listed by the Required Fields popup). */
  readonly label: string;
  /** Empty (null, undefined or "") is an error on submit. */
  readonly required?: boolean;
  /** A field-level rules function (core's `FieldRule`): true or empty when valid, else a message shown as helper text. */
  readonly rules?: FieldRule;
  /** Disables the field; a disabled field always counts as valid. */
  readonly disabled?: boolean;
  /** An invalid flag set by the field itself (a picker, a mask…): the field is an error on submit. */
  readonly invalid?: boolean;
}

/**
 * The props `register` returns, named as the Lendkit fields (`MaskedField`,
 * `SubstitutionField`) and react-aria's fields take them: spread them. The
 * form's values are untyped, so `V` is `any` unless the caller names it
 * (`register<Decimal | null>("price", …)`), which a typed field then checks.
 */
export interface FormFieldProps<V = any> {
  /** The field's name: its key in the values and in the errors. */
  readonly name: string;
  /** The field's label. */
  readonly label: string;
  /** The field's current value in the form. */
  readonly value: V;
  /** Gives the form a new value: sets touched and clears the field's error (A §4). */
  readonly onChange: (value: V) => void;
  /** The field is required. */
  readonly isRequired: boolean;
  /** The field or the whole form (while it submits, or set by a handler) is disabled. */
  readonly isDisabled: boolean;
  /**
   * The field is invalid: an error recorded by the last submit (or `setErrors`), or, once required styling
   * shows, core's `isFormFieldValid` says so (empty required, failing rule, invalid flag); before that, a
   * failing rule on a typed value.
   */
  readonly isInvalid: boolean;
  /** The failing rule's message, shown as helper text; undefined when none. */
  readonly helperText: string | undefined;
  /** Required styling shows: the field is required and the form is not hiding it until the first save. */
  readonly requiredVisible: boolean;
}

/** What a submit handler may change on the form while it runs. */
export interface FormSubmitApi {
  /** Sets the disabled flag; when the handler sets it, the form keeps it after the handler completes (A §4). */
  readonly setDisabled: (disabled: boolean) => void;
  /** Sets the loading flag. */
  readonly setLoading: (loading: boolean) => void;
  /** Replaces the errors by field name (server-side errors, for instance). */
  readonly setErrors: (errors: Readonly<Record<string, string>>) => void;
}

/** The flags a submit handler receives (A §5), plus the custom sections as validated. */
export interface FormSubmitInfo extends FormSubmitFlags {
  /** The form's errors by field name, as the submit computed them. */
  readonly errors: Readonly<Record<string, string>>;
  /** The custom validation sections with each element's isValid computed from the values. */
  readonly sections: readonly RequiredFieldsPopupSection[];
}

/**
 * A submit handler: receives the values, the standard/custom error flags and
 * the form's setters. It is called even when there are errors (it decides);
 * the form waits for it, then re-enables unless it set disabled itself.
 */
export type FormSubmitHandler = (values: FormValues, info: FormSubmitInfo, form: FormSubmitApi) => unknown;

/** Options of `useForm`. */
export interface UseFormOptions {
  /** The values to start from; a new object with other entries resets values, errors, touched and loading. */
  readonly initialValues?: FormValues;
  /** Runs on submit, awaited. */
  readonly onSubmit?: FormSubmitHandler;
  /** Receives an error thrown by `onSubmit` (the form re-enables); without it the error is reported to the page. */
  readonly onSubmitError?: (error: unknown) => void;
  /** Required styling and rule messages appear only after the first save (A §5). */
  readonly hideRequiredUntilFirstSave?: boolean;
  /** Opens the Required Fields popup when a submit finds standard errors (custom errors always open it). */
  readonly showErrorsOnSave?: boolean;
  /** Custom validation sections (A §3): each element names a field; invalid when empty or "-1". */
  readonly customSections?: readonly RequiredFieldsPopupSection[];
  /** Enter submits the form from a text input (the OTP screen); by default Enter is blocked except in multi-line text. */
  readonly enterSubmits?: boolean;
}

/** Props for the Required Fields popup a form opens (spread on `RequiredFieldsPopup`). */
export interface FormRequiredFieldsPopupProps {
  /** Open after a submit that found errors core's `shouldOpenRequiredFieldsPopup` accepts. */
  readonly isOpen: boolean;
  /** Close (and Escape) close it. */
  readonly onOpenChange: (open: boolean) => void;
  /** The form's errors by field name: their labels are the standard messages. */
  readonly errors: Readonly<Record<string, string>>;
  /** The custom sections as the last submit validated them. */
  readonly sections: readonly RequiredFieldsPopupSection[];
}

/** Props for the `<form>` element. */
export interface FormElementProps {
  /** The engine validates, not the browser. */
  readonly noValidate: true;
  /** Runs the engine's submit instead of the browser's. */
  readonly onSubmit: (event: ReactFormEvent<HTMLFormElement>) => void;
  /** Blocks Enter except in multi-line text (core's `shouldBlockEnter`). */
  readonly onKeyDown: (event: KeyboardEvent<HTMLFormElement>) => void;
  /** True while loading or submitting. */
  readonly "aria-busy": boolean | undefined;
  /** Present while the form is disabled. */
  readonly "data-disabled": true | undefined;
  /** Present while loading. */
  readonly "data-loading": true | undefined;
  /** Present once a value changed. */
  readonly "data-touched": true | undefined;
}

/** What `useForm` returns. */
export interface FormApi extends FormSubmitApi {
  /** The whole engine state (core's `FormState`). */
  readonly state: FormState;
  /** The values by field name. */
  readonly values: FormValues;
  /** The errors by field name (each the field's label), recorded by the last submit. */
  readonly errors: Readonly<Record<string, string>>;
  /** A value changed since the last initial values. */
  readonly touched: boolean;
  /** The form is disabled (while submitting, or set by a handler). */
  readonly disabled: boolean;
  /** The loading flag. */
  readonly loading: boolean;
  /** Required styling shows (core's `shouldShowRequired`). */
  readonly showRequired: boolean;
  /**
   * Registers a field and returns its props. Call it while rendering the field, each render: a field that is
   * no longer rendered is forgotten at the form's next render (a hidden field stops counting).
   */
  readonly register: <V = any>(name: string, options: RegisterOptions) => FormFieldProps<NoInfer<V>>;
  /** Forgets a field at once, before the form renders again (a field no longer rendered is forgotten then anyway). */
  readonly unregister: (name: string) => void;
  /** Sets a value as a field change does. */
  readonly setValue: (name: string, value: unknown) => void;
  /** Submits: disables the form, records required errors, opens the popup when needed, awaits `onSubmit`. */
  readonly submit: () => Promise<void>;
  /** Spread on the `<form>` element. */
  readonly formProps: FormElementProps;
  /** Spread on `RequiredFieldsPopup`. */
  readonly requiredFieldsPopupProps: FormRequiredFieldsPopupProps;
}

interface RegisteredField {
  readonly name: string;
  readonly options: RegisterOptions;
}

const fieldSpec = ({ name, options }: RegisteredField, values: FormValues): FormFieldSpec => {
  const rule = options.rules === undefined ? null : runFieldRule(options.rules, formValueOf(values, name), values);
  return {
    name,
    label: options.label,
    required: options.required === true,
    disabled: options.disabled === true,
    invalid: options.invalid === true,
    error: rule !== null && !rule.valid ? rule.helperText || true : null,
  };
};

/** A layout effect in the browser, a no-op on the server (where effects never run): no SSR warning on React 18. */
const useCommitEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

const report = (error: unknown): void => {
  const reportError = (globalThis as { reportError?: (error: unknown) => void }).reportError;
  if (typeof reportError === "function") reportError(error);
  else console.error(error);
};

/**
 * The form engine in React (A §3–5): it creates core's form state once and
 * holds values, errors by field name, touched, disabled, loading and
 * show-required. `register` gives each field its props; submit disables the
 * form, records the required errors (core's required rule) and validates the
 * custom sections, opens the Required Fields popup when core says so, awaits
 * the handler with the error flags, then re-enables unless the handler set
 * disabled itself. Enter is blocked except in multi-line text (core's
 * `shouldBlockEnter`) through the form's onKeyDown.
 *
 * @example
 * const form = useForm({
 *   initialValues: contract,
 *   hideRequiredUntilFirstSave: true,
 *   showErrorsOnSave: true,
 *   onSubmit: async (values, { hasStandardErrors }) => { if (!hasStandardErrors) await save(values); },
 * });
 * <form {...form.formProps}>
 *   <MaskedField kind="money" {...form.register("price", { label: "Prix", required: true })} />
 * </form>
 */
export const useForm = (options: UseFormOptions = {}): FormApi => {
  const { state, dispatch, isPopupOpen, setPopupOpen } = useFormState(options.initialValues);
  // What submit reads (options, state, the registered fields) is the committed render's, published after commit:
  // nothing here writes a ref during render, so a render React discards (StrictMode's second pass, an interrupted
  // transition, a suspended tree) never leaks its options or fields into the form on screen.
  const optionsRef = useRef(options);
  const stateRef = useRef(state);
  const fieldsRef = useRef(new Map<string, RegisteredField>());
  // Each render of the form starts a new list: a field is known while something renders it. `register` is a new
  // function each render, so components calling it (memoized or not) render again with the form, into this list.
  const renderFields = new Map<string, RegisteredField>();
  useCommitEffect(() => {
    optionsRef.current = options;
    stateRef.current = state;
    fieldsRef.current = renderFields;
  });
  const submittingRef = useRef(false);
  const [popupSections, setPopupSections] = useState<readonly RequiredFieldsPopupSection[]>([]);

  const setValue = useCallback((name: string, value: unknown) => dispatch({ type: "change", name, value }), [dispatch]);
  const setDisabled = useCallback((disabled: boolean) => dispatch({ type: "setDisabled", disabled }), [dispatch]);
  const setLoading = useCallback((loading: boolean) => dispatch({ type: "setLoading", loading }), [dispatch]);
  const setErrors = useCallback(
    (errors: Readonly<Record<string, string>>) => dispatch({ type: "setErrors", errors }),
    [dispatch],
  );
  const unregister = useCallback((name: string) => {
    fieldsRef.current.delete(name);
  }, []);

  const submit = useCallback(async () => {
    const current = stateRef.current;
    if (submittingRef.current || current.disabled) return;
    submittingRef.current = true;
    const { values } = current;
    const event = { type: "submit", fields: [...fieldsRef.current.values()].map((field) => fieldSpec(field, values)) } as const;
    const { errors } = formReducer(current, event);
    dispatch(event);
    const sections = (optionsRef.current.customSections ?? []).map((section) => validateCustomSection(section, values));
    const flags = formSubmitFlags(errors, sections);
    setPopupSections(sections);
    if (shouldOpenRequiredFieldsPopup(flags, { showErrorsOnSave: optionsRef.current.showErrorsOnSave === true })) {
      setPopupOpen(true);
    }
    try {
      await optionsRef.current.onSubmit?.(values, { ...flags, errors, sections }, { setDisabled, setLoading, setErrors });
    } catch (error) {
      if (optionsRef.current.onSubmitError === undefined) throw error;
      optionsRef.current.onSubmitError(error);
    } finally {
      submittingRef.current = false;
      dispatch({ type: "submitted" });
    }
  }, [dispatch, setDisabled, setLoading, setErrors, setPopupOpen]);

  const showRequired = shouldShowRequired(state, { hideRequiredUntilFirstSave: options.hideRequiredUntilFirstSave === true });

  const register = <V,>(name: string, fieldOptions: RegisterOptions): FormFieldProps<V> => {
    const field = { name, options: fieldOptions };
    renderFields.set(name, field);
    const value = formValueOf(state.values, name);
    const spec = fieldSpec(field, state.values);
    const ruleFails = spec.error !== null && spec.error !== undefined;
    const ruleShown = ruleFails && fieldOptions.disabled !== true && (showRequired || !isEmptyFormValue(value));
    // Live styling follows core's field validity once required styling shows; before that only a failing rule on a typed value.
    const liveInvalid = showRequired ? !isFormFieldValid(spec, value) : ruleShown;
    return {
      name,
      label: fieldOptions.label,
      value: value as V,
      onChange: (next: unknown) => setValue(name, next),
      isRequired: fieldOptions.required === true,
      isDisabled: state.disabled || fieldOptions.disabled === true,
      isInvalid: Object.hasOwn(state.errors, name) || liveInvalid,
      helperText: ruleShown && typeof spec.error === "string" ? spec.error : undefined,
      requiredVisible: fieldOptions.required === true && showRequired,
    };
  };

  const formProps: FormElementProps = {
    noValidate: true,
    onSubmit: (event) => {
      event.preventDefault();
      submit().catch(report);
    },
    onKeyDown: (event) => {
      if (event.key !== "Enter") return;
      const target = event.target as HTMLElement;
      const blocked = shouldBlockEnter(
        {
          tagName: target.tagName ?? "",
          type: target instanceof HTMLInputElement ? target.type : target.getAttribute?.("type"),
          multiline: target.getAttribute?.("aria-multiline") === "true",
          isContentEditable: target.isContentEditable === true,
        },
        { enterSubmits: optionsRef.current.enterSubmits === true },
      );
      if (blocked) event.preventDefault();
    },
    "aria-busy": state.loading || state.submitting || undefined,
    "data-disabled": state.disabled || undefined,
    "data-loading": state.loading || undefined,
    "data-touched": state.touched || undefined,
  };

  return {
    state,
    values: state.values,
    errors: state.errors,
    touched: state.touched,
    disabled: state.disabled,
    loading: state.loading,
    showRequired,
    register,
    unregister,
    setValue,
    setDisabled,
    setLoading,
    setErrors,
    submit,
    formProps,
    requiredFieldsPopupProps: { isOpen: isPopupOpen, onOpenChange: setPopupOpen, errors: state.errors, sections: popupSections },
  };
};
