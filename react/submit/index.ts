export { FormSubmitButton } from "./FormSubmitButton.js";
export type { FormSubmitButtonProps, FormSubmitButtonOwnProps, FormSubmitButtonRenderState } from "./FormSubmitButton.js";
export { useFormSubmitButton } from "./useFormSubmitButton.js";
export type { FormSubmitAction, UseFormSubmitButtonOptions, FormSubmitButtonAria } from "./useFormSubmitButton.js";
export { useFormSubmitButtonState } from "./useFormSubmitButtonState.js";
export type { FormSubmitButtonState } from "./useFormSubmitButtonState.js";
