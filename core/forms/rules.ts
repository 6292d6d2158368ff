import * as formsCatalog from "../i18n/catalog/forms.js";
import * as commonCatalog from "../i18n/catalog/common.js";
import type { Lang } from "../i18n/lang.js";
import { translator } from "../i18n/scoped.js";
import { type FieldRule, isEmptyFormValue } from "./required.js";

/** The keys of the texts this module shows. */
type FormsTextKey = keyof typeof formsCatalog.en | keyof typeof commonCatalog.en;
/** `t` over this domain's catalogs only, so a page does not ship every catalog. */
const t = translator<FormsTextKey>({
  en: { ...formsCatalog.en, ...commonCatalog.en },
  fr: { ...formsCatalog.fr, ...commonCatalog.fr },
});

/** The text a rule measures: the value as text, trimmed ("" when empty). */
const textOf = (value: unknown): string => (isEmptyFormValue(value) ? "" : String(value).trim());

/**
 * A field rule (A §5) for a required value: null, undefined, "" or blank text
 * get the "Required" helper text.
 *
 * @example
 * requiredRule("en")("", {}) // "Required"
 * requiredRule("en")("x", {}) // true
 */
export const requiredRule =
  (lang: Lang): FieldRule =>
  (value) =>
    textOf(value) !== "" || t(lang, "forms.rule.required");

/**
 * A field rule for text of exactly `length` characters after trimming (C §5:
 * business and reference phones, 10). Empty passes when `optional` (a
 * required field is checked by the required rule).
 *
 * @example
 * exactLengthRule("en", 10)("514555123", {}) // "Must be exactly 10 characters"
 * exactLengthRule("en", 10, { optional: true })("", {}) // true
 */
export const exactLengthRule =
  (lang: Lang, length: number, options: { readonly optional?: boolean } = {}): FieldRule =>
  (value) => {
    const text = textOf(value);
    if (text === "" && options.optional === true) return true;
    return [...text].length === length || t(lang, "forms.rule.exactLength", { length });
  };

/**
 * A field rule for text of at most `max` characters after trimming (C §5:
 * company and contact 250, years and months 2).
 *
 * @example
 * maxLengthRule("fr", 2)("123", {}) // "2 caractères maximum"
 */
export const maxLengthRule =
  (lang: Lang, max: number): FieldRule =>
  (value) =>
    [...textOf(value)].length <= max || t(lang, "forms.rule.maxLength", { max });

/**
 * A field rule for digits only after trimming (C §5: years, months, phone
 * extension); empty passes.
 *
 * @example
 * numericRule("en")("1a", {}) // "Digits only"
 * numericRule("en")("12", {}) // true
 */
export const numericRule =
  (lang: Lang): FieldRule =>
  (value) =>
    /^[0-9]*$/.test(textOf(value)) || t(lang, "forms.rule.numeric");

/**
 * Runs several rules in order: the first message wins, true when all pass.
 *
 * @example
 * allRules(numericRule("en"), maxLengthRule("en", 2))("123", {}) // "2 characters maximum"
 */
export const allRules =
  (...rules: readonly FieldRule[]): FieldRule =>
  (value, values) => {
    for (const rule of rules) {
      const result = rule(value, values);
      if (!(result === true || result === "" || result === null || result === undefined)) return result;
    }
    return true;
  };

/**
 * Whether the submit button may be pressed: not while disabled, and, for forms
 * that require it (C §2 OTP CONTINUE, C §3.2 login SUBMIT), not before the
 * form is touched.
 *
 * @example
 * canPressSubmit({ disabled: false, touched: false }, { requireTouched: true }) // false
 */
export const canPressSubmit = (
  state: { readonly disabled: boolean; readonly touched: boolean },
  options: { readonly requireTouched?: boolean } = {},
): boolean => !state.disabled && (options.requireTouched !== true || state.touched);
