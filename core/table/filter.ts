/** A filter value; null, undefined and blank text count as empty (A §3). */
export type TableFilterValue = string | number | boolean | null | undefined;

const isEmptyFilterValue = (value: TableFilterValue): boolean =>
  value === null || value === undefined || (typeof value === "string" && value.trim() === "") ||
  (typeof value === "number" && !Number.isFinite(value));

/**
 * The row filter string (A §3): `key~value` pairs joined by `|`, in the
 * record's order, skipping empty values (null, undefined, blank text, NaN).
 * 0 and false are values. Text is sent as given (the format has no escape).
 *
 * @example
 * toFilterString({ status: 2, dealer: "", province: "QC", archived: false, note: null })
 * // "status~2|province~QC|archived~false"
 */
export const toFilterString = (filters: Readonly<Record<string, TableFilterValue>>): string =>
  Object.entries(filters)
    .filter(([, value]) => !isEmptyFilterValue(value))
    .map(([key, value]) => `${key}~${String(value)}`)
    .join("|");

/**
 * Reads a row filter string back into a record of texts (for a server). A
 * pair without "~" or with an empty key is skipped; the first "~" splits key
 * and value; a repeated key keeps its last value.
 *
 * @example
 * tableParseFilterString("status~2|province~QC") // { status: "2", province: "QC" }
 */
export const tableParseFilterString = (text: string): Record<string, string> => {
  const filters: Record<string, string> = {};
  for (const pair of text.split("|")) {
    const tilde = pair.indexOf("~");
    if (tilde <= 0) continue;
    const value = pair.slice(tilde + 1);
    if (value.trim() !== "") filters[pair.slice(0, tilde)] = value;
  }
  return filters;
};
