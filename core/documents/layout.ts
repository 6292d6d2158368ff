import type { CalendarDate } from "@internationalized/date";
import type { Lang } from "../i18n/lang.js";
import { formatMoney } from "../masks/money.js";
import { decimalFromCents } from "../money/cents.js";
import { formatPaymentDate } from "../payments/status.js";
import type { DocumentKind } from "./kinds.js";

/**
 * A document as words and figures, laid out by whoever prints it (the
 * server's PDF writer): every text is already in the document's language
 * and every amount already formatted.
 */

/** A label and its value. */
export interface FieldRow {
  readonly label: string;
  readonly value: string;
  /** Printed in bold (a total that matters). */
  readonly strong?: boolean;
}

/** A column of a table: its title, alignment and relative width. */
export interface TableColumn {
  readonly label: string;
  readonly align: "left" | "right";
  readonly width: number;
}

/** A part of a document, in reading order. */
export type DocumentBlock =
  | { readonly kind: "heading"; readonly text: string }
  | { readonly kind: "fields"; readonly rows: readonly FieldRow[] }
  | {
      readonly kind: "table";
      readonly columns: readonly TableColumn[];
      readonly rows: ReadonlyArray<readonly string[]>;
      /** A last row in bold, or null. */
      readonly total: readonly string[] | null;
    }
  | { readonly kind: "paragraph"; readonly text: string }
  /** Signature lines side by side, each with its label, and the date line written under each. */
  | { readonly kind: "signatures"; readonly labels: readonly string[]; readonly dateLine: string }
  /** A signature made: the drawn image (PNG bytes) above a line, and the lines written under it (who signed, when). */
  | { readonly kind: "signedBy"; readonly png: Uint8Array; readonly lines: readonly string[] };

/** A printable document. */
export interface PrintDocument {
  readonly kind: DocumentKind;
  readonly lang: Lang;
  /** The lender's name, printed at the top. */
  readonly issuer: string;
  readonly title: string;
  readonly subtitle: string;
  readonly blocks: readonly DocumentBlock[];
  readonly footer: string;
  /** The display file name. */
  readonly fileName: string;
}

/**
 * Cents as the masks write money (A §9): 2 decimals, a space every three
 * digits, "1 234,50 $" in French and "$1 234.50" in English.
 *
 * @example
 * moneyText(123450, "fr") // "1 234,50 $"
 * moneyText(-5, "en") // "-$0.05"
 */
export const moneyText = (cents: number, lang: Lang): string => formatMoney(decimalFromCents(cents), lang);

/**
 * A day as the payment cards write it: yyyy-MM-dd.
 *
 * @example
 * dateText(new CalendarDate(2026, 3, 6)) // "2026-03-06"
 */
export const dateText = (date: CalendarDate): string => formatPaymentDate(date);
