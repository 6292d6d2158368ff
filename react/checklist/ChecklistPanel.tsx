import { forwardRef, useId, type ForwardedRef, type ReactNode } from "react";
import { Button, Switch, Tab, TabList, TabPanel, Tabs } from "react-aria-components";
import type { ChecklistPanelSide, ChecklistTab } from "@lendkit/core";
import { mergeDomProps, type DomProps } from "../dom/index.js";
import { ChecklistNotePopup } from "./ChecklistNotePopup.js";
import { useChecklistPanel, type ChecklistPanelAria, type UseChecklistPanelOptions } from "./useChecklistPanel.js";

/** The state the root's `className` and `style` may be computed from. */
export interface ChecklistPanelRenderState {
  readonly isOpen: boolean;
  readonly side: ChecklistPanelSide;
  readonly tab: ChecklistTab;
}

/** Props of `ChecklistPanel`: its own, plus DOM props for the root (which holds the button, the panel and the note popup). */
export type ChecklistPanelProps = ChecklistPanelOwnProps & DomProps<HTMLDivElement, ChecklistPanelRenderState, ChecklistPanelOwnProps>;

/** The panel's own props. */
export interface ChecklistPanelOwnProps extends UseChecklistPanelOptions {
  /** Class of the Checklist button. */
  readonly triggerClassName?: string;
  /** Class of the panel (also carries `data-side`). */
  readonly panelClassName?: string;
  /** Class of each item's button (also carries `data-colour`, `data-waived`, `data-not-applicable`). */
  readonly itemClassName?: string;
  /** Class of the note popup's dialog. */
  readonly noteClassName?: string;
  /** Move control content (an icon); its accessible name is "Move to the other side". */
  readonly moveIcon?: ReactNode;
  /** Close control content (an icon); its accessible name is "Close"/"Fermer". */
  readonly closeIcon?: ReactNode;
  /** Note button content (an icon); the button is named "Checklist Note" followed by the item's description. */
  readonly noteIcon?: ReactNode;
  /** Level of the panel's title; category titles are one level below. 2 by default. */
  readonly headingLevel?: 2 | 3 | 4 | 5;
}

/**
 * The contract checklist side panel (A §2, §4–6): a Checklist button with
 * the count badge opens a panel that slides in from the right or the left
 * (`data-side`), can be moved to the other side and closed (Escape too;
 * focus returns to the button). Admins see the Marchand and Interne tabs and
 * the Ctrl/Shift hint; others see only the external list. Items sit under
 * their category titles, coloured by `data-colour`; a click (or Space/Enter)
 * with Ctrl/Cmd or Shift held marks waiver or N/A through core; a refusal is
 * announced. Each item has a note button opening the note popup. The
 * "Checklist completed" switch shows for the tenant that has it.
 *
 * @example
 * <ChecklistPanel
 *   checklist={checklist}
 *   onChange={(next) => { setChecklist(next); void saveChecklist(next); }}
 *   isDirty={form.isDirty}
 *   isCompleted={contract.checklistCompleted}
 *   onCompletedChange={setChecklistCompleted}
 * />
 */
export const ChecklistPanel = /* @__PURE__ */ forwardRef(function ChecklistPanel(
  {
    triggerClassName,
    panelClassName,
    itemClassName,
    noteClassName,
    moveIcon = "⇄",
    closeIcon = "×",
    noteIcon = "✎",
    headingLevel = 2,
    checklist,
    onChange,
    onAction,
    isDisabled,
    isDirty,
    isCompleted,
    onCompletedChange,
    isOpen,
    defaultOpen,
    onOpenChange,
    tab,
    defaultTab,
    onTabChange,
    side,
    defaultSide,
    onSideChange,
    ...dom
  }: ChecklistPanelProps,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const options = { checklist, onChange, onAction, isDisabled, isDirty, isCompleted, onCompletedChange, isOpen, defaultOpen, onOpenChange, tab, defaultTab, onTabChange, side, defaultSide, onSideChange };
  const panel = useChecklistPanel(options);
  const { state, tabs, completion } = panel;
  const onlyTab = tabs[0]?.id ?? "external";
  const list = (shown: ChecklistTab) => (
    <ChecklistItems panel={panel} tab={shown} itemClassName={itemClassName} noteIcon={noteIcon} categoryLevel={headingLevel + 1} />
  );
  const Title = `h${headingLevel}` as const;
  const renderState = { isOpen: state.isOpen, side: state.side, tab: panel.tabsProps.selectedKey };
  return (
    <div {...mergeDomProps(dom, renderState, { "data-lendkit": "checklist" })} ref={ref}>
      <Button ref={panel.triggerRef} {...panel.triggerProps} className={triggerClassName} data-part="trigger">
        {panel.triggerLabel} <span data-part="badge">{panel.badgeCount}</span>
      </Button>
      {state.isOpen && (
        <section
          ref={panel.panelRef}
          {...panel.panelProps}
          className={panelClassName}
          data-lendkit="checklist-panel"
        >
          <header data-part="header">
            <Title {...panel.titleProps} data-part="title" />
            <Button {...panel.moveButtonProps} data-part="move">
              <span aria-hidden="true">{moveIcon}</span>
            </Button>
            <Button {...panel.closeButtonProps} data-part="close">
              <span aria-hidden="true">{closeIcon}</span>
            </Button>
          </header>
          {panel.hint !== null && <p data-part="hint">{panel.hint}</p>}
          {completion !== null && (
            <Switch {...completion.switchProps} data-colour={completion.colour} data-part="completion">
              {completion.label} <span aria-hidden="true" data-part="completion-value">{completion.valueText}</span>
            </Switch>
          )}
          <div role="alert" data-part="refusal">
            {panel.refusalText !== null && <span key={state.refusalCount}>{panel.refusalText}</span>}
          </div>
          {tabs.length > 1 ? (
            <Tabs {...panel.tabsProps} data-part="tabs">
              <TabList aria-label={panel.tabsProps["aria-label"]} data-part="tab-list">
                {tabs.map((entry) => (
                  <Tab key={entry.id} id={entry.id} data-part="tab">
                    {entry.label}
                  </Tab>
                ))}
              </TabList>
              {tabs.map((entry) => (
                <TabPanel key={entry.id} id={entry.id} data-part="tab-panel">
                  {list(entry.id)}
                </TabPanel>
              ))}
            </Tabs>
          ) : (
            list(onlyTab)
          )}
        </section>
      )}
      {state.noteItemId !== null && (
        <ChecklistNotePopup
          checklist={checklist}
          itemId={state.noteItemId}
          onChange={onChange}
          onAction={onAction}
          onClose={state.closeNote}
          isDisabled={isDisabled}
          headingLevel={headingLevel}
          className={noteClassName}
        />
      )}
    </div>
  );
});

/** The groups and items of one tab (private). */
const ChecklistItems = ({
  panel,
  tab,
  itemClassName,
  noteIcon,
  categoryLevel,
}: {
  panel: ChecklistPanelAria;
  tab: ChecklistTab;
  itemClassName: string | undefined;
  noteIcon: ReactNode;
  categoryLevel: number;
}) => {
  const Category = `h${categoryLevel}` as "h3";
  const idBase = useId();
  return (
    <div data-part="groups" data-tab={tab}>
      {panel.groupsOn(tab).map((group, index) => {
        const titleId = `${idBase}-${index}`;
        return (
          <div key={titleId} role="group" aria-labelledby={group.title ? titleId : undefined} data-part="group">
            {group.title && (
              <Category id={titleId} data-part="category">
                {group.title}
              </Category>
            )}
            <ul data-part="items">
              {group.items.map((item) => {
                const view = panel.itemView(item, tab);
                const descriptionId = `${idBase}-item-${item.id}`;
                const noteButtonId = `${descriptionId}-note`;
                return (
                  <li key={item.id} data-part="item-row" data-colour={view.colour}>
                    <Button {...panel.itemButtonProps(item, tab)} className={itemClassName} data-part="item">
                      <span id={descriptionId} data-part="description">
                        {item.description}
                      </span>
                      {item.checkedInitials && <span data-part="initials"> {item.checkedInitials}</span>}
                      {view.waivedText && <span data-part="waived"> {view.waivedText}</span>}
                      {view.notApplicableText && <span data-part="not-applicable"> {view.notApplicableText}</span>}
                    </Button>
                    {view.notePreview && (
                      <span data-part="note-preview" title={view.note}>
                        {view.notePreview}
                      </span>
                    )}
                    <Button
                      {...panel.noteButtonProps(item)}
                      id={noteButtonId}
                      aria-labelledby={`${noteButtonId} ${descriptionId}`}
                      data-part="note-button"
                    >
                      <span aria-hidden="true">{noteIcon}</span>
                    </Button>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
};
