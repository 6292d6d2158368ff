import type { Features } from "../access/features.js";
import type { Checklist, ChecklistItem } from "../models/checklist.js";
import { guardChecklistItem, replaceChecklistItem } from "./guard.js";
import { clearInternalCheck, setExternalCheck, setInternalCheck } from "./marks.js";
import type { ChecklistResult, ChecklistRole, ChecklistUser } from "./types.js";

/** Longest checklist note, in UTF-16 code units like a text box's maxLength (A §5, A §9). */
export const checklistNoteMaxLength = 500;

/** Length of a note's tooltip preview, before the ellipsis (A §5, A §9). */
export const checklistNotePreviewLength = 100;

/** Everything a note save needs besides the checklist, the item id and the note. */
export interface ChecklistNoteOptions {
  readonly role: ChecklistRole;
  readonly user: ChecklistUser;
  /** Only `manualCheckmarkOnUpdateNote` is read. */
  readonly features?: Pick<Features, "manualCheckmarkOnUpdateNote">;
  readonly disabled?: boolean;
}

/**
 * True when a note counts as empty: null or only whitespace.
 *
 * @example
 * isChecklistNoteBlank("  ") // true
 * isChecklistNoteBlank("ok") // false
 */
export const isChecklistNoteBlank = (note: string | null | undefined): boolean =>
  note === null || note === undefined || note.trim() === "";

const withCheckMark = (
  item: ChecklistItem,
  blank: boolean,
  access: "admin" | "partner",
  user: ChecklistUser,
): ChecklistItem => {
  if (access === "admin") {
    return blank
      ? clearInternalCheck(item)
      : setInternalCheck(item, user, { isWaived: item.isWaived, isNonApplicable: item.isNonApplicable });
  }
  // A partner never touches an item checked internally (A §5): the note is saved, the marks stay.
  if (item.isChecked) return item;
  // A blank note unchecks like a click, recording who unchecked (A §4: only an admin's blank note clears initials).
  return setExternalCheck(item, user, !blank);
};

/**
 * Saves the note of one item (A §4, A §5). A note longer than 500 characters
 * is refused. Unless `features.manualCheckmarkOnUpdateNote` is on, a
 * non-empty note checks the item (the internal flag for admins, the external
 * flag for Merchant, FAndI and AdminRep) and records initials and user id; a
 * blank note is stored as null and unchecks the item: for admins the
 * internal check goes with its initials, waiver and N/A; for partners the
 * external check goes and the partner's initials and id are recorded, as
 * for an unchecking click. The click permissions apply: read-only
 * roles, non-external items for partners and waived/N/A items of another
 * user are refused. The input is never changed.
 *
 * @example
 * const decoded = decodeChecklist({ items: [{ id: 12, description: "Proof of income", isExternal: true }] });
 * const checklist = decoded.ok ? decoded.value : { items: [] };
 * const options = {
 *   role: 3,
 *   user: { id: 51, initials: "MB" },
 *   features: { manualCheckmarkOnUpdateNote: false },
 *   disabled: false,
 * };
 * const saved = saveChecklistNote(checklist, 12, "Pay stub received", options);
 * const item = saved.ok ? saved.checklist.items[0] : undefined;
 * [item?.checklistNote, item?.isCheckedExternal, item?.checkedInitials] // ["Pay stub received", true, "MB"]
 * saveChecklistNote(checklist, 12, "x".repeat(501), options) // { ok: false, reason: "noteTooLong" }
 */
export const saveChecklistNote = (
  checklist: Checklist,
  itemId: number,
  note: string,
  options: ChecklistNoteOptions,
): ChecklistResult => {
  const guard = guardChecklistItem(checklist, itemId, options);
  if (!guard.ok) return guard;
  if (note.length > checklistNoteMaxLength) return { ok: false, reason: "noteTooLong" };
  const blank = isChecklistNoteBlank(note);
  const noted: ChecklistItem = { ...guard.item, checklistNote: blank ? null : note };
  const next = options.features?.manualCheckmarkOnUpdateNote
    ? noted
    : withCheckMark(noted, blank, guard.access, options.user);
  return { ok: true, checklist: replaceChecklistItem(checklist, guard.index, next) };
};

/**
 * The tooltip preview of a note: at most 100 characters, then "…" when cut
 * (never splitting a surrogate pair). A blank note gives "".
 *
 * @example
 * checklistNotePreview("short") // "short"
 * checklistNotePreview("a".repeat(120)) // the first 100 "a" then "…" (101 characters)
 */
export const checklistNotePreview = (note: string | null | undefined): string => {
  if (isChecklistNoteBlank(note)) return "";
  const text = note as string;
  if (text.length <= checklistNotePreviewLength) return text;
  let cut = checklistNotePreviewLength;
  const last = text.charCodeAt(cut - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut -= 1;
  return `${text.slice(0, cut)}…`;
};
