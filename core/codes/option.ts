import type { Lang } from "../i18n/translate.js";

/** A text in both languages, as code tables carry it. */
export interface Label {
  readonly fr: string;
  readonly en: string;
}

/** One entry of a code table: the wire value and its bilingual label. */
export interface CodeOption<V extends string | number = number> {
  readonly value: V;
  readonly label: Label;
}

/** Builds a code option. */
export const option = <V extends string | number>(value: V, en: string, fr: string): CodeOption<V> => ({
  value,
  label: { fr, en },
});

/**
 * The label of `value` in `options` in `lang`, or undefined for a value the
 * table does not hold.
 *
 * @example
 * labelOf(frequencyOptions, 2, "fr") // "Mensuel"
 */
export const labelOf = <V extends string | number>(
  options: readonly CodeOption<V>[],
  value: V,
  lang: Lang,
): string | undefined => options.find((entry) => entry.value === value)?.label[lang];

/** A code table as `{ value, label }` pairs in one language, as a select field needs. */
export const toSelectOptions = <V extends string | number>(options: readonly CodeOption<V>[], lang: Lang) =>
  options.map((entry) => ({ value: entry.value, label: entry.label[lang] }));
