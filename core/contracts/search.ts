/**
 * Contract search text (A §4 search field): what the table's search term is
 * matched against, folded the same way on every database.
 */

const marks = /\p{M}+/gu;
const controls = /[\p{Cc}\p{Cs}]/gu;
const spaces = /\s+/gu;

/**
 * Folds text for searching: accents removed, lower-case, control characters
 * dropped, runs of spaces made one, trimmed. French users type "emile" for
 * "Émile"; SQL's lower() does not fold accents on every database, so the
 * folding happens here, once.
 *
 * @example
 * foldSearchText("  ÉLOÏSE   Côté ") // "eloise cote"
 * foldSearchText("QC-000042") // "qc-000042"
 */
export const foldSearchText = (text: string): string =>
  text
    .normalize("NFD")
    .replace(marks, "")
    .toLowerCase()
    .normalize("NFD")
    .replace(marks, "")
    .replace(controls, "")
    .replace(spaces, " ")
    .trim();

/**
 * The text a contract is searched by: its number, the lessee's name and the
 * vehicle's label, folded.
 *
 * @example
 * contractSearchText({ contractNumber: "RENT-000042", lesseeName: "Gagné, Émile", vehicleLabel: "2022 Toyota Corolla" })
 * // "rent-000042 gagne, emile 2022 toyota corolla"
 */
export const contractSearchText = (parts: {
  readonly contractNumber: string;
  readonly lesseeName: string;
  readonly vehicleLabel: string;
}): string => foldSearchText(`${parts.contractNumber} ${parts.lesseeName} ${parts.vehicleLabel}`);

/**
 * Text fit for a short database column: control characters and lone
 * surrogates dropped, spaces collapsed, trimmed, cut to `max` characters
 * (code points, never half a pair).
 *
 * @example
 * columnText("  Tremblay,\u0000 Julie ", 210) // "Tremblay, Julie"
 * columnText("abcdef", 3) // "abc"
 */
export const columnText = (text: string, max: number): string =>
  Array.from(text.replace(controls, "").replace(spaces, " ").trim())
    .slice(0, max)
    .join("")
    .trim();
