import type { CalendarDate } from "@internationalized/date";
import { isSemiMonthlyDayPair } from "../codes/semiMonthlyDays.js";
import type { Contract } from "../models/contract.js";
import { Decimal } from "../money/decimal.js";
import { amortizationScheduleResult } from "../schedule/amortizationSchedule.js";
import type { ScheduleInput, ScheduleLine, ScheduleRefusal, ScheduleWarning } from "../schedule/types.js";
import { contractFinancedAmount, contractNumberOfPayments, contractProductOf } from "./columns.js";

/**
 * Activating a contract (status ACTIVE 1) builds its payment schedule from
 * the finance terms of its body; these rules say which terms are needed and
 * turn them into core's schedule input.
 */

/** The terms of a contract's schedule, read from its body (null where not given). */
export interface ContractScheduleTerms {
  /** Amount financed, in dollars (exact decimal text). */
  readonly principal: string | null;
  /** Annual rate in percent (exact decimal text). */
  readonly annualRatePercent: string;
  readonly frequency: Contract["financeLease"]["frequency"];
  readonly numberOfPayments: number | null;
  /** `yyyy-mm-dd` or null. */
  readonly firstPaymentDate: string | null;
  readonly biMonthlyFirstDay: number | null;
  readonly biMonthlySecondDay: number | null;
  /** Added to every payment (exact decimal text). */
  readonly feePerPeriod: string;
  /** A lease's residual, left owing after the last payment (exact decimal text; "0" for other products). */
  readonly residual: string;
}

const recurringFees = ["insuranceFee", "roadAssistanceFee", "gpsAntiTheftFee", "comfortFee"] as const;

/**
 * The fee added to every payment of the schedule: the recurring per-payment
 * fees of the finance block (insurance, road assistance, GPS anti-theft,
 * comfort) and, for a micro-credit loan, the brokerage fee per period
 * (C §3.6). The supreme protection plans are percentages, not amounts, and
 * are not added.
 *
 * @example
 * contractFeePerPeriod(emptyContract()).toString() // "0"
 */
export const contractFeePerPeriod = (contract: Contract): Decimal => {
  const finance = contract.financeLease;
  const recurring = recurringFees.reduce((sum, fee) => sum.plus(finance[fee]), new Decimal(0));
  return contractProductOf(contract) === "microCredit" ? recurring.plus(finance.brokerageFee) : recurring;
};

/**
 * The schedule terms of a contract, as plain data (comparable with JSON).
 *
 * @example
 * contractScheduleTerms(emptyContract()).numberOfPayments // null
 * contractScheduleTerms(emptyContract()).annualRatePercent // "0"
 */
export const contractScheduleTerms = (contract: Contract): ContractScheduleTerms => {
  const finance = contract.financeLease;
  const principal = contractFinancedAmount(contract);
  return {
    principal: principal === null ? null : principal.toFixed(),
    annualRatePercent: finance.interestRate.toFixed(),
    frequency: finance.frequency,
    numberOfPayments: contractNumberOfPayments(finance),
    firstPaymentDate: finance.firstPaymentDate === null ? null : finance.firstPaymentDate.toString(),
    biMonthlyFirstDay: finance.biMonthlyFirstDay,
    biMonthlySecondDay: finance.biMonthlySecondDay,
    feePerPeriod: contractFeePerPeriod(contract).toFixed(),
    residual: contractResidual(contract).toFixed(),
  };
};

/**
 * The balance a contract's schedule amortizes down to: a lease's
 * `residualAmount` (its balloon, the end-of-term balance; the payments repay
 * only the rest), 0 for a financing contract or a cash loan, which are repaid
 * in full. Payments are in arrears for every product (docs/spec-decisions.md).
 *
 * @example
 * contractResidual(emptyContract()).toString() // "0"
 */
export const contractResidual = (contract: Contract): Decimal =>
  contractProductOf(contract) === "lease" ? contract.financeLease.residualAmount : new Decimal(0);

/** A term missing or wrong for activation (a code; the words are in the contracts catalog). */
export type ContractActivationGap =
  | "amount"
  | "frequency"
  | "numberOfPayments"
  | "firstPaymentDate"
  | "firstPaymentDatePast"
  | "semiMonthlyDays";

/** The result of {@link checkContractActivation}. */
export type ContractActivationCheck =
  | {
      readonly ok: true;
      readonly input: ScheduleInput;
      readonly lines: readonly ScheduleLine[];
      readonly warnings: readonly ScheduleWarning[];
    }
  | { readonly ok: false; readonly gaps: readonly ContractActivationGap[]; readonly refusal: ScheduleRefusal | null };

const gapsOf = (contract: Contract, today: CalendarDate): ContractActivationGap[] => {
  const finance = contract.financeLease;
  const principal = contractFinancedAmount(contract);
  const gaps: ContractActivationGap[] = [];
  if (principal === null || !principal.gt(0)) gaps.push("amount");
  if (finance.frequency === null) gaps.push("frequency");
  if (contractNumberOfPayments(finance) === null) gaps.push("numberOfPayments");
  if (finance.firstPaymentDate === null) gaps.push("firstPaymentDate");
  else if (finance.firstPaymentDate.compare(today) < 0) gaps.push("firstPaymentDatePast");
  if (finance.frequency === 3) {
    const first = finance.biMonthlyFirstDay;
    const second = finance.biMonthlySecondDay;
    if (!isSemiMonthlyDayPair(first, second)) gaps.push("semiMonthlyDays");
  }
  return gaps;
};

/**
 * Checks that a contract can be activated on `today` and builds its schedule
 * with core's `amortizationScheduleResult` (a lease amortizing down to its
 * residual, the last line's balance): every missing or wrong term is
 * listed (amount financed above 0, frequency, number of payments, a first
 * payment date not before today, two ordered days for semi-monthly); with
 * all of them, a schedule the engine refuses (e.g. a payment that never
 * amortizes) gives its refusal code.
 *
 * @example
 * checkContractActivation(emptyContract(), new CalendarDate(2026, 11, 22))
 * // { ok: false, gaps: ["amount", "frequency", "numberOfPayments", "firstPaymentDate"], refusal: null }
 */
export const checkContractActivation = (contract: Contract, today: CalendarDate): ContractActivationCheck => {
  const gaps = gapsOf(contract, today);
  if (gaps.length > 0) return { ok: false, gaps, refusal: null };
  const finance = contract.financeLease;
  const input: ScheduleInput = {
    principal: contractFinancedAmount(contract)!,
    annualRatePercent: finance.interestRate,
    frequency: finance.frequency!,
    numberOfPayments: contractNumberOfPayments(finance)!,
    firstPaymentDate: finance.firstPaymentDate!,
    ...(finance.frequency === 3 ? { biMonthlyFirstDay: finance.biMonthlyFirstDay!, biMonthlySecondDay: finance.biMonthlySecondDay! } : {}),
    feePerPeriod: contractFeePerPeriod(contract),
    residual: contractResidual(contract),
  };
  const result = amortizationScheduleResult(input);
  return result.ok
    ? { ok: true, input, lines: result.lines, warnings: result.warnings }
    : { ok: false, gaps: [], refusal: result.reason };
};

/**
 * The catalog key of an activation gap's words.
 *
 * @example
 * contractActivationGapKey("firstPaymentDate") // "contracts.activation.gap.firstPaymentDate"
 */
export const contractActivationGapKey = (gap: ContractActivationGap): `contracts.activation.gap.${ContractActivationGap}` =>
  `contracts.activation.gap.${gap}`;

/**
 * The calendar date of an instant where the lender works (Eastern time by
 * default: the tenants are in Quebec and Ontario), as `yyyy-mm-dd`: the
 * "today" of the rules, computed from the server's clock.
 *
 * @example
 * lenderToday(new Date("2026-11-23T03:30:00Z")) // "2026-11-22"
 * lenderToday(new Date("2026-11-23T12:00:00Z")) // "2026-11-23"
 */
export const lenderToday = (instant: Date, timeZone = "America/Toronto"): string => {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(instant);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
};
