import { useId, type CSSProperties, type HTMLAttributes } from "react";
import { formsMessages } from "@lendkit/core";
import type { ButtonProps } from "react-aria-components";
import { useLendkit, type LendkitHistory } from "../provider/index.js";
import { useMessages } from "../provider/messages.js";
import { usePanelWidth } from "./usePanelWidth.js";

/** The header colour modes of A §2: normal, editing (orange) or training (lavender) in the app's CSS. */
export type PanelMode = "normal" | "editing" | "training";

/** Options of `usePanel`. */
export interface UsePanelOptions {
  /** Header mode, exposed as `data-mode`; "normal" by default. */
  readonly mode?: PanelMode;
  /** Shows the back arrow (also shown whenever `onBack` is given). */
  readonly showBack?: boolean;
  /** What the back arrow does; one step back in history when missing. */
  readonly onBack?: () => void;
  /** Shows the close X and is called by it. */
  readonly onClose?: () => void;
  /** The viewport width the width rule uses. */
  readonly viewportWidth: number;
  /** History to go back in; the provider's when missing. */
  readonly history?: LendkitHistory;
}

/** What `usePanel` returns. */
export interface PanelAria {
  /** For the root element: labelled by the title, `data-mode`, computed width. */
  readonly panelProps: HTMLAttributes<HTMLElement> & { "data-mode": PanelMode; style: CSSProperties };
  /** For the title element. */
  readonly titleProps: { id: string };
  /** For the back button, or null when there is none. */
  readonly backButtonProps: Pick<ButtonProps, "onPress" | "aria-label"> | null;
  /** For the close button, or null when there is none. */
  readonly closeButtonProps: Pick<ButtonProps, "onPress" | "aria-label"> | null;
}

/**
 * A panel's behaviour (A §2): the back arrow goes one step back in history
 * unless `onBack` is given, the close X calls `onClose`, the root carries
 * `data-mode` and the width rule's style.
 *
 * @example
 * const { panelProps, titleProps, backButtonProps } = usePanel({ showBack: true, viewportWidth: 1920 });
 */
export const usePanel = (options: UsePanelOptions): PanelAria => {
  const { mode = "normal", showBack = false, onBack, onClose, viewportWidth } = options;
  const t = useMessages(formsMessages);
  const lendkit = useLendkit();
  const history = options.history ?? lendkit.history;
  const titleId = useId();
  const style = usePanelWidth(viewportWidth);
  const hasBack = showBack || onBack !== undefined;
  return {
    panelProps: { "aria-labelledby": titleId, "data-mode": mode, style },
    titleProps: { id: titleId },
    backButtonProps: hasBack ? { onPress: () => (onBack ? onBack() : history.back()), "aria-label": t("forms.panel.back") } : null,
    closeButtonProps: onClose ? { onPress: () => onClose(), "aria-label": t("forms.panel.close") } : null,
  };
};
