/**
 * Contract notes (B §3.3), English first: the French catalog must have exactly the same keys.
 * Keys are prefixed "notes.".
 */
export const en = {} as const satisfies Record<`notes.${string}`, string>;

export const fr: { readonly [K in keyof typeof en]: string } = {};
