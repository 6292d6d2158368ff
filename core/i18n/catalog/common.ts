/**
 * Texts shared by many screens, English first: the French catalog must have
 * exactly the same keys (the type below makes a missing translation a compile
 * error). Keys are prefixed "common.".
 */
export const en = {
  "common.genericError": "An error has occured. Please contact support.",
} as const satisfies Record<`common.${string}`, string>;

export const fr: { readonly [K in keyof typeof en]: string } = {
  "common.genericError": "Une erreur est survenue. Veuillez contacter le support.",
};
