/**
 * @module forms
 * The form engine's rules (A §3–5, C §5): state transitions, the required
 * rule and field-level rules, the Enter rule, custom validation sections, the
 * Required Fields popup content and the creatable select.
 */
export { createFormState, formReducer, shouldShowRequired, formHasErrors } from "./state.js";
export type { FormState, FormEvent } from "./state.js";
export {
  isEmptyFormValue,
  formValueOf,
  isFormFieldValid,
  requiredFieldErrors,
  fieldRuleOutcome,
  runFieldRule,
} from "./required.js";
export type { FormValues, FormFieldSpec, FieldRule, FieldRuleResult, FieldRuleOutcome } from "./required.js";
export { shouldBlockEnter } from "./enter.js";
export type { EnterKeyTarget } from "./enter.js";
export {
  isCustomFieldValueValid,
  validateCustomSection,
  hasCustomErrors,
  formSubmitFlags,
  shouldOpenRequiredFieldsPopup,
} from "./customSections.js";
export type { FormSubmitFlags } from "./customSections.js";
export {
  requiredFieldsPopupContent,
  requiredFieldsPopupMaxWidthPx,
  requiredFieldsListMaxHeightPx,
} from "./requiredFieldsPopup.js";
export type { RequiredFieldsPopupContent, RequiredFieldsPopupSection } from "./requiredFieldsPopup.js";
export { isValidNewOption, creatableTabSelection, creatablePrompt } from "./creatable.js";
export { requiredRule, exactLengthRule, maxLengthRule, numericRule, allRules, canPressSubmit } from "./rules.js";
export { panelWidthPx, panelMinWidthPx } from "./panel.js";
