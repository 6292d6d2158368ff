import { useMemo, useReducer, useState } from "react";
import { createFormState, formReducer, type FormEvent, type FormState, type FormValues } from "@lendkit/core";

/** The form engine's state with its transitions bound, as `useFormState` returns it. */
export interface FormStateApi {
  /** Values, errors by field name, touched, disabled, loading, show-required and submit flags (core's `FormState`). */
  readonly state: FormState;
  /** Runs one of core's form events through `formReducer`. */
  readonly dispatch: (event: FormEvent) => void;
  /** Whether the Required Fields popup is open. */
  readonly isPopupOpen: boolean;
  /** Opens or closes the Required Fields popup. */
  readonly setPopupOpen: (open: boolean) => void;
}

const sameValues = (a: FormValues, b: FormValues): boolean => {
  if (a === b) return true;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && Object.is(a[key], b[key]));
};

/**
 * The form engine's state: core's `formReducer` over `createFormState`,
 * created once. New initial values (a different object whose entries differ)
 * send core's "initialValues" event, which resets values, errors, touched and
 * loading (A §4); an inline object literal with the same entries changes
 * nothing.
 *
 * @example
 * const form = useFormState({ city: "" });
 * form.dispatch({ type: "change", name: "city", value: "Laval" });
 * form.state.touched // true after the next render
 */
export const useFormState = (initialValues: FormValues = {}): FormStateApi => {
  const [state, dispatch] = useReducer(formReducer, initialValues, createFormState);
  const [seenInitial, setSeenInitial] = useState<FormValues>(initialValues);
  if (!sameValues(seenInitial, initialValues)) {
    setSeenInitial(initialValues);
    dispatch({ type: "initialValues", values: initialValues });
  }
  const [isPopupOpen, setPopupOpen] = useState(false);
  return useMemo(() => ({ state, dispatch, isPopupOpen, setPopupOpen }), [state, isPopupOpen]);
};
