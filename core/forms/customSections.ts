import type { CustomValidationSection } from "../models/validation.js";
import { type FormValues, formValueOf } from "./required.js";

/**
 * Whether a value passes a custom validation section (A §5): not empty (null,
 * undefined or "") and not -1 (the "nothing chosen" value of a select, as a
 * string or a number).
 *
 * @example
 * isCustomFieldValueValid("-1") // false
 * isCustomFieldValueValid(0) // true
 */
export const isCustomFieldValueValid = (value: unknown): boolean =>
  value !== null && value !== undefined && value !== "" && value !== -1 && value !== "-1";

/**
 * A custom section with every element's isValid computed from the form values
 * (the element's `name` is its field name); the given isValid is replaced.
 *
 * @example
 * validateCustomSection({ sectionLabel: "Bank", elements: [{ label: "Transit", name: "transit", isValid: true }] }, { transit: "" })
 * // { sectionLabel: "Bank", elements: [{ label: "Transit", name: "transit", isValid: false }] }
 */
export const validateCustomSection = <S extends CustomValidationSection>(section: S, values: FormValues): S => ({
  ...section,
  elements: section.elements.map((element) => ({ ...element, isValid: isCustomFieldValueValid(formValueOf(values, element.name)) })),
});

/**
 * True when any element of the (already validated) sections is invalid.
 *
 * @example
 * hasCustomErrors([{ sectionLabel: "Bank", elements: [{ label: "Transit", name: "transit", isValid: false }] }]) // true
 */
export const hasCustomErrors = (sections: readonly CustomValidationSection[]): boolean =>
  sections.some((section) => section.elements.some((element) => !element.isValid));

/** The flags the submit handler receives besides the values (A §5). */
export interface FormSubmitFlags {
  readonly hasStandardErrors: boolean;
  readonly hasCustomErrors: boolean;
}

/**
 * The submit handler's flags from the form's errors and its validated custom
 * sections.
 *
 * @example
 * formSubmitFlags({ city: "City" }, []) // { hasStandardErrors: true, hasCustomErrors: false }
 */
export const formSubmitFlags = (
  errors: Readonly<Record<string, string>>,
  sections: readonly CustomValidationSection[],
): FormSubmitFlags => ({
  hasStandardErrors: Object.keys(errors).length > 0,
  hasCustomErrors: hasCustomErrors(sections),
});

/**
 * Whether the Required Fields popup opens on submit (A §5): when a custom
 * element is invalid, or when the form shows errors on save and has standard
 * errors.
 *
 * @example
 * shouldOpenRequiredFieldsPopup({ hasStandardErrors: true, hasCustomErrors: false }, { showErrorsOnSave: true }) // true
 * shouldOpenRequiredFieldsPopup({ hasStandardErrors: true, hasCustomErrors: false }) // false
 */
export const shouldOpenRequiredFieldsPopup = (
  flags: FormSubmitFlags,
  options: { readonly showErrorsOnSave?: boolean } = {},
): boolean => flags.hasCustomErrors || (options.showErrorsOnSave === true && flags.hasStandardErrors);
