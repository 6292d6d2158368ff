import { parseDate, type CalendarDate } from "@internationalized/date";
import type { Lang, ReturnReason } from "@lendkit/core";
import { ConfirmOperationModal } from "@lendkit/react";
import { useId, useState } from "react";
import type { ActionOutcome } from "./ActionResult.js";
import { dayError } from "./checks.js";
import { DayPicker } from "./DayPicker.js";
import { Failure } from "./Failure.js";
import { moneyOf } from "./money.js";
import { FormProblem, reasonName, returnReasons } from "./names.js";
import { useRetryKey } from "./retryKey.js";
import { returnPayment, type ReturnBody, type WireLedgerPayment } from "./servicingApi.js";
import { sx } from "./texts.js";

export interface ReturnPaymentProps {
  readonly lang: Lang;
  readonly contractId: number;
  readonly today: CalendarDate;
  /** A payment the bank can still return (`canReturnNsf`). */
  readonly payment: WireLedgerPayment;
  readonly onDone: (outcome: ActionOutcome) => void;
}

/** A wire day as a CalendarDate, or null when it is not one. */
const dayOf = (text: string): CalendarDate | null => {
  try {
    return parseDate(text);
  } catch {
    return null;
  }
};

/**
 * Records the bank's return of a payment (POST …/payments/:paymentId/return):
 * the confirmation itself asks for the reason (NSF by default) and the day
 * it came back (between the payment's value date and today), then shows the
 * NSF fee line the server created, if the lender charges one.
 */
export const ReturnPayment = ({ lang, contractId, today, payment, onDone }: ReturnPaymentProps) => {
  const [reason, setReason] = useState<ReturnReason>("nsf");
  const [returnedOn, setReturnedOn] = useState<CalendarDate | null>(today);
  const [failure, setFailure] = useState<unknown>(null);
  const send = useRetryKey();
  const reasonId = useId();
  const paidOn = dayOf(payment.valueDate);
  const amount = moneyOf(lang, payment.amount);

  const confirm = async () => {
    setFailure(null);
    const problem = dayError(lang, returnedOn, { latest: today, ...(paidOn ? { earliest: paidOn } : {}) });
    if (problem !== null || returnedOn === null) throw new FormProblem(problem ?? "");
    const body: ReturnBody = { returnedOn: returnedOn.toString(), reason };
    const answer = await send(`POST return ${contractId} ${payment.id} ${JSON.stringify(body)}`, (key) => returnPayment(contractId, payment.id, body, key));
    onDone({ kind: "return", amount: payment.amount, returnedOn: body.returnedOn, feeLineId: answer.feeLineId });
  };

  return (
    <ConfirmOperationModal
      triggerLabel={
        <>
          {sx(lang, "action.return")}
          <span className="cust-visually-hidden"> — {sx(lang, "action.returnOf", { amount, date: payment.valueDate })}</span>
        </>
      }
      title={sx(lang, "return.title", { amount, date: payment.valueDate })}
      text={sx(lang, "return.text")}
      operation={confirm}
      onError={setFailure}
      onOpenChange={() => setFailure(null)}
      triggerClassName="secondary srv-row-action"
      overlayClassName="cust-overlay"
      modalClassName="cust-modal"
      className="cust-dialog"
    >
      <div className="field">
        <label htmlFor={reasonId}>{sx(lang, "return.reason")}</label>
        <select id={reasonId} value={reason} onChange={(event) => setReason(event.target.value as ReturnReason)}>
          {returnReasons.map((code) => (
            <option key={code} value={code}>
              {reasonName(lang, code)}
            </option>
          ))}
        </select>
      </div>
      <DayPicker label={sx(lang, "return.returnedOn")} value={returnedOn} onChange={setReturnedOn} minValue={paidOn} maxValue={today} />
      <Failure lang={lang} error={failure} />
    </ConfirmOperationModal>
  );
};
