import { checklistUserOf, decodeChecklist, type Checklist, type Lang } from "@lendkit/core";
import { ChecklistPanel, useLendkit } from "@lendkit/react";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  clickChecklistItemCall,
  readChecklist,
  saveChecklistNoteCall,
  setChecklistCompleteCall,
  type ChecklistAnswer,
} from "./api.js";
import { checklistCallOf } from "./checklistCalls.js";
import { ct } from "./texts.js";
import { serverMessage } from "../../shared/api.js";

/**
 * The contract's checklist side panel (A §2, §4–§6): @lendkit/react's
 * ChecklistPanel on the checklist API. The panel applies core's rules at
 * once (the user sees the mark); the matching click or note call goes to the
 * server, whose answer (the same rules, replayed with the session's role and
 * user) replaces the list; a refusal puts the list back and says why.
 */

const decoded = (answer: ChecklistAnswer): Checklist => {
  const result = decodeChecklist({ items: answer.items });
  return result.ok ? result.value : { items: [] };
};

export const ContractChecklist = ({ lang, contractId, isDirty }: { readonly lang: Lang; readonly contractId: number; readonly isDirty: boolean }) => {
  const { role, user } = useLendkit();
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

  const onChange = useCallback(
    (next: Checklist) => {
      const actor = checklistUserOf(user);
      if (!checklist || actor === null || role === null) return;
      const call = checklistCallOf(checklist, next, { role, user: actor });
      if (call === null) return;
      setError(null);
      setChecklist(next);
      send(() =>
        call.kind === "note"
          ? saveChecklistNoteCall(contractId, call.itemId, lang, call.checklistNote)
          : clickChecklistItemCall(contractId, call.itemId, lang, { tab: call.tab, modifiers: { ...call.modifiers } }),
      );
    },
    [checklist, contractId, lang, role, user, send],
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
