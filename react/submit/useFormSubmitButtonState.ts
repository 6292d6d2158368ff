import { useMemo, useState } from "react";

/** Whether the drop-up menu of extra submit actions is open. */
export interface FormSubmitButtonState {
  /** True while the menu is shown. */
  readonly isMenuOpen: boolean;
  /** Opens or closes the menu. */
  readonly setMenuOpen: (open: boolean) => void;
}

/**
 * The submit button's state: the menu's open flag.
 *
 * @example
 * const { isMenuOpen, setMenuOpen } = useFormSubmitButtonState();
 */
export const useFormSubmitButtonState = (): FormSubmitButtonState => {
  const [isMenuOpen, setMenuOpen] = useState(false);
  return useMemo(() => ({ isMenuOpen, setMenuOpen }), [isMenuOpen]);
};
