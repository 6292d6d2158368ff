/**
 * account texts, English first: the French catalog must have exactly the same keys
 * (the type below makes a missing translation a compile error).
 * Keys are prefixed "account.".
 */
export const en = {} as const satisfies Record<`account.${string}`, string>;

export const fr: { readonly [K in keyof typeof en]: string } = {};
