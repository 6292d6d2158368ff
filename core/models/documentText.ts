import * as Schema from "effect/Schema";
import { parseIsoDate } from "./schema.js";

/** The text forms of money and dates in documents a signature hashes (the signing document, the disclosure). */

/** An amount as 2-decimal text, e.g. "1350.00" or "-0.01". */
export const DocumentMoneyText = Schema.String.check(
  Schema.makeFilter((text: string) => (/^-?\d{1,13}\.\d{2}$/.test(text) ? undefined : `expected an amount with 2 decimals, got ${JSON.stringify(text)}`)),
);

/** A calendar date as `yyyy-mm-dd` text (a real date: 2026-02-30 is refused). */
export const DocumentDateText = Schema.String.check(
  Schema.makeFilter((text: string) =>
    /^\d{4}-\d{2}-\d{2}$/.test(text) && parseIsoDate(text) !== null ? undefined : `expected a date yyyy-mm-dd, got ${JSON.stringify(text)}`,
  ),
);
