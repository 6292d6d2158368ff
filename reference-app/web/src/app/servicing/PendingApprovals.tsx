import type { Lang } from "@lendkit/core";
import { ConfirmOperationModal } from "@lendkit/react";
import { useEffect, useId, useState } from "react";
import { adjustmentName, unsignedMoney } from "./AdjustBalance.js";
import type { ActionOutcome } from "./ActionResult.js";
import { Failure } from "./Failure.js";
import { moneyOf } from "./money.js";
import { useRetryKey } from "./retryKey.js";
import { decideApproval, readPendingApprovals, type WireApproval } from "./servicingApi.js";
import { sx } from "./texts.js";

export interface PendingApprovalsProps {
  readonly lang: Lang;
  readonly contractId: number;
  /** Changes after every action on the contract: the list is read again. */
  readonly version: number;
  readonly onDone: (outcome: ActionOutcome) => void;
}

/**
 * The contract's corrections waiting for a second person (maker-checker,
 * docs/servicing.md "Approvals"), each with Approve and Reject behind a
 * confirmation. Shown to those who decide them (Admin, AdminCollector);
 * the server refuses its maker's own approval with words shown in the
 * dialog. Nothing shows while none waits.
 */
export const PendingApprovals = ({ lang, contractId, version, onDone }: PendingApprovalsProps) => {
  const [approvals, setApprovals] = useState<readonly WireApproval[]>([]);
  const [error, setError] = useState<unknown>(null);
  const titleId = useId();
  useEffect(() => {
    let live = true;
    readPendingApprovals(contractId)
      .then((answer) => {
        if (!live) return;
        setApprovals(answer);
        setError(null);
      })
      .catch((caught: unknown) => live && setError(caught));
    return () => {
      live = false;
    };
  }, [contractId, version]);

  if (error !== null) return <Failure lang={lang} error={error} lead={sx(lang, "approval.error")} />;
  if (approvals.length === 0) return null;
  return (
    <section className="srv-approvals" aria-labelledby={titleId}>
      <h3 id={titleId}>{sx(lang, "approval.title")}</h3>
      <p className="hint">{sx(lang, "approval.hint")}</p>
      <ul>
        {approvals.map((approval) => (
          <li key={approval.id} data-approval={approval.id}>
            <ApprovalRow lang={lang} approval={approval} onDone={onDone} />
          </li>
        ))}
      </ul>
    </section>
  );
};

/** The correction's name and amount as the staff read it: an adjustment says credit or debit. */
const describe = (lang: Lang, approval: WireApproval) =>
  approval.kind === "adjustment" && approval.request.amount
    ? { kind: adjustmentName(lang, approval.request.amount), amount: unsignedMoney(lang, approval.request.amount) }
    : { kind: sx(lang, `approval.kind.${approval.kind}`), amount: moneyOf(lang, approval.amount) };

const askedOn = (lang: Lang, instant: string): string => new Intl.DateTimeFormat(lang === "fr" ? "fr-CA" : "en-CA", { dateStyle: "medium", timeStyle: "short" }).format(new Date(instant));

const ApprovalRow = ({ lang, approval, onDone }: { lang: Lang; approval: WireApproval; onDone: (outcome: ActionOutcome) => void }) => {
  const { kind, amount } = describe(lang, approval);
  return (
    <>
      <p>{sx(lang, "approval.row", { kind, amount, who: approval.requestedBy ?? sx(lang, "approval.someone"), date: askedOn(lang, approval.requestedAt) })}</p>
      {approval.request.reason ? <p>{sx(lang, "approval.reason", { reason: approval.request.reason })}</p> : null}
      {approval.request.valueDate ? <p>{sx(lang, "approval.valueDate", { date: approval.request.valueDate })}</p> : null}
      <div className="srv-actions">
        <Decide lang={lang} approval={approval} decision="approve" words={{ kind, amount }} onDone={onDone} />
        <Decide lang={lang} approval={approval} decision="reject" words={{ kind, amount }} onDone={onDone} />
      </div>
    </>
  );
};

interface DecideProps {
  readonly lang: Lang;
  readonly approval: WireApproval;
  readonly decision: "approve" | "reject";
  readonly words: { readonly kind: string; readonly amount: string };
  readonly onDone: (outcome: ActionOutcome) => void;
}

/** One decision behind its confirmation, with the checker's optional note. */
const Decide = ({ lang, approval, decision, words, onDone }: DecideProps) => {
  const [note, setNote] = useState("");
  const [failure, setFailure] = useState<unknown>(null);
  const send = useRetryKey();
  const noteId = useId();
  const confirm = async () => {
    setFailure(null);
    await send(`POST approval ${approval.id} ${decision} ${note}`, (key) => decideApproval(approval.id, decision, note, key));
    onDone({ kind: "decided", decision });
  };
  return (
    <ConfirmOperationModal
      triggerLabel={
        <>
          {sx(lang, `approval.${decision}`)}
          <span className="cust-visually-hidden"> — {sx(lang, "approval.row", { ...words, who: approval.requestedBy ?? sx(lang, "approval.someone"), date: askedOn(lang, approval.requestedAt) })}</span>
        </>
      }
      title={sx(lang, decision === "approve" ? "approval.approveTitle" : "approval.rejectTitle")}
      text={sx(lang, decision === "approve" ? "approval.approveText" : "approval.rejectText", words)}
      operation={confirm}
      onError={setFailure}
      onOpenChange={() => setFailure(null)}
      triggerClassName={decision === "approve" ? "primary srv-row-action" : "secondary srv-row-action"}
      overlayClassName="cust-overlay"
      modalClassName="cust-modal"
      className="cust-dialog"
    >
      <div className="field">
        <label htmlFor={noteId}>{sx(lang, "approval.note")}</label>
        <textarea id={noteId} value={note} maxLength={500} rows={2} onChange={(event) => setNote(event.target.value)} />
      </div>
      <Failure lang={lang} error={failure} />
    </ConfirmOperationModal>
  );
};
