/**
 * Contract API answers (B §3; statuses and workflow), English first: the French catalog must have exactly the same keys.
 * Keys are prefixed "contracts.".
 */
export const en = {
  "contracts.status.unknownStatus": "This contract status does not exist.",
  "contracts.status.sameStatus": "The contract already has this status.",
  "contracts.status.finalStatus": "This contract is closed: its status can no longer change.",
  "contracts.status.moveNotAllowed": "This status cannot follow the contract's current status.",
  "contracts.status.roleNotAllowed": "Your role cannot give the contract this status.",
  "contracts.status.selfApproval": "A contract cannot be approved by the person who created or submitted it.",
  "contracts.edit.unknownStatus": "This contract has an unknown status and cannot be changed.",
  "contracts.edit.finalStatus": "This contract is closed: it can no longer be changed.",
  "contracts.edit.roleNotAllowed": "Your role cannot change this contract at its current status.",
  "contracts.edit.stale": "Someone else changed this contract since you opened it. Reload it, then make your changes again.",
  "contracts.edit.financeTermsLocked":
    "This contract is active: the terms its payment schedule was built from (amount, rate, frequency, number of payments, first payment date, fees per payment) can no longer be changed.",
  "contracts.activation.refused": "This contract cannot be activated. Missing or invalid: {gaps}.",
  "contracts.activation.scheduleRefused": "This contract cannot be activated: {reason}",
  "contracts.activation.scheduleExists": "This contract already has a payment schedule.",
  "contracts.activation.checklistNotCompleted": "This contract cannot be funded before its checklist is marked completed.",
  "contracts.activation.signedScheduleMismatch":
    "This contract cannot be funded: its terms no longer give the payment schedule the customer signed. Put back the signed terms (amount, rate, frequency, number of payments, first payment date, fees per payment), or have a new contract signed.",
  "contracts.activation.gap.amount": "the amount financed (above 0)",
  "contracts.activation.gap.frequency": "the payment frequency",
  "contracts.activation.gap.numberOfPayments": "the term (number of payments)",
  "contracts.activation.gap.firstPaymentDate": "the first payment date",
  "contracts.activation.gap.firstPaymentDatePast": "a first payment date that is not in the past",
  "contracts.activation.gap.semiMonthlyDays": "the two days of the month of semi-monthly payments, the first before the second",
} as const satisfies Record<`contracts.${string}`, string>;

export const fr: { readonly [K in keyof typeof en]: string } = {
  "contracts.status.unknownStatus": "Ce statut de contrat n'existe pas.",
  "contracts.status.sameStatus": "Le contrat a déjà ce statut.",
  "contracts.status.finalStatus": "Ce contrat est fermé\u00a0: son statut ne peut plus changer.",
  "contracts.status.moveNotAllowed": "Ce statut ne peut pas suivre le statut actuel du contrat.",
  "contracts.status.roleNotAllowed": "Votre rôle ne permet pas de donner ce statut au contrat.",
  "contracts.status.selfApproval": "Un contrat ne peut pas être approuvé par la personne qui l'a créé ou soumis.",
  "contracts.edit.unknownStatus": "Ce contrat a un statut inconnu et ne peut pas être modifié.",
  "contracts.edit.finalStatus": "Ce contrat est fermé\u00a0: il ne peut plus être modifié.",
  "contracts.edit.roleNotAllowed": "Votre rôle ne permet pas de modifier ce contrat à son statut actuel.",
  "contracts.edit.stale":
    "Quelqu'un d'autre a modifié ce contrat depuis que vous l'avez ouvert. Rechargez-le, puis refaites vos modifications.",
  "contracts.edit.financeTermsLocked":
    "Ce contrat est actif\u00a0: les conditions d'après lesquelles son calendrier de paiements a été établi (montant, taux, fréquence, nombre de paiements, date du premier paiement, frais par paiement) ne peuvent plus être modifiées.",
  "contracts.activation.refused": "Ce contrat ne peut pas être activé. Manquant ou invalide\u00a0: {gaps}.",
  "contracts.activation.scheduleRefused": "Ce contrat ne peut pas être activé\u00a0: {reason}",
  "contracts.activation.checklistNotCompleted": "Ce contrat ne peut pas être financé avant que sa liste de vérification soit marquée complétée.",
  "contracts.activation.signedScheduleMismatch":
    "Ce contrat ne peut pas être financé\u00a0: ses conditions ne donnent plus le calendrier de paiements que le client a signé. Remettez les conditions signées (montant, taux, fréquence, nombre de paiements, date du premier paiement, frais par paiement) ou faites signer un nouveau contrat.",
  "contracts.activation.scheduleExists": "Ce contrat a déjà un calendrier de paiements.",
  "contracts.activation.gap.amount": "le montant financé (plus de 0)",
  "contracts.activation.gap.frequency": "la fréquence des paiements",
  "contracts.activation.gap.numberOfPayments": "le terme (nombre de paiements)",
  "contracts.activation.gap.firstPaymentDate": "la date du premier paiement",
  "contracts.activation.gap.firstPaymentDatePast": "une date de premier paiement qui n'est pas passée",
  "contracts.activation.gap.semiMonthlyDays": "les deux jours du mois des paiements bimensuels, le premier avant le second",
};
