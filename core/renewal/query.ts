import { parseLang, type Lang } from "../i18n/lang.js";

/**
 * Reading the lead app's query string (C §2, C §3.10) without throwing:
 * garbage is ignored, numbers are validated.
 */

const decode = (text: string): string | null => {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return null;
  }
};

/**
 * The parameters of a query string (with or without its leading "?"); the
 * first value of a repeated name wins; undecodable pieces are skipped.
 *
 * @example
 * renewalQueryParams("?a=1&b=x%20y&a=2") // { a: "1", b: "x y" }
 */
export const renewalQueryParams = (search: string): Readonly<Record<string, string>> => {
  const params: Record<string, string> = {};
  for (const piece of search.replace(/^[?#]/, "").split("&")) {
    if (piece === "") continue;
    const equals = piece.indexOf("=");
    const name = decode(equals === -1 ? piece : piece.slice(0, equals));
    const value = decode(equals === -1 ? "" : piece.slice(equals + 1));
    if (name === null || value === null || name === "" || Object.hasOwn(params, name)) continue;
    if (name === "__proto__" || name === "constructor" || name === "prototype") continue;
    params[name] = value;
  }
  return params;
};

const nonNegative = (text: string | undefined, max: number): number | null => {
  if (text === undefined || !/^\s*\d+(\.\d+)?\s*$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) && value <= max ? value : null;
};

const wholeNumber = (text: string | undefined, max: number): number | null => {
  const value = nonNegative(text, max);
  return value !== null && Number.isInteger(value) ? value : null;
};

/** What the renewal reads from its query string; null means absent or invalid. */
export interface RenewalQuery {
  /** Lead source, a whole number (saved to the session). */
  readonly leadSourceId: number | null;
  /** The onboardingFlow value as given (e.g. "t", "n"). */
  readonly onboardingFlow: string | null;
  /** onboardingFlow=t: jump to step 3. */
  readonly jumpToSignature: boolean;
  readonly loanMax: number | null;
  readonly loanMin: number | null;
  readonly loanAmount: number | null;
  /** Frequency option value: 0 weekly, 1 bi-weekly, 2 monthly, 3 semi-monthly (C §9). */
  readonly loanFrequency: number | null;
  /** Exactly four digits. */
  readonly lastFourDigitsOfPhoneNumber: string | null;
}

/** Largest amount read from an address (anything above is refused as garbage). */
const maxAmount = 1_000_000;

/**
 * Reads leadSourceId, onboardingFlow, loanMax, loanMin, loanAmount,
 * loanFrequency and lastFourDigitsOfPhoneNumber; any other name is ignored
 * and a bad value reads as null.
 *
 * @example
 * parseRenewalQuery("?onboardingFlow=t&loanAmount=750&loanFrequency=9")
 * // { …, onboardingFlow: "t", jumpToSignature: true, loanAmount: 750, loanFrequency: null }
 */
export const parseRenewalQuery = (search: string): RenewalQuery => {
  const params = renewalQueryParams(search);
  const onboardingFlow = params.onboardingFlow?.trim() || null;
  const lastFour = params.lastFourDigitsOfPhoneNumber?.trim() ?? "";
  const frequency = wholeNumber(params.loanFrequency, 3);
  return {
    leadSourceId: wholeNumber(params.leadSourceId, Number.MAX_SAFE_INTEGER),
    onboardingFlow,
    jumpToSignature: onboardingFlow?.toLowerCase() === "t",
    loanMax: nonNegative(params.loanMax, maxAmount),
    loanMin: nonNegative(params.loanMin, maxAmount),
    loanAmount: nonNegative(params.loanAmount, maxAmount),
    loanFrequency: frequency,
    lastFourDigitsOfPhoneNumber: /^\d{4}$/.test(lastFour) ? lastFour : null,
  };
};

/**
 * The lead app's `lang` URL parameter: its first two letters when they are
 * "fr" or "en", else null (keep the stored language).
 *
 * @example
 * leadAppLang("?lang=EN-ca") // "en"
 * leadAppLang("?lang=de") // null
 */
export const leadAppLang = (search: string): Lang | null => {
  const value = renewalQueryParams(search).lang;
  if (value === undefined) return null;
  const prefix = value.trim().slice(0, 2).toLowerCase();
  return prefix === "fr" || prefix === "en" ? parseLang(prefix) : null;
};

/** The largest lead source the server stores (a 32-bit integer column). */
export const leadSourceIdMax = 2_147_483_647;

const validLeadSource = (value: unknown): number | null =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= leadSourceIdMax ? value : null;

/**
 * The lead source the session keeps for attribution (C §3.3 `leadSourceId`,
 * C §3.10 "saved to global state"): a valid `leadSourceId` in the address
 * replaces the kept one; an address without one (or with a bad one) keeps
 * what the session had, so a later screen (a link's code, the account
 * entry, a reload) still credits the lender's source. Null when neither is
 * valid.
 *
 * @example
 * keptLeadSourceId(null, "?leadSourceId=12") // 12
 * keptLeadSourceId(12, "?lang=en") // 12
 * keptLeadSourceId(12, "?leadSourceId=7") // 7
 * keptLeadSourceId("x", "?leadSourceId=-3") // null
 */
export const keptLeadSourceId = (kept: unknown, search: string): number | null =>
  validLeadSource(parseRenewalQuery(search).leadSourceId) ?? validLeadSource(kept);
