export { RequiredFieldsPopup } from "./RequiredFieldsPopup.js";
export type { RequiredFieldsPopupProps, RequiredFieldsPopupOwnProps, RequiredFieldsPopupRenderState } from "./RequiredFieldsPopup.js";
export { useRequiredFieldsPopup } from "./useRequiredFieldsPopup.js";
export type { UseRequiredFieldsPopupOptions, RequiredFieldsPopupAria, RequiredFieldsPopupStyle } from "./useRequiredFieldsPopup.js";
export { useRequiredFieldsPopupState } from "./useRequiredFieldsPopupState.js";
export type { RequiredFieldsPopupStateOptions, RequiredFieldsPopupState } from "./useRequiredFieldsPopupState.js";
