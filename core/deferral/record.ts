import { parseDate, type CalendarDate } from "@internationalized/date";
import * as catalog from "../i18n/catalog/deferralRecords.js";
import type { Lang } from "../i18n/lang.js";
import { translator } from "../i18n/scoped.js";
import { formatPaymentDate } from "../payments/status.js";
import { deferralMessage } from "./texts.js";

/**
 * The words of a deferral record (issue 15 §5): who asked (a staff user or
 * the customer, by name), who decided, with dates. A request staff make for
 * a customer is worded as staff's, never as the customer's "I am asking".
 */

const t = translator<keyof typeof catalog.en>(catalog);

/** Who asked for a deferral. */
export interface DeferralAsker {
  readonly kind: "staff" | "customer";
  readonly name: string;
}

/**
 * The message stored for a request staff make for a customer.
 *
 * @example
 * staffDeferralMessage("en", "Adèle Admin", new CalendarDate(2026, 12, 11), new CalendarDate(2027, 1, 15))
 * // "Adèle Admin (staff) asked, for the customer, to defer the payment from 2026-12-11 to 2027-01-15."
 */
export const staffDeferralMessage = (lang: Lang, name: string, from: CalendarDate, to: CalendarDate): string =>
  t(lang, "deferral.record.staffMessage", { name, from: formatPaymentDate(from), to: formatPaymentDate(to) });

/**
 * The message stored with a new request: a staff member's request is worded
 * as theirs; the customer's is the words she typed, or the default "I am
 * asking to defer…" when she typed none ({@link deferralRequestMessageIn}
 * reads it back in the reader's language).
 *
 * @example
 * storedDeferralMessage("en", { kind: "customer", name: "Julie Tremblay" }, "  ", new CalendarDate(2026, 3, 13), new CalendarDate(2026, 3, 27))
 * // "I am asking to defer my payment from 2026-03-13 to 2026-03-27."
 * storedDeferralMessage("en", { kind: "customer", name: "Julie Tremblay" }, " Mon salaire arrive le 20. ", new CalendarDate(2026, 3, 13), new CalendarDate(2026, 3, 27))
 * // "Mon salaire arrive le 20."
 */
export const storedDeferralMessage = (lang: Lang, asker: DeferralAsker, typed: string, from: CalendarDate, to: CalendarDate): string =>
  asker.kind === "staff" ? staffDeferralMessage(lang, asker.name, from, to) : typed.trim() || deferralMessage(lang, from, to);

/**
 * Who asked, as a person reads it: the name and whether staff or the customer.
 *
 * @example
 * deferralAskerText("fr", { kind: "staff", name: "Adèle Admin" }) // "Adèle Admin (personnel)"
 */
export const deferralAskerText = (lang: Lang, asker: DeferralAsker): string =>
  t(lang, asker.kind === "staff" ? "deferral.record.byStaff" : "deferral.record.byCustomer", { name: asker.name });

/**
 * The record's lines in `lang`: who asked and when, then the decision (who
 * and when) or that it waits. `dateText` formats an ISO timestamp.
 *
 * @example
 * deferralRecordLines("en", { requestedBy: { kind: "customer", name: "Julie Tremblay" }, requestedAt: "2026-11-22T12:00:00Z", status: "pending", decidedByName: null, decidedAt: null }, (iso) => iso.slice(0, 10))
 * // ["Asked by Julie Tremblay (customer) on 2026-11-22", "Waiting for a decision"]
 */
export const deferralRecordLines = (
  lang: Lang,
  record: {
    readonly requestedBy: DeferralAsker;
    readonly requestedAt: string;
    readonly status: "pending" | "approved" | "refused";
    readonly decidedByName: string | null;
    readonly decidedAt: string | null;
  },
  dateText: (iso: string) => string,
): readonly string[] => {
  const asked = t(lang, "deferral.record.askedBy", { who: deferralAskerText(lang, record.requestedBy), date: dateText(record.requestedAt) });
  if (record.status === "pending" || record.decidedAt === null) return [asked, t(lang, "deferral.record.pending")];
  const status = t(lang, record.status === "approved" ? "deferral.record.approved" : "deferral.record.refused");
  return [asked, t(lang, "deferral.record.decidedBy", { status, name: record.decidedByName ?? "", date: dateText(record.decidedAt) })];
};

const dayOf = (text: string): CalendarDate | null => {
  try {
    return parseDate(text);
  } catch {
    return null;
  }
};

/**
 * A deferral request's message as a reader in `lang` reads it: words the
 * product wrote when the request was made — the customer's default "I am
 * asking to defer…", or a staff member's request for the customer — are
 * written again in `lang`; words the customer typed stay hers, in her
 * language. Answers the text and the language it is in (for the element's
 * `lang`).
 *
 * @example
 * deferralRequestMessageIn("en", { message: "Je demande de reporter mon paiement du 2026-03-13 au 2026-03-27.", lang: "fr", fromDate: "2026-03-13", toDate: "2026-03-27", requestedBy: { kind: "customer", name: "Julie Tremblay" } })
 * // { text: "I am asking to defer my payment from 2026-03-13 to 2026-03-27.", lang: "en" }
 * deferralRequestMessageIn("en", { message: "Mon salaire arrive le 20.", lang: "fr", fromDate: "2026-03-13", toDate: "2026-03-27", requestedBy: { kind: "customer", name: "Julie Tremblay" } })
 * // { text: "Mon salaire arrive le 20.", lang: "fr" }
 */
export const deferralRequestMessageIn = (
  lang: Lang,
  request: { readonly message: string; readonly lang: Lang; readonly fromDate: string; readonly toDate: string; readonly requestedBy: DeferralAsker },
): { readonly text: string; readonly lang: Lang } => {
  const from = dayOf(request.fromDate);
  const to = dayOf(request.toDate);
  if (from === null || to === null) return { text: request.message, lang: request.lang };
  const written = (each: Lang) =>
    request.requestedBy.kind === "staff" ? staffDeferralMessage(each, request.requestedBy.name, from, to) : deferralMessage(each, from, to);
  return request.message.trim() === written(request.lang).trim() ? { text: written(lang), lang } : { text: request.message, lang: request.lang };
};
