import * as accountCatalog from "../i18n/catalog/account.js";
import * as renewalCatalog from "../i18n/catalog/renewal.js";
import type { Lang } from "../i18n/lang.js";
import { translator } from "../i18n/scoped.js";
import { parsePhone, phoneDigitCount } from "../masks/phone.js";
import type { LoginRequest } from "../models/login.js";
import type { ApiFailure } from "../api/failure.js";
import { applicantAgeRefusal, birthDaysInMonthOf, type DayParts } from "./age.js";
import { renewalHasToken } from "./navigation.js";

/** The keys of the texts this module shows. */
type AccountTextKey = keyof typeof accountCatalog.en | keyof typeof renewalCatalog.en;
/** `t` over this domain's catalogs only, so a page does not ship every catalog. */
const t = translator<AccountTextKey>({
  en: { ...accountCatalog.en, ...renewalCatalog.en },
  fr: { ...accountCatalog.fr, ...renewalCatalog.fr },
});

/**
 * Account entry (C §2 account page, C §3.2, C §3.5, C §8): the birthdate
 * pickers, the login form's rules, the code-request failure and the account
 * page's states. Pure: `today` comes in as a CalendarDate.
 */

/**
 * Birth years offered: from 90 years ago up to, but excluding, 17 years
 * ago, newest first (C §9) — each year offered has a day the server's age
 * rule (`applicantAgeRefusal`) accepts; the months and days offered with
 * `today` keep only the days it accepts.
 *
 * @example
 * const today = parseIsoDate("2026-11-22")!; // a CalendarDate
 * birthYearOptions(today).slice(0, 2) // [2008, 2007]
 * birthYearOptions(today).at(-1) // 1936
 */
export const birthYearOptions = (today: DayParts): readonly number[] =>
  Array.from({ length: 73 }, (_, index) => today.year - 18 - index).filter(
    (year) => applicantAgeRefusal({ year, month: 1, day: 1 }, today) === null || applicantAgeRefusal({ year, month: 12, day: 31 }, today) === null,
  );

/**
 * Days in a month of the Gregorian calendar (leap years included).
 *
 * @example
 * birthDaysInMonth(2024, 2) // 29
 * birthDaysInMonth(1900, 2) // 28
 */
export const birthDaysInMonth = birthDaysInMonthOf;

/** A select's state: disabled until its parent is chosen, and its choices. */
export interface BirthPartOptions {
  readonly disabled: boolean;
  readonly options: readonly number[];
}

/**
 * Months offered: disabled (no choices) until a year is chosen; with
 * `today`, only the months holding a day the age rule accepts.
 *
 * @example
 * birthMonthOptions(null) // { disabled: true, options: [] }
 * birthMonthOptions(1980).options.length // 12
 * birthMonthOptions(2008, { year: 2026, month: 11, day: 22 }).options.at(-1) // 11
 */
export const birthMonthOptions = (year: number | null, today?: DayParts): BirthPartOptions =>
  year === null
    ? { disabled: true, options: [] }
    : {
        disabled: false,
        options: Array.from({ length: 12 }, (_, index) => index + 1).filter(
          (month) => today === undefined || birthDayOptions(year, month, today).options.length > 0,
        ),
      };

/**
 * Days offered: disabled until a month is chosen, limited to the month's
 * length; with `today`, only the days the age rule accepts.
 *
 * @example
 * birthDayOptions(2023, 2).options.length // 28
 * birthDayOptions(2024, null).disabled // true
 * birthDayOptions(2008, 11, { year: 2026, month: 11, day: 22 }).options.at(-1) // 22
 */
export const birthDayOptions = (year: number | null, month: number | null, today?: DayParts): BirthPartOptions =>
  year === null || month === null || month < 1 || month > 12
    ? { disabled: true, options: [] }
    : {
        disabled: false,
        options: Array.from({ length: birthDaysInMonthOf(year, month) }, (_, index) => index + 1).filter(
          (day) => today === undefined || applicantAgeRefusal({ year, month, day }, today) === null,
        ),
      };

/** The three birthdate selects of a form (the account's login, the new applicant's basic information). */
export interface BirthDateParts {
  readonly birthDateYear: number | null;
  readonly birthDateMonth: number | null;
  readonly birthDateDay: number | null;
}

/** One birthdate select. */
export type BirthDatePart = keyof BirthDateParts;

/**
 * Sets one part of the birthdate and keeps the rest consistent: clearing the
 * year clears month and day, clearing the month clears the day, and a day
 * that no longer exists (29 February of a common year) is cleared. With
 * `today`, a month or day the age rule no longer offers (`birthMonthOptions`,
 * `birthDayOptions`) is cleared too.
 *
 * @example
 * birthDateSetPart({ ...emptyLoginRequest(), birthDateYear: 2024, birthDateMonth: 2, birthDateDay: 29 }, "birthDateYear", 2023).birthDateDay // null
 * birthDateSetPart({ birthDateYear: 2000, birthDateMonth: 12, birthDateDay: null }, "birthDateYear", 2008, { year: 2026, month: 11, day: 22 }).birthDateMonth // null
 */
export const birthDateSetPart = <F extends BirthDateParts>(form: F, part: BirthDatePart, value: number | null, today?: DayParts): F => {
  const next = { ...form, [part]: value };
  if (next.birthDateYear === null) return { ...next, birthDateMonth: null, birthDateDay: null };
  if (next.birthDateMonth === null) return { ...next, birthDateDay: null };
  if (!birthMonthOptions(next.birthDateYear, today).options.includes(next.birthDateMonth)) return { ...next, birthDateMonth: null, birthDateDay: null };
  const dayOk =
    next.birthDateDay === null || birthDayOptions(next.birthDateYear, next.birthDateMonth, today).options.includes(next.birthDateDay);
  return dayOk ? next : { ...next, birthDateDay: null };
};

/**
 * The birthdate selects still to choose: a day beyond the month's length
 * counts as missing. Empty when the birthdate is complete.
 *
 * @example
 * missingBirthDateParts({ birthDateYear: 2023, birthDateMonth: 2, birthDateDay: 29 }) // ["birthDateDay"]
 * missingBirthDateParts({ birthDateYear: null, birthDateMonth: null, birthDateDay: null }).length // 3
 */
export const missingBirthDateParts = (form: BirthDateParts): BirthDatePart[] => {
  const { birthDateYear: year, birthDateMonth: month, birthDateDay: day } = form;
  return [
    ...(year === null ? (["birthDateYear"] as const) : []),
    ...(month === null ? (["birthDateMonth"] as const) : []),
    ...(day === null || !birthDayOptions(year, month).options.includes(day) ? (["birthDateDay"] as const) : []),
  ];
};

const pad = (value: number, width: number): string => String(value).padStart(width, "0");

/**
 * The birthdate as sent to the server: `yyyy/MM/dd`.
 *
 * @example
 * birthDateText(1980, 4, 7) // "1980/04/07"
 */
export const birthDateText = (year: number, month: number, day: number): string =>
  `${pad(year, 4)}/${pad(month, 2)}/${pad(day, 2)}`;

/** Errors of the login form by field (catalog keys); empty when valid. */
export type AccountLoginErrors = {
  readonly [K in "birthDateYear" | "birthDateMonth" | "birthDateDay" | "email" | "cellPhone"]?: AccountTextKey;
};

/**
 * The cell phone of the renewal's step-0 form (C §2, §7 checkIfClientExists)
 * as sent: its 10 digits (core's phone mask), "" when left empty. It is
 * optional; when given, the server sends a code only if it is the cell phone
 * on file.
 *
 * @example
 * loginCellPhone("(514) 555-0123") // "5145550123"
 * loginCellPhone("  ") // ""
 */
export const loginCellPhone = (typed: string): string => parsePhone(typed);

/**
 * Errors of the login form: year, month, day and email required; a day
 * beyond the month's length counts as missing; a cell phone, when one is
 * typed, must have its 10 digits.
 *
 * @example
 * accountLoginErrors(emptyLoginRequest()) // { birthDateYear: "account.validation.required", …, email: "account.validation.required" }
 */
export const accountLoginErrors = (form: LoginRequest): AccountLoginErrors => {
  const errors: { -readonly [K in keyof AccountLoginErrors]: AccountTextKey } = {};
  const required: AccountTextKey = "account.validation.required";
  for (const part of missingBirthDateParts(form)) errors[part] = required;
  if (form.email.trim() === "") errors.email = required;
  if (form.cellPhone.trim() !== "" && loginCellPhone(form.cellPhone).length !== phoneDigitCount) errors.cellPhone = "renewal.validation.phone";
  return errors;
};

/**
 * SUBMIT is enabled only when the consent box is ticked and the form touched.
 *
 * @example
 * accountCanSubmit({ ...emptyLoginRequest(), isAcceptChecked: true }, true) // true
 */
export const accountCanSubmit = (form: LoginRequest, touched: boolean): boolean => form.isAcceptChecked && touched;

/** The outcome of pressing SUBMIT. */
export type AccountLoginSubmit =
  | { readonly ok: true; readonly request: LoginRequest }
  | { readonly ok: false; readonly form: LoginRequest; readonly errors: AccountLoginErrors };

/**
 * Presses SUBMIT: blocked (errors shown: `isSubmited` true) while errors
 * exist or consent is missing; else the request to send, with `birthDate`
 * as `yyyy/MM/dd`, the email trimmed and, when `lang` is given, `termsText`
 * set to the consent text the client agreed to, in that language.
 *
 * @example
 * accountLoginSubmit({ ...emptyLoginRequest(), birthDateYear: 1980, birthDateMonth: 4, birthDateDay: 7, email: "a@b.ca", isAcceptChecked: true })
 * // { ok: true, request: { …, birthDate: "1980/04/07", isSubmited: true } }
 */
export const accountLoginSubmit = (form: LoginRequest, lang?: Lang): AccountLoginSubmit => {
  const shown = { ...form, isSubmited: true };
  const errors = accountLoginErrors(form);
  if (Object.keys(errors).length > 0 || !form.isAcceptChecked) return { ok: false, form: shown, errors };
  return {
    ok: true,
    request: {
      ...shown,
      email: form.email.trim(),
      cellPhone: loginCellPhone(form.cellPhone),
      termsText: lang ? t(lang, "account.consent") : form.termsText,
      birthDate: birthDateText(form.birthDateYear ?? 0, form.birthDateMonth ?? 0, form.birthDateDay ?? 0),
    },
  };
};

/** Server refusals of a code request that are not an account problem: the throttles, the lock and a failed send (docs/api/otp.md). */
export const accountWaitRefusals = ["account.otp.lookupLimit", "account.otp.sendLimit", "account.otp.locked", "account.otp.sendFailed"] as const;

/** What the screen shows when a code request fails (C §8). */
export type AccountCodeFailure =
  | { readonly key: "account.error.notFound" }
  | {
      readonly key: "account.error.callUs";
      readonly link: { readonly key: "account.neverHadLoan"; readonly redirectTo: "/go" };
    }
  | {
      readonly key: (typeof accountWaitRefusals)[number];
      /** When to try again, in whole minutes rounded up from the server's Retry-After; null when it gave none. */
      readonly retryAfterMinutes: number | null;
    };

const waitRefusalOf = (text: string): (typeof accountWaitRefusals)[number] | undefined =>
  accountWaitRefusals.find((key) => text.includes(accountCatalog.en[key]) || text.includes(accountCatalog.fr[key]));

/** The codes of a refusal that lifts by itself (a throttle, the lock, a failed send): the only ones shown as a wait. */
const waitCodes: readonly ApiFailure["code"][] = ["rateLimited", "unavailable"];

/**
 * The code-request failure: not found → "No account found"; a throttle, the
 * lock or a failed send → that reason, with the wait the server's
 * Retry-After gives (seconds, rounded up to minutes), never "call us";
 * anything else → "Please give us a call" with the "I never had a loan with
 * you ?" link that sends the parent to /go.
 *
 * Given the answer's `failure` (core/api's `failureOf`), its code decides:
 * `notFound` is not found, `rateLimited` or `unavailable` a wait, any other
 * code "call us"; the words only pick which wait to show (the alerts are
 * keyed), and a wait whose words core does not know is "call us", as it
 * has no text for it. Without a failure, or one whose code is `unknown`
 * (an older server), the ErrorMessage decides: NOT_FOUND, or a wait's text.
 *
 * @example
 * accountCodeFailure("NOT_FOUND") // { key: "account.error.notFound" }
 * accountCodeFailure("Trop de recherches… / Too many searches. Please wait a few minutes and try again.", 61) // { key: "account.otp.lookupLimit", retryAfterMinutes: 2 }
 * accountCodeFailure("Too many searches. Please wait a few minutes and try again.", 61, { code: "conflict", message: "…", fields: [] }).key // "account.error.callUs"
 * accountCodeFailure(null).key // "account.error.callUs"
 */
export const accountCodeFailure = (errorMessage: string | null | undefined, retryAfterSeconds?: number | null, failure?: ApiFailure): AccountCodeFailure => {
  const text = errorMessage?.trim() ?? "";
  const code = failure?.code ?? "unknown";
  if (code === "notFound" || (code === "unknown" && text === "NOT_FOUND")) return { key: "account.error.notFound" };
  const wait = text === "" || (code !== "unknown" && !waitCodes.includes(code)) ? undefined : waitRefusalOf(text);
  if (wait) {
    const seconds = retryAfterSeconds ?? null;
    return { key: wait, retryAfterMinutes: seconds !== null && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : null };
  }
  return { key: "account.error.callUs", link: { key: "account.neverHadLoan", redirectTo: "/go" } };
};

/** The account page's phases: loading, step 0 login, code entry, step 1 profile. */
export type AccountPhase = "loading" | "login" | "code" | "profile";

/** Something the caller does after a transition (storage, parent frame). */
export type AccountEffect =
  | { readonly type: "setLanguage"; readonly lang: Lang }
  | { readonly type: "setToken"; readonly token: string }
  | { readonly type: "clearToken" }
  | { readonly type: "tellParentToken"; readonly token: string }
  | { readonly type: "lookUpCustomerId" }
  | { readonly type: "redirectParent"; readonly to: "/cl" | "/go" };

/** The account page's state; `effects` are those of the last transition. */
export interface AccountPageState {
  readonly phase: AccountPhase;
  readonly customerId: number | null;
  readonly userSlug: string | null;
  readonly lastFourDigitsOfPhoneNumber: string | null;
  readonly failure: AccountCodeFailure | null;
  readonly effects: readonly AccountEffect[];
}

/** What can happen on the account page. */
export type AccountPageEvent =
  | { readonly type: "opened"; readonly lang: Lang; readonly token: string }
  | { readonly type: "customerIdFound"; readonly customerId: number }
  | { readonly type: "customerIdFailed" }
  | { readonly type: "codeSent"; readonly userSlug: string; readonly lastFourDigitsOfPhoneNumber: string }
  | {
      readonly type: "codeRequestFailed";
      readonly errorMessage: string | null;
      readonly retryAfterSeconds?: number | null;
      /** The answer's failure (core/api's `failureOf`): its code decides (`accountCodeFailure`); absent, the ErrorMessage does. */
      readonly failure?: ApiFailure;
    }
  | { readonly type: "codeAccepted"; readonly token: string }
  | { readonly type: "neverHadLoan" }
  /** The customer pressed Sign out and the server ended the session (POST /api/logout). */
  | { readonly type: "signedOut" };

/**
 * The page before anything happened: loading.
 *
 * @example
 * accountPageStart().phase // "loading"
 */
export const accountPageStart = (): AccountPageState => ({
  phase: "loading",
  customerId: null,
  userSlug: null,
  lastFourDigitsOfPhoneNumber: null,
  failure: null,
  effects: [],
});

/**
 * One transition of the account page (C §2, C §3.5). Opening with a token
 * sets language and token, tells the parent, and looks up the customer id;
 * without a token it shows the login. A failed lookup resets to the login
 * and tells the parent to clear the token and go to /cl.
 *
 * @example
 * let s = accountPageTransition(accountPageStart(), { type: "opened", lang: "en", token: "tok" });
 * s = accountPageTransition(s, { type: "customerIdFailed" });
 * s.phase // "login"; s.effects: clearToken, redirectParent "/cl"
 */
export const accountPageTransition = (state: AccountPageState, event: AccountPageEvent): AccountPageState => {
  const base = { ...state, effects: [] as readonly AccountEffect[] };
  switch (event.type) {
    case "opened": {
      if (state.phase !== "loading") return base;
      const setLanguage: AccountEffect = { type: "setLanguage", lang: event.lang };
      return renewalHasToken(event.token)
        ? {
            ...base,
            effects: [
              setLanguage,
              { type: "setToken", token: event.token },
              { type: "tellParentToken", token: event.token },
              { type: "lookUpCustomerId" },
            ],
          }
        : { ...base, phase: "login", effects: [setLanguage] };
    }
    case "customerIdFound":
      return state.phase === "loading" ? { ...base, phase: "profile", customerId: event.customerId } : base;
    case "customerIdFailed":
      return state.phase === "loading"
        ? {
            ...accountPageStart(),
            phase: "login",
            effects: [{ type: "clearToken" }, { type: "redirectParent", to: "/cl" }],
          }
        : base;
    case "codeSent":
      return state.phase === "login"
        ? {
            ...base,
            phase: "code",
            failure: null,
            userSlug: event.userSlug,
            lastFourDigitsOfPhoneNumber: event.lastFourDigitsOfPhoneNumber,
          }
        : base;
    case "codeRequestFailed":
      return state.phase === "login" ? { ...base, failure: accountCodeFailure(event.errorMessage, event.retryAfterSeconds, event.failure) } : base;
    case "codeAccepted":
      return state.phase === "code"
        ? {
            ...base,
            phase: "loading",
            effects: [
              { type: "setToken", token: event.token },
              { type: "tellParentToken", token: event.token },
              { type: "lookUpCustomerId" },
            ],
          }
        : base;
    case "neverHadLoan":
      return state.failure?.key === "account.error.callUs"
        ? { ...base, effects: [{ type: "redirectParent", to: "/go" }] }
        : base;
    case "signedOut":
      // From any phase: the page forgets the customer and the token, tells the parent to forget it too, and shows the sign-in.
      return { ...accountPageStart(), phase: "login", effects: [{ type: "clearToken" }] };
  }
};
