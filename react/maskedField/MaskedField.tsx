import { useRef, type ReactNode } from "react";
import {
  Button,
  DatePicker,
  FieldError,
  Input,
  Label,
  Link,
  Text,
  TextField,
} from "react-aria-components";
import { CalendarPopover } from "../calendarPopover/index.js";
import type { MaskedFieldProblemKey, PercentDecimals } from "@lendkit/core";
import { useLendkit, useMessages } from "../provider/index.js";
import { useMaskedField } from "./useMaskedField.js";
import { useMaskedFieldState, type MaskedFieldValue, type MaskKind } from "./useMaskedFieldState.js";

/** Props of `MaskedField`; `register(name, …)` of `useForm` gives the field ones. */
export interface MaskedFieldProps {
  /** Which mask: money, percent, integer, phone, sin, postalCode or date. */
  readonly kind: MaskKind;
  /** The visible label. */
  readonly label: ReactNode;
  /** Controlled value: a Decimal (or number) for money/percent, a number for integer, digits for phone/SIN, text for postal code/date. */
  readonly value?: unknown;
  /** Starting value when not controlled. */
  readonly defaultValue?: unknown;
  /** Called with the parsed value each time it changes. */
  readonly onChange?: (value: MaskedFieldValue) => void;
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
  /** Class of the root element (it carries `data-kind`, `data-required-visible`, `data-invalid`, `data-filled`). */
  readonly className?: string;
  /** Content of the click-to-call link; the formatted number by default. */
  readonly callLinkContent?: ReactNode;
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
export const MaskedField = (props: MaskedFieldProps) => {
  const { lang } = useLendkit();
  const t = useMessages();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const state = useMaskedFieldState({
    kind: props.kind,
    lang,
    value: props.value,
    defaultValue: props.defaultValue,
    ...(props.onChange !== undefined ? { onChange: props.onChange } : {}),
    ...(props.decimals !== undefined ? { decimals: props.decimals } : {}),
  });
  const { textFieldProps, inputProps, dataAttributes, helperText, callLinkProps, datePickerProps } = useMaskedField(
    {
      kind: props.kind,
      lang,
      ...(props.name !== undefined ? { name: props.name } : {}),
      ...(props.isRequired !== undefined ? { isRequired: props.isRequired } : {}),
      ...(props.isDisabled !== undefined ? { isDisabled: props.isDisabled } : {}),
      ...(props.isInvalid !== undefined ? { isInvalid: props.isInvalid } : {}),
      ...(props.helperText !== undefined ? { helperText: props.helperText } : {}),
      requiredVisible: props.requiredVisible ?? true,
      ...(props.checkMask !== undefined ? { checkMask: props.checkMask, problemText: (key: MaskedFieldProblemKey) => t(key) } : {}),
      ...(props.placeholder !== undefined ? { placeholder: props.placeholder } : {}),
    },
    state,
    inputRef,
  );
  return (
    <div className={props.className} {...dataAttributes}>
      <TextField {...textFieldProps}>
        <Label>{props.label}</Label>
        <Input {...inputProps} />
        {props.description !== undefined && <Text slot="description">{props.description}</Text>}
        <FieldError>{helperText}</FieldError>
      </TextField>
      {callLinkProps !== null && (
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
