/**
 * Paged data table texts (A §2, A §8), English first: the French catalog must
 * have exactly the same keys. Keys are prefixed "table.".
 */
export const en = {
  "table.empty": "No elements to show",
  "table.pager": "{from} to {to} of {count}",
  "table.search": "Search...",
  "table.create": "Add",
  "table.previousPage": "Previous page",
  "table.nextPage": "Next page",
  "table.sortAscending": "Sorted ascending",
  "table.sortDescending": "Sorted descending",
  "table.loadFailed": "The data could not be loaded. Please try again.",
} as const satisfies Record<`table.${string}`, string>;

export const fr: { readonly [K in keyof typeof en]: string } = {
  "table.empty": "Aucun élément à afficher",
  "table.pager": "{from} à {to} sur {count}",
  "table.search": "Rechercher...",
  "table.create": "Ajouter",
  "table.previousPage": "Page précédente",
  "table.nextPage": "Page suivante",
  "table.sortAscending": "Tri croissant",
  "table.sortDescending": "Tri décroissant",
  "table.loadFailed": "Les données n'ont pas pu être chargées. Veuillez réessayer.",
};
