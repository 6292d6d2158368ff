import type { Decimal } from "../money/decimal.js";

/**
 * The overdue stop of renewal step 0 (C §2 overdue screen).
 */

/** Where "Go to Client Space" sends the parent page. */
export const renewalClientSpacePath = "/cl";

/**
 * A collections number as `(xxx) xxx-xxxx`. Ten digits are formatted (an
 * 11-digit number starting with 1 loses its country code); anything else is
 * shown trimmed as received; blank gives null.
 *
 * @example
 * renewalFormatPhone("514-555-1234") // "(514) 555-1234"
 * renewalFormatPhone("  ") // null
 */
export const renewalFormatPhone = (phone: string | null | undefined): string | null => {
  const text = (phone ?? "").trim();
  if (text === "") return null;
  let digits = text.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : text;
};

/** What the overdue screen shows. */
export interface RenewalOverdueView {
  readonly titleKey: "renewal.overdue.title";
  /** The explanation with the number, or without it when none was given. */
  readonly textKey: "renewal.overdue.textWithPhone" | "renewal.overdue.text";
  readonly params: { readonly phone: string } | Record<string, never>;
  /** The amount late, shown with `amountKey` (its `{amount}` written by the caller's formatMoney), or null when none is known. */
  readonly amountLate: Decimal | null;
  readonly amountKey: "renewal.overdue.amountLate";
  readonly actionKey: "renewal.overdue.goToClientSpace";
  readonly redirectTo: typeof renewalClientSpacePath;
}

/**
 * The overdue screen for a collections number (or none).
 *
 * @example
 * renewalOverdueView("5145551234").params // { phone: "(514) 555-1234" }
 */
export const renewalOverdueView = (collectionsPhoneNumber: string | null, amountLate: Decimal | null = null): RenewalOverdueView => {
  const phone = renewalFormatPhone(collectionsPhoneNumber);
  return {
    titleKey: "renewal.overdue.title",
    textKey: phone ? "renewal.overdue.textWithPhone" : "renewal.overdue.text",
    params: phone ? { phone } : {},
    amountLate: amountLate !== null && amountLate.gt(0) ? amountLate : null,
    amountKey: "renewal.overdue.amountLate",
    actionKey: "renewal.overdue.goToClientSpace",
    redirectTo: renewalClientSpacePath,
  };
};
