import type { ReactNode } from "react";
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useConfirmOperation } from "./useConfirmOperation.js";

/** Props of `ConfirmOperationModal`. */
export interface ConfirmOperationModalProps {
  /** Content of the button that opens the modal. */
  readonly triggerLabel: ReactNode;
  /** Title of the modal (names the dialog). */
  readonly title: ReactNode;
  /** Optional text under the title (describes the dialog). */
  readonly text?: ReactNode;
  /** Optional extra content between the text and the buttons. */
  readonly children?: ReactNode;
  /** Runs on Submit; the modal waits for it (Submit pending, cancel disabled), then closes. */
  readonly operation: () => unknown;
  /** Receives a failure of the operation; the modal stays open. */
  readonly onError?: (error: unknown) => void;
  /** Heading level of the title; 2 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** Class of the trigger button. */
  readonly triggerClassName?: string;
  /** Class of the overlay (backdrop). */
  readonly overlayClassName?: string;
  /** Class of the modal box. */
  readonly modalClassName?: string;
  /** Class of the dialog (also carries `data-running` while the operation runs). */
  readonly className?: string;
}

/**
 * A button that opens a modal dialog (A §2) with a title, optional text and
 * extra content, and Submit ("soumettre") / cancel ("annuler") buttons.
 * Submit runs the operation and closes the modal. Focus is trapped inside
 * and returns to the button; Escape cancels (not while running); a click on
 * the backdrop does nothing.
 *
 * @example
 * <ConfirmOperationModal triggerLabel="Supprimer" title="Supprimer le contrat?" operation={() => deleteContract(id)} />
 */
export const ConfirmOperationModal = ({
  triggerLabel,
  title,
  text,
  children,
  operation,
  onError,
  headingLevel = 2,
  triggerClassName,
  overlayClassName,
  modalClassName,
  className,
}: ConfirmOperationModalProps) => {
  const { state, dialogRef, textId, submitButtonProps, cancelButtonProps } = useConfirmOperation({ operation, onError });
  return (
    <DialogTrigger isOpen={state.isOpen} onOpenChange={state.setOpen}>
      <Button className={triggerClassName}>{triggerLabel}</Button>
      <ModalOverlay isDismissable={false} isKeyboardDismissDisabled={state.isRunning} className={overlayClassName}>
        <Modal className={modalClassName}>
          <Dialog
            ref={dialogRef}
            className={className}
            aria-describedby={text !== undefined ? textId : undefined}
            data-running={state.isRunning || undefined}
            data-lendkit="confirm-operation"
          >
            <Heading slot="title" level={headingLevel}>
              {title}
            </Heading>
            {text !== undefined && (
              <div id={textId} data-part="text">
                {text}
              </div>
            )}
            {children !== undefined && <div data-part="content">{children}</div>}
            <div data-part="actions">
              <Button {...cancelButtonProps} data-part="cancel" />
              <Button {...submitButtonProps} data-part="submit" />
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
};
