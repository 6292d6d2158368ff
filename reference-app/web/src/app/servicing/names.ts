import { toDecimalOrNull, type DelinquencyBucket, type FeeKind, type Lang, type LedgerLineKind, type PaymentMethod, type ReturnReason } from "@lendkit/core";
import { ApiError } from "../../shared/api.js";
import type { WireLedgerLine } from "./servicingApi.js";
import { sx } from "./texts.js";

/** The words of the servicing screens for the wire's codes, and what a failed call shows. */

export const paymentMethods: readonly PaymentMethod[] = ["pad", "etransfer", "cash", "cheque", "card"];
export const returnReasons: readonly ReturnReason[] = ["nsf", "accountClosed", "stopped", "other"];
export const feeKinds: readonly FeeKind[] = ["late", "nsf", "deferral", "other"];

const lineKinds: readonly LedgerLineKind[] = ["scheduled", "deferralFee", "fee", "adjustment"];
const buckets: readonly DelinquencyBucket[] = ["current", "1-30", "31-60", "61-90", "91+"];

/** `code` when it is one of `codes` (a newer server may send a code this screen does not know yet: it is then shown as sent). */
const known = <T extends string>(codes: readonly T[], code: string | null | undefined): code is T => (codes as readonly string[]).includes(code ?? "");

export const methodName = (lang: Lang, method: string): string => (known(paymentMethods, method) ? sx(lang, `method.${method}`) : method);
export const reasonName = (lang: Lang, reason: string | null | undefined): string => (known(returnReasons, reason) ? sx(lang, `reason.${reason}`) : (reason ?? ""));
export const feeKindName = (lang: Lang, kind: string): string => (known(feeKinds, kind) ? sx(lang, `feeKind.${kind}`) : kind);
export const bucketName = (lang: Lang, bucket: string): string => (known(buckets, bucket) ? sx(lang, `bucket.${bucket}`) : bucket);

/** A line's name: its fee's kind for a fee line ("Late fee"), else its kind ("Payment"). */
export const lineName = (lang: Lang, line: Pick<WireLedgerLine, "kind" | "feeKind">): string =>
  line.feeKind ? feeKindName(lang, line.feeKind) : known(lineKinds, line.kind) ? sx(lang, `kind.${line.kind}`) : line.kind;

/** What a line is at the ledger's day: paid, late, partly paid or upcoming. */
export type LineStatus = "paid" | "late" | "partial" | "upcoming";
export const lineStatus = (line: WireLedgerLine): LineStatus =>
  line.isPaid ? "paid" : line.isLate ? "late" : toDecimalOrNull(line.paid)?.gt(0) ? "partial" : "upcoming";

/** A check of the form itself failed (thrown inside a confirmation so it stays open). */
export class FormProblem extends Error {
  override readonly name = "FormProblem";
}

/**
 * What a failed call shows. A refusal (4xx) carries the server's own
 * message, already in the user's language (the app sends Accept-Language),
 * with the fields it names; it is shown as it is, never parsed. No answer,
 * or a server failure, gets the screens' own words.
 */
export const failureLines = (lang: Lang, error: unknown): readonly string[] => {
  if (error instanceof FormProblem) return [error.message];
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    const fields = error.fields.map((field) => field.message).filter((text) => text !== "" && !error.message.includes(text));
    return [error.message, ...fields];
  }
  return [sx(lang, "error.noAnswer")];
};
