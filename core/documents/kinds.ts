import * as documentsCatalog from "../i18n/catalog/documents.js";
import type { Lang } from "../i18n/lang.js";
import { translator } from "../i18n/scoped.js";

const t = translator<keyof typeof documentsCatalog.en>(documentsCatalog);

/**
 * The printable documents of a contract (C §7), named as the spec's report
 * URLs name them; `Contract` is the contract print of `getContractFile` and
 * `PaymentReceipt` the one-time payment receipt.
 */
export const documentKinds = ["Contract", "PaidOutReport", "AllTermsReport", "LeaStatementReport", "PaymentReceipt"] as const;

/** One printable document. */
export type DocumentKind = (typeof documentKinds)[number];

/**
 * True for one of the document names.
 *
 * @example
 * isDocumentKind("LeaStatementReport") // true
 * isDocumentKind("toString") // false
 */
export const isDocumentKind = (value: unknown): value is DocumentKind =>
  typeof value === "string" && (documentKinds as readonly string[]).includes(value);

const fileKeys = {
  Contract: "documents.file.contract",
  PaidOutReport: "documents.file.paidOut",
  AllTermsReport: "documents.file.allTerms",
  LeaStatementReport: "documents.file.statement",
  PaymentReceipt: "documents.file.receipt",
} as const satisfies Record<DocumentKind, keyof typeof documentsCatalog.en>;

/** Keeps letters, digits, dot, dash and underscore; anything else becomes a dash. */
const fileSafe = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);

/**
 * The display file name of a document (the `{file}` segment of its print URL
 * and its Content-Disposition name): the document's name in `lang`, the
 * contract number and, for a receipt, the receipt number; only
 * `[A-Za-z0-9._-]`, so it is safe in a path and a header.
 *
 * @example
 * documentFileName("LeaStatementReport", "fr", "T-000012") // "releve-compte-T-000012.pdf"
 * documentFileName("PaymentReceipt", "en", "LK 42/7", 9) // "receipt-9-LK-42-7.pdf"
 */
export const documentFileName = (kind: DocumentKind, lang: Lang, contractNumber: string, receiptId?: number): string => {
  const parts = [t(lang, fileKeys[kind]), receiptId === undefined ? "" : String(receiptId), fileSafe(contractNumber)];
  return `${parts.filter((part) => part !== "").join("-")}.pdf`;
};

/**
 * A requested display file name made safe for a Content-Disposition header:
 * kept when it is 1–100 characters of `[A-Za-z0-9._-]` ending in `.pdf`,
 * otherwise `fallback`. The name never authorises anything.
 *
 * @example
 * safeDocumentFileName("contract-12.pdf", "x.pdf") // "contract-12.pdf"
 * safeDocumentFileName("a\r\nSet-Cookie: x.pdf", "x.pdf") // "x.pdf"
 */
export const safeDocumentFileName = (requested: unknown, fallback: string): string =>
  typeof requested === "string" && /^[A-Za-z0-9._-]{1,96}\.pdf$/i.test(requested) ? requested : fallback;
