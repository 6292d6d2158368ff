import type { FeeConstants } from "../calculator/loan.js";
import type { CalculatorModel } from "../models/calculatorModel.js";
import { Decimal } from "../money/decimal.js";
import { option, type CodeOption } from "./option.js";

/**
 * Training programmes of C §3.6 and C §9: three courses, each paid back as
 * cashback, with months of access.
 */

/** A training programme's amount: 500, 750 or 1000 $. */
export type TrainingAmount = 500 | 750 | 1000;

/** A training programme option: amount, months of access, bilingual label. */
export interface TrainingProgramOption extends CodeOption<TrainingAmount> {
  readonly monthsOfAccess: number;
  readonly isCashback: true;
}

const program = (value: TrainingAmount, months: number): TrainingProgramOption => ({
  ...option(value, `${value} $ — ${months} months of access (cashback)`, `${value} $ — ${months} mois d'accès (remise en argent)`),
  monthsOfAccess: months,
  isCashback: true,
});

/**
 * The three training programmes, in the order the radio buttons show them.
 *
 * @example
 * trainingProgramOptions[1].label.en // "750 $ — 4 months of access (cashback)"
 */
export const trainingProgramOptions: readonly TrainingProgramOption[] = [program(500, 3), program(750, 4), program(1000, 5)];

/**
 * Number of payments of a training contract: 750 → 18, 1000 → 24, otherwise 12.
 *
 * @example
 * trainingNumberOfPayments(1000) // 24
 * trainingNumberOfPayments(500) // 12
 */
export const trainingNumberOfPayments = (courseAmount: number): number =>
  courseAmount === 750 ? 18 : courseAmount === 1000 ? 24 : 12;

/**
 * The two readings of the training contract's interest in the spec (C §3.6:
 * "0.000001 (another place states 0.00001)"), annual percent.
 */
export const trainingInterestReadings = { primary: "0.000001", alternate: "0.00001" } as const;

/** Which reading a deployment uses. */
export type TrainingInterestReading = keyof typeof trainingInterestReadings;

/**
 * The training contract's annual interest rate (percent): the primary reading
 * 0.000001 by default, the alternate 0.00001 on request.
 *
 * @example
 * trainingInterestRate().toString() // "0.000001"
 * trainingInterestRate("alternate").toString() // "0.00001"
 */
export const trainingInterestRate = (reading: TrainingInterestReading = "primary"): Decimal =>
  new Decimal(trainingInterestReadings[reading]);

/**
 * Whether `value` is one of the three programme amounts (a number or a
 * Decimal, 500, 750 or 1000 exactly).
 *
 * @example
 * isTrainingAmount(750) // true
 * isTrainingAmount(new Decimal("750.01")) // false
 */
export const isTrainingAmount = (value: unknown): value is TrainingAmount | Decimal => {
  const amount = value instanceof Decimal ? value : typeof value === "number" ? new Decimal(value) : null;
  return amount !== null && amount.isFinite() && trainingProgramOptions.some((entry) => amount.eq(entry.value));
};

/**
 * The calculator constants of a training contract (C §3.6 training mode):
 * no brokerage fee, the training interest rate.
 *
 * @example
 * trainingFeeConstants().interestRate.toString() // "0.000001"
 */
export const trainingFeeConstants = (reading: TrainingInterestReading = "primary"): FeeConstants & { readonly interestRate: Decimal } => ({
  weeklyFee: 0,
  isWeeklyFeePercentage: false,
  interestRate: trainingInterestRate(reading),
});

/**
 * The calculator model of a training renewal (C §3.6): the course amount as
 * the amount (its own minimum and maximum, nothing above it), the number of
 * payments forced to the programme's (12, 18 or 24), no fee per period; the
 * frequency and the previous balance are the model's.
 *
 * @example
 * trainingCalculatorModel(model, 1000).forcedNumberOfPayments // 24
 */
export const trainingCalculatorModel = (model: CalculatorModel, course: TrainingAmount): CalculatorModel => {
  const amount = new Decimal(course);
  return {
    ...model,
    loanAmount: amount,
    loanMin: amount,
    loanMax: amount,
    forcedNumberOfPayments: trainingNumberOfPayments(course),
    forcedBrokeragePerFrequency: new Decimal(0),
  };
};

/** Why training terms are refused: not a programme's amount, or not its number of payments. */
export type TrainingTermsProblem = "notAProgramme" | "paymentsMismatch";

/**
 * Checks the terms of a training contract (C §3.6): the amount is a
 * programme's (500, 750 or 1000) and the number of payments is that
 * programme's (12, 18 or 24). Null when they hold.
 *
 * @example
 * trainingTermsProblem({ amount: new Decimal(750), numberOfPayments: 18 }) // null
 * trainingTermsProblem({ amount: new Decimal(750), numberOfPayments: 12 }) // "paymentsMismatch"
 * trainingTermsProblem({ amount: new Decimal(800), numberOfPayments: 12 }) // "notAProgramme"
 */
export const trainingTermsProblem = (terms: { readonly amount: Decimal; readonly numberOfPayments: number }): TrainingTermsProblem | null => {
  if (!isTrainingAmount(terms.amount)) return "notAProgramme";
  return terms.numberOfPayments === trainingNumberOfPayments(terms.amount.toNumber()) ? null : "paymentsMismatch";
};
