import { t, type Lang, type MessageKey } from "../i18n/translate.js";
import { checklistNoteMaxLength } from "./note.js";
import type { ChecklistRefusal } from "./types.js";

/**
 * The message key of a refusal code (every code has a text in fr and en).
 *
 * @example
 * checklistReasonKey("authorOnly") // "checklist.reason.authorOnly"
 */
export const checklistReasonKey = (reason: ChecklistRefusal | "unsavedChanges"): MessageKey =>
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
