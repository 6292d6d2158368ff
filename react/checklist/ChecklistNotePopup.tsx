import type { ReactNode } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay, Text, TextArea, TextField } from "react-aria-components";
import type { Checklist } from "@lendkit/core";
import { useChecklistNote } from "./useChecklistNote.js";

/** Props of `ChecklistNotePopup`. */
export interface ChecklistNotePopupProps {
  /** The contract's checklist. */
  readonly checklist: Checklist;
  /** The item whose note is edited. */
  readonly itemId: number;
  /** Receives the new checklist when the note is saved. */
  readonly onChange: (checklist: Checklist) => void;
  /** Closes the popup (back arrow, Escape, after a save). */
  readonly onClose: () => void;
  /** A read-only checklist: saving is refused with its reason. */
  readonly disabled?: boolean;
  /** Back arrow content (an icon); its accessible name is "Retour"/"Back". */
  readonly backIcon?: ReactNode;
  /** Class of the overlay. */
  readonly overlayClassName?: string;
  /** Class of the modal box. */
  readonly modalClassName?: string;
  /** Class of the dialog. */
  readonly className?: string;
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
export const ChecklistNotePopup = ({
  checklist,
  itemId,
  onChange,
  onClose,
  disabled,
  backIcon = "←",
  overlayClassName,
  modalClassName,
  className,
}: ChecklistNotePopupProps) => {
  const note = useChecklistNote({ checklist, itemId, onChange, onClose, disabled });
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className={overlayClassName}>
      <Modal className={modalClassName}>
        <Dialog className={className} data-lendkit="checklist-note">
          <header data-part="header">
            <Button {...note.backButtonProps} data-part="back">
              <span aria-hidden="true">{backIcon}</span>
            </Button>
            <Heading slot="title" level={2} data-part="title">
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
};
