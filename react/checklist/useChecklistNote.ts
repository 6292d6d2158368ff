import { useCallback, type KeyboardEvent } from "react";
import { checklistMessages } from "@lendkit/core";
import {
  checklistNoteMaxLength,
  checklistReasonText,
  isChecklistNoteSubmitShortcut,
  saveChecklistNote,
  type Checklist,
  type ChecklistAction,
} from "@lendkit/core";
import { useLendkit } from "../provider/index.js";
import { useMessages } from "../provider/messages.js";
import { checklistRoleOf, checklistUserOf, checklistUserRefusal } from "./checklistUser.js";
import { useChecklistNoteState, type ChecklistNoteState } from "./useChecklistNoteState.js";

/** Options of `useChecklistNote`. */
export interface UseChecklistNoteOptions {
  /** The contract's checklist. */
  readonly checklist: Checklist;
  /** The item whose note is edited. */
  readonly itemId: number;
  /** Receives the new checklist when core accepts the note. */
  readonly onChange: (checklist: Checklist) => void;
  /** Receives the note saved (as core stored it) and the new checklist, right after `onChange`: what a parent sends to the server. */
  readonly onAction?: (action: ChecklistAction, checklist: Checklist) => void;
  /** Closes the popup (back arrow, Escape, after a save). */
  readonly onClose: () => void;
  /** A read-only checklist: saving is refused. */
  readonly isDisabled?: boolean;
}

/** What `useChecklistNote` returns. */
export interface ChecklistNoteAria {
  /** The typed note and the last refusal. */
  readonly state: ChecklistNoteState;
  /** "Checklist Note". */
  readonly title: string;
  /** For the back arrow: closes the popup. */
  readonly backButtonProps: { readonly onPress: () => void; readonly "aria-label": string };
  /** For react-aria `TextField`: the note, its 500-character limit (core) and the item's description as label. */
  readonly textFieldProps: {
    readonly value: string;
    readonly onChange: (value: string) => void;
    readonly maxLength: number;
    readonly "aria-label": string;
  };
  /** For react-aria `TextArea`: 4 rows, "Note..." placeholder, Ctrl/Cmd+Enter submits. */
  readonly textAreaProps: {
    readonly rows: 4;
    readonly placeholder: string;
    readonly onKeyDown: (event: KeyboardEvent) => void;
  };
  /** "12 / 500". */
  readonly counterText: string;
  /** For the Submit button ("Soumettre"). */
  readonly submitButtonProps: { readonly onPress: () => void; readonly children: string };
  /** The refusal text in the user's language, or null. */
  readonly errorText: string | null;
  /** Saves the note through core: on success hands the checklist to `onChange` and closes. */
  readonly submit: () => void;
}

/**
 * The checklist note popup's behaviour (A §2, §4, §5): the note is saved with
 * core's `saveChecklistNote` (500-character limit, automatic check or
 * uncheck unless `manualCheckmarkOnUpdateNote`, the click permissions);
 * Ctrl or Cmd + Enter submits (core's `isChecklistNoteSubmitShortcut`);
 * a refusal shows its reason and keeps the popup open.
 *
 * @example
 * const note = useChecklistNote({ checklist, itemId: 12, onChange: setChecklist, onClose });
 * <TextField {...note.textFieldProps}><TextArea {...note.textAreaProps} /></TextField>
 */
export const useChecklistNote = (options: UseChecklistNoteOptions): ChecklistNoteAria => {
  const { checklist, itemId, onChange, onAction, onClose, isDisabled: disabled = false } = options;
  const { lang, role, user, features } = useLendkit();
  const t = useMessages(checklistMessages);
  const item = checklist.items.find((candidate) => candidate.id === itemId);
  const state = useChecklistNoteState(item?.checklistNote);
  const { note, setNote, refusal, setRefusal } = state;

  const submit = useCallback(() => {
    const signedIn = checklistUserOf(user);
    if (signedIn === null) {
      setRefusal(checklistUserRefusal(signedIn));
      return;
    }
    const result = saveChecklistNote(checklist, itemId, note, {
      role: checklistRoleOf(role),
      user: signedIn,
      features,
      disabled,
    });
    if (!result.ok) {
      setRefusal(result.reason);
      return;
    }
    setRefusal(null);
    onChange(result.checklist);
    const saved = result.checklist.items.find((each) => each.id === itemId)?.checklistNote ?? null;
    onAction?.({ kind: "note", itemId, checklistNote: saved }, result.checklist);
    onClose();
  }, [checklist, itemId, note, role, user, features, disabled, onChange, onAction, onClose, setRefusal]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (!isChecklistNoteSubmitShortcut(event)) return;
      event.preventDefault();
      submit();
    },
    [submit],
  );

  return {
    state,
    title: t("checklist.note.title"),
    backButtonProps: { onPress: onClose, "aria-label": t("checklist.note.back") },
    textFieldProps: { value: note, onChange: setNote, maxLength: checklistNoteMaxLength, "aria-label": item?.description || t("checklist.note.title") },
    textAreaProps: { rows: 4, placeholder: t("checklist.note.placeholder"), onKeyDown },
    counterText: t("checklist.note.counter", { length: note.length, max: checklistNoteMaxLength }),
    submitButtonProps: { onPress: submit, children: t("checklist.note.submit") },
    errorText: refusal === null ? null : checklistReasonText(lang, refusal),
    submit,
  };
};
