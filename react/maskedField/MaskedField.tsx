import { forwardRef, useRef, type ForwardedRef, type ReactElement, type ReactNode, type Ref } from "react";
import { masksMessages } from "@lendkit/core";
import {
  Button,
  DatePicker,
  FieldError,
  Input,
  Label,
  Link,
  Text,
  TextField,
  type TextFieldProps,
} from "react-aria-components";
import { mergeDomProps, useObjectRef, type StateValue } from "../dom/index.js";

import { CalendarPopover } from "../calendarPopover/index.js";
import type { MaskedFieldProblemKey, PercentDecimals } from "@lendkit/core";
import { useLendkit } from "../provider/index.js";
import { useMessages } from "../provider/messages.js";
import { useMaskedField } from "./useMaskedField.js";
import { useMaskedFieldState, type MaskedFieldValue, type MaskInput, type MaskKind, type MaskValue } from "./useMaskedFieldState.js";

/** The state the root's `className` and `style` may be computed from. */
export interface MaskedFieldRenderState {
  readonly kind: MaskKind;
  readonly isInvalid: boolean;
  readonly isFilled: boolean;
  readonly isRequired: boolean;
  readonly isDisabled: boolean;
}

/**
 * The input's DOM props a masked field passes through (to the `input`, through
 * react-aria's TextField, which merges its own description ids into
 * `aria-describedby` and chains the focus handlers with the mask's).
 */
export type MaskedFieldInputProps = Pick<
  TextFieldProps,
  | "id"
  | "autoComplete"
  | "autoFocus"
  | "enterKeyHint"
  | "form"
  | "onBlur"
  | "onFocus"
  | "onFocusChange"
  | "onKeyDown"
  | "onKeyUp"
  | "onCopy"
  | "onCut"
  | "onPaste"
  | "aria-label"
  | "aria-labelledby"
  | "aria-describedby"
  | "aria-details"
  | "aria-errormessage"
  | "aria-controls"
>;

/** Props of `MaskedField`: its own, the input's DOM props, `data-*` on the root and `className`/`style` (also functions of the state) on the root. */
export type MaskedFieldProps<K extends MaskKind = MaskKind> = MaskedFieldOwnProps<K> &
  MaskedFieldInputProps & {
    /** Class of the root element (it carries `data-kind`, `data-required-visible`, `data-invalid`, `data-filled`), or a function of the state. */
    readonly className?: StateValue<MaskedFieldRenderState, string | undefined>;
    /** Style of the root element, or a function of the state. */
    readonly style?: StateValue<MaskedFieldRenderState, React.CSSProperties | undefined>;
    /** Any `data-*` attribute, set on the root. */
    readonly [dataAttribute: `data-${string}`]: string | number | boolean | undefined;
  };

/** The field's own props; `register(name, …)` of `useForm` gives the field ones. Typed by `kind`: a money field's value is `Decimal | null`. */
export interface MaskedFieldOwnProps<K extends MaskKind = MaskKind> {
  /** Which mask: money, percent, integer, phone, sin, postalCode or date. */
  readonly kind: K;
  /** The visible label. */
  readonly label: ReactNode;
  /** Controlled value: a Decimal (or number) for money/percent, a number for integer, digits for phone/SIN, text for postal code/date. */
  readonly value?: MaskInput<K>;
  /** Starting value when not controlled. */
  readonly defaultValue?: MaskInput<K>;
  /** Called with the parsed value each time it changes: `Decimal | null` for money and percent, `number | null` for integer, text for the others. */
  readonly onChange?: (value: MaskValue<K>) => void;
  /** The form name of the input. */
  readonly name?: string;
  /** Required: `aria-required`, and `data-required-visible` when `requiredVisible`. */
  readonly isRequired?: boolean;
  /** Disabled. */
  readonly isDisabled?: boolean;
  /** Invalid: `aria-invalid` on the input, `data-invalid` on the root. */
  readonly isInvalid?: boolean;
  /** Applies the mask's own rule (core's `maskedFieldProblem`) with its text; off by default. */
  readonly checkMask?: boolean;
  /** A rule's message, shown as helper text while invalid. */
  readonly helperText?: string;
  /** Required styling shows (a form hiding it until the first save passes false before). */
  readonly requiredVisible?: boolean;
  /** Placeholder; a date field shows YYYY/MM/DD or AAAA/MM/JJ by default. */
  readonly placeholder?: string;
  /** Decimals of a percentage: 2 (default) or 3. */
  readonly decimals?: PercentDecimals;
  /** A description under the field. */
  readonly description?: ReactNode;
  /** Content of the click-to-call link; the formatted number by default. */
  readonly callLinkContent?: ReactNode;
  /** Offers the click-to-call link under a complete phone number (true by default); off where the number is the user's own. */
  readonly callLink?: boolean;
  /** Content of the button opening the calendar (named by react-aria: "Calendrier"/"Calendar"); a glyph by default. */
  readonly calendarButtonContent?: ReactNode;
}

/**
 * A text field with a mask (A §5) on react-aria's TextField: it formats as the
 * user types with core's masks, keeps the caret after the typed character,
 * and gives the parsed value. Money and percent write their final text
 * ("1 234,50 $", "19,99 %") on blur. A complete phone number gets a `tel:`
 * link; a date field gets a calendar picker whose choice is stored as
 * yyyy/mm/dd text.
 *
 * @example
 * const form = useForm({ onSubmit: save });
 * <MaskedField kind="money" {...form.register("price", { label: "Prix", required: true })} />
 * <MaskedField kind="phone" label="Téléphone" defaultValue="5145551234" />
 * <MaskedField kind="date" label="Date de naissance" value={birthDate} onChange={setBirthDate} />
 */
const MaskedFieldInner = <K extends MaskKind>(allProps: MaskedFieldProps<K>, ref: ForwardedRef<HTMLInputElement>) => {
  const {
    kind,
    label,
    value,
    defaultValue,
    onChange,
    name,
    isRequired,
    isDisabled,
    isInvalid,
    checkMask,
    helperText: givenHelperText,
    requiredVisible,
    placeholder,
    decimals,
    description,
    callLinkContent,
    callLink = true,
    calendarButtonContent,
    className,
    style,
    ...passed
  } = allProps;
  const props = { label, description, callLinkContent, calendarButtonContent };
  const { lang } = useLendkit();
  const t = useMessages(masksMessages);
  const inputRef = useObjectRef(ref);
  const state = useMaskedFieldState({
    kind,
    lang,
    value,
    defaultValue,
    ...(onChange !== undefined ? { onChange: onChange as (value: MaskedFieldValue) => void } : {}),
    ...(decimals !== undefined ? { decimals } : {}),
  });
  const { textFieldProps, inputProps, dataAttributes, helperText, callLinkProps, datePickerProps } = useMaskedField(
    {
      kind,
      lang,
      ...(name !== undefined ? { name } : {}),
      ...(isRequired !== undefined ? { isRequired } : {}),
      ...(isDisabled !== undefined ? { isDisabled } : {}),
      ...(isInvalid !== undefined ? { isInvalid } : {}),
      ...(givenHelperText !== undefined ? { helperText: givenHelperText } : {}),
      ...(requiredVisible !== undefined ? { requiredVisible } : {}),
      ...(checkMask !== undefined ? { checkMask } : {}),
      problemText: (key: MaskedFieldProblemKey) => t(key),
      ...(placeholder !== undefined ? { placeholder } : {}),
    },
    state,
    inputRef,
  );
  const { dataProps, inputDomProps } = splitPassed(passed);
  const renderState: MaskedFieldRenderState = {
    kind,
    isInvalid: dataAttributes["data-invalid"] === true,
    isFilled: dataAttributes["data-filled"] === true,
    isRequired: isRequired === true,
    isDisabled: isDisabled === true,
  };
  const rootProps = mergeDomProps({ ...dataProps, className, style }, renderState, { ...dataAttributes });
  const fieldProps = {
    ...inputDomProps,
    ...textFieldProps,
    onFocus: chain(textFieldProps.onFocus, inputDomProps.onFocus),
    onBlur: chain(textFieldProps.onBlur, inputDomProps.onBlur),
    autoComplete: inputDomProps.autoComplete ?? textFieldProps.autoComplete,
  };
  return (
    <div {...rootProps}>
      <TextField {...fieldProps}>
        <Label>{props.label}</Label>
        <Input {...inputProps} />
        {props.description !== undefined && <Text slot="description">{props.description}</Text>}
        <FieldError>{helperText}</FieldError>
      </TextField>
      {callLink && callLinkProps !== null && (
        <Link {...callLinkProps} data-part="call">
          {props.callLinkContent ?? state.text}
        </Link>
      )}
      {datePickerProps !== null && (
        <DatePicker {...datePickerProps} aria-label={typeof props.label === "string" ? props.label : undefined} data-part="picker">
          <Button data-part="calendar-button">{props.calendarButtonContent ?? <span aria-hidden="true">▾</span>}</Button>
          <CalendarPopover />
        </DatePicker>
      )}
    </div>
  );
};

/** Splits the pass-through props: `data-*` for the root, the rest for the input. */
const splitPassed = (passed: Record<string, unknown>) => {
  const dataProps: Record<string, unknown> = {};
  const inputDomProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(passed)) (key.startsWith("data-") ? dataProps : inputDomProps)[key] = value;
  return { dataProps, inputDomProps: inputDomProps as MaskedFieldInputProps };
};

/** Runs the field's own handler, then the caller's. */
const chain =
  <E,>(own: (event: E) => void, theirs: ((event: E) => void) | undefined) =>
  (event: E) => {
    own(event);
    theirs?.(event);
  };

/**
 * A text field with a mask (A §5); see `MaskedFieldInner`. Generic by `kind`:
 * `<MaskedField kind="money" onChange={setPrice} />` wants a
 * `(value: Decimal | null) => void`. The ref is the `input`'s.
 */
export const MaskedField = /* @__PURE__ */ forwardRef(MaskedFieldInner) as <K extends MaskKind>(
  props: MaskedFieldProps<K> & { readonly ref?: Ref<HTMLInputElement> },
) => ReactElement;
