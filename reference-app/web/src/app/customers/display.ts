import { contractStatusOptions, formatMoney, labelColon, formatPhone, labelOf, localeOf, type ContractStatusCode, type DecimalInput, type Lang } from "@lendkit/core";
import { cx } from "./texts.js";

/** Small display helpers of the customers screens (words from core's tables and catalogs). */

/** A contract status's name in `lang`, or its code when unknown. */
export const statusName = (lang: Lang, status: number | null | undefined): string =>
  status === null || status === undefined ? "" : (labelOf(contractStatusOptions, status as ContractStatusCode, lang) ?? String(status));

/** Money as the mask writes it ("1 234,56 $" / "$1 234.56"), or a dash. */
export const moneyText = (lang: Lang, amount: DecimalInput | null | undefined): string =>
  amount === null || amount === undefined || amount === "" ? cx(lang, "profile.none") : formatMoney(amount, lang);

/** A phone of 10 digits as (###) ###-####; anything else as stored. */
export const phoneText = (phone: string | null | undefined): string => (phone && phone.length === 10 ? formatPhone(phone) : (phone ?? ""));

/** An ISO instant as a date and time in the user's locale. */
export const instantText = (lang: Lang, iso: string | null | undefined): string => {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(localeOf(lang), { dateStyle: "medium", timeStyle: "short" }).format(date);
};

/** The product's name in `lang` (lease, financing, cash loan). */
export const productName = (lang: Lang, product: string, isTraining = false): string =>
  // A training contract is a micro-credit for a course (C §3.6 training mode): named as such, not "Cash loan".
  product === "microCredit" && isTraining
    ? cx(lang, "product.training")
    : product === "lease" || product === "finance" || product === "microCredit"
      ? cx(lang, `product.${product}`)
      : product;


/**
 * Opens a tab synchronously inside the click (so pop-up blockers allow it),
 * then points it at the path once the server answered; the tab is closed if
 * the call fails. Answers false when the browser refused the tab.
 */
export const openInNewTab = async (pathOf: () => Promise<string>): Promise<boolean> => {
  const tab = window.open("", "_blank");
  if (!tab) return false;
  // The tab shows our own PDFs and pages; it needs no handle back to this one.
  tab.opener = null;
  try {
    const path = await pathOf();
    tab.location.href = path;
    return true;
  } catch (error) {
    tab.close();
    throw error;
  }
};

/** "Label: value" with French typography's space before the colon. */
export const labelled = (lang: Lang, label: string, value: string): string => `${label}${labelColon(lang)}${value}`;
