import fc from "fast-check";
import type * as Schema from "effect/Schema";
import {
  amountField,
  codeField,
  countField,
  dateField,
  flagField,
  flagOnField,
  optionalAmountField,
  textField,
  timestampField,
} from "./fields.js";

/**
 * Test kit (not shipped): random wire JSON for the models, built from the
 * field kinds of fields.ts, so every field of a block gets a random valid
 * value in its canonical wire form (amounts as numbers of cents, dates as
 * yyyy-MM-dd or "").
 */

const pad = (value: number, width: number) => String(value).padStart(width, "0");

/** A real calendar date as yyyy-MM-dd. */
export const isoDateArbitrary = fc
  .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2199, 11, 31)), noInvalidDate: true })
  .map((date) => `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`);

/** An amount with cents, as a JSON number (up to 1e11 $: exact through a double). */
export const amountArbitrary = fc.integer({ min: -1e13, max: 1e13 }).map((cents) => cents / 100);

const kinds = new Map<unknown, fc.Arbitrary<unknown>>([
  [textField, fc.string({ maxLength: 12 })],
  [flagField, fc.boolean()],
  [flagOnField, fc.boolean()],
  [codeField, fc.option(fc.integer({ min: -1, max: 1e6 }), { nil: null })],
  [countField, fc.integer({ min: 0, max: 1e6 })],
  [amountField, amountArbitrary],
  [optionalAmountField, fc.option(amountArbitrary, { nil: null })],
  [dateField, fc.oneof(fc.constant(""), isoDateArbitrary)],
  [timestampField, fc.option(isoDateArbitrary.map((date) => `${date}T10:30:00`), { nil: null })],
]);

/**
 * Random wire JSON for a Struct: each field of a known kind gets a random
 * value, `overrides` give arbitraries for the others (nested blocks, lists),
 * and the rest keep the value of `base` (the encoded empty model).
 */
export const wireArbitrary = (
  struct: { readonly fields: Schema.Struct.Fields },
  base: Record<string, unknown>,
  overrides: Record<string, fc.Arbitrary<unknown>> = {},
): fc.Arbitrary<Record<string, unknown>> =>
  fc.record(
    Object.fromEntries(
      Object.entries(struct.fields).map(([key, field]) => [
        key,
        overrides[key] ?? kinds.get(field) ?? fc.constant(base[key]),
      ]),
    ),
  );

/** How many fields of a Struct get random values from `wireArbitrary` (to prove coverage). */
export const randomisedFieldCount = (struct: { readonly fields: Schema.Struct.Fields }): number =>
  Object.values(struct.fields).filter((field) => kinds.has(field)).length;
