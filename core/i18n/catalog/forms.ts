/**
 * forms texts, English first: the French catalog must have exactly the same keys
 * (the type below makes a missing translation a compile error).
 * Keys are prefixed "forms.".
 */
export const en = {} as const satisfies Record<`forms.${string}`, string>;

export const fr: { readonly [K in keyof typeof en]: string } = {};
