import type { Lang } from "@lendkit/core";
import { ConfirmOperationModal } from "@lendkit/react";
import { useId, useState } from "react";
import type { ActionOutcome } from "./ActionResult.js";
import { Failure } from "./Failure.js";
import { moneyOf } from "./money.js";
import { FormProblem, lineName } from "./names.js";
import { useRetryKey } from "./retryKey.js";
import { correctionOutcome, waiveFee, type WireLedgerLine } from "./servicingApi.js";
import { sx } from "./texts.js";

export interface WaiveFeeProps {
  readonly lang: Lang;
  readonly contractId: number;
  /** A fee line with something still owed. */
  readonly line: WireLedgerLine;
  readonly onDone: (outcome: ActionOutcome) => void;
}

/**
 * Waives what a fee line still owes (POST …/fees/:lineId/waive), with the
 * reason written in the confirmation; what was paid stays paid.
 */
export const WaiveFee = ({ lang, contractId, line, onDone }: WaiveFeeProps) => {
  const [reason, setReason] = useState("");
  const [failure, setFailure] = useState<unknown>(null);
  const send = useRetryKey();
  const reasonId = useId();
  const amount = moneyOf(lang, line.amount);

  const confirm = async () => {
    setFailure(null);
    const body = { reason: reason.trim() };
    if (body.reason === "") throw new FormProblem(sx(lang, "waive.reasonRequired"));
    const answer = await send(`POST waive ${contractId} ${line.id} ${JSON.stringify(body)}`, (key) => waiveFee(contractId, line.id, body, key));
    onDone(correctionOutcome(answer, { kind: "waiver", outstanding: line.outstanding }));
  };

  return (
    <ConfirmOperationModal
      triggerLabel={
        <>
          {sx(lang, "action.waive")}
          <span className="cust-visually-hidden"> — {sx(lang, "action.waiveOf", { amount, date: line.dueDate })}</span>
        </>
      }
      title={sx(lang, "waive.title")}
      text={sx(lang, "waive.text", { kind: lineName(lang, line), amount, date: line.dueDate, outstanding: moneyOf(lang, line.outstanding) })}
      operation={confirm}
      onError={setFailure}
      onOpenChange={() => setFailure(null)}
      triggerClassName="secondary srv-row-action"
      overlayClassName="cust-overlay"
      modalClassName="cust-modal"
      className="cust-dialog"
    >
      <div className="field">
        <label htmlFor={reasonId}>{sx(lang, "waive.reason")}</label>
        <textarea id={reasonId} value={reason} maxLength={500} rows={3} required onChange={(event) => setReason(event.target.value)} />
      </div>
      <Failure lang={lang} error={failure} />
    </ConfirmOperationModal>
  );
};
