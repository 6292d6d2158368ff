/**
 * @module messages
 * Each domain's fr/en catalog as its own named export, for `translator` and
 * @lendkit/react's `useMessages(...catalogs)`: a page that names only the
 * table's catalog bundles only the table's texts. A subpath of its own
 * (`@lendkit/core/messages`), apart from `@lendkit/core/i18n` whose `t` holds
 * every catalog.
 *
 * @example
 * translator(tableMessages)("fr", "table.empty") // "Aucun élément à afficher"
 */
export * as accessMessages from "../i18n/catalog/access.js";
export * as accountMessages from "../i18n/catalog/account.js";
export * as bankMessages from "../i18n/catalog/bank.js";
export * as calculatorMessages from "../i18n/catalog/calculator.js";
export * as checklistMessages from "../i18n/catalog/checklist.js";
export * as codesMessages from "../i18n/catalog/codes.js";
export * as commonMessages from "../i18n/catalog/common.js";
export * as contractsMessages from "../i18n/catalog/contracts.js";
export * as deferralRecordsMessages from "../i18n/catalog/deferralRecords.js";
export * as disclosureMessages from "../i18n/catalog/disclosure.js";
export * as documentsMessages from "../i18n/catalog/documents.js";
export * as fieldProblemsMessages from "../i18n/catalog/fieldProblems.js";
export * as filesMessages from "../i18n/catalog/files.js";
export * as flowFieldsMessages from "../i18n/catalog/flowFields.js";
export * as flowsMessages from "../i18n/catalog/flows.js";
export * as formsMessages from "../i18n/catalog/forms.js";
export * as frameMessages from "../i18n/catalog/frame.js";
export * as masksMessages from "../i18n/catalog/masks.js";
export * as modelsMessages from "../i18n/catalog/models.js";
export * as notesMessages from "../i18n/catalog/notes.js";
export * as paymentsMessages from "../i18n/catalog/payments.js";
export * as renewalMessages from "../i18n/catalog/renewal.js";
export * as scheduleMessages from "../i18n/catalog/schedule.js";
export * as serverMessages from "../i18n/catalog/server.js";
export * as tableMessages from "../i18n/catalog/table.js";
export * as uploadMessages from "../i18n/catalog/upload.js";
