import { useCallback, useMemo, useState } from "react";
import { useControllableState } from "../controlled/index.js";
import {
  checklistPanelOtherSide,
  type ChecklistPanelSide,
  type ChecklistRefusal,
  type ChecklistTab,
} from "@lendkit/core";

/** Options of `useChecklistPanelState`. */
export interface ChecklistPanelStateOptions {
  /** The tab shown first when `tab` is not given (`useChecklistPanel` passes core's `initialChecklistTab(role)` unless the caller chose one). */
  readonly defaultTab: ChecklistTab;
  /** The selected tab (controlled). */
  readonly tab?: ChecklistTab;
  /** Called with the tab the user selects. */
  readonly onTabChange?: (tab: ChecklistTab) => void;
  /** Open (controlled). */
  readonly isOpen?: boolean;
  /** Starts open when `isOpen` is not given; closed by default. */
  readonly defaultOpen?: boolean;
  /** Called with the new open state when the user opens or closes the panel. */
  readonly onOpenChange?: (isOpen: boolean) => void;
  /** The side the panel slides in from (controlled). */
  readonly side?: ChecklistPanelSide;
  /** The side the panel first slides in from when `side` is not given; "right" by default. */
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
 * the last refusal and the item whose note popup is open. Open, side and tab
 * are each controlled (`isOpen`, `side`, `tab` with their `on…Change`) or
 * uncontrolled (`defaultOpen`, `defaultSide`, `defaultTab`).
 *
 * @example
 * const state = useChecklistPanelState({ defaultTab: initialChecklistTab(role) });
 * state.toggle();
 * state.moveToOtherSide(); // "right" → "left"
 */
export const useChecklistPanelState = (options: ChecklistPanelStateOptions): ChecklistPanelState => {
  const [isOpen, setOpen] = useControllableState(options.isOpen, options.defaultOpen ?? false, options.onOpenChange);
  const [side, setSide] = useControllableState<ChecklistPanelSide>(options.side, options.defaultSide ?? "right", options.onSideChange);
  const [tab, setTab] = useControllableState<ChecklistTab>(options.tab, options.defaultTab, options.onTabChange);
  const [refusal, setRefusalValue] = useState<ChecklistPanelRefusal | null>(null);
  const [refusalCount, setRefusalCount] = useState(0);
  const setRefusal = useCallback((next: ChecklistPanelRefusal | null) => {
    setRefusalValue(next);
    if (next !== null) setRefusalCount((count) => count + 1);
  }, []);
  const [noteItemId, setNoteItemId] = useState<number | null>(null);

  const open = useCallback(() => setOpen(true), [setOpen]);
  const close = useCallback(() => {
    setOpen(false);
    setRefusal(null);
    setNoteItemId(null);
  }, [setOpen, setRefusal]);
  const toggle = useCallback(() => (isOpen ? close() : open()), [isOpen, close, open]);
  const moveToOtherSide = useCallback(() => setSide(checklistPanelOtherSide(side)), [side, setSide]);
  const openNote = useCallback((itemId: number) => setNoteItemId(itemId), []);
  const closeNote = useCallback(() => setNoteItemId(null), []);

  return useMemo(
    () => ({ isOpen, open, close, toggle, side, moveToOtherSide, tab, setTab, refusal, setRefusal, refusalCount, noteItemId, openNote, closeNote }),
    [isOpen, open, close, toggle, side, moveToOtherSide, tab, setTab, refusal, setRefusal, refusalCount, noteItemId, openNote, closeNote],
  );
};
