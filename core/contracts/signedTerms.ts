import * as Schema from "effect/Schema";
import type { SemiMonthlyDays } from "../schedule/semiMonthlyDays.js";
import { Frequency, type FrequencyCode } from "../codes/frequency.js";
import type { Contract } from "../models/contract.js";
import { parseIsoDate } from "../models/schema.js";
import { decoderFor } from "../models/decode.js";
import { SigningScheduleLine, type SigningTerms } from "../models/signingDocument.js";
import { decimalFromCents } from "../money/cents.js";
import { Decimal } from "../money/decimal.js";
import type { ScheduleLine } from "../schedule/types.js";

/**
 * What a customer signs is what is funded (C §3.8 signature, B §3.1
 * activation): the signed terms written into the contract's body when the
 * document is signed, the signed schedule as the document keeps it, and the
 * comparison that lets a signed contract be funded only with the schedule
 * it was signed with.
 */

/** The terms of a signed contract document, as the contract's body keeps them. */
export interface SignedTerms {
  /** The amount financed: the amount asked for plus the previous balance (exact decimal text). */
  readonly principal: string;
  /** The balance of the renewed loan the principal pays off (exact decimal text; "0.00" for a first loan). */
  readonly previousBalance: string;
  readonly frequency: FrequencyCode;
  readonly numberOfPayments: number;
  /** Annual rate in percent (exact decimal text). */
  readonly annualRate: string;
  /** The brokerage fee added to every payment (exact decimal text). */
  readonly brokerageFeePerPeriod: string;
  /** `yyyy-mm-dd`: the first line's due date. */
  readonly firstPaymentDate: string;
  /** The two days of the month of semi-monthly payments; null for the other frequencies. */
  readonly semiMonthlyDays: SemiMonthlyDays | null;
}

/**
 * The signed terms of a document's terms: its principal, previous balance,
 * frequency, number of payments, rate, brokerage fee per period and first
 * payment date, with the semi-monthly days its schedule was built with
 * (core's `semiMonthlyDaysOf`; null unless semi-monthly). Null when the
 * document has no first payment date (no schedule: nothing can be signed).
 *
 * @example
 * signedTermsOf({ principal: "1240.85", previousBalance: "490.85", frequency: 1, numberOfPayments: 76, annualInterestRate: "19.99", brokerageFeePerPeriod: "16.00", firstPaymentDate: "2026-12-09" }, null)?.brokerageFeePerPeriod // "16.00"
 */
export const signedTermsOf = (
  terms: Pick<
    SigningTerms,
    "principal" | "previousBalance" | "frequency" | "numberOfPayments" | "annualInterestRate" | "brokerageFeePerPeriod" | "firstPaymentDate"
  >,
  semiMonthlyDays: SemiMonthlyDays | null,
): SignedTerms | null =>
  terms.firstPaymentDate === null
    ? null
    : {
        principal: terms.principal,
        previousBalance: terms.previousBalance,
        frequency: terms.frequency,
        numberOfPayments: terms.numberOfPayments,
        annualRate: terms.annualInterestRate,
        brokerageFeePerPeriod: terms.brokerageFeePerPeriod,
        firstPaymentDate: terms.firstPaymentDate,
        semiMonthlyDays: terms.frequency === Frequency.SemiMonthly ? semiMonthlyDays : null,
      };

/**
 * The contract with the signed terms written into its body, so staff read
 * what the customer signed and activation builds the signed schedule: a
 * cash loan (micro-credit: the flow signs nothing else, and its brokerage
 * fee is part of each payment), the principal as `Amount`, the previous balance, the frequency, the number of
 * payments as a substituted term, the rate, the brokerage fee per period,
 * the first payment date and the semi-monthly days (cleared for the other
 * frequencies). The contract's columns read back from the result
 * (`contractColumns`) give the same principal, frequency, count, rate and
 * first payment date.
 *
 * @example
 * const terms = { principal: "1240.85", previousBalance: "490.85", frequency: 1, numberOfPayments: 76, annualRate: "19.99", brokerageFeePerPeriod: "16.00", firstPaymentDate: "2026-12-09", semiMonthlyDays: null } as const;
 * withSignedTerms(emptyContract(), terms).financeLease.brokerageFee.toFixed(2) // "16.00"
 */
export const withSignedTerms = (contract: Contract, terms: SignedTerms): Contract => {
  const finance = contract.financeLease;
  return {
    ...contract,
    isMicroCredit: true,
    isLoanCash: true,
    Amount: new Decimal(terms.principal),
    financeLease: {
      ...finance,
      previousBalanceAmount: new Decimal(terms.previousBalance),
      frequency: terms.frequency,
      term: terms.numberOfPayments,
      numberOfPaymentsIsSubstitued: true,
      interestRate: new Decimal(terms.annualRate),
      brokerageFee: new Decimal(terms.brokerageFeePerPeriod),
      firstPaymentDate: parseIsoDate(terms.firstPaymentDate) ?? finance.firstPaymentDate,
      biMonthlyFirstDay: terms.semiMonthlyDays?.firstDay ?? null,
      biMonthlySecondDay: terms.semiMonthlyDays?.secondDay ?? null,
    },
  };
};

const money = (cents: number): string => decimalFromCents(cents).toFixed(2);

/**
 * Schedule lines as a signing document shows them: due dates `yyyy-mm-dd`,
 * amounts as 2-decimal text, `total` = payment + fee (what is withdrawn).
 *
 * @example
 * signingScheduleLines([{ number: 1, dueDate: new CalendarDate(2026, 12, 9), paymentCents: 2162, interestCents: 95, principalCents: 2067, feeCents: 1600, balanceCents: 122018 }])[0]?.total // "37.62"
 */
export const signingScheduleLines = (lines: readonly ScheduleLine[]): SigningScheduleLine[] =>
  lines.map((line) => ({
    number: line.number,
    dueDate: line.dueDate.toString(),
    payment: money(line.paymentCents),
    interest: money(line.interestCents),
    principal: money(line.principalCents),
    fee: money(line.feeCents),
    total: money(line.paymentCents + line.feeCents),
    balance: money(line.balanceCents),
  }));

/** Where a schedule about to be funded departs from the signed one. */
export type SignedScheduleMismatch =
  | { readonly kind: "count"; readonly signed: number; readonly funded: number }
  | { readonly kind: "line"; readonly number: number; readonly field: keyof SigningScheduleLine };

const lineFields: readonly (keyof SigningScheduleLine)[] = ["number", "dueDate", "payment", "interest", "principal", "fee", "total", "balance"];

/**
 * Compares a schedule about to be funded with the signed one, line for line
 * (count, then each line's number, due date, payment, interest, principal,
 * fee, total and balance): null when they are the same, else the first
 * difference. A signed contract is funded only when this is null.
 *
 * @example
 * signedScheduleMismatch([], []) // null
 * signedScheduleMismatch([], [{ number: 1, dueDate: "2026-12-09", payment: "21.62", interest: "0.95", principal: "20.67", fee: "16.00", total: "37.62", balance: "1220.18" }])
 * // { kind: "count", signed: 1, funded: 0 }
 */
export const signedScheduleMismatch = (
  funded: readonly ScheduleLine[],
  signed: readonly SigningScheduleLine[],
): SignedScheduleMismatch | null => {
  if (funded.length !== signed.length) return { kind: "count", signed: signed.length, funded: funded.length };
  const shown = signingScheduleLines(funded);
  for (const [index, line] of shown.entries()) {
    const expected = signed[index]!;
    const field = lineFields.find((key) => line[key] !== expected[key]);
    if (field !== undefined) return { kind: "line", number: expected.number, field };
  }
  return null;
};

const decodeSignedSchedule = decoderFor(Schema.Struct({ schedule: Schema.Array(SigningScheduleLine) }));

/**
 * The schedule of a signed document as stored (its canonical JSON text),
 * or null when the text holds no readable schedule. Only the schedule is
 * read, so a document of an earlier or later shape still gives the lines
 * the customer signed.
 *
 * @example
 * signedScheduleOfDocument('{"schedule":[{"balance":"0.00","dueDate":"2026-12-09","fee":"16.00","interest":"0.05","number":1,"payment":"21.62","principal":"21.57","total":"37.62"}]}')?.[0]?.total // "37.62"
 * signedScheduleOfDocument("not json") // null
 */
export const signedScheduleOfDocument = (documentJson: string): readonly SigningScheduleLine[] | null => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(documentJson);
  } catch {
    return null;
  }
  const decoded = decodeSignedSchedule(parsed);
  return decoded.ok ? decoded.value.schedule : null;
};
