import * as Schema from "effect/Schema";
import { decoderFor, encoderFor, Money, withDefault } from "./schema.js";

/**
 * One-time-password and renewal-flow data (C §3.9, C §7): the OTP form, the
 * validation request and result, the onboarding step attained, the
 * renewContract result and a stepper step. Wire names verbatim.
 */

/** The OTP form: the code as typed, mask included (`### ###`). */
export const OtpForm = Schema.Struct({ OTP: withDefault(Schema.String, "") });
export type OtpForm = typeof OtpForm.Type;

/**
 * Decodes the OTP form.
 *
 * @example
 * decodeOtpForm({ OTP: "123 456" }) // { ok: true, value: { OTP: "123 456" } }
 */
export const decodeOtpForm = decoderFor(OtpForm);

/**
 * Encodes the OTP form.
 *
 * @example
 * encodeOtpForm({ OTP: "123456" }) // { OTP: "123456" }
 */
export const encodeOtpForm = encoderFor(OtpForm);

/** Body of GetServerInfosFromOTP / validateOTPAndRenew (C §7): 6 digits, the slug, the lead source if any. */
export const OtpValidationRequest = Schema.Struct({
  OTP: Schema.String.check(
    Schema.makeFilter((code: string) => (/^\d{6}$/.test(code) ? undefined : "expected 6 digits")),
  ),
  userSlug: Schema.String.check(Schema.isMinLength(1)),
  leadSourceId: withDefault(Schema.NullOr(Schema.Number), null),
});
export type OtpValidationRequest = typeof OtpValidationRequest.Type;

/**
 * Decodes an OTP validation body (the OTP must be exactly 6 digits, mask removed).
 *
 * @example
 * decodeOtpValidationRequest({ OTP: "12345", userSlug: "ab" }).ok // false (path "OTP")
 */
export const decodeOtpValidationRequest = decoderFor(OtpValidationRequest);

/**
 * Encodes an OTP validation body.
 *
 * @example
 * encodeOtpValidationRequest({ OTP: "123456", userSlug: "ab", leadSourceId: null }).OTP // "123456"
 */
export const encodeOtpValidationRequest = encoderFor(OtpValidationRequest);

/** Result of a successful OTP validation: the flow slug, the overdue amount and the collections number. */
export const OtpValidationResult = Schema.Struct({
  slug: Schema.String,
  amountLate: withDefault(Money, 0),
  collectionsPhoneNumber: withDefault(Schema.NullOr(Schema.String), null),
  /** The step the flow resumes at (C §3.10, the server's attained step); null when the server names none (step 1). */
  step: withDefault(Schema.NullOr(Schema.Number), null),
});
export type OtpValidationResult = typeof OtpValidationResult.Type;

/**
 * Decodes an OTP validation result; `amountLate` becomes a Decimal (0 when missing).
 *
 * @example
 * decodeOtpValidationResult({ slug: "s1", amountLate: "12.50" }) // { ok: true, value: { slug: "s1", amountLate: Decimal(12.5), collectionsPhoneNumber: null, step: null } }
 */
export const decodeOtpValidationResult = decoderFor(OtpValidationResult);

/**
 * Encodes an OTP validation result (amountLate back to a JSON number).
 *
 * @example
 * encodeOtpValidationResult({ slug: "s1", amountLate: new Decimal("12.50"), collectionsPhoneNumber: null, step: 23 }).amountLate // 12.5
 */
export const encodeOtpValidationResult = encoderFor(OtpValidationResult);

/** Result of GET …/onboardingStepAttained: a step number, null when the server has none. */
export const OnboardingStepAttained = Schema.NullOr(Schema.Number);
export type OnboardingStepAttained = typeof OnboardingStepAttained.Type;

/**
 * Decodes the onboarding step attained.
 *
 * @example
 * decodeOnboardingStepAttained(21) // { ok: true, value: 21 }
 */
export const decodeOnboardingStepAttained = decoderFor(OnboardingStepAttained);

/**
 * Encodes the onboarding step attained.
 *
 * @example
 * encodeOnboardingStepAttained(23) // 23
 */
export const encodeOnboardingStepAttained = encoderFor(OnboardingStepAttained);

/** Result of POST /api/customer/{customerId}/renewContract. */
export const RenewContractResult = Schema.Struct({
  renewId: Schema.Number,
  slug: Schema.String,
});
export type RenewContractResult = typeof RenewContractResult.Type;

/**
 * Decodes a renewContract result.
 *
 * @example
 * decodeRenewContractResult({ renewId: 7, slug: "x1" }).ok // true
 */
export const decodeRenewContractResult = decoderFor(RenewContractResult);

/**
 * Encodes a renewContract result.
 *
 * @example
 * encodeRenewContractResult({ renewId: 7, slug: "x1" }) // { renewId: 7, slug: "x1" }
 */
export const encodeRenewContractResult = encoderFor(RenewContractResult);

/** One stage of the progress bar: its label and number. */
export const StepperStep = Schema.Struct({
  label: Schema.String,
  number: Schema.Number,
});
export type StepperStep = typeof StepperStep.Type;

/**
 * Decodes a stepper step.
 *
 * @example
 * decodeStepperStep({ label: "Signatures", number: 3 }).ok // true
 */
export const decodeStepperStep = decoderFor(StepperStep);

/**
 * Encodes a stepper step.
 *
 * @example
 * encodeStepperStep({ label: "Signatures", number: 3 }) // { label: "Signatures", number: 3 }
 */
export const encodeStepperStep = encoderFor(StepperStep);
