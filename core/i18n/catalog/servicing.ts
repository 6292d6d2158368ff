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
};
