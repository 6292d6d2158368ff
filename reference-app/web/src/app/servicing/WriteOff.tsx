import type { Lang } from "@lendkit/core";
import { ConfirmOperationModal } from "@lendkit/react";
import { useId, useState } from "react";
import type { ActionOutcome } from "./ActionResult.js";
import { Failure } from "./Failure.js";
import { moneyOf } from "./money.js";
import { FormProblem } from "./names.js";
import { useRetryKey } from "./retryKey.js";
import { correctionOutcome, writeOffBalance, type WireDate, type WireMoney } from "./servicingApi.js";
import { sx } from "./texts.js";

export interface WriteOffProps {
  readonly lang: Lang;
  readonly contractId: number;
  /** What every line still owes: what the write-off takes off the book. */
  readonly owed: WireMoney;
  /** The lender's day: the write-off's. */
  readonly today: WireDate;
  readonly onDone: (outcome: ActionOutcome) => void;
}

/**
 * Writes off what the contract still owes (POST …/write-off), today, with
 * the reason written in the confirmation, which states the amount; what
 * was paid stays paid.
 */
export const WriteOff = ({ lang, contractId, owed, today, onDone }: WriteOffProps) => {
  const [reason, setReason] = useState("");
  const [failure, setFailure] = useState<unknown>(null);
  const send = useRetryKey();
  const reasonId = useId();

  const confirm = async () => {
    setFailure(null);
    const body = { reason: reason.trim() };
    if (body.reason === "") throw new FormProblem(sx(lang, "writeOff.reasonRequired"));
    const answer = await send(`POST write-off ${contractId} ${JSON.stringify(body)}`, (key) => writeOffBalance(contractId, body, key));
    onDone(correctionOutcome(answer, { kind: "writeOff", amount: owed, date: today }));
  };

  return (
    <ConfirmOperationModal
      triggerLabel={sx(lang, "action.writeOff")}
      title={sx(lang, "writeOff.confirmTitle")}
      text={sx(lang, "writeOff.confirmText", { amount: moneyOf(lang, owed) })}
      operation={confirm}
      onError={setFailure}
      onOpenChange={() => setFailure(null)}
      triggerClassName="secondary"
      overlayClassName="cust-overlay"
      modalClassName="cust-modal"
      className="cust-dialog"
    >
      <div className="field">
        <label htmlFor={reasonId}>{sx(lang, "writeOff.reason")}</label>
        <textarea id={reasonId} value={reason} maxLength={500} rows={3} required onChange={(event) => setReason(event.target.value)} />
      </div>
      <Failure lang={lang} error={failure} />
    </ConfirmOperationModal>
  );
};
