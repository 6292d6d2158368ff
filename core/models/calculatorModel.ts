import * as Schema from "effect/Schema";
import { DateOnly, decoderFor, EmptyableDate, encoderFor, Money, NullableMoney, withDefault } from "./schema.js";

/**
 * The loan calculator model of C §3.6. The server's misspelt keys stay on the
 * wire only: `lenghtInDays`, `forcedBrokeragePerFrequecy` and
 * `recomendedFirstPaymentDate` decode to `lengthInDays`,
 * `forcedBrokeragePerFrequency` and `recommendedFirstPaymentDate` (and encode
 * back to the wire spelling). Money decodes
 * to Decimal, dates to CalendarDate (or null when empty). Defaults are C §9's:
 * amount 500, min 500, max 1500, interest 19.99 %, weekly.
 */

/** Periods per year on the wire: 52 weekly, 26 bi-weekly, 24 semi-monthly, 12 monthly. */
export const PeriodsPerYearValue = Schema.Literals([52, 26, 24, 12]);

/** A count that the server or staff may force; null when not forced. */
const ForcedCount = Schema.NullOr(Schema.Number.check(Schema.isInt()));

/** The calculator model (C §3.6). */
export const CalculatorModel = Schema.Struct({
  loanAmount: withDefault(Money, 500),
  loanMin: withDefault(Money, 500),
  loanMax: withDefault(Money, 1500),
  previousBalance: withDefault(Money, 0),
  loanFrequency: withDefault(PeriodsPerYearValue, 52),
  interestRate: withDefault(Money, 19.99),
  lengthInDays: withDefault(Schema.Number, 0),
  numberOfPayments: withDefault(Schema.Number, 0),
  payment: withDefault(Money, 0),
  forcedBrokeragePerFrequency: withDefault(NullableMoney, null),
  forcedNumberOfPayments: withDefault(ForcedCount, null),
  forcedFileOpeningFees: withDefault(NullableMoney, null),
  moneyDepositDate: withDefault(EmptyableDate, null),
  minimumFirstPaymentDate: withDefault(EmptyableDate, null),
  recommendedFirstPaymentDate: withDefault(EmptyableDate, null),
  maxFirstPaymentDate: withDefault(EmptyableDate, null),
  customerSelectedFirstPaymentDate: withDefault(EmptyableDate, null),
  customerSelectedSecondPaymentDate: withDefault(EmptyableDate, null),
}).pipe(
  Schema.encodeKeys({
    lengthInDays: "lenghtInDays",
    forcedBrokeragePerFrequency: "forcedBrokeragePerFrequecy",
    recommendedFirstPaymentDate: "recomendedFirstPaymentDate",
  }),
);
export type CalculatorModel = typeof CalculatorModel.Type;

/**
 * Reads a calculator model from JSON; missing keys take C §9's defaults.
 *
 * @example
 * decodeCalculatorModel({ loanAmount: "750" }) // { ok: true, value: { loanAmount: Decimal(750), loanMin: Decimal(500), … } }
 */
export const decodeCalculatorModel = decoderFor(CalculatorModel);

/**
 * Writes a calculator model back to JSON (money as numbers, dates as yyyy-MM-dd or "").
 *
 * @example
 * encodeCalculatorModel(emptyCalculatorModel()).loanMax // 1500
 */
export const encodeCalculatorModel = encoderFor(CalculatorModel);

/**
 * A calculator model with C §9's defaults (500 $ weekly at 19.99 %, slider
 * 500–1,500), not yet computed (payment 0, no dates).
 *
 * @example
 * emptyCalculatorModel().interestRate.toString() // "19.99"
 */
export const emptyCalculatorModel = (): CalculatorModel => {
  const decoded = decodeCalculatorModel({});
  if (!decoded.ok) throw new Error("unreachable: every calculator field has a default");
  return decoded.value;
};

/** GET /api/contractExternal/cashLoanCalculatorConstants (C §7): the lender's fee and rate. */
export const CashLoanCalculatorConstants = Schema.Struct({
  weeklyFee: Money,
  isWeeklyFeePercentage: withDefault(Schema.Boolean, false),
  interestRate: withDefault(Money, 19.99),
});
export type CashLoanCalculatorConstants = typeof CashLoanCalculatorConstants.Type;

/**
 * Reads the calculator constants from JSON.
 *
 * @example
 * decodeCashLoanCalculatorConstants({ weeklyFee: 7.5 }) // { ok: true, value: { weeklyFee: Decimal(7.5), isWeeklyFeePercentage: false, interestRate: Decimal(19.99) } }
 */
export const decodeCashLoanCalculatorConstants = decoderFor(CashLoanCalculatorConstants);

/** Writes the calculator constants back to JSON. */
export const encodeCashLoanCalculatorConstants = encoderFor(CashLoanCalculatorConstants);

/**
 * GET /api/contractExternal/cashLoanRenewFlow/{slug}/calculatorData (C §7):
 * the current contract's principal balance and its repayment frequency
 * (null when the server sends none; read by core's `renewalCalculatorModel`),
 * and `renewsContract`: false for a new applicant's first loan, whose step 1
 * must not speak of a balance carried over (true when the server says nothing);
 * `isTraining` (C §3.1's name): the renewal is of a training contract, whose
 * calculator runs in training mode (C §3.6; false when the server says nothing);
 * `loanMin` and `loanMax`: the bounds the server accepts (the tenant's, or the
 * courses' for a training contract; null when the server says nothing), the
 * slider's bounds; `savedChoice`: the step 1 choice the flow saved (null
 * before the first CONTINUE), so Back and a reload show it again;
 * `disclosurePolicy`: what each quote's cost-of-borrowing statement applies
 * (null when the server sends none).
 */
/** The step 1 choice a flow saved (amount, frequency, chosen first payment date), to show it again. */
export const SavedLoanChoice = Schema.Struct({
  loanAmount: Money,
  loanFrequency: PeriodsPerYearValue,
  customerSelectedFirstPaymentDate: withDefault(EmptyableDate, null),
});
export type SavedLoanChoice = typeof SavedLoanChoice.Type;

/**
 * Reads a saved step 1 choice (the server's `savedChoice`, or one a page kept
 * before a reload).
 *
 * @example
 * decodeSavedLoanChoice({ loanAmount: "1250.00", loanFrequency: 26, customerSelectedFirstPaymentDate: "2026-12-09" }).ok // true
 */
export const decodeSavedLoanChoice = decoderFor(SavedLoanChoice);

/** Writes a step 1 choice to JSON (money as a number, the date as yyyy-MM-dd or ""). */
export const encodeSavedLoanChoice = encoderFor(SavedLoanChoice);

/**
 * What the calculator applies to each quote's cost-of-borrowing statement
 * (core's `quoteDisclosure` policy, issue "Cost of borrowing"): the lender's
 * rate cap (null: none), the Bank Rate of the contract date (null: none
 * set), the borrower's province code ("QC"…; null when unknown) and the
 * contract date (the lender's today). The server enforces the same policy.
 */
export const CalculatorDisclosurePolicy = Schema.Struct({
  rateCap: withDefault(
    Schema.NullOr(
      Schema.Struct({
        maxApr: Schema.String,
        maxEffectiveAnnualRate: Schema.String,
        action: Schema.Literals(["refuse", "warn"]),
        paydayExemption: withDefault(Schema.NullOr(Schema.Struct({ licence: Schema.String, province: Schema.String })), null),
      }),
    ),
    null,
  ),
  bankRate: withDefault(Schema.NullOr(Schema.String), null),
  province: withDefault(Schema.NullOr(Schema.String), null),
  contractDate: DateOnly,
});
export type CalculatorDisclosurePolicy = typeof CalculatorDisclosurePolicy.Type;

export const RenewalCalculatorData = Schema.Struct({
  previousBalance: withDefault(Money, 0),
  loanFrequency: withDefault(Schema.NullOr(Schema.Finite), null),
  renewsContract: withDefault(Schema.Boolean, true),
  isTraining: withDefault(Schema.Boolean, false),
  loanMin: withDefault(NullableMoney, null),
  loanMax: withDefault(NullableMoney, null),
  savedChoice: withDefault(Schema.NullOr(SavedLoanChoice), null),
  /** The policy of each quote's disclosure; null when the server sends none (no cap, no Québec check). */
  disclosurePolicy: withDefault(Schema.NullOr(CalculatorDisclosurePolicy), null),
});
export type RenewalCalculatorData = typeof RenewalCalculatorData.Type;

/**
 * Reads the renewal's calculator data from JSON.
 *
 * @example
 * decodeRenewalCalculatorData({ previousBalance: "312.40", loanFrequency: 26 }) // { ok: true, value: { previousBalance: Decimal(312.4), loanFrequency: 26 } }
 * decodeRenewalCalculatorData({ previousBalance: "x" }).ok // false
 */
export const decodeRenewalCalculatorData = decoderFor(RenewalCalculatorData);
