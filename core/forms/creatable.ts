import * as formsCatalog from "../i18n/catalog/forms.js";
import type { Lang } from "../i18n/lang.js";
import { translator } from "../i18n/scoped.js";
import type { SelectOption } from "../models/options.js";

/** The keys of the texts this module shows. */
type FormsTextKey = keyof typeof formsCatalog.en;
/** `t` over this domain's catalogs only, so a page does not ship every catalog. */
const t = translator<FormsTextKey>(formsCatalog);

/** Compares labels: surrounding spaces ignored, inner runs of spaces as one, case-insensitive. */
const sameText = (left: string, right: string): boolean =>
  left.trim().replace(/\s+/g, " ").toLowerCase() === right.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * Whether typed text may become a new option of a creatable select (A §5):
 * not blank, and no existing option has the same label (spaces at the ends,
 * repeated spaces and case ignored; accents count).
 *
 * @example
 * isValidNewOption("  ", []) // false
 * isValidNewOption("toyota", [{ label: "Toyota", value: 1 }]) // false
 * isValidNewOption("Lexus", [{ label: "Toyota", value: 1 }]) // true
 */
export const isValidNewOption = (typed: string, options: readonly SelectOption[]): boolean =>
  typeof typed === "string" && typed.trim() !== "" && !options.some((option) => sameText(option.label, typed));

/**
 * The option Tab selects in a creatable select (A §5): the first option whose
 * label matches the typed text, else the first whose value does (same
 * comparison as `isValidNewOption`); null when none matches.
 *
 * @example
 * creatableTabSelection([{ label: "Toyota", value: 7 }], "7") // { label: "Toyota", value: 7 }
 * creatableTabSelection([{ label: "Toyota", value: 7 }], "Lexus") // null
 */
export const creatableTabSelection = <O extends SelectOption>(options: readonly O[], typed: string): O | null => {
  if (typeof typed !== "string" || typed.trim() === "") return null;
  return (
    options.find((option) => sameText(option.label, typed)) ??
    options.find((option) => sameText(String(option.value), typed)) ??
    null
  );
};

/**
 * The prompt for a new option (A §2): 'Ajouter : "{text}"' / 'Add: "{text}"'
 * (a no-break space before the French colon).
 *
 * @example
 * creatablePrompt("fr", "Lexus") // 'Ajouter\u00a0: "Lexus"'
 */
export const creatablePrompt = (lang: Lang, text: string): string => t(lang, "forms.select.create", { text });
