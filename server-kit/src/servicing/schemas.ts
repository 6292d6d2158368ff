import { decoderFor, withDefault } from "@lendkit/core";
import { adjustmentCents, externalIdPattern, isDayText, isPostingAmountText, returnReasons } from "@lendkit/core/servicing";
import * as Schema from "effect/Schema";

/**
 * Request bodies of the servicing routes (docs/api/servicing.md), decoded
 * with unknown keys refused. Money is a decimal string with at most two
 * decimals, above 0 ("12.50"); a day is `yyyy-mm-dd`, nothing else.
 */

const AmountText = Schema.String.check(
  Schema.makeFilter((text: string) =>
    isPostingAmountText(text) ? undefined : `expected an amount from 0.01 to 999999999.99 with at most 2 decimals, got ${JSON.stringify(text)}`,
  ),
);

/** True for a real day written `yyyy-mm-dd` (core's rule, shared with the processor file). */
export { isDayText };

export const DayText = Schema.String.check(
  Schema.makeFilter((text: string) => (isDayText(text) ? undefined : `expected a date yyyy-mm-dd, got ${JSON.stringify(text)}`)),
);

const Reason = Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(500));

/** Body of POST /api/contracts/{id}/payments. */
export const PaymentBody = Schema.Struct({
  amount: AmountText,
  valueDate: DayText,
  method: Schema.Literals(["pad", "etransfer", "cash", "cheque", "card"]),
  /** The processor's or bank's id of the payment: applied once per tenant, ever. */
  externalId: withDefault(Schema.NullOr(Schema.String.check(Schema.isPattern(externalIdPattern))), null),
});
export const decodePaymentBody = decoderFor(PaymentBody);

/** Body of POST /api/contracts/{id}/payments/{paymentId}/return. */
export const ReturnBody = Schema.Struct({
  returnedOn: DayText,
  reason: Schema.Literals(returnReasons),
});
export const decodeReturnBody = decoderFor(ReturnBody);

/** Body of POST /api/contracts/{id}/fees. */
export const FeeBody = Schema.Struct({
  kind: Schema.Literals(["nsf", "late", "deferral", "other"]),
  amount: AmountText,
  dueDate: DayText,
  note: withDefault(Schema.NullOr(Schema.String.check(Schema.isMaxLength(500))), null),
});
export const decodeFeeBody = decoderFor(FeeBody);

/** Body of POST /api/contracts/{id}/fees/{lineId}/waive. */
export const WaiverBody = Schema.Struct({ reason: Reason });
export const decodeWaiverBody = decoderFor(WaiverBody);

const SignedAmountText = Schema.String.check(
  Schema.makeFilter((text: string) =>
    adjustmentCents(text) !== null ? undefined : `expected a non-zero amount from -999999999.99 to 999999999.99 with at most 2 decimals, got ${JSON.stringify(text)}`,
  ),
);

const Note = withDefault(Schema.NullOr(Schema.String.check(Schema.isMaxLength(500))), null);

/** Body of POST /api/contracts/{id}/adjustments: a credit ("25.00") or a debit ("-25.00") on a day. */
export const AdjustmentBody = Schema.Struct({ amount: SignedAmountText, valueDate: DayText, reason: Reason, note: Note });
export const decodeAdjustmentBody = decoderFor(AdjustmentBody);

/** Body of POST /api/contracts/{id}/write-off. */
export const WriteOffBody = Schema.Struct({ reason: Reason, note: Note });
export const decodeWriteOffBody = decoderFor(WriteOffBody);

/** Body of POST /api/servicing/approvals/{id}/approve and …/reject: the checker's note, optional. */
export const ApprovalDecisionBody = Schema.Struct({ note: Note });
export const decodeApprovalDecisionBody = decoderFor(ApprovalDecisionBody);
