import { useMemo, useState } from "react";
import type { ChecklistRefusal } from "@lendkit/core";

/** What `useChecklistNoteState` returns. */
export interface ChecklistNoteState {
  /** The note being typed. */
  readonly note: string;
  /** Replaces the note. */
  readonly setNote: (note: string) => void;
  /** The last refusal of a save, or null. */
  readonly refusal: ChecklistRefusal | null;
  /** Shows a refusal (null clears it). */
  readonly setRefusal: (refusal: ChecklistRefusal | null) => void;
}

/**
 * The note popup's state (no rule): the text typed, starting from the item's
 * saved note, and the last refusal.
 *
 * @example
 * const state = useChecklistNoteState(item.checklistNote);
 * state.setNote("Pay stub received");
 */
export const useChecklistNoteState = (initialNote: string | null | undefined): ChecklistNoteState => {
  const [note, setNote] = useState(initialNote ?? "");
  const [refusal, setRefusal] = useState<ChecklistRefusal | null>(null);
  return useMemo(() => ({ note, setNote, refusal, setRefusal }), [note, refusal]);
};
