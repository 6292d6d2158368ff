import * as Schema from "effect/Schema";
import { DateOnly, decoderFor, EmptyableDate, encoderFor, Money, NullableMoney, withDefault } from "./schema.js";

/**
 * Customer payments (A §3, B §3.10, C §3.1). Wire names are the spec's,
 * spellings included (`PaymentFrenquency`, `deferallPaymentFee`,
 * `Deferalmessage`). Money decodes to Decimal, dates to CalendarDate.
 */

/** A frequency code on the wire: 0 weekly, 1 bi-weekly, 2 monthly, 3 semi-monthly. */
const FrequencyCodeValue = Schema.Literals([0, 1, 2, 3]);

/** A contract number: the server sends text or a number; -1 means none (C §3.1). */
const ContractNumber = Schema.Union([Schema.String, Schema.Number]);

/** Who asked for a deferral: a staff user or the customer, by name (issue 15 §5). */
export const DeferralParty = Schema.Struct({
  kind: Schema.Literals(["staff", "customer"]),
  name: Schema.String,
});
export type DeferralParty = typeof DeferralParty.Type;

/**
 * The latest deferral request of a payment line, as the payments profile
 * shows it (issue 15 §5): its status, the date asked for, who asked and
 * when (an ISO timestamp), who decided and when (null while pending).
 */
export const PaymentLineDeferral = Schema.Struct({
  id: Schema.Number,
  status: Schema.Literals(["pending", "approved", "refused"]),
  toDate: DateOnly,
  requestedBy: DeferralParty,
  requestedAt: Schema.String,
  decidedByName: withDefault(Schema.NullOr(Schema.String), null),
  decidedAt: withDefault(Schema.NullOr(Schema.String), null),
});
export type PaymentLineDeferral = typeof PaymentLineDeferral.Type;

/** Why the bank returned a payment (core/servicing's return reasons). */
const ReturnReasonValue = Schema.Literals(["nsf", "accountClosed", "stopped", "other"]);

/** A line open again because the bank returned the payment that paid it: the return's day and reason. */
export const PaymentLineReturn = Schema.Struct({
  returnedOn: DateOnly,
  reason: ReturnReasonValue,
});
export type PaymentLineReturn = typeof PaymentLineReturn.Type;

/**
 * One payment of a contract's list (A §3 "Payment line"), with its kind
 * (`payment` for a schedule payment, `fee` for a deferral fee line or a
 * fee charged on the ledger; missing means `payment`), whether a deferral
 * request waits for a decision, the line's latest deferral request (issue
 * 15 §5), the ledger's line id (`s<id>` for a schedule line, `f<id>` for a
 * fee charged on the ledger, whose `id` is then the fee event's), the fee's
 * kind on a ledger fee line, and the return that reopened the line (issue
 * 22 §5).
 */
export const PaymentLine = Schema.Struct({
  id: Schema.Number,
  dueDate: DateOnly,
  amount: Money,
  isFromOriginalSchedule: withDefault(Schema.Boolean, false),
  isLate: withDefault(Schema.Boolean, false),
  isPaid: withDefault(Schema.Boolean, false),
  canReturnNsf: withDefault(Schema.Boolean, false),
  isCheckboxDisabled: withDefault(Schema.Boolean, false),
  lineKind: withDefault(Schema.Literals(["payment", "fee"]), "payment"),
  hasPendingDeferral: withDefault(Schema.Boolean, false),
  deferral: withDefault(Schema.NullOr(PaymentLineDeferral), null),
  ledgerLineId: withDefault(Schema.NullOr(Schema.String), null),
  feeKind: withDefault(Schema.NullOr(Schema.Literals(["nsf", "late", "deferral", "other"])), null),
  returned: withDefault(Schema.NullOr(PaymentLineReturn), null),
});
export type PaymentLine = typeof PaymentLine.Type;

/**
 * The notice at the top of the customer's payments while a payment the
 * bank returned is not made good (core/servicing `bouncedPaymentNotice`):
 * the payment's amount and day, the return's day and reason, and the NSF
 * fee it added (null when none applies).
 */
export const BouncedPayment = Schema.Struct({
  amount: Money,
  paidOn: DateOnly,
  returnedOn: DateOnly,
  reason: ReturnReasonValue,
  fee: withDefault(NullableMoney, null),
});
export type BouncedPayment = typeof BouncedPayment.Type;

/** One entry of the profile's contract selector (C §3.1 contractListOptions). */
export const ContractListOption = Schema.Struct({
  leaContracts_Id: Schema.Number,
  value: Schema.Union([Schema.Number, Schema.String]),
  label: Schema.String,
  status: Schema.Number,
  isMicroCredit: withDefault(Schema.Boolean, false),
  isTraining: withDefault(Schema.Boolean, false),
  isCloseReasonBalanceZeroOnRenew: withDefault(Schema.Boolean, false),
});
export type ContractListOption = typeof ContractListOption.Type;

/**
 * The payments model of one contract: A §3 / B §3.10 "Customer payments" and
 * C §3.1 "Payments model for a contract" are one answer
 * (GET /api/customer/{customerId}/payments/{contractId}). Only
 * `currentContractId` and `PaymentFrenquency` are required; the rest default
 * to empty values (null, [], false, 0 for totalUnpaid, -1 for
 * originalContractNumber).
 */
export const CustomerPayments = Schema.Struct({
  PaymentFrenquency: FrequencyCodeValue,
  nextPaymentAmount: withDefault(NullableMoney, null),
  nextPaymentDate: withDefault(EmptyableDate, null),
  etransferEmail: withDefault(Schema.NullOr(Schema.String), null),
  deferallPaymentFee: withDefault(NullableMoney, null),
  EdiExceptionDays: withDefault(Schema.Array(DateOnly), []),
  capitalInitial: withDefault(NullableMoney, null),
  capitalRemaining: withDefault(NullableMoney, null),
  SoldeFinPeriodeCourante: withDefault(NullableMoney, null),
  stopReasonName: withDefault(Schema.NullOr(Schema.String), null),
  collectorName: withDefault(Schema.NullOr(Schema.String), null),
  collectorList: withDefault(Schema.NullOr(Schema.String), null),
  bankruptcyDate: withDefault(EmptyableDate, null),
  isTerminated: withDefault(Schema.Boolean, false),
  totalUnpaid: withDefault(Money, 0),
  totalUnpaidStartDate: withDefault(EmptyableDate, null),
  EtransferAnswer: withDefault(Schema.NullOr(Schema.String), null),
  currentContractId: Schema.Number,
  currentContractNumber: withDefault(Schema.NullOr(ContractNumber), null),
  originalContractNumber: withDefault(ContractNumber, -1),
  paymentsList: withDefault(Schema.Array(PaymentLine), []),
  isTraining: withDefault(Schema.Boolean, false),
  isActive: withDefault(Schema.Boolean, false),
  leaContracts_Id_Original: withDefault(Schema.NullOr(Schema.Number), null),
  hasRenew: withDefault(Schema.Boolean, false),
  contractListOptions: withDefault(Schema.Array(ContractListOption), []),
  bouncedPayment: withDefault(Schema.NullOr(BouncedPayment), null),
});
export type CustomerPayments = typeof CustomerPayments.Type;

/** The customer shown on the payments profile (C §3.1 "Customer"). */
export const PaymentsProfileCustomer = Schema.Struct({
  firstName: withDefault(Schema.String, ""),
  lastName: withDefault(Schema.String, ""),
  birthDate: withDefault(EmptyableDate, null),
  email: withDefault(Schema.NullOr(Schema.String), null),
  cellPhone: withDefault(Schema.NullOr(Schema.String), null),
  capitalTotal: withDefault(Money, 0),
  totalReceived: withDefault(Money, 0),
});
export type PaymentsProfileCustomer = typeof PaymentsProfileCustomer.Type;

/** GET /api/customer/{customerId}/currentContractGridInfo (C §3.1 "Grid info"). */
export const CurrentContractGridInfo = Schema.Struct({
  amountLate: withDefault(Money, 0),
  UI_isBalanceZeroOnRenew: withDefault(Schema.Boolean, false),
});
export type CurrentContractGridInfo = typeof CurrentContractGridInfo.Type;

/** One one-time payment receipt of the selector (C §3.1 "Receipt options"). */
export const PaymentReceiptOption = Schema.Struct({
  value: Schema.Union([Schema.Number, Schema.String]),
  label: Schema.String,
});
export type PaymentReceiptOption = typeof PaymentReceiptOption.Type;

/** The receipts list (GET …/paymentsReciepts/{contractId}). */
export const PaymentReceiptOptions = Schema.Array(PaymentReceiptOption);

/**
 * Body of POST /api/customer/{id}/DeferPaymentRequest (A §7): the spec's
 * three fields (the human-readable `Deferalmessage`, `contractId`, `lang`),
 * plus the structured fields a server needs to act without parsing the text:
 * `paymentId` (the payment line), `dueDate` (the date deferred from) and
 * `requestedDate` (the date deferred to). The structured fields may be
 * missing (null) so older clients that send only the message still decode;
 * a server that acts on a request requires them.
 */
export const DeferPaymentRequest = Schema.Struct({
  Deferalmessage: Schema.String.check(Schema.isMaxLength(1000)),
  contractId: Schema.Number,
  lang: Schema.Literals(["fr", "en"]),
  paymentId: withDefault(Schema.NullOr(Schema.Number), null),
  dueDate: withDefault(Schema.NullOr(DateOnly), null),
  requestedDate: withDefault(Schema.NullOr(DateOnly), null),
});
export type DeferPaymentRequest = typeof DeferPaymentRequest.Type;

/**
 * Decodes a contract's payments model from unknown JSON.
 *
 * @example
 * decodeCustomerPayments({ PaymentFrenquency: 0, currentContractId: 12 }).ok // true
 */
export const decodeCustomerPayments = decoderFor(CustomerPayments);
/**
 * Encodes a payments model back to JSON-ready data (dates `yyyy-MM-dd`, money as numbers).
 *
 * @example
 * const decoded = decodeCustomerPayments({ PaymentFrenquency: 0, currentContractId: 12, EdiExceptionDays: ["2026-12-01T00:00:00"] });
 * decoded.ok && encodeCustomerPayments(decoded.value).EdiExceptionDays // ["2026-12-01"]
 */
export const encodeCustomerPayments = encoderFor(CustomerPayments);
/**
 * Decodes one payment line.
 *
 * @example
 * const decoded = decodePaymentLine({ id: 1, dueDate: "2026-12-04T00:00:00", amount: 21.25 });
 * decoded.ok && decoded.value.dueDate.toString() // "2026-12-04"
 * decoded.ok && decoded.value.amount.toFixed(2) // "21.25"
 */
export const decodePaymentLine = decoderFor(PaymentLine);
/**
 * Encodes one payment line.
 *
 * @example
 * const decoded = decodePaymentLine({ id: 1, dueDate: "2026-12-04T00:00:00", amount: "21.25" });
 * decoded.ok && encodePaymentLine(decoded.value) // { id: 1, dueDate: "2026-12-04", amount: 21.25, isFromOriginalSchedule: false, isLate: false, isPaid: false, canReturnNsf: false, isCheckboxDisabled: false, lineKind: "payment", hasPendingDeferral: false, deferral: null, ledgerLineId: null, feeKind: null, returned: null }
 */
export const encodePaymentLine = encoderFor(PaymentLine);
/**
 * Decodes one contract selector entry.
 *
 * @example
 * decodeContractListOption({ leaContracts_Id: 5, value: 5, label: "C-5", status: 1 }).ok // true
 */
export const decodeContractListOption = decoderFor(ContractListOption);
/**
 * Encodes one contract selector entry.
 *
 * @example
 * const decoded = decodeContractListOption({ leaContracts_Id: 5, value: 5, label: "C-5", status: 1 });
 * decoded.ok && encodeContractListOption(decoded.value).isMicroCredit // false
 */
export const encodeContractListOption = encoderFor(ContractListOption);
/**
 * Decodes the profile's customer.
 *
 * @example
 * const decoded = decodePaymentsProfileCustomer({ firstName: "Ana", capitalTotal: "1500.00" });
 * decoded.ok && decoded.value.capitalTotal?.toFixed(2) // "1500.00"
 */
export const decodePaymentsProfileCustomer = decoderFor(PaymentsProfileCustomer);
/**
 * Encodes the profile's customer.
 *
 * @example
 * const decoded = decodePaymentsProfileCustomer({ firstName: "Ana", birthDate: "1990-04-01" });
 * decoded.ok && encodePaymentsProfileCustomer(decoded.value).birthDate // "1990-04-01"
 */
export const encodePaymentsProfileCustomer = encoderFor(PaymentsProfileCustomer);
/**
 * Decodes the current contract's grid info.
 *
 * @example
 * decodeCurrentContractGridInfo({ amountLate: 42.5, UI_isBalanceZeroOnRenew: false }).ok // true
 */
export const decodeCurrentContractGridInfo = decoderFor(CurrentContractGridInfo);
/**
 * Encodes the current contract's grid info.
 *
 * @example
 * const decoded = decodeCurrentContractGridInfo({ amountLate: "42.50" });
 * decoded.ok && encodeCurrentContractGridInfo(decoded.value) // { amountLate: 42.5, UI_isBalanceZeroOnRenew: false }
 */
export const encodeCurrentContractGridInfo = encoderFor(CurrentContractGridInfo);
/**
 * Decodes the list of payment receipts.
 *
 * @example
 * decodePaymentReceiptOptions([{ value: 3, label: "2026-11-01 21.25 $" }]).ok // true
 */
export const decodePaymentReceiptOptions = decoderFor(PaymentReceiptOptions);
/**
 * Encodes the list of payment receipts.
 *
 * @example
 * encodePaymentReceiptOptions([{ value: 3, label: "r" }]) // [{ value: 3, label: "r" }]
 */
export const encodePaymentReceiptOptions = encoderFor(PaymentReceiptOptions);
/**
 * Decodes a deferral request body (server side).
 *
 * @example
 * const decoded = decodeDeferPaymentRequest({ Deferalmessage: "…", contractId: 12, lang: "fr" });
 * decoded.ok && decoded.value.requestedDate // null
 */
export const decodeDeferPaymentRequest = decoderFor(DeferPaymentRequest);
/**
 * Encodes a deferral request body (client side).
 *
 * @example
 * const decoded = decodeDeferPaymentRequest({ Deferalmessage: "…", contractId: 12, lang: "en", paymentId: 8, dueDate: "2026-12-11", requestedDate: "2026-12-18" });
 * decoded.ok && encodeDeferPaymentRequest(decoded.value).requestedDate // "2026-12-18"
 */
export const encodeDeferPaymentRequest = encoderFor(DeferPaymentRequest);
