import { forwardRef, type ForwardedRef, type ReactNode } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay, Text, TextArea, TextField } from "react-aria-components";
import type { Checklist, ChecklistAction } from "@lendkit/core";
import { dialogFocusRender, mergeDomProps, type DomProps } from "../dom/index.js";
import { useChecklistNote } from "./useChecklistNote.js";

/** Props of `ChecklistNotePopup`: its own, plus DOM props for the dialog. */
export type ChecklistNotePopupProps = ChecklistNotePopupOwnProps & DomProps<HTMLElement, ChecklistNoteRenderState, ChecklistNotePopupOwnProps>;

/** The state the dialog's `className` and `style` may be computed from. */
export interface ChecklistNoteRenderState {
  /** The item whose note is edited. */
  readonly itemId: number;
  /** True when saving is refused (read-only checklist). */
  readonly isDisabled: boolean;
}

/** The popup's own props. */
export interface ChecklistNotePopupOwnProps {
  /** The contract's checklist. */
  readonly checklist: Checklist;
  /** The item whose note is edited. */
  readonly itemId: number;
  /** Receives the new checklist when the note is saved. */
  readonly onChange: (checklist: Checklist) => void;
  /** Receives the note saved and the new checklist, right after `onChange` (`useChecklistNote`'s `onAction`). */
  readonly onAction?: (action: ChecklistAction, checklist: Checklist) => void;
  /** Closes the popup (back arrow, Escape, after a save). */
  readonly onClose: () => void;
  /** A read-only checklist: saving is refused with its reason. */
  readonly isDisabled?: boolean;
  /** Back arrow content (an icon); its accessible name is "Retour"/"Back". */
  readonly backIcon?: ReactNode;
  /** Class of the overlay. */
  readonly overlayClassName?: string;
  /** Class of the modal box. */
  readonly modalClassName?: string;
  /** Level of the title heading; 2 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
}

/**
 * The checklist note popup (A §2): title "Checklist Note", a back arrow that
 * closes it, a 4-row text box ("Note...") limited to 500 characters with a
 * counter, and Submit ("Soumettre"); Ctrl or Cmd + Enter also submits.
 * Mount it while the popup is open; focus returns to what opened it.
 *
 * @example
 * {noteItemId !== null && (
 *   <ChecklistNotePopup checklist={checklist} itemId={noteItemId} onChange={setChecklist} onClose={() => setNoteItemId(null)} />
 * )}
 */
export const ChecklistNotePopup = /* @__PURE__ */ forwardRef(function ChecklistNotePopup(
  {
    checklist,
    itemId,
    onChange,
    onAction,
    onClose,
    isDisabled = false,
    backIcon = "←",
    overlayClassName,
    modalClassName,
    headingLevel = 2,
    ...dom
  }: ChecklistNotePopupProps,
  ref: ForwardedRef<HTMLElement>,
) {
  const note = useChecklistNote({ checklist, itemId, onChange, onAction, onClose, isDisabled });
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className={overlayClassName}>
      <Modal className={modalClassName}>
        <Dialog {...mergeDomProps(dom, { itemId, isDisabled }, { "data-lendkit": "checklist-note" })} render={dialogFocusRender(dom)} ref={ref}>
          <header data-part="header">
            <Button {...note.backButtonProps} data-part="back">
              <span aria-hidden="true">{backIcon}</span>
            </Button>
            <Heading slot="title" level={headingLevel} data-part="title">
              {note.title}
            </Heading>
          </header>
          <TextField {...note.textFieldProps} data-part="field">
            <TextArea {...note.textAreaProps} data-part="text" />
            <Text slot="description" data-part="counter">
              {note.counterText}
            </Text>
          </TextField>
          <div role="alert" data-part="error">
            {note.errorText}
          </div>
          <Button {...note.submitButtonProps} data-part="submit" />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
});
