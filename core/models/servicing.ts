import * as Schema from "effect/Schema";
import { adjustmentCents, isPostingAmountText } from "../servicing/ledger/amount.js";
import { externalIdPattern, isDayText } from "../servicing/ledger/fields.js";
import { returnReasons } from "../servicing/ledger/posting.js";
import { decoderFor, withDefault } from "./schema.js";

/**
 * Request bodies of the servicing routes (issue 22 §2, docs/api/servicing.md),
 * the `request` of their entries in `apiRoutes.servicing`; decoded with
 * unknown keys refused. Money is a decimal string with at most two decimals,
 * above 0 ("12.50"); a day is `yyyy-mm-dd`, nothing else. The checks are
 * core/servicing's rules, which the screens and the processor file use too.
 */

const AmountText = Schema.String.check(
  Schema.makeFilter((text: string) =>
    isPostingAmountText(text) ? undefined : `expected an amount from 0.01 to 999999999.99 with at most 2 decimals, got ${JSON.stringify(text)}`,
  ),
);

const SignedAmountText = Schema.String.check(
  Schema.makeFilter((text: string) =>
    adjustmentCents(text) !== null ? undefined : `expected a non-zero amount from -999999999.99 to 999999999.99 with at most 2 decimals, got ${JSON.stringify(text)}`,
  ),
);

/** A real day written `yyyy-mm-dd`, kept as text (core/servicing's `isDayText`). */
export const DayText = Schema.String.check(
  Schema.makeFilter((text: string) => (isDayText(text) ? undefined : `expected a date yyyy-mm-dd, got ${JSON.stringify(text)}`)),
);

const Reason = Schema.String.check(Schema.isNonEmpty(), Schema.isMaxLength(500));

const Note = withDefault(Schema.NullOr(Schema.String.check(Schema.isMaxLength(500))), null);

/** Body of POST /api/contracts/{id}/payments. */
export const PaymentRequest = Schema.Struct({
  amount: AmountText,
  valueDate: DayText,
  method: Schema.Literals(["pad", "etransfer", "cash", "cheque", "card"]),
  /** The processor's or bank's id of the payment: applied once per tenant, ever. */
  externalId: withDefault(Schema.NullOr(Schema.String.check(Schema.isPattern(externalIdPattern))), null),
});
export const decodePaymentRequest = decoderFor(PaymentRequest);

/** Body of POST /api/contracts/{id}/payments/{paymentId}/return. */
export const PaymentReturnRequest = Schema.Struct({
  returnedOn: DayText,
  reason: Schema.Literals(returnReasons),
});
export const decodePaymentReturnRequest = decoderFor(PaymentReturnRequest);

/** Body of POST /api/contracts/{id}/fees. */
export const FeeRequest = Schema.Struct({
  kind: Schema.Literals(["nsf", "late", "deferral", "other"]),
  amount: AmountText,
  dueDate: DayText,
  note: Note,
});
export const decodeFeeRequest = decoderFor(FeeRequest);

/** Body of POST /api/contracts/{id}/fees/{lineId}/waive. */
export const FeeWaiverRequest = Schema.Struct({ reason: Reason });
export const decodeFeeWaiverRequest = decoderFor(FeeWaiverRequest);

/** Body of POST /api/contracts/{id}/adjustments: a credit ("25.00") or a debit ("-25.00") on a day. */
export const AdjustmentRequest = Schema.Struct({ amount: SignedAmountText, valueDate: DayText, reason: Reason, note: Note });
export const decodeAdjustmentRequest = decoderFor(AdjustmentRequest);

/** Body of POST /api/contracts/{id}/write-off. */
export const WriteOffRequest = Schema.Struct({ reason: Reason, note: Note });
export const decodeWriteOffRequest = decoderFor(WriteOffRequest);

/** Body of POST /api/servicing/run: the lender's day to run. */
export const ServicingRunRequest = Schema.Struct({ date: DayText });
export const decodeServicingRunRequest = decoderFor(ServicingRunRequest);

/** Body of POST /api/servicing/approvals/{id}/approve and …/reject: the checker's note, optional. */
export const ApprovalDecisionRequest = Schema.Struct({ note: Note });
export const decodeApprovalDecisionRequest = decoderFor(ApprovalDecisionRequest);
