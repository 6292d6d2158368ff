import { translator, type DomainCatalog } from "@lendkit/core";

/** The statements review screen's own texts, English first; the French table has the same keys. */
const en = {
  "title": "Bank statements to review",
  "lead": "Statements applicants uploaded by hand at the bank step. Accept them, or refuse them with a note: the applicant is sent back to the bank step.",
  "filter": "Show",
  "status.pendingReview": "To review",
  "status.succeeded": "Accepted",
  "status.failed": "Refused",
  "empty.pendingReview": "No statements are waiting for review.",
  "empty.succeeded": "No accepted statements yet.",
  "empty.failed": "No refused statements yet.",
  "loading": "Loading...",
  "loadError": "The statements could not be loaded.",
  "submittedAt": "Submitted",
  "reviewed": "{status} by {name} on {date}",
  "pictures": "Statements ({count})",
  "pdf": "PDF document",
  "picture": "Statement {n}: {name}",
  "pictureUnavailable": "This picture could not be shown.",
  "note": "Note (required to refuse)",
  "accept": "Accept the statements",
  "refuse": "Refuse the statements",
  "accepted": "Statements of {name} accepted.",
  "refused": "Statements of {name} refused; the applicant is back at the bank step.",
  "decideError": "The decision could not be saved.",
  "noteRequired": "Say why the statements are refused.",
} as const;

const fr: { readonly [K in keyof typeof en]: string } = {
  "title": "Relevés bancaires à réviser",
  "lead": "Relevés téléversés à la main par les demandeurs à l'étape bancaire. Acceptez-les, ou refusez-les avec une note\u00a0: le demandeur revient à l'étape bancaire.",
  "filter": "Afficher",
  "status.pendingReview": "À réviser",
  "status.succeeded": "Acceptés",
  "status.failed": "Refusés",
  "empty.pendingReview": "Aucun relevé n'attend de révision.",
  "empty.succeeded": "Aucun relevé accepté pour l'instant.",
  "empty.failed": "Aucun relevé refusé pour l'instant.",
  "loading": "Chargement...",
  "loadError": "Les relevés n'ont pas pu être chargés.",
  "submittedAt": "Soumis le",
  "reviewed": "{status} par {name} le {date}",
  "pictures": "Relevés ({count})",
  "pdf": "document PDF",
  "picture": "Relevé {n}\u00a0: {name}",
  "pictureUnavailable": "Cette photo n'a pas pu être affichée.",
  "note": "Note (obligatoire pour refuser)",
  "accept": "Accepter les relevés",
  "refuse": "Refuser les relevés",
  "accepted": "Relevés de {name} acceptés.",
  "refused": "Relevés de {name} refusés\u00a0; le demandeur revient à l'étape bancaire.",
  "decideError": "La décision n'a pas pu être enregistrée.",
  "noteRequired": "Indiquez pourquoi les relevés sont refusés.",
};

export type BankReviewTextKey = keyof typeof en;

export const bankReviewTexts: DomainCatalog<BankReviewTextKey> = { en, fr };

/** The review screen's text of `key` in `lang`, from core's `translator`: `{name}` placeholders filled as core's `t` fills them. */
export const br = translator(bankReviewTexts);
