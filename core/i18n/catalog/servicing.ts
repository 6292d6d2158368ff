/**
 * Servicing ledger texts, English first: the French catalog must have exactly the same keys
 * (the type below makes a missing translation a compile error).
 * Keys are prefixed "servicing.".
 */
export const en = {
  "servicing.refusal.duplicateId": "Two lines or events of this contract have the same id.",
  "servicing.refusal.amountNotPositive": "The amount must be a whole number of cents greater than zero (an adjustment: not zero).",
  "servicing.refusal.lineSplitMismatch": "The fee, interest and principal of a payment line must be whole cents that add up to its amount.",
  "servicing.refusal.unknownPayment": "This return names a payment that does not exist on this contract.",
  "servicing.refusal.alreadyReturned": "This payment has already been returned.",
  "servicing.refusal.returnBeforePayment": "A payment cannot be returned before its value date.",
  "servicing.refusal.unknownFeeLine": "This waiver names a fee line that does not exist on this contract.",
  "servicing.refusal.alreadyWaived": "This fee has already been waived.",
  "servicing.refusal.waiverBeforeFee": "A fee cannot be waived before it is assessed.",
  "servicing.refusal.alreadyWrittenOff": "This contract has already been written off.",
  "servicing.refusal.contractNotActive": "Payments and fees are recorded on an active contract only.",
  "servicing.refusal.contractNotFunded": "This contract was never funded: it has no payments to record.",
  "servicing.refusal.valueDateAfterToday": "The date cannot be after today.",
  "servicing.refusal.valueDateBeforeFunding": "The date cannot be before the day the contract was funded.",
  "servicing.refusal.methodNotReturnable": "A bank cannot return this payment: only a pre-authorised debit or a cheque can bounce (cash and card payments are final).",
  "servicing.refusal.externalIdApplied": "A payment with this external id has already been recorded.",
} as const;

export const fr: { readonly [K in keyof typeof en]: string } = {
  "servicing.refusal.duplicateId": "Deux lignes ou événements de ce contrat ont le même identifiant.",
  "servicing.refusal.amountNotPositive": "Le montant doit être un nombre entier de cents supérieur à zéro (pour un ajustement\u00a0: différent de zéro).",
  "servicing.refusal.lineSplitMismatch": "Les frais, l’intérêt et le capital d’une ligne de paiement doivent être des cents entiers dont la somme est son montant.",
  "servicing.refusal.unknownPayment": "Ce retour désigne un paiement qui n’existe pas sur ce contrat.",
  "servicing.refusal.alreadyReturned": "Ce paiement a déjà été retourné.",
  "servicing.refusal.returnBeforePayment": "Un paiement ne peut pas être retourné avant sa date de valeur.",
  "servicing.refusal.unknownFeeLine": "Cette annulation désigne une ligne de frais qui n’existe pas sur ce contrat.",
  "servicing.refusal.alreadyWaived": "Ces frais ont déjà été annulés.",
  "servicing.refusal.waiverBeforeFee": "Des frais ne peuvent pas être annulés avant d’être imposés.",
  "servicing.refusal.alreadyWrittenOff": "Ce contrat a déjà été radié.",
  "servicing.refusal.contractNotActive": "Les paiements et les frais ne s’inscrivent que sur un contrat actif.",
  "servicing.refusal.contractNotFunded": "Ce contrat n’a jamais été financé\u00a0: il n’a aucun paiement à inscrire.",
  "servicing.refusal.valueDateAfterToday": "La date ne peut pas être postérieure à aujourd’hui.",
  "servicing.refusal.valueDateBeforeFunding": "La date ne peut pas précéder le jour du financement du contrat.",
  "servicing.refusal.methodNotReturnable": "Une banque ne peut pas retourner ce paiement\u00a0: seuls un prélèvement préautorisé ou un chèque peuvent être refusés (les paiements en espèces et par carte sont définitifs).",
  "servicing.refusal.externalIdApplied": "Un paiement portant cet identifiant externe a déjà été inscrit.",
};
