/**
 * schedule texts, English first: the French catalog must have exactly the same keys
 * (the type below makes a missing translation a compile error).
 * Keys are prefixed "schedule.".
 */
export const en = {
  "schedule.column.number": "No.",
  "schedule.column.dueDate": "Due date",
  "schedule.column.payment": "Payment",
  "schedule.column.interest": "Interest",
  "schedule.column.principal": "Principal",
  "schedule.column.fee": "Fee",
  "schedule.column.total": "Total",
  "schedule.column.balance": "Balance",
  "schedule.refusal.invalidPrincipal": "The amount must be between 0.01 $ and 1,000,000,000.00 $, in cents.",
  "schedule.refusal.invalidRate": "The interest rate must be a number of 0 or more.",
  "schedule.refusal.invalidFrequency": "The payment frequency is not valid.",
  "schedule.refusal.invalidNumberOfPayments": "The number of payments must be a whole number from 1 to 1,040.",
  "schedule.refusal.invalidFirstPaymentDate": "The first payment date is missing or not valid.",
  "schedule.refusal.invalidSemiMonthlyDays": "Semi-monthly payments need two days of the month, the first from 1 to 27 and the second after it, up to 31 (31 is the last day of the month).",
  "schedule.refusal.invalidFee": "The fee per period must be an amount of 0 or more.",
  "schedule.refusal.invalidResidual": "The residual must be an amount of 0 or more, with at most 2 decimals, and no more than the amount financed.",
  "schedule.refusal.paymentDoesNotAmortize": "The payment does not cover the first period's interest: the loan would never be repaid. Choose fewer payments or a larger amount per payment.",
  "schedule.warning.termShortened": "The rounded payment repays the loan early: the schedule has fewer payments than requested.",
  "schedule.warning.lastPaymentAboveTwiceRegular": "The last payment is more than twice the regular payment.",
} as const satisfies Record<`schedule.${string}`, string>;

export const fr: { readonly [K in keyof typeof en]: string } = {
  "schedule.column.number": "No",
  "schedule.column.dueDate": "Échéance",
  "schedule.column.payment": "Paiement",
  "schedule.column.interest": "Intérêts",
  "schedule.column.principal": "Capital",
  "schedule.column.fee": "Frais",
  "schedule.column.total": "Total",
  "schedule.column.balance": "Solde",
  "schedule.refusal.invalidPrincipal": "Le montant doit être entre 0,01 $ et 1 000 000 000,00 $, en cents.",
  "schedule.refusal.invalidRate": "Le taux d'intérêt doit être un nombre de 0 ou plus.",
  "schedule.refusal.invalidFrequency": "La fréquence de paiement n'est pas valide.",
  "schedule.refusal.invalidNumberOfPayments": "Le nombre de paiements doit être un nombre entier de 1 à 1 040.",
  "schedule.refusal.invalidFirstPaymentDate": "La date du premier paiement est absente ou n'est pas valide.",
  "schedule.refusal.invalidSemiMonthlyDays": "Les paiements bimensuels exigent deux jours du mois, le premier de 1 à 27 et le second après lui, jusqu'à 31 (31 est le dernier jour du mois).",
  "schedule.refusal.invalidFee": "Les frais par période doivent être un montant de 0 ou plus.",
  "schedule.refusal.invalidResidual": "La valeur résiduelle doit être un montant de 0 ou plus, d'au plus 2 décimales, sans dépasser le montant financé.",
  "schedule.refusal.paymentDoesNotAmortize": "Le paiement ne couvre pas les intérêts de la première période\u00a0: le prêt ne serait jamais remboursé. Choisissez moins de paiements ou un paiement plus élevé.",
  "schedule.warning.termShortened": "Le paiement arrondi rembourse le prêt plus tôt\u00a0: le calendrier compte moins de paiements que demandé.",
  "schedule.warning.lastPaymentAboveTwiceRegular": "Le dernier paiement dépasse le double du paiement régulier.",
};
