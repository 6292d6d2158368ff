import * as formsCatalog from "../i18n/catalog/forms.js";
import * as commonCatalog from "../i18n/catalog/common.js";
import type { Lang } from "../i18n/lang.js";
import { translator } from "../i18n/scoped.js";
import type { CustomValidationSection, ValidationField } from "../models/validation.js";

/** The keys of the texts this module shows. */
type FormsTextKey = keyof typeof formsCatalog.en | keyof typeof commonCatalog.en;
/** `t` over this domain's catalogs only, so a page does not ship every catalog. */
const t = translator<FormsTextKey>({
  en: { ...formsCatalog.en, ...commonCatalog.en },
  fr: { ...formsCatalog.fr, ...commonCatalog.fr },
});

/** Maximum width of the Required Fields popup, in px (A §2, A §9). */
export const requiredFieldsPopupMaxWidthPx = 512;

/** Height past which each list of the popup scrolls, in px (A §2, A §9). */
export const requiredFieldsListMaxHeightPx = 600;

/** A custom section as the popup receives it: optional header and footer. */
export type RequiredFieldsPopupSection = CustomValidationSection & {
  readonly header?: string | null;
  readonly footer?: string | null;
};

/** What the Required Fields popup shows (A §2). */
export interface RequiredFieldsPopupContent {
  /** "Required Fields" / "Champs Requis". */
  readonly heading: string;
  readonly closeLabel: string;
  /** The standard error labels under the fields-in-red text; null when there are none. */
  readonly standard: { readonly intro: string; readonly messages: readonly string[] } | null;
  /** Only the sections with invalid fields, with only those fields. */
  readonly sections: readonly {
    readonly sectionLabel: string;
    readonly header: string;
    readonly footer: string | null;
    readonly validationFields: readonly ValidationField[];
  }[];
  readonly maxWidthPx: number;
  readonly listMaxHeightPx: number;
}

/**
 * The content of the Required Fields popup (A §2, A §5): heading, Close, the
 * standard messages (the form's error labels) under "Fields in red are
 * required!…", then each custom section that has invalid fields, with only
 * those, under its header (default "Please fill in the following fields:") and
 * its optional footer.
 *
 * @example
 * requiredFieldsPopupContent("en", { errors: { city: "City" } }).standard
 * // { intro: "Fields in red are required! Please fix the following errors:", messages: ["City"] }
 */
export const requiredFieldsPopupContent = (
  lang: Lang,
  input: {
    readonly errors?: Readonly<Record<string, string>> | readonly string[];
    readonly sections?: readonly RequiredFieldsPopupSection[];
  },
): RequiredFieldsPopupContent => {
  const errors = input.errors ?? [];
  const messages = (Array.isArray(errors) ? errors : Object.values(errors)) as readonly string[];
  return {
    heading: t(lang, "forms.requiredFields.heading"),
    closeLabel: t(lang, "common.close"),
    standard: messages.length > 0 ? { intro: t(lang, "forms.requiredFields.intro"), messages } : null,
    sections: (input.sections ?? []).flatMap((section) => {
      const invalid = section.elements.filter((element) => !element.isValid);
      if (invalid.length === 0) return [];
      return [
        {
          sectionLabel: section.sectionLabel,
          header: section.header ?? t(lang, "forms.customSection.header"),
          footer: section.footer ?? null,
          validationFields: invalid.map((element) => ({ label: element.label, isValid: false })),
        },
      ];
    }),
    maxWidthPx: requiredFieldsPopupMaxWidthPx,
    listMaxHeightPx: requiredFieldsListMaxHeightPx,
  };
};
