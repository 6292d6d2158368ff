/**
 * Masked field texts (A §5), English first: the French catalog must have
 * exactly the same keys (the type below makes a missing translation a compile
 * error). Keys are prefixed "masks.". The date placeholders are also a tiny
 * table inside core/masks (`datePlaceholder`), which must not import catalogs.
 */
export const en = {
  "masks.date.placeholder": "YYYY/MM/DD",
  "masks.date.invalid": "Invalid date",
  "masks.phone.incomplete": "The phone number must have 10 digits",
  "masks.sin.invalid": "Invalid social insurance number",
  "masks.postalCode.invalid": "Invalid postal code",
  "masks.money.invalid": "Invalid amount",
  "masks.number.invalid": "Invalid number",
  "masks.phone.call": "Call",
  // A pasted amount that is refused rather than read as another amount (spec decisions: pasted money).
  "masks.money.ambiguous": "This amount can be read two ways: write thousands with a space (1 234) and cents with 2 decimals (1.23)",
  "masks.money.tooManyDecimals": "An amount has at most 2 decimals",
} as const satisfies Record<`masks.${string}`, string>;

export const fr: { readonly [K in keyof typeof en]: string } = {
  "masks.date.placeholder": "AAAA/MM/JJ",
  "masks.date.invalid": "Date invalide",
  "masks.phone.incomplete": "Le numéro de téléphone doit avoir 10 chiffres",
  "masks.sin.invalid": "Numéro d'assurance sociale invalide",
  "masks.postalCode.invalid": "Code postal invalide",
  "masks.money.invalid": "Montant invalide",
  "masks.number.invalid": "Nombre invalide",
  "masks.phone.call": "Appeler",
  // Un montant collé refusé plutôt que lu comme un autre montant.
  "masks.money.ambiguous": "Ce montant peut se lire de deux façons\u00a0: séparez les milliers par une espace (1 234) et écrivez les cents avec 2 décimales (1,23)",
  "masks.money.tooManyDecimals": "Un montant a au plus 2 décimales",
};
