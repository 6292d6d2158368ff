/**
 * calculator texts, English first: the French catalog must have exactly the same keys
 * (the type below makes a missing translation a compile error).
 * Keys are prefixed "calculator.".
 */
export const en = {
  "calculator.summary":
    "You borrow {amount}, repaid in {count} {frequency} instalments of {payment}, over {days} days.",
  "calculator.frequency.52": "weekly",
  "calculator.frequency.26": "bi-weekly",
  "calculator.frequency.24": "semi-monthly",
  "calculator.frequency.12": "monthly",
  "calculator.renewalNote":
    "Your current principal balance and any late or deferral fees are added to the amount you request.",
  "calculator.terms.principalNotANumber": "The amount is not a valid number.",
  "calculator.terms.principalNegative": "The amount cannot be negative.",
  "calculator.terms.rateNotANumber": "The interest rate is not a valid number.",
  "calculator.terms.rateNegative": "The interest rate cannot be negative.",
  "calculator.terms.periodsPerYearInvalid": "The payment frequency is not valid.",
  "calculator.terms.paymentsNotPositiveInteger": "The number of payments must be a whole number of at least 1.",
  "calculator.terms.paymentsTooMany": "The number of payments cannot be above 10,400.",
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
} as const satisfies Record<`calculator.${string}`, string>;

export const fr: { readonly [K in keyof typeof en]: string } = {
  "calculator.summary":
    "Vous empruntez {amount}, remboursés en {count} paiements {frequency} de {payment}, sur {days} jours.",
  "calculator.frequency.52": "hebdomadaires",
  "calculator.frequency.26": "aux deux semaines",
  "calculator.frequency.24": "bimensuels",
  "calculator.frequency.12": "mensuels",
  "calculator.renewalNote":
    "Le solde en capital de votre prêt actuel et les frais de retard ou de report s'ajoutent au montant demandé.",
  "calculator.terms.principalNotANumber": "Le montant n'est pas un nombre valide.",
  "calculator.terms.principalNegative": "Le montant ne peut pas être négatif.",
  "calculator.terms.rateNotANumber": "Le taux d'intérêt n'est pas un nombre valide.",
  "calculator.terms.rateNegative": "Le taux d'intérêt ne peut pas être négatif.",
  "calculator.terms.periodsPerYearInvalid": "La fréquence de paiement n'est pas valide.",
  "calculator.terms.paymentsNotPositiveInteger": "Le nombre de paiements doit être un nombre entier d'au moins 1.",
  "calculator.terms.paymentsTooMany": "Le nombre de paiements ne peut pas dépasser 10 400.",
  "calculator.frequencyLabel": "Fréquence de remboursement",
  "calculator.amount": "Montant",
  "calculator.decrease": "Diminuer le montant de {step}",
  "calculator.increase": "Augmenter le montant de {step}",
  "calculator.details": "Détails du remboursement",
  "calculator.payment": "Paiement",
  "calculator.numberOfPayments": "Nombre de paiements",
  "calculator.duration": "Durée",
  "calculator.days": "{days} jours",
  "calculator.fee": "Frais par paiement",
  "calculator.firstPaymentDate": "Date du premier paiement",
  "calculator.trainingLabel": "Programme de formation",
};
