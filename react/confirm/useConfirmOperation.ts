import { useCallback, useEffect, useId, useRef, type RefObject } from "react";
import { formsMessages } from "@lendkit/core";
import type { ButtonProps } from "react-aria-components";
import { useMessages } from "../provider/messages.js";
import { useConfirmOperationState, type ConfirmOperationState, type ConfirmOperationStateOptions } from "./useConfirmOperationState.js";

/** Options of `useConfirmOperation`. */
export interface UseConfirmOperationOptions extends ConfirmOperationStateOptions {
  /** Runs on Submit; the modal waits for it, then closes. */
  readonly operation: () => unknown;
  /** Receives a failure of the operation; the modal then stays open. */
  readonly onError?: (error: unknown) => void;
}

/** What `useConfirmOperation` returns. */
export interface ConfirmOperationAria {
  /** Open and running flags. */
  readonly state: ConfirmOperationState;
  /** Attach to the dialog element: it is scrolled into view when opened. */
  readonly dialogRef: RefObject<HTMLElement | null>;
  /** Id for the optional text; the dialog is described by it. */
  readonly textId: string;
  /** For the Submit button ("Soumettre"/"Submit"): runs the operation; pending while it runs. */
  readonly submitButtonProps: Pick<ButtonProps, "onPress" | "isPending"> & { children: string };
  /** For the cancel button ("Annuler"/"Cancel"): closes; disabled while running. */
  readonly cancelButtonProps: Pick<ButtonProps, "onPress" | "isDisabled"> & { children: string };
}

/**
 * The confirm-operation modal's behaviour (A §2): Submit awaits the operation
 * (pressing again while it runs does nothing) and closes the modal when it
 * succeeds; cancel closes; nothing closes it while it runs; the dialog is
 * scrolled into view when it opens. Labels come from the forms catalog.
 *
 * @example
 * const { state, dialogRef, submitButtonProps, cancelButtonProps } = useConfirmOperation({ operation: save });
 */
export const useConfirmOperation = (options: UseConfirmOperationOptions): ConfirmOperationAria => {
  const t = useMessages(formsMessages);
  const state = useConfirmOperationState({ isOpen: options.isOpen, defaultOpen: options.defaultOpen, onOpenChange: options.onOpenChange });
  const dialogRef = useRef<HTMLElement | null>(null);
  const textId = useId();
  const running = useRef(false);
  const optionsRef = useRef(options);
  useEffect(() => {
    optionsRef.current = options;
  });
  const { isOpen, setOpen, setRunning } = state;

  useEffect(() => {
    if (isOpen) dialogRef.current?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [isOpen]);

  const submit = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setRunning(true);
    let succeeded = false;
    try {
      await optionsRef.current.operation();
      succeeded = true;
    } catch (error) {
      optionsRef.current.onError?.(error);
    } finally {
      running.current = false;
      setRunning(false);
    }
    if (succeeded) setOpen(false);
  }, [setOpen, setRunning]);

  return {
    state,
    dialogRef,
    textId,
    submitButtonProps: { onPress: () => void submit(), isPending: state.isRunning, children: t("forms.confirm.submit") },
    cancelButtonProps: { onPress: state.close, isDisabled: state.isRunning, children: t("forms.confirm.cancel") },
  };
};
