import * as disclosureCatalog from "../i18n/catalog/disclosure.js";
import type { Lang } from "../i18n/lang.js";
import { translator } from "../i18n/scoped.js";
import { formatMoney } from "../masks/money.js";
import { formatPercent } from "../masks/percent.js";
import type { DocumentBlock, FieldRow, PrintDocument } from "./layout.js";
import { td, type DocumentsTextKey } from "./text.js";

/**
 * The signed copy of a cash-loan contract (C §3.8; issue 14 §12) and the
 * email that carries it: the exact document the applicant signed (the
 * lender's identity, the loan, the schedule, the terms and conditions) in
 * the language it was signed in, then the proof — the drawn signature, who
 * signed, when on the lender's clock, and the SHA-256 of what was signed.
 * The document is the stored canonical JSON, read leniently: a missing
 * field prints no row, so older versions print too.
 */

/** A signature as stored: the signed document (canonical JSON) and its proof. */
export interface SignedCopy {
  readonly document: Readonly<Record<string, unknown>>;
  readonly sha256: string;
  readonly signerName: string;
  /** ISO instant. */
  readonly signedAt: string;
  /** The drawn signature (PNG bytes); null when it cannot be read back. */
  readonly signatureImage?: Uint8Array | null;
}

const tDisclosure = translator<keyof typeof disclosureCatalog.en>(disclosureCatalog);

type Json = Readonly<Record<string, unknown>>;
const record = (value: unknown): Json => (value !== null && typeof value === "object" ? (value as Json) : {});
const text = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");
const money = (value: unknown, lang: Lang): string => {
  const amount = text(value);
  return amount === "" ? "" : formatMoney(amount, lang);
};

/** The signed document's language (its `lang`), French by default. */
const langOf = (document: Json): Lang => (document.lang === "en" ? "en" : "fr");

/** The lender's legal name, else its name (a v1 document has only the name). */
const lenderNameOf = (document: Json): string => {
  const lender = record(document.lender);
  return text(lender.legalName) || text(lender.name);
};

const addressText = (value: unknown): string => {
  const address = record(value);
  const street = [text(address.civicNumber), text(address.street)].filter(Boolean).join(" ");
  const unit = text(address.apartment) ? `#${text(address.apartment)}` : "";
  return [[street, unit].filter(Boolean).join(" "), text(address.city), text(address.province), text(address.postalCode)].filter(Boolean).join(", ");
};

/** The lender's address on one line ("\n" between its lines becomes ", "). */
const oneLine = (value: string): string =>
  value
    .split(/\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .join(", ");

/**
 * An instant on the wall clock of an IANA zone: its day, hours, minutes and
 * the zone's offset from UTC that instant ("-05:00").
 *
 * @example
 * wallClockIn("2026-11-22T12:00:00.000Z", "America/Toronto") // { date: "2026-11-22", hours: "07", minutes: "00", offset: "-05:00" }
 */
export const wallClockIn = (iso: string, timeZone: string): { date: string; hours: string; minutes: string; offset: string } => {
  const instant = new Date(iso);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  const offsetMinutes = Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hours: parts.hour ?? "00", minutes: parts.minute ?? "00", offset };
};

const frequencyKeys: Readonly<Record<number, DocumentsTextKey>> = {
  52: "documents.signed.frequency.52",
  26: "documents.signed.frequency.26",
  24: "documents.signed.frequency.24",
  12: "documents.signed.frequency.12",
};

const frequencyText = (lang: Lang, periodsPerYear: unknown): string => {
  const key = frequencyKeys[Number(periodsPerYear)];
  return key === undefined ? "" : td(lang, key);
};

/** The annual rate as signed ("19.9" is "19,9 %" in French, "19.9%" in English), unrounded. */
const rateText = (lang: Lang, rate: string): string => (rate === "" ? "" : lang === "fr" ? `${rate.replace(".", ",")}\u00a0%` : `${rate}%`);

/** A row, or none when its value is empty. */
const row = (label: string, value: string): FieldRow[] => (value === "" ? [] : [{ label, value }]);

/** The lender, the borrower and the loan's terms, as signed. */
const loanFields = (document: Json, lang: Lang): FieldRow[] => {
  const terms = record(document.terms);
  const borrower = record(document.borrower);
  const lender = record(document.lender);
  const previous = text(terms.previousBalance);
  return [
    ...row(td(lang, "documents.field.lender"), lenderNameOf(document)),
    ...row(td(lang, "documents.signed.lenderAddress"), oneLine(text(lender.address))),
    ...row(td(lang, "documents.signed.lenderPhone"), text(lender.phone)),
    ...row(td(lang, "documents.signed.lenderEmail"), text(lender.email)),
    ...row(td(lang, "documents.field.contractNumber"), text(document.contractNumber)),
    ...row(td(lang, "documents.signed.renews"), text(document.renewsContractNumber)),
    ...row(td(lang, "documents.signed.borrower"), [text(borrower.firstName), text(borrower.lastName)].filter(Boolean).join(" ")),
    ...row(td(lang, "documents.field.address"), addressText(borrower.address)),
    ...row(td(lang, "documents.signed.requestedAmount"), money(terms.requestedAmount, lang)),
    ...(previous !== "" && previous !== "0.00" ? row(td(lang, "documents.signed.previousBalance"), money(previous, lang)) : []),
    ...row(td(lang, "documents.signed.principal"), money(terms.principal, lang)),
    ...row(td(lang, "documents.signed.frequency"), frequencyText(lang, terms.periodsPerYear)),
    ...row(td(lang, "documents.signed.numberOfPayments"), text(terms.numberOfPayments)),
    ...row(td(lang, "documents.signed.regularPayment"), money(terms.regularPayment, lang)),
    ...row(td(lang, "documents.field.rate"), rateText(lang, text(terms.annualInterestRate))),
    ...row(td(lang, "documents.signed.fee"), money(terms.brokerageFeePerPeriod, lang)),
    { label: td(lang, "documents.signed.totalRepaid"), value: money(terms.totalRepaid, lang), strong: true },
    ...row(td(lang, "documents.signed.depositDate"), text(terms.depositDate)),
    ...row(td(lang, "documents.signed.firstPayment"), text(terms.firstPaymentDate)),
    ...row(td(lang, "documents.signed.lastPayment"), text(terms.lastPaymentDate)),
  ];
};

/**
 * The signed document's disclosure (v3) as Québec's standard form lines:
 * net capital, interest, other components, total credit charges, total
 * obligation, the credit rate and the APR; none for an older document.
 */
const disclosureRows = (value: unknown, lang: Lang): FieldRow[] => {
  const disclosure = record(value);
  if (text(disclosure.apr) === "") return [];
  const percent = (key: string) => formatPercent(text(disclosure[key]), lang);
  return [
    { label: tDisclosure(lang, "disclosure.form.netCapital"), value: money(disclosure.netCapital, lang) },
    { label: tDisclosure(lang, "disclosure.form.interest"), value: money(disclosure.interest, lang) },
    { label: tDisclosure(lang, "disclosure.form.otherComponents"), value: money(disclosure.otherComponents, lang) },
    { label: tDisclosure(lang, "disclosure.form.totalCreditCharges"), value: money(disclosure.totalCreditCharges, lang), strong: true },
    { label: tDisclosure(lang, "disclosure.form.totalObligation"), value: money(disclosure.totalObligation, lang), strong: true },
    { label: tDisclosure(lang, "disclosure.form.creditRate"), value: percent("creditRate"), strong: true },
    { label: tDisclosure(lang, "disclosure.form.apr"), value: percent("apr"), strong: true },
  ];
};

/** True when the signed document's disclosure labels the contract high-cost (Québec). */
const isHighCost = (document: Json): boolean => record(record(document.disclosure).quebec).highCost === true;

const scheduleColumns: readonly DocumentsTextKey[] = [
  "documents.column.number",
  "documents.column.dueDate",
  "documents.signed.column.payment",
  "documents.signed.column.interest",
  "documents.signed.column.principal",
  "documents.signed.column.fee",
  "documents.column.total",
  "documents.signed.column.balance",
];
const scheduleWidths = [0.6, 1.3, 1, 1, 1, 1, 1, 1.1];

/** The schedule as signed, line by line, with the total repaid. */
const scheduleTable = (document: Json, lang: Lang): DocumentBlock => {
  const lines = Array.isArray(document.schedule) ? document.schedule.map(record) : [];
  return {
    kind: "table",
    columns: scheduleColumns.map((key, index) => ({ label: td(lang, key), align: index < 2 ? "left" : "right", width: scheduleWidths[index] ?? 1 })),
    rows: lines.map((line) => [
      text(line.number),
      text(line.dueDate),
      ...[line.payment, line.interest, line.principal, line.fee, line.total, line.balance].map((amount) => money(amount, lang)),
    ]),
    total: [td(lang, "documents.column.total"), "", "", "", "", "", money(record(document.terms).totalRepaid, lang), ""],
  };
};

/** The terms and conditions, paragraph by paragraph (a blank line apart); none when the document has none (v1). */
const conditionBlocks = (document: Json, lang: Lang): DocumentBlock[] => {
  const paragraphs = text(document.termsAndConditions)
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return [];
  return [{ kind: "heading", text: td(lang, "documents.signed.termsAndConditions") }, ...paragraphs.map((paragraph): DocumentBlock => ({ kind: "paragraph", text: paragraph }))];
};

/** The proof: the drawn signature with who signed and when on the lender's clock, then the fingerprint of what was signed. */
const signatureBlocks = (signed: SignedCopy, lang: Lang, timeZone: string): DocumentBlock[] => {
  const at = wallClockIn(signed.signedAt, timeZone);
  // French writes the hour without its leading zero ("7 h 00").
  const time = td(lang, "documents.signed.time", { hours: lang === "fr" ? Number(at.hours) : at.hours, minutes: at.minutes });
  const lines = [
    td(lang, "documents.signed.signedBy", { name: signed.signerName }),
    td(lang, "documents.signed.signedOn", { date: at.date, time, zone: `${timeZone}, UTC${at.offset}` }),
  ];
  return [
    { kind: "heading", text: td(lang, "documents.signed.signature") },
    signed.signatureImage
      ? { kind: "signedBy", png: signed.signatureImage, lines }
      : { kind: "paragraph", text: [td(lang, "documents.signed.noImage"), ...lines].join(" ") },
    { kind: "paragraph", text: td(lang, "documents.signed.fingerprint", { sha: signed.sha256 }) },
  ];
};

/**
 * The signed copy's words and figures, in the language it was signed in:
 * the document as the applicant reviewed it (the lender's identity, the
 * loan, the Québec disclosure when it has one, the schedule, the terms and
 * conditions), then the proof — the drawn signature, who signed and when on
 * the lender's clock (`timeZone`, named), and the fingerprint of what was signed.
 *
 * @example
 * signedContractPrint({ document: { lang: "en", contractNumber: "R-1", lender: { name: "Rent" } }, sha256: "ab", signerName: "Julie", signedAt: "2026-11-22T12:00:00.000Z" }, "America/Toronto").fileName
 * // "signed-contract-R-1.pdf"
 */
export const signedContractPrint = (signed: SignedCopy, timeZone: string): PrintDocument => {
  const { document } = signed;
  const lang = langOf(document);
  const lender = lenderNameOf(document);
  const number = text(document.contractNumber);
  const disclosure = disclosureRows(document.disclosure, lang);
  const title = td(lang, "documents.signed.title");
  return {
    kind: "Contract",
    lang,
    issuer: lender,
    title: isHighCost(document) ? `${title} - ${tDisclosure(lang, "disclosure.highCost")}` : title,
    subtitle: number,
    blocks: [
      ...(isHighCost(document) ? [{ kind: "heading", text: tDisclosure(lang, "disclosure.form.highCostCredit") } as const] : []),
      { kind: "fields", rows: loanFields(document, lang) },
      ...(disclosure.length > 0 ? [{ kind: "heading", text: tDisclosure(lang, "disclosure.form.title") } as const, { kind: "fields", rows: disclosure } as const] : []),
      { kind: "heading", text: td(lang, "documents.signed.schedule") },
      scheduleTable(document, lang),
      ...conditionBlocks(document, lang),
      ...signatureBlocks(signed, lang, timeZone),
    ],
    footer: `${lender} - ${number}`,
    fileName: td(lang, "documents.signed.file", { number: number.replace(/[^A-Za-z0-9_-]/g, "_") }),
  };
};

/** The confirmation email's words, in the signed document's language. */
export interface SignedConfirmationEmail {
  readonly lang: Lang;
  readonly subject: string;
  readonly body: string;
}

/**
 * The email that carries the signed copy: hello by first name, thanks for
 * the contract signed that day on the lender's calendar (`timeZone`), what
 * happens next, and the lender's name.
 *
 * @example
 * signedConfirmationEmail({ document: { lang: "en", contractNumber: "R-1", lender: { name: "Rent" } }, signedAt: "2026-11-22T03:00:00.000Z" }, "Julie", "America/Toronto").subject
 * // "Your signed contract R-1"
 */
export const signedConfirmationEmail = (signed: Pick<SignedCopy, "document" | "signedAt">, firstName: string, timeZone: string): SignedConfirmationEmail => {
  const lang = langOf(signed.document);
  const number = text(signed.document.contractNumber);
  const signedOn = wallClockIn(signed.signedAt, timeZone).date;
  const body = [
    td(lang, "documents.signed.email.hello", { name: firstName }),
    "",
    td(lang, "documents.signed.email.thanks", { number, date: signedOn }),
    "",
    td(lang, "documents.signed.email.next"),
    "",
    lenderNameOf(signed.document),
  ].join("\n");
  return { lang, subject: td(lang, "documents.signed.email.subject", { number }), body };
};
