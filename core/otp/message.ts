import * as accountCatalog from "../i18n/catalog/account.js";
import type { Lang } from "../i18n/lang.js";
import { translator } from "../i18n/scoped.js";
import { defaultOtpPolicy, type OtpPolicy } from "./policy.js";

/** `t` over the account catalog only, so this module does not ship every catalog. */
const t = translator<keyof typeof accountCatalog.en>(accountCatalog);

/** How a code is delivered (C §3.2 CommunicationMethod). */
export type OtpChannel = "SMS" | "EMAIL" | "CALL";

/** The words of one code message: an email has a subject; a text and a call do not. */
export interface OtpMessageText {
  readonly subject: string;
  readonly body: string;
}

/**
 * A code as a voice reads it: digit by digit, in two groups of three
 * (the `### ###` of the screen), so text-to-speech never says "one hundred
 * twenty-three thousand".
 *
 * @example
 * otpSpokenCode("123456") // "1 2 3, 4 5 6"
 */
export const otpSpokenCode = (code: string): string => {
  const digits = [...code];
  return `${digits.slice(0, 3).join(" ")}, ${digits.slice(3).join(" ")}`;
};

/**
 * The message that carries a code, in the customer's language, naming the
 * lender (so a customer can tell it from a phishing text) and the minutes
 * it lives.
 *
 * @example
 * otpMessageText("en", "SMS", "123456", "Rent").body // "123456 is your Rent verification code. It expires in 10 minutes. Never share it."
 * otpMessageText("fr", "EMAIL", "123456", "Rent").subject // "Votre code de vérification Rent"
 */
export const otpMessageText = (
  lang: Lang,
  channel: OtpChannel,
  code: string,
  tenantName: string,
  policy: OtpPolicy = defaultOtpPolicy,
): OtpMessageText => {
  const params = { code, tenant: tenantName, minutes: Math.round(policy.ttlMs / 60_000), spoken: otpSpokenCode(code) };
  switch (channel) {
    case "EMAIL":
      return { subject: t(lang, "account.otp.emailSubject", params), body: t(lang, "account.otp.emailBody", params) };
    case "CALL":
      return { subject: "", body: t(lang, "account.otp.call", params) };
    case "SMS":
      return { subject: "", body: t(lang, "account.otp.sms", params) };
  }
};
