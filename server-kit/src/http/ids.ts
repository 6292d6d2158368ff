import { HttpError } from "./envelope.js";
import { serverMessages } from "./messages.js";

/** Largest id a path or body may name (the tables' ids are 32-bit integers). */
export const maxRowId = 2_147_483_647;

/**
 * A row id from a path segment: a positive whole number within the id
 * column's range, written plainly ("1.5", "1e3", "007", "-1" and ids past
 * the column's range name nothing), or null, which a route answers as not
 * found before any query runs.
 */
export const parseRowId = (value: unknown): number | null => {
  if (typeof value !== "string" || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= maxRowId ? id : null;
};

/** A row id from a path or a body (a number is read as its text); anything else is a bad request (400) naming `name`. */
export const wholeId = (value: unknown, name: string): number => {
  const id = parseRowId(typeof value === "number" ? String(value) : value);
  if (id === null) throw new HttpError(400, serverMessages.invalidRequest, `${name}: expected a positive whole number`);
  return id;
};
