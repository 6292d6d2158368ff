import * as Schema from "effect/Schema";
import { isValidEmail } from "../contracts/email.js";
import { PeriodsPerYearValue } from "./calculatorModel.js";
import { DocumentDateText } from "./documentText.js";
import { RenewalIncomeForm, RenewalReferencesForm } from "./renewalForms.js";
import { DateOnly, decoderFor, Money, withDefault } from "./schema.js";

/**
 * Request bodies of the public cash-loan and renewal flows (C §3.6–§3.10,
 * §7, docs/api/flows-and-bank-verification.md), the `request` of their
 * entries in `apiRoutes.flows` (and of the flow-slug routes of
 * `apiRoutes.otp` and `apiRoutes.bankVerification` that take no body);
 * decoded with unknown keys refused. The renewal forms of steps 21, 23 and
 * 24 are `renewalForms.ts`'s Schemas, the same the UI encodes.
 */

/**
 * Step 1 (C §7), PUT …/cashLoanFlow/{slug}: `{ loanFrequency, loanAmount,
 * numberOfPayments, customerSelectedFirstPaymentDate }`; loanFrequency in
 * periods per year, as the calculator model; the first payment date the
 * applicant picked (`yyyy-mm-dd`), null or absent when they kept the
 * recommended one.
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
 * The loan choice as the server stores it (`flow_states.loan_json`) and
 * gives it back as the flow data's `loan`: amount as 2-decimal text; the
 * chosen first payment date as `yyyy-mm-dd`, null when none (a choice
 * stored before the date was kept reads as null).
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

/**
 * PUT …/cashLoanFlow/{slug}: step 1's choice, step 23's income or step 24's
 * references. The spec's payload has no step field: the server tells them
 * apart by their keys (`flowBodyKind`, `flowFields.ts`) and decodes with
 * that step's Schema.
 */
export const FlowStepRequest = Schema.Union([LoanChoiceRequest, RenewalIncomeForm, RenewalReferencesForm]);

const Name = Schema.String.check(Schema.isMaxLength(100)).check(
  Schema.makeFilter((text: string) => (text.trim() === "" ? "is required" : undefined)),
);

/**
 * POST …/cashLoanFlow/basic, the new applicant's basic information
 * (`/go/cash`, `/go/min/:token/basic`): who they are and the consent to
 * receive a code by text message (C §3.2's wording). The phone is where the
 * code goes.
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

/** POST …/cashLoanFlow/{slug}/signature: the typed name, the drawn signature (PNG data URL) and the hash of the document reviewed. */
export const SignatureRequest = Schema.Struct({
  signerName: Schema.String.check(Schema.isMinLength(2), Schema.isMaxLength(200)),
  signature: Schema.String.check(Schema.isMaxLength(maxSignatureDataUrlLength)),
  documentSha256: Schema.String.check(Schema.isPattern(/^[a-f0-9]{64}$/)),
});
export type SignatureRequest = typeof SignatureRequest.Type;
export const decodeSignatureRequest = decoderFor(SignatureRequest);

