import { useLayoutEffect, type RefObject } from "react";
import { CalendarDate } from "@internationalized/date";
import {
  datePlaceholder,
  formatDate,
  isCallablePhone,
  maskedFieldProblem,
  parseDate,
  parsePhone,
  type MaskedFieldProblemKey,
} from "@lendkit/core";
import type { MaskedFieldState, MaskKind } from "./useMaskedFieldState.js";

/** The field props a masked field takes besides its mask (the same names `register` of `useForm` returns). */
export interface MaskedFieldAriaOptions {
  /** Which mask. */
  readonly kind: MaskKind;
  /** The form name of the input. */
  readonly name?: string;
  /** The field is required (react-aria sets `aria-required`). */
  readonly isRequired?: boolean;
  /** The field is disabled. */
  readonly isDisabled?: boolean;
  /** The field is invalid (an error of the form, a failing rule): `aria-invalid`, `data-invalid`. */
  readonly isInvalid?: boolean;
  /** A rule's message, shown as helper text when the field is invalid. */
  readonly helperText?: string;
  /** Required styling shows (`data-required-visible`); true by default, as on `MaskedField`. */
  readonly requiredVisible?: boolean;
  /**
   * Applies the mask's own rule (core's `maskedFieldProblem`: partial phone,
   * invalid SIN or postal code, impossible date, unreadable amount): the field
   * is invalid while the rule fails and the rule's text is the helper text
   * when none is given. Off by default.
   */
  readonly checkMask?: boolean;
  /** The text of a mask problem's key (the caller's `t`), used when `checkMask` is on or a paste was refused. */
  readonly problemText?: (key: MaskedFieldProblemKey) => string;
  /** Placeholder; the date field's default is YYYY/MM/DD or AAAA/MM/JJ from core. */
  readonly placeholder?: string;
  /** Language of the placeholder. */
  readonly lang: "fr" | "en";
}

/** Data attributes of the field's root, for the app's styles. */
export interface MaskedFieldDataAttributes {
  /** Names the piece. */
  readonly "data-lendkit": "masked-field";
  /** The mask. */
  readonly "data-kind": MaskKind;
  /** Present when the field is required and required styling shows. */
  readonly "data-required-visible": true | undefined;
  /** Present while invalid (the app colours it red). */
  readonly "data-invalid": true | undefined;
  /** Present when the input holds text. */
  readonly "data-filled": true | undefined;
}

/** What `useMaskedField` returns: prop objects for react-aria's TextField, Input, DatePicker and Link. */
export interface MaskedFieldAria {
  /** For react-aria's `TextField`. */
  readonly textFieldProps: {
    readonly value: string;
    readonly onChange: (text: string) => void;
    readonly onFocus: () => void;
    readonly onBlur: () => void;
    readonly name?: string;
    readonly isRequired: boolean;
    readonly isDisabled: boolean;
    readonly isInvalid: boolean;
    readonly validationBehavior: "aria";
    readonly inputMode: "decimal" | "numeric" | "text" | "tel";
    readonly type: "text" | "tel";
    readonly autoComplete: "off";
  };
  /** For the `Input`. */
  readonly inputProps: { readonly placeholder?: string; readonly ref: RefObject<HTMLInputElement | null> };
  /** For the root element. */
  readonly dataAttributes: MaskedFieldDataAttributes;
  /** The helper text to show (a failing rule), or undefined. */
  readonly helperText: string | undefined;
  /** The mask's problem for the current text (core's `maskedFieldProblem`), whether or not `checkMask` is on. */
  readonly problem: MaskedFieldProblemKey | null;
  /** For the click-to-call link (`tel:`): only for a phone with exactly 10 digits, else null. */
  readonly callLinkProps: { readonly href: string } | null;
  /** For react-aria's `DatePicker` beside a date field; null for the other kinds. */
  readonly datePickerProps: {
    /** The typed date when complete and real (core's `parseDate`), else null. */
    readonly value: CalendarDate | null;
    /** Stores the chosen date as yyyy/mm/dd text. */
    readonly onChange: (date: CalendarDate | null) => void;
    /** Disabled with the field. */
    readonly isDisabled: boolean;
  } | null;
}

const inputModes = {
  money: "decimal",
  percent: "decimal",
  integer: "numeric",
  phone: "tel",
  sin: "numeric",
  postalCode: "text",
  date: "numeric",
} as const;

const calendarDateOf = (text: string): CalendarDate | null => {
  const date = parseDate(text);
  return date === null ? null : new CalendarDate(date.year, date.month, date.day);
};

const digitsOfDate = (date: CalendarDate): string =>
  `${String(date.year).padStart(4, "0")}${String(date.month).padStart(2, "0")}${String(date.day).padStart(2, "0")}`;

/**
 * A masked field's behaviour: the props that make react-aria's TextField show
 * the state's text and hand each edit (with its caret) to the state, put the
 * caret back after the mask rewrote the text, write the final text on blur,
 * and add the data attributes, the phone's click-to-call link (only when
 * core's `isCallablePhone`) and the date's calendar picker (the chosen date is
 * stored as yyyy/mm/dd text).
 *
 * @example
 * const inputRef = useRef<HTMLInputElement>(null);
 * const state = useMaskedFieldState({ kind: "phone", lang, value, onChange });
 * const { textFieldProps, inputProps, callLinkProps } = useMaskedField({ kind: "phone", lang }, state, inputRef);
 */
export const useMaskedField = (
  options: MaskedFieldAriaOptions,
  state: MaskedFieldState,
  inputRef: RefObject<HTMLInputElement | null>,
): MaskedFieldAria => {
  const { kind, lang, isRequired = false, isDisabled = false, requiredVisible = true, checkMask = false } = options;
  const { caret } = state;

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (caret === null || input === null || input.ownerDocument.activeElement !== input) return;
    input.setSelectionRange(caret.position, caret.position);
  }, [caret, inputRef]);

  const problem = maskedFieldProblem(kind, state.text, lang);
  // A refused paste, or typed money left unread, always shows its error: the field holds text that is not its amount.
  const maskFails = (checkMask || state.refused) && problem !== null;
  const isInvalid = (options.isInvalid ?? false) || maskFails;
  const givenHelperText = options.helperText !== undefined && options.helperText !== "" ? options.helperText : undefined;
  const helperText =
    givenHelperText ?? (maskFails && options.problemText !== undefined && problem !== null ? options.problemText(problem) : undefined);
  const placeholder = options.placeholder ?? (kind === "date" ? datePlaceholder(lang) : undefined);
  const callable = kind === "phone" && isCallablePhone(state.text);
  return {
    textFieldProps: {
      value: state.text,
      onChange: (text) => state.setInputText(text, inputRef.current?.selectionStart ?? text.length),
      onFocus: state.focus,
      onBlur: state.commit,
      ...(options.name !== undefined ? { name: options.name } : {}),
      isRequired,
      isDisabled,
      isInvalid,
      validationBehavior: "aria",
      inputMode: inputModes[kind],
      type: kind === "phone" ? "tel" : "text",
      autoComplete: "off",
    },
    inputProps: { ...(placeholder !== undefined ? { placeholder } : {}), ref: inputRef },
    dataAttributes: {
      "data-lendkit": "masked-field",
      "data-kind": kind,
      "data-required-visible": (isRequired && requiredVisible) || undefined,
      "data-invalid": isInvalid || undefined,
      "data-filled": state.text !== "" || undefined,
    },
    helperText: isInvalid ? helperText : undefined,
    problem,
    callLinkProps: callable ? { href: `tel:${parsePhone(state.text)}` } : null,
    datePickerProps:
      kind === "date"
        ? {
            value: calendarDateOf(state.text),
            onChange: (date) => state.setValue(date === null ? "" : formatDate(digitsOfDate(date))),
            isDisabled,
          }
        : null,
  };
};
