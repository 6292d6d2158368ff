import { useCallback } from "react";
import { checklistMessages } from "@lendkit/core";
import {
  canShowChecklistCompletionSwitch,
  checklistCompletionColour,
  toggleChecklistCompletion,
} from "@lendkit/core";
import { useLendkit } from "../provider/index.js";
import { useMessages } from "../provider/messages.js";
import { checklistRoleOf } from "./checklistUser.js";

/** Options of `useChecklistCompletion`. */
export interface UseChecklistCompletionOptions {
  /** The switch's value. */
  readonly isCompleted: boolean;
  /** The contract form has unsaved changes: flipping is refused. */
  readonly isDirty: boolean;
  /** Receives the new value when the flip is accepted. */
  readonly onCompletedChange?: (completed: boolean) => void;
  /** Called with "unsavedChanges" when the flip is refused. */
  readonly onRefused: (reason: "unsavedChanges") => void;
  /** Called when the flip is accepted (to clear an earlier refusal). */
  readonly onAccepted?: () => void;
}

/** What `useChecklistCompletion` returns when the switch is shown. */
export interface ChecklistCompletionAria {
  /** For react-aria `Switch`: controlled by `isCompleted`; a flip goes through core. */
  readonly switchProps: { readonly isSelected: boolean; readonly onChange: () => void };
  /** "Checklist completed" / "Checklist complétée". */
  readonly label: string;
  /** "Yes"/"Oui" or "No"/"Non". */
  readonly valueText: string;
  /** Green when complete, pink when not (core's `checklistCompletionColour`), for `data-colour`. */
  readonly colour: "green" | "pink";
}

/**
 * The "Checklist completed" switch (A §2, §4): shown only to the roles and
 * tenant core allows (`canShowChecklistCompletionSwitch`), else null; a flip
 * asks core's `toggleChecklistCompletion`, which refuses it while the form
 * has unsaved changes, and otherwise hands the new value to the parent.
 *
 * @example
 * const completion = useChecklistCompletion({ isCompleted, isDirty, onCompletedChange: save, onRefused: showAlert });
 * completion && <Switch {...completion.switchProps}>{completion.label}</Switch>
 */
export const useChecklistCompletion = (options: UseChecklistCompletionOptions): ChecklistCompletionAria | null => {
  const { isCompleted: completed, isDirty, onCompletedChange, onRefused, onAccepted } = options;
  const { role, tenant } = useLendkit();
  const t = useMessages(checklistMessages);
  const onChange = useCallback(() => {
    const result = toggleChecklistCompletion({ isDirty, completed });
    if (!result.ok) {
      onRefused(result.reason);
      return;
    }
    onAccepted?.();
    onCompletedChange?.(result.completed);
  }, [isDirty, completed, onCompletedChange, onRefused, onAccepted]);
  if (tenant === null || !canShowChecklistCompletionSwitch(checklistRoleOf(role), tenant)) return null;
  return {
    switchProps: { isSelected: completed, onChange },
    label: t("checklist.completed"),
    valueText: t(completed ? "checklist.completed.yes" : "checklist.completed.no"),
    colour: checklistCompletionColour(completed),
  };
};
