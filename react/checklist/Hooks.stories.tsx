import { useState } from "react";
import type { Story } from "@ladle/react";
import { Button, Switch } from "react-aria-components";
import { decodeChecklist, Role, type Checklist } from "@lendkit/core";
import { LendkitProvider } from "../provider/index.js";
import { Inspect } from "../stories/Inspect.js";
import { useChecklistCompletion } from "./useChecklistCompletion.js";
import { useChecklistNote } from "./useChecklistNote.js";
import { useChecklistNoteState } from "./useChecklistNoteState.js";
import { useChecklistPanel } from "./useChecklistPanel.js";
import { useChecklistPanelState } from "./useChecklistPanelState.js";

export default { title: "Checklist / Hooks" };

const demoChecklist = (): Checklist => {
  const decoded = decodeChecklist({
    items: [
      { id: -1, categoryTitle: "Documents" },
      { id: 10, description: "Driver licence", isExternal: true },
      { id: 11, description: "Credit check", checklistNote: "Score received." },
    ],
  });
  return decoded.ok ? decoded.value : { items: [] };
};

const admin = { role: Role.Admin, user: { id: 40, initials: "JD" } } as const;

const PanelStateConsumer = () => {
  const state = useChecklistPanelState({ defaultTab: "internal" });
  return (
    <Inspect name="useChecklistPanelState" value={{ isOpen: state.isOpen, side: state.side, tab: state.tab }}>
      <button type="button" onClick={state.toggle}>
        Toggle
      </button>
      <button type="button" onClick={state.moveToOtherSide}>
        Other side
      </button>
      <button type="button" onClick={() => state.setTab(state.tab === "internal" ? "external" : "internal")}>
        Other tab
      </button>
    </Inspect>
  );
};

/** `useChecklistPanelState`: open, side and tab, each controlled or not. */
export const ChecklistPanelState: Story = () => <PanelStateConsumer />;

const PanelConsumer = () => {
  const [checklist, setChecklist] = useState(demoChecklist);
  const panel = useChecklistPanel({ checklist, onChange: setChecklist });
  return (
    <Inspect name="useChecklistPanel" value={{ trigger: panel.triggerLabel, badge: panel.badgeCount, tab: panel.state.tab }}>
      <Button {...panel.triggerProps} ref={panel.triggerRef}>
        {panel.triggerLabel}
      </Button>
      <ul>
        {panel.groupsOn(panel.state.tab).flatMap((group) =>
          group.items.map((item) => (
            <li key={item.id}>
              <Button {...panel.itemButtonProps(item, panel.state.tab)}>{item.description} {panel.itemView(item, panel.state.tab).checked ? "✓" : ""}</Button>
            </li>
          )),
        )}
      </ul>
    </Inspect>
  );
};

/** `useChecklistPanel`: the trigger with its badge count and the items of the current tab, as an administrator. */
export const ChecklistPanel: Story = () => (
  <LendkitProvider defaultLang="en" {...admin}>
    <PanelConsumer />
  </LendkitProvider>
);

const CompletionConsumer = () => {
  const [isCompleted, setCompleted] = useState(false);
  const [refused, setRefused] = useState(false);
  const completion = useChecklistCompletion({ isCompleted, isDirty: false, onCompletedChange: setCompleted, onRefused: () => setRefused(true) });
  return (
    <Inspect name="useChecklistCompletion" value={{ isCompleted, refused, shown: completion !== null }}>
      {completion ? (
        <Switch {...completion.switchProps}>
          {completion.label} ({completion.valueText})
        </Switch>
      ) : null}
    </Inspect>
  );
};

/** `useChecklistCompletion`: the "checklist completed" switch an administrator may turn on. */
export const ChecklistCompletion: Story = () => (
  <LendkitProvider defaultLang="en" {...admin} tenant="RENT">
    <CompletionConsumer />
  </LendkitProvider>
);

const NoteStateConsumer = () => {
  const state = useChecklistNoteState("First note");
  return (
    <Inspect name="useChecklistNoteState" value={{ note: state.note, refusal: state.refusal }}>
      <label>
        Note <input value={state.note} onChange={(event) => state.setNote(event.target.value)} />
      </label>
    </Inspect>
  );
};

/** `useChecklistNoteState`: the note being written and the last refusal. */
export const ChecklistNoteState: Story = () => <NoteStateConsumer />;

const NoteConsumer = () => {
  const [checklist, setChecklist] = useState(demoChecklist);
  const note = useChecklistNote({ checklist, itemId: 11, onChange: setChecklist, onClose: () => undefined });
  const { onKeyDown, ...textArea } = note.textAreaProps;
  return (
    <Inspect name="useChecklistNote" value={{ title: note.title, counter: note.counterText, error: note.errorText }}>
      <label>
        {note.textFieldProps["aria-label"]}
        <textarea
          {...textArea}
          value={note.textFieldProps.value}
          maxLength={note.textFieldProps.maxLength}
          onChange={(event) => note.textFieldProps.onChange(event.target.value)}
          onKeyDown={(event) => onKeyDown(event)}
        />
      </label>
      <Button {...note.submitButtonProps} />
    </Inspect>
  );
};

/** `useChecklistNote`: an item's note, its counter and Submit, on a plain text area. */
export const ChecklistNote: Story = () => (
  <LendkitProvider defaultLang="fr" {...admin}>
    <NoteConsumer />
  </LendkitProvider>
);
