import * as accountCatalog from "../i18n/catalog/account.js";
import * as renewalCatalog from "../i18n/catalog/renewal.js";
import type { ApiFailure } from "../api/failure.js";

/** A text the OTP screen shows: one of the renewal catalog's, a refusal's from the account catalog (throttling, "call us"), or the common generic error. */
export type OtpTextKey = keyof typeof renewalCatalog.en | keyof typeof accountCatalog.en | "common.genericError";

/**
 * The OTP screen of renewal step 0 (C §2, C §4, C §8) as a pure state
 * machine. Time is an argument: `now` in ms since the epoch. The client's
 * timer only drives the screen; the server enforces the 10 minutes itself.
 */

/** OTP life on screen: 10 minutes from when the code was sent (C §9). */
export const otpExpiryMs = 600_000;

/** Where the flow restarts after an expired OTP (C §8). */
export const otpExpiredRedirect = "/go/renew";

/**
 * How long the expired-code alert stays on screen before the flow goes back
 * to /go/renew by itself (C §8: the alert, then /go/renew), long enough to
 * read it; a Restart button goes at once.
 */
export const otpExpiredReturnMs = 6_000;

/**
 * The address the flow returns to after an expired code: /go/renew in the
 * applicant's language, so the restart keeps it.
 *
 * @example
 * otpExpiredReturnPath("en") // "/go/renew?lang=en"
 */
export const otpExpiredReturnPath = (lang: "fr" | "en"): string => `${otpExpiredRedirect}?lang=${lang === "en" ? "en" : "fr"}`;

/** How a code can be resent (C §2 buttons). */
export type OtpResendMethod = "EMAIL" | "CALL";

/**
 * The states of C §4, and `refused`: the server refused the check for a
 * reason other than a wrong code (a 409 with its own message, throttling);
 * the form is usable again and the timer keeps running.
 */
export type OtpStatus = "entering" | "submitting" | "wrong" | "refused" | "expired" | "valid";

/**
 * Why the server refused a code check: `wrongCode` (the invalid-code
 * refusal, the only one that is the applicant's typing), `expired` (the
 * server's 10 minutes are over), `throttled` (429, the lock, too many wrong
 * codes) or `refused` (anything else, such as a 409 with its own message).
 */
export type OtpRefusalReason = "wrongCode" | "expired" | "throttled" | "refused";

/** A refused code check: its reason and, when core's catalog has its text, the key to show (null: the caller shows the server's own message). */
export interface OtpRefusal {
  readonly reason: OtpRefusalReason;
  readonly key: OtpTextKey | null;
}

/** Server texts of a refused check that core's catalog holds, with their reason (docs/api/otp.md). */
const otpRefusalTexts: readonly (readonly [OtpRefusalReason, "renewal.otp.invalid" | "renewal.otp.expired"])[] = [
  ["wrongCode", "renewal.otp.invalid"],
  ["expired", "renewal.otp.expired"],
];
const otpThrottleKeys = ["account.otp.locked", "account.otp.tooManyTries", "account.otp.lookupLimit", "account.otp.sendLimit"] as const;
const callUs = "account.error.callUs";

const saysText = (message: string, en: string, fr: string): boolean => message.includes(en) || message.includes(fr);

/** The account catalog's text a refusal's message holds, for the form's keyed alert (null: none of them). */
const shownKeyOf = (message: string): OtpTextKey | null =>
  message === "" ? null : ([...otpThrottleKeys, callUs] as const).find((key) => saysText(message, accountCatalog.en[key], accountCatalog.fr[key])) ?? null;

/** The refusal of a body with no code (an older server): its status and words, as before codes were sent. */
const otpRefusalOfWords = (httpStatus: number, errorMessage: string | null): OtpRefusal => {
  const message = errorMessage ?? "";
  if (message !== "") {
    for (const [reason, key] of otpRefusalTexts) if (saysText(message, renewalCatalog.en[key], renewalCatalog.fr[key])) return { reason, key };
    const key = shownKeyOf(message);
    if (key !== null) return { reason: key === callUs ? "refused" : "throttled", key };
  }
  if (httpStatus === 429) return { reason: "throttled", key: null };
  if (httpStatus >= 400 && httpStatus !== 400) return { reason: "refused", key: null };
  return { reason: "wrongCode", key: "renewal.otp.invalid" };
};

/**
 * Reads a refused code check. Given the answer's `ApiFailure` (core/api's
 * `failureOf`), its code decides: `otpInvalid` is a wrong code, `otpExpired`
 * an expired one, `rateLimited` throttling (a 429, the lock, a code dead
 * after too many wrong tries), any other code a refusal that is not the
 * applicant's typing. The words only pick which catalog text the form shows
 * for throttling or a refusal (its alerts are keyed; null: the caller shows
 * the server's own message); they decide nothing.
 *
 * A body with no code (`unknown`: an older server), or an ErrorMessage
 * given as a string, is read as before codes were sent: the catalog's
 * texts first (the invalid-code text a wrong code, the expired text an
 * expired code, the lock and "too many" texts throttling, "Please give us
 * a call" a refusal), then 429 is throttling and any other error status
 * but 400 a refusal; what is left (a 400 or a `Success: false` envelope
 * with a text core does not know) is a wrong code, as C §4 reads a
 * refused check.
 *
 * @example
 * otpRefusalOf(400, { code: "otpInvalid", message: "The OTP is not valid.", fields: [] }) // { reason: "wrongCode", key: "renewal.otp.invalid" }
 * otpRefusalOf(409, { code: "conflict", message: "This loan already has a signed renewal…", fields: [] }) // { reason: "refused", key: null }
 * otpRefusalOf(429, "LIMIT") // { reason: "throttled", key: null }
 */
export const otpRefusalOf = (httpStatus: number, answer: ApiFailure | string | null): OtpRefusal => {
  if (answer === null || typeof answer === "string") return otpRefusalOfWords(httpStatus, answer);
  switch (answer.code) {
    case "unknown":
      return otpRefusalOfWords(httpStatus, answer.message === "" ? null : answer.message);
    case "otpInvalid":
      return { reason: "wrongCode", key: "renewal.otp.invalid" };
    case "otpExpired":
      return { reason: "expired", key: "renewal.otp.expired" };
    case "rateLimited":
      return { reason: "throttled", key: shownKeyOf(answer.message) };
    default:
      return { reason: "refused", key: shownKeyOf(answer.message) };
  }
};

/** A message the screen shows once (an alert), by catalog key. */
export interface OtpAlert {
  readonly kind: "success" | "error";
  readonly key: OtpTextKey;
}

/** The OTP screen's state. */
export interface OtpState {
  readonly status: OtpStatus;
  /** The code as typed (mask included). */
  readonly code: string;
  /** True once the user typed in the field. */
  readonly touched: boolean;
  /** When the screen expires (ms); null when the timer is cleared (after a wrong code). */
  readonly expiresAt: number | null;
  /** A resend in flight. */
  readonly resending: OtpResendMethod | null;
  /** How the code in use reached the applicant: by text message, or by the last resend that succeeded. */
  readonly sentBy: "SMS" | OtpResendMethod;
  /** Wrong codes entered on this screen (only the server's invalid-code refusal counts). */
  readonly wrongTries: number;
  /** The last refused check, while its answer stands: null again at the next submit or a new code. */
  readonly refusal: OtpRefusal | null;
  /** The field's error code, shown after a blocked submit. */
  readonly error: OtpTextKey | null;
  /** The alert to show now, if any. */
  readonly alert: OtpAlert | null;
}

/** What can happen on the OTP screen. */
export type OtpEvent =
  | { readonly type: "typed"; readonly value: string }
  | { readonly type: "submit"; readonly now: number }
  /** A refused check: a wrong code when `refusal` is absent or says `wrongCode`, else that refusal (core's `otpRefusalOf`). */
  | { readonly type: "rejected"; readonly refusal?: OtpRefusal }
  | { readonly type: "accepted" }
  | { readonly type: "tick"; readonly now: number }
  | { readonly type: "resendRequested"; readonly method: OtpResendMethod }
  | { readonly type: "resendSucceeded"; readonly now: number }
  | { readonly type: "resendFailed" }
  | { readonly type: "alertShown" };

/**
 * The digits of a typed code: the `### ###` mask's space (and anything else
 * that is not a digit) removed, at most 6.
 *
 * @example
 * otpDigits("123 456") // "123456"
 */
export const otpDigits = (typed: string): string => typed.replace(/\D/g, "").slice(0, 6);

/**
 * A code shown with the `### ###` mask.
 *
 * @example
 * otpFormat("1234") // "123 4"
 * otpFormat("123456") // "123 456"
 */
export const otpFormat = (typed: string): string => {
  const digits = otpDigits(typed);
  return digits.length > 3 ? `${digits.slice(0, 3)} ${digits.slice(3)}` : digits;
};

/**
 * The field's error for a code: required when empty, six digits otherwise.
 *
 * @example
 * otpCodeError("12 3") // "renewal.otp.sixDigits"
 * otpCodeError("123 456") // null
 */
export const otpCodeError = (typed: string): OtpTextKey | null => {
  const digits = otpDigits(typed);
  if (digits === "") return "renewal.otp.required";
  return digits.length === 6 ? null : "renewal.otp.sixDigits";
};

/**
 * The sentence saying where the code in use went (after "Send by email" the
 * screen speaks of the email, not of the phone).
 *
 * @example
 * otpSentToKey(otpStart(0)) // "renewal.otp.sentTo"
 */
export const otpSentToKey = (state: Pick<OtpState, "sentBy">): "renewal.otp.sentTo" | "renewal.otp.sentToEmail" | "renewal.otp.sentByCall" =>
  state.sentBy === "EMAIL" ? "renewal.otp.sentToEmail" : state.sentBy === "CALL" ? "renewal.otp.sentByCall" : "renewal.otp.sentTo";

/**
 * The screen right after a code was sent at `sentAt`.
 *
 * @example
 * otpStart(0).expiresAt // 600000
 */
export const otpStart = (sentAt: number): OtpState => ({
  status: "entering",
  code: "",
  touched: false,
  expiresAt: sentAt + otpExpiryMs,
  resending: null,
  sentBy: "SMS",
  wrongTries: 0,
  refusal: null,
  error: null,
  alert: null,
});

const isOver = (state: OtpState): boolean => state.status === "expired" || state.status === "valid";

const expire = (state: OtpState): OtpState => ({
  ...state,
  status: "expired",
  resending: null,
  alert: { kind: "error", key: "renewal.otp.expired" },
});

const hasExpired = (state: OtpState, now: number): boolean => state.expiresAt !== null && now >= state.expiresAt;

/**
 * One transition of the OTP screen. `expired` and `valid` are final. A
 * submit is refused (state kept, `error` set) until the field is touched and
 * holds 6 digits; a wrong code re-enables the form, clears the timer, shows
 * the wrong-code alert and counts one wrong try; an expired refusal ends the
 * screen as its own timer would (its alert only when the refusal has a
 * key); any other refusal (throttling, a 409 with
 * its own message) re-enables the form with its own alert only (none when
 * core has no text for it), keeps the timer and counts no try; a successful
 * resend restarts the 10 minutes.
 *
 * @example
 * let s = otpStart(0);
 * s = otpTransition(s, { type: "typed", value: "123 456" });
 * s = otpTransition(s, { type: "submit", now: 1000 }); // status "submitting"
 * otpTransition(s, { type: "rejected" }).status // "wrong"
 * otpTransition(s, { type: "rejected", refusal: { reason: "refused", key: null } }).alert // null
 */
export const otpTransition = (state: OtpState, event: OtpEvent): OtpState => {
  if (isOver(state)) return event.type === "alertShown" ? { ...state, alert: null } : state;
  switch (event.type) {
    case "typed":
      if (state.status === "submitting") return state;
      return {
        ...state,
        status: "entering",
        code: otpFormat(event.value),
        touched: true,
        error: null,
      };
    case "submit": {
      if (state.status === "submitting" || state.resending) return state;
      if (hasExpired(state, event.now)) return expire(state);
      const error = state.touched ? otpCodeError(state.code) : "renewal.otp.required";
      return error ? { ...state, error } : { ...state, status: "submitting", refusal: null, error: null, alert: null };
    }
    case "rejected": {
      if (state.status !== "submitting") return state;
      const refusal = event.refusal ?? { reason: "wrongCode", key: "renewal.otp.invalid" };
      switch (refusal.reason) {
        case "wrongCode":
          return {
            ...state,
            status: "wrong",
            expiresAt: null,
            wrongTries: state.wrongTries + 1,
            refusal: { reason: "wrongCode", key: "renewal.otp.invalid" },
            alert: { kind: "error", key: "renewal.otp.invalid" },
          };
        case "expired": {
          const expired = expire(state);
          return { ...expired, refusal, alert: refusal.key === null ? null : expired.alert };
        }
        case "throttled":
        case "refused":
          return { ...state, status: "refused", refusal, alert: refusal.key === null ? null : { kind: "error", key: refusal.key } };
      }
    }
    case "accepted":
      return state.status === "submitting" ? { ...state, status: "valid", alert: null } : state;
    case "tick":
      return state.status !== "submitting" && hasExpired(state, event.now) ? expire(state) : state;
    case "resendRequested":
      return state.status === "submitting" || state.resending ? state : { ...state, resending: event.method };
    case "resendSucceeded":
      return state.resending
        ? {
            ...state,
            status: "entering",
            resending: null,
            refusal: null,
            sentBy: state.resending,
            expiresAt: event.now + otpExpiryMs,
            alert: {
              kind: "success",
              key: state.resending === "EMAIL" ? "renewal.otp.emailSent" : "renewal.otp.callSent",
            },
          }
        : state;
    case "resendFailed":
      return state.resending ? { ...state, resending: null, alert: { kind: "error", key: "common.genericError" } } : state;
    case "alertShown":
      return { ...state, alert: null };
  }
};

/** What the OTP screen displays, derived from its state. */
export interface OtpView {
  /** The field and both resend buttons are disabled. */
  readonly formDisabled: boolean;
  /** CONTINUE is enabled: touched, not busy, not over. */
  readonly canContinue: boolean;
  /** Ms left before expiry (null when the timer is cleared). */
  readonly msLeft: number | null;
}

/**
 * What the screen shows at `now`.
 *
 * @example
 * otpView(otpStart(0), 1000) // { formDisabled: false, canContinue: false, msLeft: 599000 }
 */
export const otpView = (state: OtpState, now: number): OtpView => {
  const formDisabled = state.status === "submitting" || isOver(state) || state.resending !== null;
  return {
    formDisabled,
    canContinue: state.touched && !formDisabled,
    msLeft: state.expiresAt === null ? null : Math.max(0, state.expiresAt - now),
  };
};

/**
 * True for the key that submits the OTP form (Enter).
 *
 * @example
 * otpIsSubmitKey("Enter") // true
 */
export const otpIsSubmitKey = (key: string): boolean => key === "Enter";
