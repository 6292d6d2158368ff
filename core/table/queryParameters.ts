import type { DecodeError } from "../models/decode.js";

/**
 * Reading a table call's query string (A §7) the same way for every list
 * the server pages: the contracts table and the customers list.
 */

/**
 * Each query parameter's value under its field name, through `names`
 * (parameter name → field; aliases map to the same field). Unknown
 * parameters, repeated or non-text values and a field given twice (under
 * two aliases) each add an error; the path is cut to 40 characters.
 *
 * @example
 * const errors: DecodeError[] = [];
 * tableQueryParameters({ rowPerPage: "25" }, { rowsPerPage: "rowsPerPage", rowPerPage: "rowsPerPage" }, errors) // { rowsPerPage: "25" }
 * errors.length // 0
 */
export const tableQueryParameters = <Field extends string>(
  query: Readonly<Record<string, unknown>>,
  names: Readonly<Record<string, Field>>,
  errors: DecodeError[],
): Partial<Record<Field, string>> => {
  const values: Partial<Record<Field, string>> = {};
  for (const [name, value] of Object.entries(query)) {
    const path = name.slice(0, 40);
    const field = Object.hasOwn(names, name) ? names[name] : undefined;
    if (!field) errors.push({ path, message: "unknown parameter" });
    else if (typeof value !== "string") errors.push({ path, message: "expected one text value" });
    else if (values[field] !== undefined) errors.push({ path, message: `given twice (also as ${field})` });
    else values[field] = value;
  }
  return values;
};

/**
 * A whole-number parameter from `min` to `max`; `fallback` when absent or
 * blank; otherwise the fallback and an error at `path`.
 *
 * @example
 * tableQueryWholeNumber("3", 0, 0, 10, "page", []) // 3
 */
export const tableQueryWholeNumber = (text: string | undefined, fallback: number, min: number, max: number, path: string, errors: DecodeError[]): number => {
  if (text === undefined || text.trim() === "") return fallback;
  const value = /^\s*\d{1,9}\s*$/.test(text) ? Number(text) : Number.NaN;
  if (Number.isInteger(value) && value >= min && value <= max) return value;
  errors.push({ path, message: `expected a whole number from ${min} to ${max}, got ${JSON.stringify(text.slice(0, 20))}` });
  return fallback;
};
