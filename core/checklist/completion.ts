import { isAdmin, type RoleId } from "../access/roles.js";
import { ContractStatus } from "../codes/contractStatus.js";
import { tenantProfile, type TenantCode } from "../access/tenants.js";
import type { ChecklistRole } from "./types.js";

/**
 * True when the "Checklist completed" switch is shown (A §2, A §6): admins
 * of a tenant whose profile has `hasChecklistCompletionSwitch`.
 *
 * @example
 * canShowChecklistCompletionSwitch(7, "CAPITAL") // true
 * canShowChecklistCompletionSwitch(3, "CAPITAL") // false
 * canShowChecklistCompletionSwitch(7, "RENT") // false
 */
export const canShowChecklistCompletionSwitch = (role: ChecklistRole, tenant: TenantCode): boolean =>
  isAdmin(role as RoleId) && tenantProfile(tenant).hasChecklistCompletionSwitch;

/** The answer to a flip of the completion switch. */
export type ChecklistCompletionResult =
  | { readonly ok: true; readonly completed: boolean }
  | { readonly ok: false; readonly reason: "unsavedChanges" };

/**
 * Flips the "Checklist completed" switch (A §4): refused with
 * `unsavedChanges` (alert "Please save before taging complete!") while the
 * form has unsaved changes, otherwise the new value to hand to the parent.
 *
 * @example
 * toggleChecklistCompletion({ isDirty: true, completed: false }) // { ok: false, reason: "unsavedChanges" }
 * toggleChecklistCompletion({ isDirty: false, completed: false }) // { ok: true, completed: true }
 */
export const toggleChecklistCompletion = (input: {
  readonly isDirty: boolean;
  readonly completed: boolean;
}): ChecklistCompletionResult =>
  input.isDirty ? { ok: false, reason: "unsavedChanges" } : { ok: true, completed: !input.completed };

/**
 * The switch's background (A §2): green when complete, pink when not.
 *
 * @example
 * checklistCompletionColour(true) // "green"
 */
export const checklistCompletionColour = (completed: boolean): "green" | "pink" => (completed ? "green" : "pink");

/**
 * Whether a contract may move to `toStatus` as far as its checklist goes
 * (A §2, §4; issue 15 §10; docs/spec-decisions.md): funding (ACTIVE)
 * needs the "Checklist completed" switch on in a tenant that has the switch;
 * approval never waits for the checklist (documents still come in between
 * approval and signature), and a tenant without the switch has no gate.
 *
 * @example
 * checklistAllowsMove(ContractStatus.Active, { tenant: "CAPITAL", completed: false }) // false
 * checklistAllowsMove(ContractStatus.Approved, { tenant: "CAPITAL", completed: false }) // true
 * checklistAllowsMove(ContractStatus.Active, { tenant: "RENT", completed: false }) // true
 */
export const checklistAllowsMove = (toStatus: number, checklist: { readonly tenant: TenantCode; readonly completed: boolean }): boolean =>
  toStatus !== ContractStatus.Active || !tenantProfile(checklist.tenant).hasChecklistCompletionSwitch || checklist.completed;
