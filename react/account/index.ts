export { AccountEntry } from "./AccountEntry.js";
export type { AccountEntryProps, AccountEntryOwnProps, AccountEntryRenderState } from "./AccountEntry.js";
export { AccountLoginForm } from "./AccountLoginForm.js";
export type { AccountLoginFormProps, AccountLoginFormOwnProps, AccountLoginFormRenderState, ConsentIndicator } from "./AccountLoginForm.js";
export { useAccountEntry } from "./useAccountEntry.js";
export type { UseAccountEntryOptions, AccountEntryAria, AccountCodeRequestResult, BirthSelectProps } from "./useAccountEntry.js";
export { useAccountEntryState } from "./useAccountEntryState.js";
export type { AccountEntryState, BirthPart } from "./useAccountEntryState.js";
