import { decodeChecklist, type Checklist, type ChecklistAction, type Lang } from "@lendkit/core";
import { ChecklistPanel } from "@lendkit/react";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  clickChecklistItemCall,
  readChecklist,
  saveChecklistNoteCall,
  setChecklistCompleteCall,
  type ChecklistAnswer,
} from "./api.js";
import { ct } from "./texts.js";
import { serverMessage } from "../../shared/api.js";

/**
 * The contract's checklist side panel (A §2, §4–§6): @lendkit/react's
 * ChecklistPanel on the checklist API. The panel applies core's rules at
 * once (the user sees the mark); the click or note call it emits beside the
 * new checklist (`onAction`) goes to the server, whose answer (the same rules, replayed with the session's role and
 * user) replaces the list; a refusal puts the list back and says why.
 */

const decoded = (answer: ChecklistAnswer): Checklist => {
  const result = decodeChecklist({ items: answer.items });
  return result.ok ? result.value : { items: [] };
};

export const ContractChecklist = ({ lang, contractId, isDirty }: { readonly lang: Lang; readonly contractId: number; readonly isDirty: boolean }) => {
  const [checklist, setChecklist] = useState<Checklist | null>(null);
  const [completed, setCompleted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Calls are sent one after the other, in the order of the clicks, so the server sees them as the user made them.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const confirmed = useRef<Checklist | null>(null);

  const apply = useCallback((answer: ChecklistAnswer) => {
    const next = decoded(answer);
    confirmed.current = next;
    setChecklist(next);
    setCompleted(answer.isContractCompleted);
  }, []);

  useEffect(() => {
    let live = true;
    readChecklist(contractId, lang).then(
      (answer) => live && apply(answer),
      (caught: unknown) => live && setError(serverMessage(caught, ct(lang, "checklist.loadError"))),
    );
    return () => {
      live = false;
    };
  }, [contractId, lang, apply]);

  const send = useCallback(
    (call: () => Promise<ChecklistAnswer>) => {
      queue.current = queue.current
        .then(call)
        .then(apply, (caught: unknown) => {
          setError(serverMessage(caught, ct(lang, "checklist.saveError")));
          if (confirmed.current) setChecklist(confirmed.current);
        });
    },
    [apply, lang],
  );

  const onChange = useCallback((next: Checklist) => {
    setError(null);
    setChecklist(next);
  }, []);

  // The panel says what the user did beside the new checklist: that call goes to the server.
  const onAction = useCallback(
    (action: ChecklistAction) =>
      send(() =>
        action.kind === "note"
          ? saveChecklistNoteCall(contractId, action.itemId, lang, action.checklistNote)
          : clickChecklistItemCall(contractId, action.itemId, lang, { tab: action.tab, modifiers: { ...action.modifiers } }),
      ),
    [contractId, lang, send],
  );

  const onCompletedChange = useCallback(
    (complete: boolean) => {
      setError(null);
      setCompleted(complete);
      send(() => setChecklistCompleteCall(contractId, lang, complete));
    },
    [contractId, lang, send],
  );

  if (checklist === null) {
    return error ? (
      <p className="error" role="alert">
        {error}
      </p>
    ) : null;
  }
  return (
    <div className="contract-checklist">
      <ChecklistPanel
        checklist={checklist}
        onChange={onChange}
        onAction={onAction}
        isDirty={isDirty}
        isCompleted={completed}
        onCompletedChange={onCompletedChange}
        isDisabled={completed}
        className="checklist"
        triggerClassName="secondary checklist-trigger"
        panelClassName="checklist-panel"
        itemClassName="checklist-item"
        noteClassName="ct-dialog checklist-note"
      />
      {error ? (
        <p className="error checklist-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
};
