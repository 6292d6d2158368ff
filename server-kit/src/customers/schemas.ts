import { decoderFor, DeferralParty, encoderFor, withDefault } from "@lendkit/core";
import * as Schema from "effect/Schema";

/**
 * Wire shapes of this area's own calls that core has no Schema for (the
 * staff's deferral decisions, ByPassOTP, the renewal body). Answers are
 * encoded through them so only these fields leave (SECURITY 15).
 */

/** Body of POST /api/deferralRequests/{id}/approve and /refuse: an optional note (≤ 500 characters). */
export const DeferralDecisionBody = Schema.Struct({
  decisionNote: withDefault(Schema.NullOr(Schema.String.check(Schema.isMaxLength(500))), null),
});
export const decodeDeferralDecisionBody = decoderFor(DeferralDecisionBody);

/** One deferral request as staff see it in the list and in a decision's answer. */
export const DeferralRequestView = Schema.Struct({
  id: Schema.Number,
  status: Schema.Literals(["pending", "approved", "refused"]),
  customerId: Schema.Number,
  customerName: Schema.String,
  contractId: Schema.Number,
  contractNumber: Schema.String,
  paymentId: Schema.Number,
  fromDate: Schema.String,
  toDate: Schema.String,
  /** The fee in dollars (2 decimals), as the wire carries money. */
  fee: Schema.Number,
  message: Schema.String,
  lang: Schema.Literals(["fr", "en"]),
  requestedByUserId: Schema.NullOr(Schema.Number),
  requestedByCustomerId: Schema.NullOr(Schema.Number),
  /** Who asked (issue 15 §5): a staff user by name, or the customer; never a staff request worded as the customer's. */
  requestedBy: DeferralParty,
  /** When it was asked (ISO timestamp); the same as `createdAt`. */
  createdAt: Schema.String,
  decidedByUserId: Schema.NullOr(Schema.Number),
  /** The staff user who decided, by name; null while pending. */
  decidedByName: withDefault(Schema.NullOr(Schema.String), null),
  decidedAt: Schema.NullOr(Schema.String),
  decisionNote: Schema.NullOr(Schema.String),
  /** The fee line an approval added (null otherwise, or with no fee). */
  feePaymentId: withDefault(Schema.NullOr(Schema.Number), null),
});
export type DeferralRequestView = typeof DeferralRequestView.Type;
export const encodeDeferralRequestView = encoderFor(DeferralRequestView);
export const decodeDeferralRequestView = decoderFor(DeferralRequestView);

/** Body of POST /api/customer/{customerId}/renewContract: which contract to renew; none means the current one. */
export const RenewContractBody = Schema.Struct({
  contractId: withDefault(Schema.NullOr(Schema.Number), null),
});
export const decodeRenewContractBody = decoderFor(RenewContractBody);

/** Result of GET /api/contractExternal/ByPassOTP/{contractId} (C §7). */
export const ByPassOtpResult = Schema.Struct({
  OnboardingURL: Schema.String,
  token: Schema.String,
});
export const encodeByPassOtpResult = encoderFor(ByPassOtpResult);
export const decodeByPassOtpResult = decoderFor(ByPassOtpResult);

/** Body of POST /api/contractExternal/accountEntry: the ticket of ByPassOTP's address. */
export const AccountEntryBody = Schema.Struct({ token: Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(128)) });
export const decodeAccountEntryBody = decoderFor(AccountEntryBody);
