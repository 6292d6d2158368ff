export { ChecklistPanel } from "./ChecklistPanel.js";
export type { ChecklistPanelProps } from "./ChecklistPanel.js";
export { useChecklistPanel } from "./useChecklistPanel.js";
export type {
  UseChecklistPanelOptions,
  ChecklistPanelAria,
  ChecklistItemView,
  ChecklistItemButtonProps,
} from "./useChecklistPanel.js";
export { useChecklistPanelState } from "./useChecklistPanelState.js";
export type { ChecklistPanelStateOptions, ChecklistPanelState, ChecklistPanelRefusal } from "./useChecklistPanelState.js";
export { useChecklistCompletion } from "./useChecklistCompletion.js";
export type { UseChecklistCompletionOptions, ChecklistCompletionAria } from "./useChecklistCompletion.js";
export { ChecklistNotePopup } from "./ChecklistNotePopup.js";
export type { ChecklistNotePopupProps } from "./ChecklistNotePopup.js";
export { useChecklistNote } from "./useChecklistNote.js";
export type { UseChecklistNoteOptions, ChecklistNoteAria } from "./useChecklistNote.js";
export { useChecklistNoteState } from "./useChecklistNoteState.js";
export type { ChecklistNoteState } from "./useChecklistNoteState.js";
