/**
 * payments texts, English first: the French catalog must have exactly the same keys
 * (the type below makes a missing translation a compile error).
 * Keys are prefixed "payments.".
 */
export const en = {} as const satisfies Record<`payments.${string}`, string>;

export const fr: { readonly [K in keyof typeof en]: string } = {};
