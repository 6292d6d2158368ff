import { useCallback, useMemo, useRef, useState } from "react";
import { useControllableState } from "../controlled/index.js";

/** Options of `useConfirmOperationState`. */
export interface ConfirmOperationStateOptions {
  /** Open (controlled). */
  readonly isOpen?: boolean;
  /** Starts open when `isOpen` is not given; closed by default. */
  readonly defaultOpen?: boolean;
  /** Called with the new open state when the modal opens or closes (a close is never asked while running). */
  readonly onOpenChange?: (isOpen: boolean) => void;
}

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
 * The modal's state: open (controlled by `isOpen` + `onOpenChange`, or
 * uncontrolled from `defaultOpen`), running, and the rule that it cannot be
 * closed while its operation runs.
 *
 * @example
 * const state = useConfirmOperationState({ defaultOpen: false });
 * state.open();
 */
export const useConfirmOperationState = (options: ConfirmOperationStateOptions = {}): ConfirmOperationState => {
  const [isOpen, setIsOpen] = useControllableState(options.isOpen, options.defaultOpen ?? false, options.onOpenChange);
  const [isRunning, setRunningFlag] = useState(false);
  // Read at the moment of a close request, so a close asked right after the run ends is not refused by a stale flag.
  const running = useRef(false);
  const setRunning = useCallback((next: boolean) => {
    running.current = next;
    setRunningFlag(next);
  }, []);
  const setOpen = useCallback(
    (open: boolean) => {
      if (!open && running.current) return;
      setIsOpen(open);
    },
    [setIsOpen],
  );
  const open = useCallback(() => setOpen(true), [setOpen]);
  const close = useCallback(() => setOpen(false), [setOpen]);
  return useMemo(() => ({ isOpen, isRunning, setOpen, open, close, setRunning }), [isOpen, isRunning, setOpen, open, close, setRunning]);
};
