import type { CalendarDate } from "@internationalized/date";
import type { Decimal, Lang, PaymentMethod } from "@lendkit/core";
import { MaskedField } from "@lendkit/react";
import { useId, useState } from "react";
import type { ActionOutcome } from "./ActionResult.js";
import { amountError, dayError } from "./checks.js";
import { DayPicker } from "./DayPicker.js";
import { ConfirmedSubmit } from "./ConfirmedSubmit.js";
import { moneyOf, wireAmount } from "./money.js";
import { methodName, paymentMethods } from "./names.js";
import { useRetryKey } from "./retryKey.js";
import { recordPayment, type PaymentBody } from "./servicingApi.js";
import { sx } from "./texts.js";

export interface RecordPaymentProps {
  readonly lang: Lang;
  readonly contractId: number;
  /** The lender's day: the latest value date. */
  readonly today: CalendarDate;
  /** The amount to start from (the selected lines' outstanding), if any. */
  readonly initialAmount?: Decimal | null;
  readonly onDone: (outcome: ActionOutcome) => void;
}

interface Problems {
  readonly amount?: string | null;
  readonly valueDate?: string | null;
}

/**
 * Records a payment received (POST /api/contracts/:id/payments): the
 * amount in the project's money field, the value date (today or before),
 * the method and an optional reference. The form's button checks the form
 * and asks for confirmation; Submit sends exactly the typed amount as
 * "12.50" with one Idempotency-Key per confirmed payment (kept for a retry
 * after no answer). A refusal shows the server's message and keeps the form.
 */
export const RecordPayment = ({ lang, contractId, today, initialAmount = null, onDone }: RecordPaymentProps) => {
  const [amount, setAmount] = useState<Decimal | null>(initialAmount);
  const [valueDate, setValueDate] = useState<CalendarDate | null>(today);
  const [method, setMethod] = useState<PaymentMethod>("pad");
  const [externalId, setExternalId] = useState("");
  const [problems, setProblems] = useState<Problems>({});
  const send = useRetryKey();
  const ids = { method: useId(), reference: useId(), hint: useId() };

  /** The body to confirm, or null with the problems shown. */
  const checked = (): PaymentBody | null => {
    const found = { amount: amountError(lang, amount), valueDate: dayError(lang, valueDate, { latest: today }) };
    setProblems(found);
    if (found.amount || found.valueDate || amount === null || valueDate === null) return null;
    const reference = externalId.trim();
    return { amount: wireAmount(amount), valueDate: valueDate.toString(), method, ...(reference ? { externalId: reference } : {}) };
  };

  const confirm = async (request: PaymentBody) => {
    const answer = await send(`POST payments ${contractId} ${JSON.stringify(request)}`, (key) => recordPayment(contractId, request, key));
    onDone({ kind: "payment", amount: request.amount, valueDate: request.valueDate, allocations: answer.allocations });
  };

  return (
    <form className="srv-form" aria-label={sx(lang, "action.recordPayment")} onSubmit={(event) => event.preventDefault()}>
      <MaskedField
        kind="money"
        label={sx(lang, "payment.amount")}
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
      <DayPicker
        label={sx(lang, "payment.valueDate")}
        value={valueDate}
        onChange={(day) => {
          setValueDate(day);
          setProblems((current) => ({ ...current, valueDate: null }));
        }}
        maxValue={today}
        description={sx(lang, "payment.valueDateHint")}
        error={problems.valueDate}
      />
      <div className="field">
        <label htmlFor={ids.method}>{sx(lang, "payment.method")}</label>
        <select id={ids.method} value={method} onChange={(event) => setMethod(event.target.value as PaymentMethod)}>
          {paymentMethods.map((code) => (
            <option key={code} value={code}>
              {methodName(lang, code)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.reference}>{sx(lang, "payment.externalId")}</label>
        <input id={ids.reference} value={externalId} maxLength={100} aria-describedby={ids.hint} onChange={(event) => setExternalId(event.target.value)} />
        <span id={ids.hint} className="hint">
          {sx(lang, "payment.externalIdHint")}
        </span>
      </div>
      <ConfirmedSubmit
        lang={lang}
        labels={{ trigger: sx(lang, "payment.submit"), title: sx(lang, "payment.confirmTitle"), text: sx(lang, "payment.confirmText") }}
        check={checked}
        send={confirm}
        summary={(request) => <PaymentSummary lang={lang} body={request} />}
      />
    </form>
  );
};

/** What the confirmation repeats: amount, value date, method, reference. */
const PaymentSummary = ({ lang, body }: { lang: Lang; body: PaymentBody }) => (
  <dl className="srv-summary">
    <div>
      <dt>{sx(lang, "payment.amount")}</dt>
      <dd>{moneyOf(lang, body.amount)}</dd>
    </div>
    <div>
      <dt>{sx(lang, "payment.valueDate")}</dt>
      <dd>{body.valueDate}</dd>
    </div>
    <div>
      <dt>{sx(lang, "payment.method")}</dt>
      <dd>{methodName(lang, body.method)}</dd>
    </div>
    {body.externalId ? (
      <div>
        <dt>{sx(lang, "payment.reference")}</dt>
        <dd>{body.externalId}</dd>
      </div>
    ) : null}
  </dl>
);
