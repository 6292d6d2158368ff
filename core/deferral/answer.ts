import * as paymentsCatalog from "../i18n/catalog/payments.js";
import * as commonCatalog from "../i18n/catalog/common.js";
import type { Lang } from "../i18n/lang.js";
import { translator } from "../i18n/scoped.js";
import type { DecodeError, DecodeResult } from "../models/decode.js";

type DeferralAnswerTextKey =
  | "payments.deferral.sent"
  | "payments.deferral.feeRule"
  | "payments.deferral.feeRuleUnknownFee"
  | "common.genericError";
const t = translator<DeferralAnswerTextKey>({
  en: { ...paymentsCatalog.en, ...commonCatalog.en },
  fr: { ...paymentsCatalog.fr, ...commonCatalog.fr },
});

/** The answer of POST /api/customer/{id}/DeferPaymentRequest (A §7): `Success`, and `Result` (a text, null when missing). */
export interface DeferPaymentAnswer {
  readonly Success: boolean;
  readonly Result: string | null;
}

/**
 * Decodes the deferral answer `{ Success, Result }` from unknown JSON (A §7),
 * with the same result and error shape as the models' decoders; other keys
 * are ignored; never throws. Written by hand so the payments bundle does not
 * ship the schema library for two fields.
 *
 * @example
 * decodeDeferPaymentAnswer({ Success: true }) // { ok: true, value: { Success: true, Result: null } }
 * decodeDeferPaymentAnswer({ Success: "yes" }) // { ok: false, errors: [{ path: "Success", message: "expected a boolean" }] }
 * decodeDeferPaymentAnswer(null).ok // false
 */
export const decodeDeferPaymentAnswer = (input: unknown): DecodeResult<DeferPaymentAnswer> => {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return { ok: false, errors: [{ path: "", message: "expected an object" }] };
  }
  const { Success, Result } = input as { readonly Success?: unknown; readonly Result?: unknown };
  const errors: DecodeError[] = [];
  if (!("Success" in input)) errors.push({ path: "Success", message: "is required", code: "required" });
  else if (typeof Success !== "boolean") errors.push({ path: "Success", message: "expected a boolean" });
  if (Result !== undefined && Result !== null && typeof Result !== "string") {
    errors.push({ path: "Result", message: "expected a string or null" });
  }
  return errors.length > 0
    ? { ok: false, errors }
    : { ok: true, value: { Success: Success as boolean, Result: typeof Result === "string" ? Result : null } };
};

/** The notice shown after a deferral request: its type and its text. */
export interface DeferralAnswerNotice {
  readonly type: "success" | "error";
  readonly message: string;
}

/**
 * The notice for a deferral answer: success only when the HTTP call succeeded
 * and the answer decodes with `Success: true`; the server's non-blank Result
 * is the text, otherwise "Your deferral request has been sent." on success and
 * the generic error on failure.
 *
 * @example
 * deferralAnswerNotice("en", true, { Success: true, Result: "Saved" }) // { type: "success", message: "Saved" }
 * deferralAnswerNotice("fr", true, { Success: true }) // { type: "success", message: "Votre demande de report a été envoyée." }
 * deferralAnswerNotice("en", false, "oops") // { type: "error", message: "An error has occured. Please contact support." }
 */
export const deferralAnswerNotice = (lang: Lang, httpOk: boolean, json: unknown): DeferralAnswerNotice => {
  const decoded = decodeDeferPaymentAnswer(json);
  const result = decoded.ok && decoded.value.Result !== null && decoded.value.Result.trim() !== "" ? decoded.value.Result : null;
  return httpOk && decoded.ok && decoded.value.Success
    ? { type: "success", message: result ?? t(lang, "payments.deferral.sent") }
    : { type: "error", message: result ?? t(lang, "common.genericError") };
};

/**
 * The modal's fee sentence (A §5): with the fee as the caller formats money,
 * or a general sentence when the contract has no `deferallPaymentFee` (null).
 *
 * @example
 * deferralFeeRule("en", "25.00 $") // "The deferral applies only after the fee of 25.00 $ is received."
 * deferralFeeRule("en", null) // "A fee may apply. The deferral applies only after it is received."
 */
export const deferralFeeRule = (lang: Lang, fee: string | null): string =>
  fee === null ? t(lang, "payments.deferral.feeRuleUnknownFee") : t(lang, "payments.deferral.feeRule", { fee });
