import { useCallback, useMemo, useState } from "react";
import {
  checklistPanelOtherSide,
  type ChecklistPanelSide,
  type ChecklistRefusal,
  type ChecklistTab,
} from "@lendkit/core";

/** Options of `useChecklistPanelState`. */
export interface ChecklistPanelStateOptions {
  /** The tab shown first (core's `initialChecklistTab(role)` in `useChecklistPanel`). */
  readonly initialTab: ChecklistTab;
  /** Starts open; closed by default. */
  readonly defaultOpen?: boolean;
  /** The side the panel first slides in from; "right" by default. */
  readonly defaultSide?: ChecklistPanelSide;
  /** Called with the new side when the panel is moved (to remember the user's choice). */
  readonly onSideChange?: (side: ChecklistPanelSide) => void;
}

/** A refusal shown in the panel's live region: a core refusal code or the completion switch's. */
export type ChecklistPanelRefusal = ChecklistRefusal | "unsavedChanges";

/** What `useChecklistPanelState` returns. */
export interface ChecklistPanelState {
  /** True while the panel is shown. */
  readonly isOpen: boolean;
  /** Opens the panel. */
  readonly open: () => void;
  /** Closes the panel (and forgets the last refusal). */
  readonly close: () => void;
  /** Opens a closed panel, closes an open one. */
  readonly toggle: () => void;
  /** The side the panel slides in from. */
  readonly side: ChecklistPanelSide;
  /** Moves the panel to the other side (core's `checklistPanelOtherSide`). */
  readonly moveToOtherSide: () => void;
  /** The selected tab. */
  readonly tab: ChecklistTab;
  /** Selects a tab. */
  readonly setTab: (tab: ChecklistTab) => void;
  /** The last refusal, or null. */
  readonly refusal: ChecklistPanelRefusal | null;
  /** Shows a refusal (null clears it). */
  readonly setRefusal: (refusal: ChecklistPanelRefusal | null) => void;
  /** Grows with every refusal shown, so the same refusal twice can be announced twice (use it as a React key). */
  readonly refusalCount: number;
  /** The item whose note popup is open, or null. */
  readonly noteItemId: number | null;
  /** Opens the note popup of an item. */
  readonly openNote: (itemId: number) => void;
  /** Closes the note popup. */
  readonly closeNote: () => void;
}

/**
 * The checklist panel's state (no rule): open or closed, side, selected tab,
 * the last refusal and the item whose note popup is open.
 *
 * @example
 * const state = useChecklistPanelState({ initialTab: initialChecklistTab(role) });
 * state.toggle();
 * state.moveToOtherSide(); // "right" → "left"
 */
export const useChecklistPanelState = (options: ChecklistPanelStateOptions): ChecklistPanelState => {
  const { onSideChange } = options;
  const [isOpen, setOpen] = useState(options.defaultOpen ?? false);
  const [side, setSide] = useState<ChecklistPanelSide>(options.defaultSide ?? "right");
  const [tab, setTab] = useState<ChecklistTab>(options.initialTab);
  const [refusal, setRefusalValue] = useState<ChecklistPanelRefusal | null>(null);
  const [refusalCount, setRefusalCount] = useState(0);
  const setRefusal = useCallback((next: ChecklistPanelRefusal | null) => {
    setRefusalValue(next);
    if (next !== null) setRefusalCount((count) => count + 1);
  }, []);
  const [noteItemId, setNoteItemId] = useState<number | null>(null);

  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => {
    setOpen(false);
    setRefusal(null);
    setNoteItemId(null);
  }, []);
  const toggle = useCallback(() => (isOpen ? close() : open()), [isOpen, close, open]);
  const moveToOtherSide = useCallback(() => {
    const next = checklistPanelOtherSide(side);
    setSide(next);
    onSideChange?.(next);
  }, [side, onSideChange]);
  const openNote = useCallback((itemId: number) => setNoteItemId(itemId), []);
  const closeNote = useCallback(() => setNoteItemId(null), []);

  return useMemo(
    () => ({ isOpen, open, close, toggle, side, moveToOtherSide, tab, setTab, refusal, setRefusal, refusalCount, noteItemId, openNote, closeNote }),
    [isOpen, open, close, toggle, side, moveToOtherSide, tab, refusal, setRefusal, refusalCount, noteItemId, openNote, closeNote],
  );
};
