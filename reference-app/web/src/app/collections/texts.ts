import { translator, type DomainCatalog } from "@lendkit/core";

/**
 * The collections page's texts, English first; the French table must have
 * the same keys. The buckets' names are the servicing screens' (`bucket.*`).
 */
const en = {
  "page.lead": "Active contracts with something late on {date}, from their ledgers.",
  "aging.title": "Aging",
  "aging.chart": "Amount late per delinquency bucket",
  "aging.tableCaption": "Aging: amount late and contracts per bucket",
  "aging.total": "Total",
  "aging.tick": "{bucket} days",
  "queue.title": "Queue",
  "queue.loading": "Loading the queue…",
  "queue.empty": "No contract matches.",
  "queue.count": "{count} contract(s)",
  "filter.bucket": "Bucket",
  "filter.collector": "Collector",
  "filter.all": "All",
  "filter.mine": "Mine",
  "filter.none": "Nobody yet",
  "col.contract": "Contract",
  "col.customer": "Customer",
  "col.bucket": "Bucket",
  "col.daysPastDue": "Days past due",
  "col.amountLate": "Amount late",
  "col.collector": "Collector",
  "col.lastNote": "Last contact",
  "col.contracts": "Contracts",
  "sort.by": "Sort by {column}",
  "note.promise": "Promise to pay: {date}",
  "assign.label": "Collector of contract {number}",
  "assign.nobody": "Nobody",
  "assign.saved": "Contract {number} assigned to {name}.",
  "assign.cleared": "Contract {number} is assigned to nobody.",
  "pager.previous": "Previous page",
  "pager.next": "Next page",
  "pager.label": "Page {page} of {pages}",
} as const;

const fr: { readonly [K in keyof typeof en]: string } = {
  "page.lead": "Contrats actifs avec un retard au {date}, d’après leur grand livre.",
  "aging.title": "Ancienneté des retards",
  "aging.chart": "Montant en retard par tranche de retard",
  "aging.tableCaption": "Ancienneté\u00a0: montant en retard et contrats par tranche",
  "aging.total": "Total",
  "aging.tick": "{bucket} jours",
  "queue.title": "File de recouvrement",
  "queue.loading": "Chargement de la file…",
  "queue.empty": "Aucun contrat ne correspond.",
  "queue.count": "{count} contrat(s)",
  "filter.bucket": "Tranche",
  "filter.collector": "Agent",
  "filter.all": "Tous",
  "filter.mine": "Les miens",
  "filter.none": "Personne encore",
  "col.contract": "Contrat",
  "col.customer": "Client",
  "col.bucket": "Tranche",
  "col.daysPastDue": "Jours de retard",
  "col.amountLate": "Montant en retard",
  "col.collector": "Agent",
  "col.lastNote": "Dernier contact",
  "col.contracts": "Contrats",
  "sort.by": "Trier par {column}",
  "note.promise": "Promesse de paiement\u00a0: {date}",
  "assign.label": "Agent du contrat {number}",
  "assign.nobody": "Personne",
  "assign.saved": "Contrat {number} confié à {name}.",
  "assign.cleared": "Le contrat {number} n’est confié à personne.",
  "pager.previous": "Page précédente",
  "pager.next": "Page suivante",
  "pager.label": "Page {page} sur {pages}",
};

export type CollectionsTextKey = keyof typeof en;

export const collectionsTexts: DomainCatalog<CollectionsTextKey> = { en, fr };

/** The collections text of `key` in `lang`, from core's `translator`: `{name}` placeholders filled as core's `t` fills them. */
export const qx = translator(collectionsTexts);
