/**
 * Paged data table texts (A §2, A §8), English first: the French catalog must
 * have exactly the same keys. Keys are prefixed "table.".
 */
export const en = {
  "table.empty": "No elements to show",
} as const satisfies Record<`table.${string}`, string>;

export const fr: { readonly [K in keyof typeof en]: string } = {
  "table.empty": "Aucun élément à afficher",
};
