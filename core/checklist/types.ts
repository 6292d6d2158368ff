import type { RoleId } from "../access/roles.js";
import type { Checklist } from "../models/checklist.js";

/** The id that marks a category row in a checklist (A §3). */
export const checklistCategoryRowId = -1;

/** The two tabs of the checklist side panel (A §2): "Marchand" (external) and "Interne" (internal). */
export type ChecklistTab = "internal" | "external";

/**
 * A role id of C §6. Any other number is accepted and treated as a role with
 * no checklist rights, so a new role on the server never breaks a client.
 */
export type ChecklistRole = RoleId | (number & {});

/** The user acting on a checklist: their login id (recorded as `sysLogins_Id`) and initials. */
export interface ChecklistUser {
  readonly id: number;
  readonly initials: string;
}

/** Keys held down during a click (Cmd counts as Ctrl for the caller). */
export interface ChecklistModifiers {
  readonly ctrl: boolean;
  readonly shift: boolean;
}

/**
 * What a user did on a checklist, as the checklist API takes it: one click
 * on an item (its tab and modifiers, Cmd counted as Ctrl) or one note saved
 * (the note as core stored it). The panel emits it beside the new
 * checklist, so a parent sends it without working out which click happened.
 */
export type ChecklistAction =
  | { readonly kind: "click"; readonly itemId: number; readonly tab: ChecklistTab; readonly modifiers: ChecklistModifiers }
  | { readonly kind: "note"; readonly itemId: number; readonly checklistNote: string | null };

/** Every refusal code of the checklist rules, in the order they are checked. */
export const checklistRefusals = [
  "checklistDisabled",
  "categoryRow",
  "unknownItem",
  "readOnlyRole",
  "internalTabAdminOnly",
  "externalItemsOnly",
  "authorOnly",
  "internalItemLocked",
  "noteTooLong",
] as const;

/**
 * Why a checklist action was refused. Each code has a text in both languages
 * (`checklistReasonKey`).
 */
export type ChecklistRefusal = (typeof checklistRefusals)[number];

/** What a checklist rule returns: the new checklist, or a refusal code (input unchanged). */
export type ChecklistResult =
  | { readonly ok: true; readonly checklist: Checklist }
  | { readonly ok: false; readonly reason: ChecklistRefusal };
