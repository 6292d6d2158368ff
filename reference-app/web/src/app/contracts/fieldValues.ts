import { formatDate, isDecimal, parseDate } from "@lendkit/core";

/**
 * The bridge between a contract's wire JSON (B §3.1: amounts as numbers,
 * dates as `yyyy-mm-dd` or "") and the values the form engine and the
 * masked fields hold (a Decimal or number for money, `yyyy/MM/dd` text for a
 * date, digits for a phone). Fields are named by their path in the JSON
 * (`lessee.firstName`), so one flat record of values maps back onto the
 * contract without a per-field adapter.
 */

/** How a field is shown and what kind of value it holds. */
export type FieldKind =
  | "text"
  | "email"
  | "textarea"
  | "money"
  | "percent"
  | "integer"
  | "phone"
  | "sin"
  | "postalCode"
  | "date"
  | "select"
  | "flag";

type Json = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** The value at a dotted path of a JSON object (undefined when a step is missing). */
export const valueAtPath = (json: unknown, path: string): unknown => {
  let current: unknown = json;
  for (const key of path.split(".")) {
    if (!isObject(current) || !Object.hasOwn(current, key)) return undefined;
    current = current[key];
  }
  return current;
};

/** A copy of `json` with `value` at `path` (the objects on the way are copied, never changed). */
export const withValueAtPath = (json: Json, path: string, value: unknown): Record<string, unknown> => {
  const [head, ...rest] = path.split(".");
  const key = head!;
  if (rest.length === 0) return { ...json, [key]: value };
  const inner = isObject(json[key]) ? (json[key] as Json) : {};
  return { ...json, [key]: withValueAtPath(inner, rest.join("."), value) };
};

/** A wire date (`yyyy-mm-dd`) as the date field shows it (`yyyy/MM/dd`); "" stays "". */
export const dateToField = (value: unknown): string => (typeof value === "string" ? formatDate(value) : "");

/** A date field's text as a wire date: `yyyy-mm-dd` for a complete, real date, "" otherwise. */
export const dateFromField = (value: unknown): string => {
  const date = typeof value === "string" ? parseDate(value) : null;
  if (!date) return "";
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
};

/** The form value of a field from its wire value. */
export const toFieldValue = (kind: FieldKind, value: unknown): unknown => {
  switch (kind) {
    case "date":
      return dateToField(value);
    case "flag":
      return value === true;
    case "text":
    case "email":
    case "textarea":
    case "phone":
    case "sin":
    case "postalCode":
      return typeof value === "string" ? value : "";
    case "money":
      // B §3 amounts default to 0: an amount never entered and a zero are one value, shown as an empty field.
      return value === undefined || value === 0 || (isDecimal(value) && value.isZero()) ? null : value;
    default:
      return value === undefined ? null : value;
  }
};

const numberOf = (value: unknown): number | null => {
  if (isDecimal(value)) return Number(value.toFixed());
  if (typeof value === "number" && Number.isFinite(value)) return value;
  return null;
};

/**
 * The wire value of a field from its form value. `empty` is the value the
 * empty contract has at that path: an amount whose empty value is 0 (a fee,
 * a price) goes back to 0 when cleared, one whose empty value is null (the
 * amount financed) to null, as core's schema expects.
 */
export const fromFieldValue = (kind: FieldKind, value: unknown, empty: unknown): unknown => {
  switch (kind) {
    case "date":
      return dateFromField(value);
    case "flag":
      return value === true;
    case "money":
    case "percent":
    case "integer":
      return numberOf(value) ?? (empty === undefined ? null : empty);
    case "select":
      return value === undefined || value === "" ? (empty ?? null) : value;
    default:
      return value === null || value === undefined ? "" : String(value);
  }
};

/** A field as the bridge needs it: where it lives and its kind. */
export interface FieldPath {
  readonly path: string;
  readonly kind: FieldKind;
}

/** The form values of `fields`, read from a contract's JSON. */
export const formValuesOf = (json: Json, fields: readonly FieldPath[]): Record<string, unknown> =>
  Object.fromEntries(fields.map((field) => [field.path, toFieldValue(field.kind, valueAtPath(json, field.path))]));

/**
 * The contract JSON to send: `base` (the contract as read, so every key the
 * form does not show travels back unchanged) with each field's value written
 * at its path. `empty` is the empty contract's JSON.
 */
export const contractJsonFrom = (
  base: Json,
  values: Readonly<Record<string, unknown>>,
  fields: readonly FieldPath[],
  empty: Json,
): Record<string, unknown> => {
  let json: Record<string, unknown> = { ...base };
  for (const field of fields) {
    if (!Object.hasOwn(values, field.path)) continue;
    json = withValueAtPath(json, field.path, fromFieldValue(field.kind, values[field.path], valueAtPath(empty, field.path)));
  }
  return json;
};
