import { useCallback, useMemo, useState } from "react";

/** Open and running flags of a confirm-operation modal. */
export interface ConfirmOperationState {
  /** True while the modal is shown. */
  readonly isOpen: boolean;
  /** True while the operation runs (the modal cannot close then). */
  readonly isRunning: boolean;
  /** Opens or closes the modal; a close request is ignored while running. */
  readonly setOpen: (open: boolean) => void;
  /** Opens the modal. */
  readonly open: () => void;
  /** Closes the modal unless the operation is running. */
  readonly close: () => void;
  /** Marks the operation as running or finished. */
  readonly setRunning: (running: boolean) => void;
}

/**
 * The modal's state: open, running, and the rule that it cannot be closed
 * while its operation runs.
 *
 * @example
 * const state = useConfirmOperationState();
 * state.open();
 */
export const useConfirmOperationState = (defaultOpen = false): ConfirmOperationState => {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const [isRunning, setRunning] = useState(false);
  const setOpen = useCallback((open: boolean) => {
    if (!open && isRunning) return;
    setIsOpen(open);
  }, [isRunning]);
  const open = useCallback(() => setIsOpen(true), []);
  const close = useCallback(() => setOpen(false), [setOpen]);
  return useMemo(
    () => ({ isOpen, isRunning, setOpen, open, close, setRunning }),
    [isOpen, isRunning, setOpen, open, close],
  );
};
