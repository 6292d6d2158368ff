/**
 * Printed documents: contract, paid-out report, schedule, statement, receipt (C §7), English first: the French catalog must have exactly the same keys.
 * Keys are prefixed "documents.".
 */
export const en = {} as const satisfies Record<`documents.${string}`, string>;

export const fr: { readonly [K in keyof typeof en]: string } = {};
