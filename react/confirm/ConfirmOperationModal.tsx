import { forwardRef, type ForwardedRef, type ReactNode } from "react";
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from "react-aria-components";
import { dialogFocusRender, mergeDomProps, type DomProps } from "../dom/index.js";
import { pendingAttributes } from "../dom/pending.js";
import { useConfirmOperation } from "./useConfirmOperation.js";

/** The state the dialog's `className` and `style` may be computed from. */
export interface ConfirmOperationRenderState {
  /** True while the operation runs. */
  readonly isRunning: boolean;
}

/** Props of `ConfirmOperationModal`: its own, plus DOM props for the dialog. */
export type ConfirmOperationModalProps = ConfirmOperationModalOwnProps &
  DomProps<HTMLElement, ConfirmOperationRenderState, ConfirmOperationModalOwnProps>;

/** The modal's own props. */
export interface ConfirmOperationModalOwnProps {
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
  /** Open (controlled); the trigger and Cancel then ask `onOpenChange`. */
  readonly isOpen?: boolean;
  /** Starts open when `isOpen` is not given. */
  readonly defaultOpen?: boolean;
  /** Called with the new open state (never a close while the operation runs). */
  readonly onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A button that opens a modal dialog (A §2) with a title, optional text and
 * extra content, and Submit ("Soumettre") / cancel ("Annuler") buttons.
 * Submit runs the operation and closes the modal. Focus is trapped inside
 * and returns to the button; Escape cancels (not while running); a click on
 * the backdrop does nothing.
 *
 * @example
 * <ConfirmOperationModal triggerLabel="Supprimer" title="Supprimer le contrat?" operation={() => deleteContract(id)} />
 */
export const ConfirmOperationModal = /* @__PURE__ */ forwardRef(function ConfirmOperationModal(
  {
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
    isOpen,
    defaultOpen,
    onOpenChange,
    ...dom
  }: ConfirmOperationModalProps,
  ref: ForwardedRef<HTMLElement>,
) {
  const { state, dialogRef, textId, submitButtonProps, cancelButtonProps } = useConfirmOperation({ operation, onError, isOpen, defaultOpen, onOpenChange });
  const setRefs = (element: HTMLElement | null) => {
    dialogRef.current = element;
    if (typeof ref === "function") ref(element);
    else if (ref) ref.current = element;
  };
  // Pending without react-aria's isPending, whose live-region node would outlive the closed dialog unlabeled.
  const { isPending: submitPending, ...submitPress } = submitButtonProps;
  return (
    <DialogTrigger isOpen={state.isOpen} onOpenChange={state.setOpen}>
      <Button className={triggerClassName}>{triggerLabel}</Button>
      <ModalOverlay isDismissable={false} isKeyboardDismissDisabled={state.isRunning} className={overlayClassName}>
        <Modal className={modalClassName}>
          <Dialog
            {...mergeDomProps(dom, { isRunning: state.isRunning }, {
              "aria-describedby": text !== undefined ? textId : dom["aria-describedby"],
              "data-running": state.isRunning || undefined,
              "data-lendkit": "confirm-operation",
            })}
            render={dialogFocusRender(dom)}
            ref={setRefs}
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
              <Button {...submitPress} {...pendingAttributes(submitPending)} data-part="submit" />
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
});
