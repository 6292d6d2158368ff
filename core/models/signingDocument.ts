import * as Schema from "effect/Schema";
import { PeriodsPerYearValue } from "./calculatorModel.js";
import { decoderFor, encoderFor, withDefault } from "./decode.js";
import { RenewalAddressForm } from "./renewalForms.js";
import { DisclosureStatement } from "./disclosureStatement.js";
import { DocumentDateText, DocumentMoneyText } from "./documentText.js";

/**
 * The contract document an applicant signs at step 3 (C §3.8), as the
 * server builds it and the lead app shows it: one Schema for both sides.
 * Every amount is 2-decimal text ("1350.00") and every date `yyyy-mm-dd`
 * text, exactly as hashed: the server's SHA-256 covers the document's
 * canonical JSON (keys sorted, no spaces), so decoding then encoding a
 * document gives back the same JSON and the same hash.
 */

/**
 * Identifies the document's shape; bumped if the shape ever changes. v2
 * added the lender's identity (legal name, address, phone, email) and the
 * terms and conditions text; v3 the cost-of-borrowing disclosure (APR,
 * Québec's credit rate and standard-form lines, the cap and high-cost
 * checks). Documents signed under v1 and v2 are still read by
 * {@link ContractToSignAnswer}.
 */
export const signingDocumentKind = "lendkit.cashLoanContract.v3";

/** The second shape's kind: lender identity and terms, no disclosure. */
export const signingDocumentKindV2 = "lendkit.cashLoanContract.v2";

/** The first shape's kind: no lender identity beyond its name, no terms and conditions. */
export const signingDocumentKindV1 = "lendkit.cashLoanContract.v1";

export { DocumentDateText, DocumentMoneyText } from "./documentText.js";

/** An annual rate in percent as text: two decimals, or the training rate's exact "0.000001" (C §3.6). */
export const DocumentRateText = Schema.String.check(
  Schema.makeFilter((text: string) => (/^\d{1,3}\.\d{2,6}$/.test(text) && Number(text) <= 100 ? undefined : `expected a rate in percent, got ${JSON.stringify(text)}`)),
);

const Count = Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 100_000 }));

/** One line of the document's payment schedule (core/schedule's line, amounts as text). */
export const SigningScheduleLine = Schema.Struct({
  number: Count,
  dueDate: DocumentDateText,
  payment: DocumentMoneyText,
  interest: DocumentMoneyText,
  principal: DocumentMoneyText,
  fee: DocumentMoneyText,
  /** payment + fee: what is withdrawn that day. */
  total: DocumentMoneyText,
  /** Principal left after the line. */
  balance: DocumentMoneyText,
});
export type SigningScheduleLine = typeof SigningScheduleLine.Type;

/** The loan's terms: the applicant's choice at step 1 recomputed by core's calculator on the lender's day. */
export const SigningTerms = Schema.Struct({
  requestedAmount: DocumentMoneyText,
  previousBalance: DocumentMoneyText,
  principal: DocumentMoneyText,
  /** Frequency code 0–3 (core's codes/frequency). */
  frequency: Schema.Literals([0, 1, 2, 3]),
  periodsPerYear: PeriodsPerYearValue,
  numberOfPayments: Count,
  annualInterestRate: DocumentRateText,
  brokerageFeePerPeriod: DocumentMoneyText,
  regularPayment: DocumentMoneyText,
  totalRepaid: DocumentMoneyText,
  depositDate: DocumentDateText,
  /** The date the applicant chose at step 1 when still within the allowed range (C §3.6), else the recommended one. */
  firstPaymentDate: Schema.NullOr(DocumentDateText),
  lastPaymentDate: Schema.NullOr(DocumentDateText),
});
export type SigningTerms = typeof SigningTerms.Type;

const SigningBorrower = Schema.Struct({
  firstName: Schema.String,
  lastName: Schema.String,
  birthDate: Schema.NullOr(Schema.String),
  email: Schema.String,
  cellPhone: Schema.String,
  address: Schema.NullOr(RenewalAddressForm),
});

/**
 * The lender as the contract names it: the tenant's configuration (its
 * flow settings' `lender`), the legal name falling back to the tenant's
 * name; address, phone and email null when the tenant gives none.
 */
export const SigningLender = Schema.Struct({
  /** The tenant code. */
  tenant: Schema.String,
  /** The name the lender is known by. */
  name: Schema.String,
  /** The legal name that binds the lender. */
  legalName: Schema.String,
  /** The lender's address, lines separated by "\n". */
  address: Schema.NullOr(Schema.String),
  phone: Schema.NullOr(Schema.String),
  email: Schema.NullOr(Schema.String),
});
export type SigningLender = typeof SigningLender.Type;

/**
 * The contract document (C §3.8): its language, lender, contract numbers,
 * borrower, loan terms, schedule, cost-of-borrowing disclosure and terms and
 * conditions — all of it covered by the signature's hash.
 */
export const SigningDocument = Schema.Struct({
  kind: Schema.Literal(signingDocumentKind),
  /** The language of the screen the applicant reviews and signs it on. */
  lang: Schema.Literals(["fr", "en"]),
  lender: SigningLender,
  contractNumber: Schema.String,
  renewsContractNumber: Schema.NullOr(Schema.String),
  borrower: SigningBorrower,
  terms: SigningTerms,
  schedule: Schema.Array(SigningScheduleLine),
  /** What the credit costs (core/disclosure's `quoteDisclosure` of these terms): APR, credit rate, Québec's form lines. */
  disclosure: DisclosureStatement,
  /** The tenant's terms and conditions in the document's language; paragraphs separated by a blank line. */
  termsAndConditions: Schema.String.check(Schema.isNonEmpty()),
});
export type SigningDocument = typeof SigningDocument.Type;

/** A document signed under the second shape (v2): read back, never built any more. */
export const SigningDocumentV2 = Schema.Struct({
  kind: Schema.Literal(signingDocumentKindV2),
  lang: Schema.Literals(["fr", "en"]),
  lender: SigningLender,
  contractNumber: Schema.String,
  renewsContractNumber: Schema.NullOr(Schema.String),
  borrower: SigningBorrower,
  terms: SigningTerms,
  schedule: Schema.Array(SigningScheduleLine),
  termsAndConditions: Schema.String.check(Schema.isNonEmpty()),
});
export type SigningDocumentV2 = typeof SigningDocumentV2.Type;

/** A document signed under the first shape (v1): read back, never built any more. */
export const SigningDocumentV1 = Schema.Struct({
  kind: Schema.Literal(signingDocumentKindV1),
  lang: Schema.Literals(["fr", "en"]),
  lender: Schema.Struct({ tenant: Schema.String, name: Schema.String }),
  contractNumber: Schema.String,
  renewsContractNumber: Schema.NullOr(Schema.String),
  borrower: SigningBorrower,
  terms: SigningTerms,
  schedule: Schema.Array(SigningScheduleLine),
});
export type SigningDocumentV1 = typeof SigningDocumentV1.Type;

/**
 * Decodes a signing document (unknown keys ignored).
 *
 * @example
 * decodeSigningDocument({ kind: "other" }).ok // false
 */
export const decodeSigningDocument = decoderFor(SigningDocument);

/**
 * Encodes a signing document back to the JSON that is hashed (identity on a decoded document).
 *
 * @example
 * encodeSigningDocument(document).terms.firstPaymentDate // "2026-12-03"
 */
export const encodeSigningDocument = encoderFor(SigningDocument);

/**
 * GET …/cashLoanFlow/{slug}/contract: the document to sign (`signed` false)
 * or the one signed (with `signedAt`; a v1 or v2 document when signed under those shapes),
 * and the SHA-256 of its canonical text that the signature sends back untouched.
 */
export const ContractToSignAnswer = Schema.Struct({
  signed: Schema.Boolean,
  signedAt: withDefault(Schema.NullOr(Schema.String), null),
  documentSha256: Schema.String.check(Schema.isPattern(/^[a-f0-9]{64}$/)),
  document: Schema.Union([SigningDocument, SigningDocumentV2, SigningDocumentV1]),
});
export type ContractToSignAnswer = typeof ContractToSignAnswer.Type;

/**
 * Decodes the answer of GET …/contract.
 *
 * @example
 * decodeContractToSignAnswer({ signed: false, documentSha256: "x" }).ok // false
 */
export const decodeContractToSignAnswer = decoderFor(ContractToSignAnswer);

/** Encodes the answer of GET …/contract. */
export const encodeContractToSignAnswer = encoderFor(ContractToSignAnswer);
