import { contractStatusOptions, formatMoney, labelOf, localeOf, type ContractStatusCode, type Lang } from "@lendkit/core";
import { ct } from "./texts.js";

/** Small display helpers of the contracts screens (words from core's tables and catalogs). */

/** A status's name in `lang` (core's upper-case labels), or its code when unknown. */
export const statusName = (lang: Lang, status: number): string =>
  labelOf(contractStatusOptions, status as ContractStatusCode, lang) ?? String(status);

/** An amount in dollars as the money mask shows it ("18 500,00 $" / "$18 500.00"). */
export const moneyText = (lang: Lang, amount: number | string | null | undefined): string =>
  amount === null || amount === undefined || amount === "" ? ct(lang, "figures.none") : formatMoney(amount, lang);

/** A percent text ("80.90") as a reader of `lang` writes it: "80.90 %" in English, « 80,90 % » in French (no-break space). */
export const percentText = (lang: Lang, percent: string | null | undefined): string =>
  percent === null || percent === undefined || percent === ""
    ? ct(lang, "figures.none")
    : lang === "fr"
      ? `${percent.replace(".", ",")}\u00a0%`
      : `${percent}\u00a0%`;

/** An ISO instant as a date and time of the user's locale. */
export const instantText = (lang: Lang, iso: string | null | undefined): string => {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(localeOf(lang), { dateStyle: "medium", timeStyle: "short" }).format(date);
};


/** Two initials from a name, for the checklist's marks ("Adèle Admin" → "AA"). */
export const initialsOf = (firstName: string, lastName: string, userName: string): string => {
  const letters = [firstName, lastName].map((part) => part.trim().charAt(0)).join("");
  return (letters || userName.slice(0, 2)).toUpperCase();
};
