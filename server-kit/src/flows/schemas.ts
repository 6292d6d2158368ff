import {
  DateOnly,
  isValidEmail,
  decoderFor,
  DocumentDateText,
  Money,
  PeriodsPerYearValue,
  RenewalAddressForm,
  RenewalIncomeForm,
  RenewalReferencesForm,
  withDefault,
  renewalAddressCaps,
  type DecodeResult,
} from "@lendkit/core";
import * as Schema from "effect/Schema";

/**
 * Bodies of the public flow routes. The renewal forms are core's Schemas
 * (C §3.9), the same the UI encodes; the step 1 choice, the stored loan,
 * the new applicant's basic information and the signature are the
 * server's own (core has no Schema for them yet).
 */

/**
 * Step 1 (C §7): `{ loanFrequency, loanAmount, numberOfPayments,
 * customerSelectedFirstPaymentDate }`; loanFrequency in periods per year, as
 * the calculator model; the first payment date the applicant picked
 * (`yyyy-mm-dd`), null or absent when they kept the recommended one.
 */
export const LoanChoiceRequest = Schema.Struct({
  loanFrequency: PeriodsPerYearValue,
  loanAmount: Money,
  numberOfPayments: Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 1040 })),
  customerSelectedFirstPaymentDate: withDefault(Schema.NullOr(DocumentDateText), null),
});
export type LoanChoiceRequest = typeof LoanChoiceRequest.Type;
export const decodeLoanChoiceRequest = decoderFor(LoanChoiceRequest);

/**
 * The loan choice as stored in `flow_states.loan_json` (amount as 2-decimal
 * text; the chosen first payment date as `yyyy-mm-dd`, null when none — a
 * choice stored before the date was kept reads as null).
 */
export const StoredLoan = Schema.Struct({
  loanAmount: Schema.String,
  loanFrequency: PeriodsPerYearValue,
  numberOfPayments: Schema.Number,
  customerSelectedFirstPaymentDate: withDefault(Schema.NullOr(Schema.String), null),
  /**
   * True when the applicant chose a count below the pricing's own because the
   * lender's `refuse` cap kept only those (core's `paymentCountsWithinCap`):
   * the quote then keeps that count instead of the pricing's.
   */
  countWithinCap: Schema.optionalKey(Schema.Boolean),
});
export type StoredLoan = typeof StoredLoan.Type;
export const decodeStoredLoan = decoderFor(StoredLoan);

export const decodeIncomeRequest = decoderFor(RenewalIncomeForm);
export const decodeReferencesRequest = decoderFor(RenewalReferencesForm);
export const decodeAddressRequest = decoderFor(RenewalAddressForm);

/** Which step a `PUT …/cashLoanFlow/{slug}` body is for, from its keys (the spec's payload has no step field). */
export type FlowBodyKind = "loan" | "income" | "references";

const keysOf = (schema: { readonly fields: Readonly<Record<string, unknown>> }): ReadonlySet<string> => new Set(Object.keys(schema.fields));
const loanKeys = keysOf(LoanChoiceRequest);
const incomeKeys = keysOf(RenewalIncomeForm);
const referenceKeys = keysOf(RenewalReferencesForm);

/**
 * The step of a body: the one group of fields it uses; null when it uses
 * none (empty or only unknown keys) or mixes groups.
 *
 * @example
 * flowBodyKind({ loanAmount: 750, loanFrequency: 26, numberOfPayments: 40 }) // "loan"
 * flowBodyKind({ refName: "Léa", workPoste: "x" }) // null
 */
export const flowBodyKind = (body: unknown): FlowBodyKind | null => {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return null;
  const keys = Object.keys(body);
  const kinds = new Set<FlowBodyKind>();
  for (const key of keys) {
    if (loanKeys.has(key)) kinds.add("loan");
    if (incomeKeys.has(key)) kinds.add("income");
    if (referenceKeys.has(key)) kinds.add("references");
  }
  return kinds.size === 1 ? ([...kinds][0] ?? null) : null;
};

/**
 * Longest text the server keeps per field. C §5 caps company and contact
 * at 250; the spec gives no cap for the other texts, so they get the same
 * 250 (names, occupations, relationships, streets) or less where the value
 * has a known shape.
 */
export const textCaps: Readonly<Record<string, number>> = {
  ...renewalAddressCaps,
  province: 100,
  postalCode: 10,
  workYears: 10,
  workMonth: 10,
  workPhone: 20,
  workPhoneExt: 10,
  refCell: 20,
  refCell1: 20,
  refCell2: 20,
  refPhone: 20,
  refPhone1: 20,
  refPhone2: 20,
};

/** Fields of `value` whose text is longer than its cap (250 by default). */
export const oversizedFields = (value: Readonly<Record<string, unknown>>): string[] =>
  Object.entries(value)
    .filter(([key, text]) => typeof text === "string" && text.length > (textCaps[key] ?? 250))
    .map(([key]) => key);

const Name = Schema.String.check(Schema.isMaxLength(100)).check(
  Schema.makeFilter((text: string) => (text.trim() === "" ? "is required" : undefined)),
);

/**
 * The new applicant's basic information (`/go/cash`, `/go/min/:token/basic`):
 * who they are and the consent to receive a code by text message (C §3.2's
 * wording). The phone is where the code goes.
 */
export const LeadBasicRequest = Schema.Struct({
  firstName: Name,
  lastName: Name,
  birthDate: DateOnly,
  // Core's email rule, the one the applicant's form and the confirmation email read; the route trims what it stores.
  email: Schema.String.check(
    Schema.isMaxLength(254),
    Schema.makeFilter((text: string) => (isValidEmail(text) ? undefined : `expected an email address, got ${JSON.stringify(text)}`)),
  ),
  cellPhone: Schema.String.check(Schema.isMaxLength(20)),
  lang: Schema.optionalKey(Schema.Literals(["fr", "en"])),
  isAcceptChecked: Schema.Boolean,
  leadSourceId: Schema.optionalKey(Schema.Number.check(Schema.isInt(), Schema.isBetween({ minimum: 0, maximum: 2_147_483_647 }))),
});
export type LeadBasicRequest = typeof LeadBasicRequest.Type;
export const decodeLeadBasicRequest = decoderFor(LeadBasicRequest);

/** Largest signature data URL accepted (about 70 kB of PNG); the JSON body cap is 100 kB. */
export const maxSignatureDataUrlLength = 96_000;

/** POST …/signature: the typed name, the drawn signature (PNG data URL) and the hash of the document reviewed. */
export const SignatureRequest = Schema.Struct({
  signerName: Schema.String.check(Schema.isMinLength(2), Schema.isMaxLength(200)),
  signature: Schema.String.check(Schema.isMaxLength(maxSignatureDataUrlLength)),
  documentSha256: Schema.String.check(Schema.isPattern(/^[a-f0-9]{64}$/)),
});
export type SignatureRequest = typeof SignatureRequest.Type;
export const decodeSignatureRequest = decoderFor(SignatureRequest);

/**
 * Bodiless POSTs and PUTs: `{}` or nothing. Checked by hand: an empty
 * `Schema.Struct({})` lets every key through, even with unknown keys refused.
 *
 * @example
 * decodeEmptyFlowBody({ step: 3 }).ok // false
 */
export const decodeEmptyFlowBody = (input: unknown): DecodeResult<Record<string, never>> =>
  input !== null && typeof input === "object" && !Array.isArray(input) && Object.keys(input).length === 0
    ? { ok: true, value: {} }
    : { ok: false, errors: [{ path: "", message: "expected an empty body" }] };
