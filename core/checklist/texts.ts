import * as checklistCatalog from "../i18n/catalog/checklist.js";
import type { Lang } from "../i18n/lang.js";
import { translator } from "../i18n/scoped.js";
import { checklistNoteMaxLength } from "./note.js";
import type { ChecklistRefusal } from "./types.js";

/** The keys of the texts this module shows. */
type ChecklistTextKey = keyof typeof checklistCatalog.en;
/** `t` over this domain's catalogs only, so a page does not ship every catalog. */
const t = translator<ChecklistTextKey>(checklistCatalog);

/**
 * The message key of a refusal code (every code has a text in fr and en).
 *
 * @example
 * checklistReasonKey("authorOnly") // "checklist.reason.authorOnly"
 */
export const checklistReasonKey = (reason: ChecklistRefusal | "unsavedChanges"): ChecklistTextKey =>
  reason === "unsavedChanges" ? "checklist.unsavedChanges" : `checklist.reason.${reason}`;

/**
 * The text of a refusal code in `lang`, placeholders filled.
 *
 * @example
 * checklistReasonText("en", "unsavedChanges") // "Please save before taging complete!"
 * checklistReasonText("fr", "noteTooLong") // "La note ne peut pas dépasser 500 caractères."
 */
export const checklistReasonText = (lang: Lang, reason: ChecklistRefusal | "unsavedChanges"): string =>
  t(lang, checklistReasonKey(reason), { max: checklistNoteMaxLength });
