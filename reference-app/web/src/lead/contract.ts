import {
  decodeContractToSignAnswer,
  describeDecodeErrors,
  frequencyOptions,
  isFrequencyCode,
  labelOf,
  signingDocumentKind,
  signingDocumentKindV1,
  type DisclosureStatement,
  type Lang,
  type SigningScheduleLine,
  type SignatureRequest,
  type SigningTerms,
} from "@lendkit/core";
import { apiRoutes, routePath } from "@lendkit/core/api";
import type { LeadCall } from "./session.js";

/**
 * The contract document the applicant signs (GET …/cashLoanFlow/:slug/contract,
 * docs/api/flows-and-bank-verification.md), decoded with core's
 * `ContractToSignAnswer` Schema — the one the server builds the document
 * with. An answer that does not decode is refused (the screen says so)
 * rather than shown half-read. The document is asked for in the screen's
 * language (`?lang`), so the applicant reviews and signs the document in the
 * language they read; a language switch asks for it again. The hash is
 * sent back untouched with the same language: the server signs exactly the
 * document it built.
 */
export type ScheduleLine = SigningScheduleLine;

export interface ContractToSign {
  readonly signed: boolean;
  readonly signedAt: string | null;
  readonly documentSha256: string;
  readonly contractNumber: string;
  readonly renewsContractNumber: string | null;
  /** The document's language. */
  readonly lang: Lang;
  /** The lender as the contract names it (legal name, then how to reach it). */
  readonly lender: {
    readonly legalName: string;
    readonly address: readonly string[];
    readonly phone: string | null;
    readonly email: string | null;
  };
  /** The terms and conditions, paragraph by paragraph (none on a document signed before they were part of it). */
  readonly conditions: readonly string[];
  readonly firstName: string;
  readonly lastName: string;
  readonly terms: SigningTerms;
  readonly frequency: number;
  readonly schedule: readonly ScheduleLine[];
  /** What the credit costs, as signed (APR, credit rate, Québec's standard-form lines); null on a v1 or v2 document. */
  readonly disclosure: DisclosureStatement | null;
}

/** The screen's view of the server's answer; throws when the answer is not a contract document. */
export const contractToSign = (answer: unknown): ContractToSign => {
  const decoded = decodeContractToSignAnswer(answer);
  if (!decoded.ok) throw new Error(`contract document: ${describeDecodeErrors(decoded.errors)}`);
  const { document } = decoded.value;
  return {
    signed: decoded.value.signed,
    signedAt: decoded.value.signedAt,
    documentSha256: decoded.value.documentSha256,
    contractNumber: document.contractNumber,
    renewsContractNumber: document.renewsContractNumber,
    lang: document.lang,
    lender:
      document.kind !== signingDocumentKindV1
        ? {
            legalName: document.lender.legalName,
            address: (document.lender.address ?? "").split(/\r?\n/).map((line) => line.trim()).filter(Boolean),
            phone: document.lender.phone,
            email: document.lender.email,
          }
        : { legalName: document.lender.name, address: [], phone: null, email: null },
    conditions:
      document.kind !== signingDocumentKindV1
        ? document.termsAndConditions.split(/\r?\n\s*\r?\n/).map((paragraph) => paragraph.trim()).filter(Boolean)
        : [],
    firstName: document.borrower.firstName,
    lastName: document.borrower.lastName,
    terms: document.terms,
    frequency: document.terms.frequency,
    schedule: document.schedule,
    disclosure: document.kind === signingDocumentKind ? document.disclosure : null,
  };
};

/** The document to sign in `lang` (the one signed, in its own language, once signed), asked through the lead session's `call`. */
export const loadContract = async (slug: string, lang: Lang, call: LeadCall): Promise<ContractToSign> =>
  contractToSign(await call<unknown>(`${routePath(apiRoutes.flows.contractToSign, { slug })}?lang=${lang}`));

/** What the signature's answer says about the confirmation email: sent or not, and to which (masked) address. */
export interface SignedConfirmationInfo {
  readonly sent: boolean;
  readonly email: string | null;
}

const confirmations = new Map<string, SignedConfirmationInfo>();

/** The confirmation of a signature made in this visit, or null (signed earlier). */
export const signedConfirmationOf = (slug: string): SignedConfirmationInfo | null => confirmations.get(slug) ?? null;

/** Signs, in the language of the document reviewed: the typed name, the signature PNG and its hash; keeps what the answer says of the email. */
export const signContract = async (slug: string, lang: Lang, body: typeof SignatureRequest.Encoded, call: LeadCall) => {
  const answer = await call<{ confirmation?: { sent?: unknown; email?: unknown } } | null>(`${routePath(apiRoutes.flows.signature, { slug })}?lang=${lang}`, {
    method: "POST",
    body,
  });
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
