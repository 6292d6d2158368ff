import type { CalendarDate } from "@internationalized/date";
import type { Decimal, FeeKind, Lang } from "@lendkit/core";
import { MaskedField } from "@lendkit/react";
import { useId, useState } from "react";
import type { ActionOutcome } from "./ActionResult.js";
import { amountError, dayError } from "./checks.js";
import { DayPicker } from "./DayPicker.js";
import { ConfirmedSubmit } from "./ConfirmedSubmit.js";
import { ReasonField } from "./ReasonField.js";
import { moneyOf, wireAmount } from "./money.js";
import { feeKindName, feeKinds } from "./names.js";
import { useRetryKey } from "./retryKey.js";
import { assessFee, type FeeBody } from "./servicingApi.js";
import { sx } from "./texts.js";

export interface AssessFeeProps {
  readonly lang: Lang;
  readonly contractId: number;
  /** The lender's day: the due date proposed. */
  readonly today: CalendarDate;
  readonly onDone: (outcome: ActionOutcome) => void;
}

interface Problems {
  readonly amount?: string | null;
  readonly dueDate?: string | null;
  readonly note?: string | null;
}

/**
 * Assesses a fee (POST /api/contracts/:id/fees): its kind, amount, due date
 * and a note for the file, confirmed before it is sent. The new fee line is
 * paid by the waterfall like any line.
 */
export const AssessFee = ({ lang, contractId, today, onDone }: AssessFeeProps) => {
  const [kind, setKind] = useState<FeeKind>("late");
  const [amount, setAmount] = useState<Decimal | null>(null);
  const [dueDate, setDueDate] = useState<CalendarDate | null>(today);
  const [note, setNote] = useState("");
  const [problems, setProblems] = useState<Problems>({});
  const send = useRetryKey();
  const ids = { kind: useId(), note: useId(), noteError: useId() };

  const checked = (): FeeBody | null => {
    const found = {
      amount: amountError(lang, amount),
      dueDate: dayError(lang, dueDate),
      note: note.trim() === "" ? sx(lang, "fee.noteRequired") : null,
    };
    setProblems(found);
    if (found.amount || found.dueDate || found.note || amount === null || dueDate === null) return null;
    return { kind, amount: wireAmount(amount), dueDate: dueDate.toString(), note: note.trim() };
  };

  const confirm = async (request: FeeBody) => {
    await send(`POST fees ${contractId} ${JSON.stringify(request)}`, (key) => assessFee(contractId, request, key));
    onDone({ kind: "fee", feeKind: request.kind, amount: request.amount, dueDate: request.dueDate });
  };

  return (
    <form className="srv-form" aria-label={sx(lang, "action.assessFee")} onSubmit={(event) => event.preventDefault()}>
      <div className="field">
        <label htmlFor={ids.kind}>{sx(lang, "fee.kind")}</label>
        <select id={ids.kind} value={kind} onChange={(event) => setKind(event.target.value as FeeKind)}>
          {feeKinds.map((code) => (
            <option key={code} value={code}>
              {feeKindName(lang, code)}
            </option>
          ))}
        </select>
      </div>
      <MaskedField
        kind="money"
        label={sx(lang, "fee.amount")}
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setProblems((current) => ({ ...current, amount: null }));
        }}
        isRequired
        isInvalid={Boolean(problems.amount)}
        helperText={problems.amount ?? undefined}
        className="field masked-field"
      />
      <DayPicker label={sx(lang, "fee.dueDate")} value={dueDate} onChange={setDueDate} error={problems.dueDate} />
      <ReasonField
        id={ids.note}
        errorId={ids.noteError}
        label={sx(lang, "fee.note")}
        value={note}
        error={problems.note}
        onChange={(text) => {
          setNote(text);
          setProblems((current) => ({ ...current, note: null }));
        }}
      />
      <ConfirmedSubmit
        lang={lang}
        labels={{ trigger: sx(lang, "fee.submit"), title: sx(lang, "fee.confirmTitle"), text: sx(lang, "fee.confirmText") }}
        check={checked}
        send={confirm}
        summary={(request) => <p className="srv-summary-line">{sx(lang, "fee.summary", { kind: feeKindName(lang, request.kind), amount: moneyOf(lang, request.amount), date: request.dueDate })}</p>}
      />
    </form>
  );
};
