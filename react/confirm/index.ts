export { ConfirmOperationModal } from "./ConfirmOperationModal.js";
export type { ConfirmOperationModalProps } from "./ConfirmOperationModal.js";
export { useConfirmOperation } from "./useConfirmOperation.js";
export type { UseConfirmOperationOptions, ConfirmOperationAria } from "./useConfirmOperation.js";
export { useConfirmOperationState } from "./useConfirmOperationState.js";
export type { ConfirmOperationState, ConfirmOperationStateOptions } from "./useConfirmOperationState.js";
