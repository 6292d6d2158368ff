/**
 * Texts of a field's problem (issue 15 §4): what the contract editor shows
 * under a field as the user types, and what the server answers for each
 * field of a refused body (`{ path, code, message }`), one language each.
 * English first; the French catalog has exactly the same keys. Kept out of
 * the global catalog: only the modules that check fields load it.
 */
export const en = {
  "field.problem.required": "Required",
  "field.problem.unknownField": "This field is not accepted here",
  "field.problem.invalidValue": "This value is not valid",
  "field.problem.futureDate": "The date cannot be in the future",
  "field.problem.email": "Enter a valid email address (name@example.com)",
  "field.problem.vin": "This VIN is not valid (17 characters, check digit in 9th position)",
  "field.problem.rate": "Enter a rate from 0 to 100 %",
  "field.problem.amount": "Enter an amount from 0 to 1,000,000,000 $",
  "field.problem.term": "Enter a whole term giving 1 to 1,040 payments",
  "field.problem.number": "This number is too large",
} as const;

export const fr: { readonly [K in keyof typeof en]: string } = {
  "field.problem.required": "Requis",
  "field.problem.unknownField": "Ce champ n'est pas accepté ici",
  "field.problem.invalidValue": "Cette valeur n'est pas valide",
  "field.problem.futureDate": "La date ne peut pas être dans le futur",
  "field.problem.email": "Entrez une adresse courriel valide (nom@exemple.com)",
  "field.problem.vin": "Ce NIV n'est pas valide (17 caractères, chiffre de contrôle en 9e position)",
  "field.problem.rate": "Entrez un taux de 0 à 100\u00a0%",
  "field.problem.amount": "Entrez un montant de 0 à 1\u00a0000\u00a0000\u00a0000\u00a0$",
  "field.problem.term": "Entrez un terme entier donnant de 1 à 1\u00a0040 paiements",
  "field.problem.number": "Ce nombre est trop grand",
};
