import * as Schema from "effect/Schema";
import { Frequency } from "../codes/frequency.js";
import { isSemiMonthlyFirstDay, isSemiMonthlySecondDay } from "../codes/semiMonthlyDays.js";
import {
  amountField,
  codeField,
  dateField,
  flagField,
  optionalAmountField,
  substitutedFields,
  textField,
  withDefault,
} from "./fields.js";
import { decoderFor, encoderFor } from "./schema.js";

/** A day of the month for semi-monthly payments (B §5): a whole number 1 to 27. */
export const BiMonthlyDay = Schema.Number.check(
  Schema.makeFilter((day: number) =>
    isSemiMonthlyFirstDay(day) ? undefined : `expected a day from 1 to 27, got ${day}`,
  ),
);

/**
 * The second day of semi-monthly payments: 1 to 31, where 28 to 31 fall on
 * the month's end and 31 means "the last day of the month" (beyond B §5's
 * 1 to 27, see the spec decisions); the schedule puts it after the first.
 */
export const BiMonthlySecondDay = Schema.Number.check(
  Schema.makeFilter((day: number) =>
    isSemiMonthlySecondDay(day) ? undefined : `expected a day from 1 to 31 (31 = the last day of the month), got ${day}`,
  ),
);

const biMonthlyDayField = withDefault(Schema.NullOr(BiMonthlyDay), null);
const biMonthlySecondDayField = withDefault(Schema.NullOr(BiMonthlySecondDay), null);

/** Prices and amounts of the finance/lease block (B §3.4). */
const priceFields = {
  vehiclePrice: amountField,
  warrantyPrice: amountField,
  warrantyExPrice: amountField,
  giftCardAmount: amountField,
  isGiftCardAmountLocked: flagField,
  otherProductsPrice: amountField,
  otherProductsPriceNoTaxe: amountField,
  otherProductsNote: textField,
  rdprmFees: amountField,
  rdprmBackup: amountField,
  previousBalanceAmount: amountField,
  previousBalanceName: textField,
  tradeInVehiclePrice: amountField,
  depositTaxAmount: amountField,
  depositTotalAmount: amountField,
  depositSplitToLender: amountField,
  balanceAmount: amountField,
  residualAmount: amountField,
  closingFees: amountField,
  securityDeposit: amountField,
  securitySplitToLender: amountField,
  dealerPayBack: amountField,
  agentCommission: amountField,
  dealerOtherFees: amountField,
  isAutoVenComm: flagField,
};

/** Purchase-order flags (isPO*): the line is paid by purchase order. */
const purchaseOrderFields = {
  isPOWarranty: flagField,
  isPOExtendedWarranty: flagField,
  isPOOtherProducts: flagField,
  isPODeposit: flagField,
  isPOSecurityDeposit: flagField,
  isPODealerPayBack: flagField,
  isPOBuyersPayBack: flagField,
  isPOExchange: flagField,
  isPOOtherProductsNoTaxe: flagField,
  isPOPreviousBalance: flagField,
  isPODealerOtherFees: flagField,
};

/** Fees, with the flat substitution flags; bankFee and brokerageFee are substituted by default. */
const feeFields = {
  ...substitutedFields("fileOpeningFees"),
  fileOpeningFeesLineExistsInContract: flagField,
  ...substitutedFields("bankFee", { substituted: true }),
  baseBrokerageFee: amountField,
  ...substitutedFields("brokerageFee", { substituted: true }),
  brokerageFeeTaxes: amountField,
  ...substitutedFields("insuranceFee", { manual: true }),
  ...substitutedFields("roadAssistanceFee", { manual: true }),
  ...substitutedFields("gpsAntiTheftFee", { manual: true }),
  ...substitutedFields("comfortFee", { manual: true }),
  ...substitutedFields("supremePlanWithJobLossFee", { manual: true }),
  ...substitutedFields("supremePlanWithoutJobLossFee", { manual: true }),
};

/** Schedule of payments and the kilometre plan. */
const scheduleFields = {
  numberOfPaymentsIsSubstitued: flagField,
  term: codeField,
  frequency: withDefault(
    Schema.NullOr(Schema.Literals([Frequency.Weekly, Frequency.BiWeekly, Frequency.Monthly, Frequency.SemiMonthly])),
    null,
  ),
  interestRate: amountField,
  interestRateDealer: amountField,
  interestRateYield: amountField,
  firstPaymentDate: dateField,
  biMonthlyFirstDay: biMonthlyDayField,
  biMonthlySecondDay: biMonthlySecondDayField,
  frequencySubTotal: amountField,
  frequencyTaxes: amountField,
  ediExceptionDays: codeField,
  capitalKPILoanAmountRange: codeField,
  kmIdVeh: codeField,
  kmPlanName: textField,
  kmPlusNumber: codeField,
  kmPlusCost: optionalAmountField,
  tierType: codeField,
};

/**
 * The finance/lease block of a contract (B §3.4). Amounts and rates are
 * Decimals; substitution is flat: `bankFee` with `bankFeeIsSubstituted`,
 * recurring fees also with `<fee>IsSubstitutedManually`.
 */
export const FinanceLease = Schema.Struct({
  ...priceFields,
  ...purchaseOrderFields,
  ...feeFields,
  ...scheduleFields,
});
export type FinanceLease = typeof FinanceLease.Type;

/** Names of the fees that carry substitution flags, in the finance tab's order. */
export const substitutableFeeNames = [
  "fileOpeningFees",
  "bankFee",
  "brokerageFee",
  "insuranceFee",
  "roadAssistanceFee",
  "gpsAntiTheftFee",
  "comfortFee",
  "supremePlanWithJobLossFee",
  "supremePlanWithoutJobLossFee",
] as const;
export type SubstitutableFeeName = (typeof substitutableFeeNames)[number];

/**
 * True when the user overrode the fee (the toggle icon turns red, B §2, §4).
 *
 * @example
 * isFeeSubstituted(emptyFinanceLease(), "bankFee") // true (substituted by default)
 */
export const isFeeSubstituted = (finance: FinanceLease, fee: SubstitutableFeeName): boolean =>
  finance[`${fee}IsSubstituted`];

/**
 * Decodes a finance/lease block: `{ ok: true, value }` or
 * `{ ok: false, errors: [{ path, message }] }` naming each bad field
 * (e.g. `bankFee: expected an amount`). Unknown keys are ignored unless
 * `{ unknownKeys: "refuse" }`.
 *
 * @example
 * decodeFinanceLease({ vehiclePrice: "18999.99", biMonthlyFirstDay: 28 }).ok // false (day out of 1..27)
 */
export const decodeFinanceLease = decoderFor(FinanceLease);

/**
 * Encodes a finance/lease block back to JSON (amounts as numbers, dates as yyyy-MM-dd or "").
 *
 * @example
 * encodeFinanceLease(emptyFinanceLease()).bankFeeIsSubstituted // true
 */
export const encodeFinanceLease = encoderFor(FinanceLease);

/**
 * The finance/lease block of a new contract (the decoded form of `{}`).
 *
 * @example
 * emptyFinanceLease().vehiclePrice.isZero() // true
 */
export const emptyFinanceLease = (): FinanceLease => Schema.decodeUnknownSync(FinanceLease)({});
