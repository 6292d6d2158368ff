import * as access from "./catalog/access.js";
import * as account from "./catalog/account.js";
import * as bank from "./catalog/bank.js";
import * as calculator from "./catalog/calculator.js";
import * as checklist from "./catalog/checklist.js";
import * as codes from "./catalog/codes.js";
import * as common from "./catalog/common.js";
import * as forms from "./catalog/forms.js";
import * as frame from "./catalog/frame.js";
import * as masks from "./catalog/masks.js";
import * as models from "./catalog/models.js";
import * as payments from "./catalog/payments.js";
import * as renewal from "./catalog/renewal.js";
import * as schedule from "./catalog/schedule.js";
import * as table from "./catalog/table.js";
import * as upload from "./catalog/upload.js";
import * as server from "./catalog/server.js";
import * as contracts from "./catalog/contracts.js";
import * as notes from "./catalog/notes.js";
import * as files from "./catalog/files.js";
import * as documents from "./catalog/documents.js";
import * as flows from "./catalog/flows.js";
import * as flowFields from "./catalog/flowFields.js";
import * as disclosure from "./catalog/disclosure.js";
import * as servicing from "./catalog/servicing.js";
import * as approvals from "./catalog/approvals.js";

import { interpolate, type MessageParams } from "./interpolate.js";
import type { Lang } from "./lang.js";

export * from "./lang.js";
export * from "./interpolate.js";

/** Every English text, by key. */
export const en = {
  ...common.en,
  ...forms.en,
  ...masks.en,
  ...models.en,
  ...table.en,
  ...upload.en,
  ...checklist.en,
  ...payments.en,
  ...calculator.en,
  ...schedule.en,
  ...renewal.en,
  ...account.en,
  ...bank.en,
  ...frame.en,
  ...access.en,
  ...codes.en,
  ...server.en,
  ...contracts.en,
  ...notes.en,
  ...files.en,
  ...documents.en,
  ...flows.en,
  ...flowFields.en,
  ...disclosure.en,
  ...servicing.en,
  ...approvals.en,
} as const;

/** A key of the message catalogs. */
export type MessageKey = keyof typeof en;

/** Every French text, by key: the type makes a missing translation fail the build. */
export const fr: { readonly [K in MessageKey]: string } = {
  ...common.fr,
  ...forms.fr,
  ...masks.fr,
  ...models.fr,
  ...table.fr,
  ...upload.fr,
  ...checklist.fr,
  ...payments.fr,
  ...calculator.fr,
  ...schedule.fr,
  ...renewal.fr,
  ...account.fr,
  ...bank.fr,
  ...frame.fr,
  ...access.fr,
  ...codes.fr,
  ...server.fr,
  ...contracts.fr,
  ...notes.fr,
  ...files.fr,
  ...documents.fr,
  ...flows.fr,
  ...flowFields.fr,
  ...disclosure.fr,
  ...servicing.fr,
  ...approvals.fr,
};

/** Both catalogs, by language. */
export const catalogs: { readonly [L in Lang]: { readonly [K in MessageKey]: string } } = { fr, en };

/**
 * The text of `key` in `lang`, with `{name}` placeholders filled.
 *
 * @example
 * t("fr", "table.empty") // "Aucun élément à afficher"
 */
export const t = (lang: Lang, key: MessageKey, params?: MessageParams): string =>
  interpolate(catalogs[lang][key], params);

/** A text in both languages, e.g. for a bilingual server error. */
export interface Bilingual {
  readonly fr: string;
  readonly en: string;
}

/**
 * The text of `key` in both languages.
 *
 * @example
 * tBoth("common.genericError").en // "An error has occured. Please contact support."
 */
export const tBoth = (key: MessageKey, params?: MessageParams): Bilingual => ({
  fr: t("fr", key, params),
  en: t("en", key, params),
});
