/**
 * Contract notes (B §3.3), English first: the French catalog must have exactly the same keys.
 * Keys are prefixed "notes.".
 */
export const en = {
  "notes.invalidText": "A note must have 1 to {max} characters.",
  "notes.promiseBeforeToday": "A promise to pay is for today or a later day.",
} as const satisfies Record<`notes.${string}`, string>;

export const fr: { readonly [K in keyof typeof en]: string } = {
  "notes.invalidText": "Une note doit compter de 1 à {max} caractères.",
  "notes.promiseBeforeToday": "Une promesse de paiement vaut pour aujourd’hui ou un jour à venir.",
};
