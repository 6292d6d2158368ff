export { SubstitutionField } from "./SubstitutionField.js";
export type { SubstitutionFieldProps, SubstitutionFieldOwnProps, SubstitutionFieldRootState, SubstitutionFieldRenderProps } from "./SubstitutionField.js";
export { useSubstitutionField } from "./useSubstitutionField.js";
export type { SubstitutionFieldAria, SubstitutionFieldAriaOptions, SubstitutionFieldFieldProps } from "./useSubstitutionField.js";
export { useSubstitutionFieldState } from "./useSubstitutionFieldState.js";
export type { SubstitutionFieldState, SubstitutionFieldStateOptions } from "./useSubstitutionFieldState.js";
