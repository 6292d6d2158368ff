/**
 * Field validity of the form engine (A §5): the required rule and field-level
 * rule functions.
 */

/** The values of a form, by field name. */
export type FormValues = Readonly<Record<string, unknown>>;

/**
 * The value of a field: an own property of the values only, so a field named
 * like an Object method ("constructor") never reads the prototype.
 *
 * @example
 * formValueOf({ city: "Laval" }, "city") // "Laval"
 * formValueOf({}, "constructor") // undefined
 */
export const formValueOf = (values: FormValues, name: string): unknown =>
  Object.hasOwn(values, name) ? values[name] : undefined;

/** What the engine knows of one field when it validates the form. */
export interface FormFieldSpec {
  /** The field's name: its key in the values and in the errors. */
  readonly name: string;
  /** The label recorded as its error (shown by the Required Fields popup). */
  readonly label: string;
  readonly required?: boolean;
  /** Disabled fields always count as valid. */
  readonly disabled?: boolean;
  /** An invalid flag set by the field itself (a mask, a picker…). */
  readonly invalid?: boolean;
  /** An error of the field (true, or a message such as a rule's helper text). */
  readonly error?: boolean | string | null;
}

/**
 * The empty values of the required rule: null, undefined and "" only (a
 * string of spaces, 0 and false are values).
 *
 * @example
 * isEmptyFormValue("") // true
 * isEmptyFormValue(0) // false
 */
export const isEmptyFormValue = (value: unknown): boolean => value === null || value === undefined || value === "";

/**
 * Whether a field is valid (A §5): a disabled field always is; otherwise a field
 * with an error or invalid flag is not, nor a required field whose value is
 * empty.
 *
 * @example
 * isFormFieldValid({ name: "email", label: "Email", required: true }, "") // false
 * isFormFieldValid({ name: "email", label: "Email", required: true, disabled: true }, "") // true
 */
export const isFormFieldValid = (field: FormFieldSpec, value: unknown): boolean => {
  if (field.disabled === true) return true;
  if (field.invalid === true || (field.error !== undefined && field.error !== null && field.error !== false && field.error !== "")) {
    return false;
  }
  return !(field.required === true && isEmptyFormValue(value));
};

/**
 * The errors of a form (A §5): each invalid field's label under its name.
 *
 * @example
 * requiredFieldErrors([{ name: "city", label: "City", required: true }], { city: null }) // { city: "City" }
 */
export const requiredFieldErrors = (fields: readonly FormFieldSpec[], values: FormValues): Record<string, string> => {
  const errors = new Map<string, string>();
  for (const field of fields) {
    if (!errors.has(field.name) && !isFormFieldValid(field, formValueOf(values, field.name))) errors.set(field.name, field.label);
  }
  return Object.fromEntries(errors);
};

/** What a field-level rules function may return: true or empty when valid, else a message. */
export type FieldRuleResult = boolean | string | null | undefined;

/** A field-level rules function (A §5), given the field's value and all values. */
export type FieldRule = (value: unknown, values: FormValues) => FieldRuleResult;

/** Outcome of a field-level rule: valid, or invalid with the helper text to show. */
export type FieldRuleOutcome = { readonly valid: true } | { readonly valid: false; readonly helperText: string };

/**
 * Reads what a field-level rules function returned (A §5): true, "", null or
 * undefined mean valid; a message means invalid with that helper text; false
 * means invalid without a text.
 *
 * @example
 * fieldRuleOutcome("Too long") // { valid: false, helperText: "Too long" }
 * fieldRuleOutcome(true) // { valid: true }
 */
export const fieldRuleOutcome = (result: FieldRuleResult): FieldRuleOutcome => {
  if (result === true || result === "" || result === null || result === undefined) return { valid: true };
  return { valid: false, helperText: typeof result === "string" ? result : "" };
};

/**
 * Runs a field-level rules function safely: a rule that throws counts as
 * invalid without a text, so a bug in a rule never lets a value through.
 *
 * @example
 * runFieldRule((value) => String(value).length <= 2 || "2 characters max", "123", {}) // { valid: false, helperText: "2 characters max" }
 */
export const runFieldRule = (rule: FieldRule, value: unknown, values: FormValues): FieldRuleOutcome => {
  try {
    return fieldRuleOutcome(rule(value, values));
  } catch {
    return { valid: false, helperText: "" };
  }
};
