import { useCallback, useState } from "react";
import {
  formatDate,
  formatInteger,
  formatMoney,
  formatMoneyWhileTyping,
  formatNumberWhileTyping,
  formatPercent,
  formatPhone,
  formatPostalCode,
  formatSin,
  isBulkEdit,
  isDecimal,
  moneyTextProblem,
  parseInteger,
  parseMoney,
  parsePercent,
  parsePhone,
  parseSin,
  pasteMoneyInto,
  type Decimal,
  type Lang,
  type PercentDecimals,
} from "@lendkit/core";

/** The masked field types (A §5). */
export type MaskKind = "money" | "percent" | "integer" | "phone" | "sin" | "postalCode" | "date";

/**
 * The value a masked field gives: a Decimal for money and percent (null when
 * empty or unreadable), a number for an integer (null likewise), the digits
 * for phone and SIN, the formatted text for postal code ("H2X 1Y4") and date
 * ("2024/01/31"), "" when empty.
 */
export type MaskedFieldValue = Decimal | number | string | null;

/** The value each mask gives (`onChange`): what `MaskedFieldValue` says, per kind. */
export interface MaskValueByKind {
  readonly money: Decimal | null;
  readonly percent: Decimal | null;
  readonly integer: number | null;
  readonly phone: string;
  readonly sin: string;
  readonly postalCode: string;
  readonly date: string;
}

/** The value a mask of kind `K` gives: `MaskValue<"money">` is `Decimal | null`. */
export type MaskValue<K extends MaskKind> = MaskValueByKind[K];

/** What a mask of kind `K` reads as its value (`value`, `defaultValue`): its own value, or a number for money and percent. */
export type MaskInput<K extends MaskKind> = K extends "money" | "percent" ? Decimal | number | null : MaskValue<K>;

/** Options of `useMaskedFieldState`. */
export interface MaskedFieldStateOptions {
  /** Which mask. */
  readonly kind: MaskKind;
  /** Language of the number masks (decimal separator, `$` side). */
  readonly lang: Lang;
  /** Controlled value (see `MaskedFieldValue`; a number or text is also read for money/percent). */
  readonly value?: unknown;
  /** Starting value when not controlled. */
  readonly defaultValue?: unknown;
  /** Called with the parsed value each time it changes. */
  readonly onChange?: (value: MaskedFieldValue) => void;
  /** Decimals of a percentage: 2 (default) or 3. */
  readonly decimals?: PercentDecimals;
}

/** What `useMaskedFieldState` returns. */
export interface MaskedFieldState {
  /** The text shown in the input. */
  readonly text: string;
  /** The parsed value of `text`. */
  readonly value: MaskedFieldValue;
  /**
   * True while the text is a paste the money mask refused (it could be two
   * amounts, has more than 2 decimals, or is not an amount): the field keeps
   * the pasted text, reports null and shows its error until the next edit.
   */
  readonly pasteRefused: boolean;
  /**
   * True while the money text is not one amount and shows its error: after a
   * refused paste (`pasteRefused`), or once the field is left with typed text
   * that is no amount (an English "1,2345"), until the next edit.
   */
  readonly refused: boolean;
  /** Where the caret goes after the last edit (a new object per edit), or null. */
  readonly caret: { readonly position: number } | null;
  /** The user edited the input: `raw` is its new text, `caretAt` the caret in it. */
  readonly setInputText: (raw: string, caretAt?: number) => void;
  /** Sets the value from outside the input (a date picker): formats it and reports it. */
  readonly setValue: (value: MaskedFieldValue) => void;
  /** The input got focus: number masks drop `$`/`%` for editing. */
  readonly focus: () => void;
  /** The input lost focus: number masks write their final text (`formatMoney`…). */
  readonly commit: () => void;
}

const isNumberKind = (kind: MaskKind): kind is "money" | "percent" | "integer" => kind === "money" || kind === "percent" || kind === "integer";

const decimalsOf = (kind: MaskKind, decimals: PercentDecimals | undefined): number =>
  kind === "money" ? 2 : kind === "percent" ? (decimals ?? 2) : 0;

/**
 * The text while the user types, from core's masks.
 *
 * @example
 * typingText("phone", "5145551", "fr") // "(514) 555-1"
 */
export const typingText = (kind: MaskKind, raw: string, lang: Lang, decimals?: PercentDecimals): string => {
  switch (kind) {
    case "money":
      return formatMoneyWhileTyping(raw, lang);
    case "percent":
    case "integer":
      return formatNumberWhileTyping(raw, lang, decimalsOf(kind, decimals));
    case "phone":
      return formatPhone(raw);
    case "sin":
      return formatSin(raw);
    case "postalCode":
      return formatPostalCode(raw);
    case "date":
      return formatDate(raw);
  }
};

/**
 * The value of a masked text, with core's parsers. Money text that is no
 * single amount of at most 2 decimals (`moneyTextProblem`) gives null.
 *
 * @example
 * parseMaskedText("money", "1 234,5")?.toString() // "1234.5"
 * parseMaskedText("money", "1,234", "en")?.toString() // "1234"
 */
export const parseMaskedText = (kind: MaskKind, text: string, lang?: Lang): MaskedFieldValue => {
  switch (kind) {
    case "money":
      // Text that is no amount of money (two readings, more than 2 decimals) has no value.
      return moneyTextProblem(text, lang) === null ? parseMoney(text, lang) : null;
    case "percent":
      return parsePercent(text);
    case "integer":
      return parseInteger(text);
    case "phone":
      return parsePhone(text);
    case "sin":
      return parseSin(text);
    case "postalCode":
    case "date":
      return text;
  }
};

const isNumberInput = (value: unknown): value is Decimal | number | string =>
  isDecimal(value) || typeof value === "number" || typeof value === "string";

/**
 * The final text of a value (not being typed), with core's masks.
 *
 * @example
 * displayText("money", 1234.5, "en") // "$1 234.50"
 */
export const displayText = (kind: MaskKind, value: unknown, lang: Lang, decimals?: PercentDecimals): string => {
  if (value === null || value === undefined || value === "") return "";
  if (isNumberKind(kind)) {
    if (!isNumberInput(value)) return "";
    if (kind === "money") return formatMoney(value, lang);
    if (kind === "percent") return formatPercent(value, lang, decimals ?? 2);
    return formatInteger(value);
  }
  const text = typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
  return typingText(kind, text, lang);
};

const sameValue = (a: unknown, b: unknown): boolean => {
  const emptyA = a === null || a === undefined || a === "";
  const emptyB = b === null || b === undefined || b === "";
  if (emptyA || emptyB) return emptyA && emptyB;
  if (isDecimal(a) && isDecimal(b)) return a.equals(b);
  return Object.is(a, b);
};

const isLetterOrDigit = (char: string | undefined): boolean => char !== undefined && /^[0-9A-Za-z]$/.test(char);
const isSeparator = (char: string | undefined): boolean => char === "." || char === ",";

/**
 * Where the caret belongs once `raw` (caret at `caretAt`) has been
 * reformatted as `formatted`: after as many letters and digits as were
 * before it, and after a decimal separator just typed.
 *
 * @example
 * caretAfterFormat("(5145", 5, "(514) 5") // 7
 */
export const caretAfterFormat = (raw: string, caretAt: number, formatted: string): number => {
  let count = 0;
  for (let index = 0; index < Math.min(caretAt, raw.length); index++) if (isLetterOrDigit(raw[index])) count++;
  let position = 0;
  let seen = 0;
  while (position < formatted.length && seen < count) {
    if (isLetterOrDigit(formatted[position])) seen++;
    position++;
  }
  if (caretAt > 0 && isSeparator(raw[caretAt - 1]) && isSeparator(formatted[position])) position++;
  return position;
};

/**
 * The state of a masked field (A §5): the shown text formatted as the user
 * types with core's masks, its parsed value, the caret to restore, and the
 * final text on blur. A controlled value that differs from the last one the
 * field reported (or a new language) rewrites the text.
 *
 * @example
 * const state = useMaskedFieldState({ kind: "money", lang: "fr", defaultValue: null, onChange: setPrice });
 * state.setInputText("1234,5"); // text "1 234,5", onChange(Decimal 1234.5)
 * state.commit(); // text "1 234,50 $"
 */
export const useMaskedFieldState = (options: MaskedFieldStateOptions): MaskedFieldState => {
  const { kind, lang, decimals, onChange } = options;
  const controlled = options.value !== undefined;
  const [ownValue, setOwnValue] = useState<unknown>(options.defaultValue ?? null);
  const outside = controlled ? options.value : ownValue;
  const [text, setText] = useState(() => displayText(kind, outside, lang, decimals));
  const [synced, setSynced] = useState({ value: outside, lang, kind });
  const [caret, setCaret] = useState<{ readonly position: number } | null>(null);
  const [pasteRefused, setPasteRefused] = useState(false);
  const [leftUnread, setLeftUnread] = useState(false);
  if (!sameValue(outside, synced.value) || lang !== synced.lang || kind !== synced.kind) {
    setSynced({ value: outside, lang, kind });
    setText(displayText(kind, outside, lang, decimals));
    setPasteRefused(false);
    setLeftUnread(false);
  }

  const report = useCallback(
    (next: MaskedFieldValue) => {
      if (sameValue(next, synced.value)) return;
      setSynced({ value: next, lang, kind });
      if (!controlled) setOwnValue(next);
      onChange?.(next);
    },
    [synced.value, lang, kind, controlled, onChange],
  );

  const setInputText = useCallback(
    (raw: string, caretAt: number = raw.length) => {
      // Pasted money is read whole, in either language's marks, never key by key
      // ("$1,234.50" typed into French would keep "1,23"), and replaces a zero.
      const pasted = kind === "money" && isBulkEdit(text, raw) ? pasteMoneyInto(text, raw, lang, caretAt) : null;
      const formatted = pasted === null ? typingText(kind, raw, lang, decimals) : pasted.text;
      setText(formatted);
      setPasteRefused(pasted !== null && !pasted.ok);
      setLeftUnread(false);
      setCaret({ position: pasted === null ? caretAfterFormat(raw, caretAt, formatted) : formatted.length });
      report(pasted !== null && !pasted.ok ? null : parseMaskedText(kind, formatted, lang));
    },
    [kind, lang, decimals, report, text],
  );

  const setValue = useCallback(
    (next: MaskedFieldValue) => {
      setText(displayText(kind, next, lang, decimals));
      setPasteRefused(false);
      setLeftUnread(false);
      report(next);
    },
    [kind, lang, decimals, report],
  );

  const focus = useCallback(() => {
    // A refused paste stays as pasted: the typing mask would turn it into another amount.
    if (isNumberKind(kind) && !pasteRefused) setText((current) => typingText(kind, current, lang, decimals));
  }, [kind, lang, decimals, pasteRefused]);

  const commit = useCallback(() => {
    if (!isNumberKind(kind) || pasteRefused) return;
    // Typed money that is no amount stays as typed and shows why once the field is left.
    if (kind === "money" && moneyTextProblem(text, lang) !== null) {
      setLeftUnread(true);
      return;
    }
    setText((current) => {
      const parsed = parseMaskedText(kind, current, lang);
      return parsed === null ? current : displayText(kind, parsed, lang, decimals);
    });
  }, [kind, lang, decimals, pasteRefused, text]);

  return {
    text,
    value: pasteRefused ? null : parseMaskedText(kind, text, lang),
    pasteRefused,
    refused: pasteRefused || leftUnread,
    caret,
    setInputText,
    setValue,
    focus,
    commit,
  };
};
