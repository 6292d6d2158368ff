/** The side the checklist panel slides in from (A §2). */
export type ChecklistPanelSide = "right" | "left";

/**
 * The other side, for the panel's "move" control (A §2).
 *
 * @example
 * checklistPanelOtherSide("right") // "left"
 */
export const checklistPanelOtherSide = (side: ChecklistPanelSide): ChecklistPanelSide =>
  side === "right" ? "left" : "right";

/**
 * True for the note popup's submit shortcut (A §2): Ctrl or Cmd plus Enter.
 * Plain Enter adds a line to the note.
 *
 * @example
 * isChecklistNoteSubmitShortcut({ key: "Enter", ctrlKey: true }) // true
 * isChecklistNoteSubmitShortcut({ key: "Enter", metaKey: true }) // true
 * isChecklistNoteSubmitShortcut({ key: "Enter" }) // false
 */
export const isChecklistNoteSubmitShortcut = (event: {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
}): boolean => event.key === "Enter" && Boolean(event.ctrlKey || event.metaKey);
