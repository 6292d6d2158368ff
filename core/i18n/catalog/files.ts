/**
 * Stored files: upload checks and answers (A §2, §7; C §7), English first: the French catalog must have exactly the same keys.
 * Keys are prefixed "files.".
 */
export const en = {} as const satisfies Record<`files.${string}`, string>;

export const fr: { readonly [K in keyof typeof en]: string } = {};
