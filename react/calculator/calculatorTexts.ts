import type { Lang } from "@lendkit/core";

/**
 * The calculator's and training choice's labels, which core's `calculator`
 * catalog does not hold yet (adapter: to move into core's catalog under the
 * same keys). `{name}` placeholders are filled from `params`.
 */
const en = {
  "calculator.frequencyLabel": "Repayment frequency",
  "calculator.amount": "Amount",
  "calculator.decrease": "Decrease the amount by {step}",
  "calculator.increase": "Increase the amount by {step}",
  "calculator.details": "Repayment details",
  "calculator.payment": "Payment",
  "calculator.numberOfPayments": "Number of payments",
  "calculator.duration": "Duration",
  "calculator.days": "{days} days",
  "calculator.fee": "Fee per payment",
  "calculator.firstPaymentDate": "First payment date",
  "calculator.trainingLabel": "Training program",
} as const;

const fr: { readonly [K in keyof typeof en]: string } = {
  "calculator.frequencyLabel": "Fréquence de remboursement",
  "calculator.amount": "Montant",
  "calculator.decrease": "Diminuer le montant de {step}",
  "calculator.increase": "Augmenter le montant de {step}",
  "calculator.details": "Détails du remboursement",
  "calculator.payment": "Versement",
  "calculator.numberOfPayments": "Nombre de versements",
  "calculator.duration": "Durée",
  "calculator.days": "{days} jours",
  "calculator.fee": "Frais par versement",
  "calculator.firstPaymentDate": "Date du premier versement",
  "calculator.trainingLabel": "Programme de formation",
};

/** A key of the calculator labels adapter. */
export type CalculatorTextKey = keyof typeof en;

/**
 * A calculator label in `lang` (adapter until core's catalog has these keys).
 *
 * @example
 * calculatorText("fr", "calculator.days", { days: 365 }) // "365 jours"
 */
export const calculatorText = (lang: Lang, key: CalculatorTextKey, params: Readonly<Record<string, string | number>> = {}): string =>
  (lang === "fr" ? fr : en)[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );

/** The parent is told of calculator changes after this quiet time (C §9); to move into core. */
export const calculatorNotifyDelayMs = 500;
