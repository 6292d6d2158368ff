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
