/**
 * Contract API answers (B §3; statuses and workflow), English first: the French catalog must have exactly the same keys.
 * Keys are prefixed "contracts.".
 */
export const en = {} as const satisfies Record<`contracts.${string}`, string>;

export const fr: { readonly [K in keyof typeof en]: string } = {};
