import * as Schema from "effect/Schema";
import { withDefault } from "./fields.js";
import { decoderFor, encoderFor } from "./schema.js";

/** One line of a validation section: its label and whether it passed. */
export const ValidationField = Schema.Struct({
  label: Schema.String,
  isValid: Schema.Boolean,
});
export type ValidationField = typeof ValidationField.Type;

/** A validation section (B §3.12) as the Required Fields popup shows it. */
export const ValidationSection = Schema.Struct({
  sectionLabel: Schema.String,
  validationFields: withDefault(Schema.Array(ValidationField), []),
});
export type ValidationSection = typeof ValidationSection.Type;

/** One element of a custom validation section: label, the form field's name, isValid. */
export const CustomValidationElement = Schema.Struct({
  label: Schema.String,
  name: Schema.String,
  isValid: Schema.Boolean,
});
export type CustomValidationElement = typeof CustomValidationElement.Type;

/** A custom validation section (A §3): sectionLabel and its elements. */
export const CustomValidationSection = Schema.Struct({
  sectionLabel: Schema.String,
  elements: withDefault(Schema.Array(CustomValidationElement), []),
});
export type CustomValidationSection = typeof CustomValidationSection.Type;

/**
 * Decodes a validation section: `{ ok: true, value }` or
 * `{ ok: false, errors: [{ path, message }] }` (unknown keys ignored unless
 * `{ unknownKeys: "refuse" }`).
 *
 * @example
 * decodeValidationSection({ sectionLabel: "Lessee", validationFields: [{ label: "SIN", isValid: false }] }).ok // true
 */
export const decodeValidationSection = decoderFor(ValidationSection);

/**
 * Encodes a validation section back to JSON-ready data.
 *
 * @example
 * encodeValidationSection({ sectionLabel: "Lessee", validationFields: [] }) // { sectionLabel: "Lessee", validationFields: [] }
 */
export const encodeValidationSection = encoderFor(ValidationSection);

/**
 * Decodes a custom validation section (A §3), same result shape as every decoder.
 *
 * @example
 * decodeCustomValidationSection({ sectionLabel: "Bank", elements: [{ label: "Transit", name: "banktransit", isValid: true }] }).ok // true
 */
export const decodeCustomValidationSection = decoderFor(CustomValidationSection);

/**
 * Encodes a custom validation section back to JSON-ready data.
 *
 * @example
 * encodeCustomValidationSection({ sectionLabel: "Bank", elements: [] }) // { sectionLabel: "Bank", elements: [] }
 */
export const encodeCustomValidationSection = encoderFor(CustomValidationSection);

/**
 * The popup form of a custom section (A §3): its elements shown as
 * validationFields with label and isValid.
 *
 * @example
 * customSectionToValidationSection({ sectionLabel: "Bank", elements: [{ label: "Transit", name: "banktransit", isValid: true }] })
 * // { sectionLabel: "Bank", validationFields: [{ label: "Transit", isValid: true }] }
 */
export const customSectionToValidationSection = (section: CustomValidationSection): ValidationSection => ({
  sectionLabel: section.sectionLabel,
  validationFields: section.elements.map((element) => ({ label: element.label, isValid: element.isValid })),
});
