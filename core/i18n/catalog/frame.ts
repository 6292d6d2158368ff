/**
 * frame texts, English first: the French catalog must have exactly the same keys
 * (the type below makes a missing translation a compile error).
 * Keys are prefixed "frame.".
 */
export const en = {
  "frame.parentNotAllowed": "This page cannot be displayed inside this site.",
} as const satisfies Record<`frame.${string}`, string>;

export const fr: { readonly [K in keyof typeof en]: string } = {
  "frame.parentNotAllowed": "Cette page ne peut pas être affichée dans ce site.",
};
