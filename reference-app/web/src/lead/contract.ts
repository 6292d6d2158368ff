import { frequencyOptions, isFrequencyCode, labelOf, type Lang } from "@lendkit/core";
import { leadCall } from "./session.js";

/**
 * The contract document the applicant signs (GET …/cashLoanFlow/:slug/contract,
 * docs/api/flows-and-bank-verification.md): read defensively — only what the
 * screen shows, every value as text — so an unexpected answer never breaks
 * the page. The hash is sent back untouched: the server signs exactly the
 * document it built.
 */
export interface ScheduleLine {
  readonly number: string;
  readonly dueDate: string;
  readonly payment: string;
  readonly interest: string;
  readonly principal: string;
  readonly fee: string;
  readonly total: string;
  readonly balance: string;
}

export interface ContractToSign {
  readonly signed: boolean;
  readonly signedAt: string | null;
  readonly documentSha256: string;
  readonly contractNumber: string;
  readonly renewsContractNumber: string | null;
  readonly lenderName: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly terms: Readonly<Record<string, string>>;
  readonly frequency: number | null;
  readonly schedule: readonly ScheduleLine[];
}

type Json = Record<string, unknown>;

const record = (value: unknown): Json => (value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {});
const text = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");

const scheduleLine = (value: unknown): ScheduleLine => {
  const line = record(value);
  return {
    number: text(line.number),
    dueDate: text(line.dueDate),
    payment: text(line.payment),
    interest: text(line.interest),
    principal: text(line.principal),
    fee: text(line.fee),
    total: text(line.total),
    balance: text(line.balance),
  };
};

/** The screen's view of the server's answer. */
export const contractToSign = (answer: unknown): ContractToSign => {
  const body = record(answer);
  const document = record(body.document);
  const borrower = record(document.borrower);
  const lender = record(document.lender);
  const terms = record(document.terms);
  const frequency = terms.frequency;
  return {
    signed: body.signed === true,
    signedAt: typeof body.signedAt === "string" ? body.signedAt : null,
    documentSha256: text(body.documentSha256),
    contractNumber: text(document.contractNumber),
    renewsContractNumber: typeof document.renewsContractNumber === "string" ? document.renewsContractNumber : null,
    lenderName: text(lender.name),
    firstName: text(borrower.firstName),
    lastName: text(borrower.lastName),
    terms: Object.fromEntries(Object.entries(terms).map(([key, value]) => [key, text(value)])),
    frequency: typeof frequency === "number" ? frequency : null,
    schedule: Array.isArray(document.schedule) ? document.schedule.map(scheduleLine) : [],
  };
};

const slugPath = (slug: string) => `/api/contractExternal/cashLoanFlow/${encodeURIComponent(slug)}`;

export const loadContract = async (slug: string): Promise<ContractToSign> => contractToSign(await leadCall<unknown>(`${slugPath(slug)}/contract`));

/** What the signature's answer says about the confirmation email: sent or not, and to which (masked) address. */
export interface SignedConfirmationInfo {
  readonly sent: boolean;
  readonly email: string | null;
}

const confirmations = new Map<string, SignedConfirmationInfo>();

/** The confirmation of a signature made in this visit, or null (signed earlier). */
export const signedConfirmationOf = (slug: string): SignedConfirmationInfo | null => confirmations.get(slug) ?? null;

/** Signs: the typed name, the signature PNG and the hash of the document reviewed; keeps what the answer says of the email. */
export const signContract = async (slug: string, body: { signerName: string; signature: string; documentSha256: string }) => {
  const answer = await leadCall<{ confirmation?: { sent?: unknown; email?: unknown } } | null>(`${slugPath(slug)}/signature`, { method: "POST", body });
  const confirmation = answer?.confirmation;
  if (confirmation) confirmations.set(slug, { sent: confirmation.sent === true, email: typeof confirmation.email === "string" ? confirmation.email : null });
  return answer;
};

/** The frequency's name in `lang` ("" when unknown). */
export const frequencyName = (code: number | null, lang: Lang): string =>
  code !== null && isFrequencyCode(code) ? (labelOf(frequencyOptions, code, lang) ?? "") : "";

/** A yyyy-mm-dd date as the applicant reads it ("22 novembre 2026", "November 22, 2026"). */
export const longDate = (iso: string, lang: Lang): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(lang === "fr" ? "fr-CA" : "en-CA", { dateStyle: "long", timeZone: "UTC" }).format(date);
};
