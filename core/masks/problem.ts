import { parseDate } from "./date.js";
import { parseInteger } from "./integer.js";
import { moneyTextProblem } from "./money.js";
import type { MaskLang } from "./numberText.js";
import { parsePercent } from "./percent.js";
import { isCallablePhone } from "./phone.js";
import { isValidPostalCode } from "./postalCode.js";
import { isValidSin } from "./sin.js";

/** The masked field types (A §5). */
export type MaskedFieldKind = "money" | "percent" | "integer" | "phone" | "sin" | "postalCode" | "date";

/** The message key of a masked field's problem (texts in the `masks.` catalog, both languages). */
export type MaskedFieldProblemKey =
  | "masks.money.invalid"
  | "masks.money.ambiguous"
  | "masks.money.tooManyDecimals"
  | "masks.number.invalid"
  | "masks.phone.incomplete"
  | "masks.sin.invalid"
  | "masks.postalCode.invalid"
  | "masks.date.invalid";

/**
 * What is wrong with a masked field's text, as a message key, or null when it
 * is fine. An empty field is fine here (being required is another rule). A
 * phone needs its 10 digits, a SIN must pass the Luhn check, a postal code
 * must be a Canadian one, a date must exist, an amount or number must read
 * — an amount as one amount only (`moneyTextProblem`, with the field's
 * `lang`), with at most 2 decimals. Returns keys, not texts, so the masks
 * ship no catalog.
 *
 * @example
 * maskedFieldProblem("phone", "(514) 555-12") // "masks.phone.incomplete"
 * maskedFieldProblem("sin", "046 454 287") // "masks.sin.invalid"
 * maskedFieldProblem("date", "2023/02/29") // "masks.date.invalid"
 * maskedFieldProblem("money", "1 234,50 $") // null
 * maskedFieldProblem("money", "1,234", "fr") // "masks.money.ambiguous"
 * maskedFieldProblem("postalCode", "") // null
 */
const moneyProblemKeys = {
  invalid: "masks.money.invalid",
  ambiguous: "masks.money.ambiguous",
  tooManyDecimals: "masks.money.tooManyDecimals",
} as const;

export const maskedFieldProblem = (kind: MaskedFieldKind, text: string, lang?: MaskLang): MaskedFieldProblemKey | null => {
  if (text.trim() === "") return null;
  switch (kind) {
    case "money": {
      const problem = moneyTextProblem(text, lang);
      return problem === null ? null : moneyProblemKeys[problem];
    }
    case "percent":
      return parsePercent(text) === null ? "masks.number.invalid" : null;
    case "integer":
      return parseInteger(text) === null ? "masks.number.invalid" : null;
    case "phone":
      return isCallablePhone(text) ? null : "masks.phone.incomplete";
    case "sin":
      return isValidSin(text) ? null : "masks.sin.invalid";
    case "postalCode":
      return isValidPostalCode(text) ? null : "masks.postalCode.invalid";
    case "date":
      return parseDate(text) === null ? "masks.date.invalid" : null;
  }
};
