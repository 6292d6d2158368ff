import { useId, useMemo, type CSSProperties } from "react";
import {
  requiredFieldsPopupContent,
  type RequiredFieldsPopupContent,
  type RequiredFieldsPopupSection,
} from "@lendkit/core";
import { useLendkit } from "../provider/index.js";
import type { RequiredFieldsPopupState } from "./useRequiredFieldsPopupState.js";

/** What the popup lists. */
export interface UseRequiredFieldsPopupOptions {
  /** The form's errors by field name (their labels are the standard messages), or the messages themselves. */
  readonly errors?: Readonly<Record<string, string>> | readonly string[];
  /** Custom validation sections (already validated): only their invalid fields are listed. */
  readonly sections?: readonly RequiredFieldsPopupSection[];
}

/** The CSS variables the popup sets, with core's limits: `--lendkit-popup-max-width` and `--lendkit-popup-list-max-height`. */
export type RequiredFieldsPopupStyle = CSSProperties & {
  readonly "--lendkit-popup-max-width": string;
  readonly "--lendkit-popup-list-max-height": string;
};

/** What `useRequiredFieldsPopup` returns. */
export interface RequiredFieldsPopupAria {
  /** Heading, Close label, standard messages and sections from core, in the current language. */
  readonly content: RequiredFieldsPopupContent;
  /** For the modal box: max width 512 px (inline and as a CSS variable). */
  readonly modalStyle: RequiredFieldsPopupStyle;
  /** For each list: scrolls past 600 px. */
  readonly listStyle: CSSProperties;
  /** For the Close button. */
  readonly closeButtonProps: { readonly onPress: () => void; readonly children: string };
  /** Prefix of the ids naming each list (`${idPrefix}-standard`, `${idPrefix}-section-${index}`). */
  readonly idPrefix: string;
}

/**
 * The Required Fields popup's behaviour (A §2, A §5): its texts and lists
 * from core's `requiredFieldsPopupContent` in the provider's language, the
 * 512 px width and 600 px list limits from core's constants, and Close.
 *
 * @example
 * const state = useRequiredFieldsPopupState({ defaultOpen: true });
 * const { content, closeButtonProps } = useRequiredFieldsPopup({ errors: { city: "Ville" } }, state);
 * content.heading // "Champs Requis"
 */
export const useRequiredFieldsPopup = (
  options: UseRequiredFieldsPopupOptions,
  state: RequiredFieldsPopupState,
): RequiredFieldsPopupAria => {
  const { lang } = useLendkit();
  const { errors, sections } = options;
  const content = useMemo(
    () => requiredFieldsPopupContent(lang, { ...(errors !== undefined ? { errors } : {}), ...(sections !== undefined ? { sections } : {}) }),
    [lang, errors, sections],
  );
  const idPrefix = useId();
  const maxWidth = `${content.maxWidthPx}px`;
  const maxHeight = `${content.listMaxHeightPx}px`;
  return {
    content,
    modalStyle: { maxWidth, "--lendkit-popup-max-width": maxWidth, "--lendkit-popup-list-max-height": maxHeight },
    listStyle: { maxHeight, overflowY: "auto" },
    closeButtonProps: { onPress: state.close, children: content.closeLabel },
    idPrefix,
  };
};
