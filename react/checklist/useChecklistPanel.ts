import { useCallback, useEffect, useId, useMemo, useRef, type KeyboardEvent, type RefObject } from "react";
import { checklistMessages } from "@lendkit/core";
import type { PressEvent } from "react-aria-components";
import {
  checklistBadgeCount,
  checklistItemColour,
  checklistNotePreview,
  checklistPanelOtherSide,
  checklistReasonText,
  clickChecklistItem,
  groupChecklistItems,
  groupChecklistItemsOn,
  initialChecklistTab,
  isChecklistHintVisible,
  isChecklistItemCheckedOn,
  visibleChecklistTabs,
  type Checklist,
  type ChecklistAction,
  type ChecklistGroup,
  type ChecklistItem,
  type ChecklistItemColour,
  type ChecklistPanelSide,
  type ChecklistTab,
} from "@lendkit/core";
import { useLendkit } from "../provider/index.js";
import { useMessages } from "../provider/messages.js";
import { checklistRoleOf, checklistUserOf, checklistUserRefusal } from "./checklistUser.js";
import { useChecklistCompletion, type ChecklistCompletionAria } from "./useChecklistCompletion.js";
import { useChecklistPanelState, type ChecklistPanelState } from "./useChecklistPanelState.js";

/** Options of `useChecklistPanel` (the props of `ChecklistPanel` without the class names). */
export interface UseChecklistPanelOptions {
  /** The contract's checklist (the parent owns it). */
  readonly checklist: Checklist;
  /** Receives the new checklist after a click or a note save; sending it to the server is the parent's job. */
  readonly onChange: (checklist: Checklist) => void;
  /** Receives what the user did (the click, or the note saved) and the new checklist, right after `onChange`: what a parent sends to the server. */
  readonly onAction?: (action: ChecklistAction, checklist: Checklist) => void;
  /** A read-only checklist: every item grey, every action refused. */
  readonly isDisabled?: boolean;
  /** The contract form has unsaved changes: the "Checklist completed" switch refuses to flip. */
  readonly isDirty?: boolean;
  /** The value of the "Checklist completed" switch. */
  readonly isCompleted?: boolean;
  /** Receives the new completion value when the switch may flip. */
  readonly onCompletedChange?: (completed: boolean) => void;
  /** Open (controlled). */
  readonly isOpen?: boolean;
  /** Starts open when `isOpen` is not given. */
  readonly defaultOpen?: boolean;
  /** Called with the new open state when the user opens or closes the panel. */
  readonly onOpenChange?: (isOpen: boolean) => void;
  /** The selected tab (controlled); a tab the role does not see falls back to the role's first tab. */
  readonly tab?: ChecklistTab;
  /** The first tab when `tab` is not given; core's `initialChecklistTab(role)` by default. */
  readonly defaultTab?: ChecklistTab;
  /** Called with the tab the user selects. */
  readonly onTabChange?: (tab: ChecklistTab) => void;
  /** The side the panel slides in from (controlled). */
  readonly side?: ChecklistPanelSide;
  /** The side the panel first slides in from when `side` is not given; "right" by default. */
  readonly defaultSide?: ChecklistPanelSide;
  /** Called when the panel is moved to the other side. */
  readonly onSideChange?: (side: ChecklistPanelSide) => void;
}

/** What an item shows on a tab, all from core. */
export interface ChecklistItemView {
  /** The item. */
  readonly item: ChecklistItem;
  /** Its colour (core's `checklistItemColour`), for `data-colour`. */
  readonly colour: ChecklistItemColour;
  /** Checked on this tab (core's `isChecklistItemCheckedOn`): `isChecked` on Interne, either check on Marchand. */
  readonly checked: boolean;
  /** "Waived"/"Exempté" when waived, else null. */
  readonly waivedText: string | null;
  /** "N/A" when not applicable, else null. */
  readonly notApplicableText: string | null;
  /** The note's preview (100 characters then "…"), "" without a note. */
  readonly notePreview: string;
  /** The full note, "" without a note. */
  readonly note: string;
}

/** Props for the button of one item. */
export interface ChecklistItemButtonProps {
  readonly onPress: (event: PressEvent) => void;
  readonly "aria-pressed": boolean;
  readonly "data-colour": ChecklistItemColour;
  readonly "data-item-id": number;
  readonly "data-waived"?: true;
  readonly "data-not-applicable"?: true;
}

/** What `useChecklistPanel` returns. */
export interface ChecklistPanelAria {
  /** Open flag, side, tab, refusal, note popup item. */
  readonly state: ChecklistPanelState;
  /** Attach to the Checklist button: focus returns to it when the panel closes. */
  readonly triggerRef: RefObject<HTMLButtonElement | null>;
  /** For the Checklist button. */
  readonly triggerProps: {
    readonly onPress: () => void;
    readonly "aria-expanded": boolean;
    readonly "aria-controls": string | undefined;
  };
  /** "Checklist". */
  readonly triggerLabel: string;
  /** The badge's number (core's `checklistBadgeCount`). */
  readonly badgeCount: number;
  /** Attach to the panel: it takes focus when it opens. */
  readonly panelRef: RefObject<HTMLElement | null>;
  /** For the panel (a non-modal dialog named by its title; Escape closes it). */
  readonly panelProps: {
    readonly id: string;
    readonly role: "dialog";
    readonly "aria-labelledby": string;
    readonly tabIndex: -1;
    readonly "data-side": ChecklistPanelSide;
    readonly onKeyDown: (event: KeyboardEvent) => void;
  };
  /** For the panel's title. */
  readonly titleProps: { readonly id: string; readonly children: string };
  /** For the move button ("Move to the other side"); `data-side` is the side it moves to. */
  readonly moveButtonProps: { readonly onPress: () => void; readonly "aria-label": string; readonly "data-side": ChecklistPanelSide };
  /** For the close button. */
  readonly closeButtonProps: { readonly onPress: () => void; readonly "aria-label": string };
  /** The tabs the role sees, in order, with their labels; one tab means no tab list. */
  readonly tabs: readonly { readonly id: ChecklistTab; readonly label: string }[];
  /** For react-aria `Tabs`. */
  readonly tabsProps: { readonly selectedKey: ChecklistTab; readonly onSelectionChange: (key: unknown) => void; readonly "aria-label": string };
  /** Items under their category titles (core's `groupChecklistItems`). */
  readonly groups: readonly ChecklistGroup[];
  /** The groups one tab lists (core's `groupChecklistItemsOn`: Marchand keeps the external items only). */
  readonly groupsOn: (tab: ChecklistTab) => readonly ChecklistGroup[];
  /** What an item shows on a tab. */
  readonly itemView: (item: ChecklistItem, tab: ChecklistTab) => ChecklistItemView;
  /** Props for an item's button on a tab: a click (or Space/Enter) with Ctrl/Cmd/Shift held passes the modifiers to core. */
  readonly itemButtonProps: (item: ChecklistItem, tab: ChecklistTab) => ChecklistItemButtonProps;
  /** Props for an item's note button (opens the note popup); name it with the item too (see `ChecklistPanel`). */
  readonly noteButtonProps: (item: ChecklistItem) => { readonly onPress: () => void; readonly "aria-label": string };
  /** The admin hint, or null for other roles. */
  readonly hint: string | null;
  /** The text of the last refusal in the user's language, or null. */
  readonly refusalText: string | null;
  /** The completion switch, or null when the role and tenant do not have it. */
  readonly completion: ChecklistCompletionAria | null;
}

/**
 * The checklist side panel's behaviour (A §2, §4–6). Every rule is core's:
 * badge count, tabs and initial tab by role, grouping, colours, clicks with
 * Ctrl/Cmd (waiver) and Shift (N/A), refusal texts and the completion switch.
 * A click that core accepts hands the new checklist to `onChange`; a refusal
 * shows its reason. Escape or the close button closes the panel and returns
 * focus to the Checklist button.
 *
 * @example
 * const panel = useChecklistPanel({ checklist, onChange: setChecklist, isDirty });
 * <Button ref={panel.triggerRef} {...panel.triggerProps}>{panel.triggerLabel} {panel.badgeCount}</Button>
 */
export const useChecklistPanel = (options: UseChecklistPanelOptions): ChecklistPanelAria => {
  const { checklist, onChange, onAction, isDisabled: disabled = false } = options;
  const { lang, role: providerRole, user: providerUser } = useLendkit();
  const t = useMessages(checklistMessages);
  const role = checklistRoleOf(providerRole);
  const user = useMemo(() => checklistUserOf(providerUser), [providerUser]);
  const state = useChecklistPanelState({
    defaultTab: options.defaultTab ?? initialChecklistTab(role),
    tab: options.tab,
    onTabChange: options.onTabChange,
    isOpen: options.isOpen,
    defaultOpen: options.defaultOpen,
    onOpenChange: options.onOpenChange,
    side: options.side,
    defaultSide: options.defaultSide,
    onSideChange: options.onSideChange,
  });
  // The role may change after mount: a tab it does not see is never shown.
  const visibleTabs = visibleChecklistTabs(role);
  const shownTab = visibleTabs.includes(state.tab) ? state.tab : initialChecklistTab(role);
  const panelId = useId();
  const titleId = useId();
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const panelRef = useRef<HTMLElement | null>(null);
  const { isOpen, close, setRefusal } = state;

  // Focus moves into the panel when the user opens it (not when it starts open).
  const focusOnOpen = useRef(false);
  useEffect(() => {
    if (!isOpen || !focusOnOpen.current) return;
    focusOnOpen.current = false;
    panelRef.current?.focus();
  }, [isOpen]);
  const { toggle } = state;
  const onTriggerPress = useCallback(() => {
    focusOnOpen.current = !isOpen;
    toggle();
  }, [isOpen, toggle]);

  const closeAndReturn = useCallback(() => {
    close();
    triggerRef.current?.focus();
  }, [close]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      closeAndReturn();
    },
    [closeAndReturn],
  );

  const press = useCallback(
    (item: ChecklistItem, tab: ChecklistTab, event: PressEvent) => {
      if (user === null) {
        setRefusal(checklistUserRefusal(user));
        return;
      }
      // Cmd counts as Ctrl (spec decision: Ctrl+click opens the context menu on a Mac).
      const modifiers = { ctrl: event.ctrlKey || event.metaKey, shift: event.shiftKey };
      const result = clickChecklistItem(checklist, item.id, { tab, role, user, modifiers, disabled });
      if (result.ok) {
        setRefusal(null);
        onChange(result.checklist);
        onAction?.({ kind: "click", itemId: item.id, tab, modifiers }, result.checklist);
      } else {
        setRefusal(result.reason);
      }
    },
    [checklist, role, user, disabled, onChange, onAction, setRefusal],
  );

  const itemView = useCallback(
    (item: ChecklistItem, tab: ChecklistTab): ChecklistItemView => ({
      item,
      colour: checklistItemColour(item, { disabled }),
      checked: isChecklistItemCheckedOn(item, tab),
      waivedText: item.isWaived ? t("checklist.waived") : null,
      notApplicableText: item.isNonApplicable ? t("checklist.notApplicable") : null,
      notePreview: checklistNotePreview(item.checklistNote),
      note: item.checklistNote ?? "",
    }),
    [disabled, t],
  );

  const itemButtonProps = useCallback(
    (item: ChecklistItem, tab: ChecklistTab): ChecklistItemButtonProps => ({
      onPress: (event) => press(item, tab, event),
      "aria-pressed": isChecklistItemCheckedOn(item, tab),
      "data-colour": checklistItemColour(item, { disabled }),
      "data-item-id": item.id,
      ...(item.isWaived ? { "data-waived": true as const } : {}),
      ...(item.isNonApplicable ? { "data-not-applicable": true as const } : {}),
    }),
    [press, disabled],
  );

  const { openNote } = state;
  const noteButtonProps = useCallback(
    (item: ChecklistItem) => ({ onPress: () => openNote(item.id), "aria-label": t("checklist.note.title") }),
    [openNote, t],
  );

  const completion = useChecklistCompletion({
    isCompleted: options.isCompleted ?? false,
    isDirty: options.isDirty ?? false,
    onCompletedChange: options.onCompletedChange,
    onRefused: setRefusal,
    onAccepted: () => setRefusal(null),
  });

  const tabs = visibleTabs.map((id) => ({ id, label: t(`checklist.tab.${id}`) }));

  return {
    state,
    triggerRef,
    triggerProps: { onPress: onTriggerPress, "aria-expanded": isOpen, "aria-controls": isOpen ? panelId : undefined },
    triggerLabel: t("checklist.button"),
    badgeCount: checklistBadgeCount(checklist),
    panelRef,
    panelProps: { id: panelId, role: "dialog", "aria-labelledby": titleId, tabIndex: -1, "data-side": state.side, onKeyDown },
    titleProps: { id: titleId, children: t("checklist.button") },
    moveButtonProps: {
      onPress: state.moveToOtherSide,
      "aria-label": t("checklist.moveSide"),
      "data-side": checklistPanelOtherSide(state.side),
    },
    closeButtonProps: { onPress: closeAndReturn, "aria-label": t("checklist.close") },
    tabs,
    tabsProps: {
      selectedKey: shownTab,
      onSelectionChange: (key) => state.setTab(key === "internal" ? "internal" : "external"),
      "aria-label": t("checklist.button"),
    },
    groups: groupChecklistItems(checklist),
    groupsOn: (tab) => groupChecklistItemsOn(checklist, tab),
    itemView,
    itemButtonProps,
    noteButtonProps,
    hint: isChecklistHintVisible(role) ? t("checklist.adminHint") : null,
    refusalText: state.refusal === null ? null : checklistReasonText(lang, state.refusal),
    completion,
  };
};
