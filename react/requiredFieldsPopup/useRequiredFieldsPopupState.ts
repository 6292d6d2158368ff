import { useCallback, useMemo, useState } from "react";

/** Options of `useRequiredFieldsPopupState`: open controlled (`isOpen`) or not (`defaultOpen`). */
export interface RequiredFieldsPopupStateOptions {
  /** Controlled open flag (a form passes its own). */
  readonly isOpen?: boolean;
  /** Starting open flag when not controlled. */
  readonly defaultOpen?: boolean;
  /** Called with the new open flag (Close, Escape). */
  readonly onOpenChange?: (open: boolean) => void;
}

/** The popup's open flag and its setters. */
export interface RequiredFieldsPopupState {
  /** The popup is shown. */
  readonly isOpen: boolean;
  /** Opens or closes it (and reports it through `onOpenChange`). */
  readonly setOpen: (open: boolean) => void;
  /** Opens it. */
  readonly open: () => void;
  /** Closes it. */
  readonly close: () => void;
}

/**
 * The popup's open state, controlled by a form or on its own.
 *
 * @example
 * const state = useRequiredFieldsPopupState({ defaultOpen: true });
 * state.close();
 */
export const useRequiredFieldsPopupState = (options: RequiredFieldsPopupStateOptions = {}): RequiredFieldsPopupState => {
  const { isOpen: controlled, defaultOpen = false, onOpenChange } = options;
  const [own, setOwn] = useState(defaultOpen);
  const isOpen = controlled ?? own;
  const setOpen = useCallback(
    (open: boolean) => {
      if (controlled === undefined) setOwn(open);
      onOpenChange?.(open);
    },
    [controlled, onOpenChange],
  );
  return useMemo(
    () => ({ isOpen, setOpen, open: () => setOpen(true), close: () => setOpen(false)}),
    [isOpen, setOpen],
  );
};
