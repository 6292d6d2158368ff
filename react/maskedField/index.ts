export { MaskedField } from "./MaskedField.js";
export type { MaskedFieldProps, MaskedFieldOwnProps, MaskedFieldInputProps, MaskedFieldRenderState } from "./MaskedField.js";
export { useMaskedField } from "./useMaskedField.js";
export type { MaskedFieldAria, MaskedFieldAriaOptions, MaskedFieldDataAttributes } from "./useMaskedField.js";
export {
  useMaskedFieldState,
  typingText,
  parseMaskedText,
  displayText,
  caretAfterFormat,
} from "./useMaskedFieldState.js";
export type { MaskKind, MaskedFieldValue, MaskValue, MaskValueByKind, MaskInput, MaskedFieldState, MaskedFieldStateOptions } from "./useMaskedFieldState.js";
