import type { CalendarDate } from "@internationalized/date";
import type { Decimal, Lang } from "@lendkit/core";
import { MaskedField } from "@lendkit/react";
import { useId, useState } from "react";
import type { ActionOutcome } from "./ActionResult.js";
import { amountError, dayError } from "./checks.js";
import { DayPicker } from "./DayPicker.js";
import { ConfirmedSubmit } from "./ConfirmedSubmit.js";
import { ReasonField } from "./ReasonField.js";
import { moneyOf, wireAmount } from "./money.js";
import { useRetryKey } from "./retryKey.js";
import { adjustBalance, correctionOutcome, type AdjustmentBody } from "./servicingApi.js";
import { sx } from "./texts.js";

export interface AdjustBalanceProps {
  readonly lang: Lang;
  readonly contractId: number;
  /** The lender's day: the value date proposed, and the latest one taken. */
  readonly today: CalendarDate;
  readonly onDone: (outcome: ActionOutcome) => void;
}

type Direction = "credit" | "debit";

interface Problems {
  readonly amount?: string | null;
  readonly valueDate?: string | null;
  readonly reason?: string | null;
}

/** The words of an adjustment's kind, read from its signed wire amount. */
export const adjustmentName = (lang: Lang, amount: string): string => sx(lang, amount.startsWith("-") ? "adjust.debitName" : "adjust.creditName");

/** The amount without its sign, as the screens show money. */
export const unsignedMoney = (lang: Lang, amount: string): string => moneyOf(lang, amount.replace(/^-/, ""));

/**
 * Adjusts a contract's balance (POST /api/contracts/:id/adjustments): a
 * credit that the waterfall applies like a payment, or a debit that becomes
 * a charge due on its day; the amount is typed without a sign and the kind
 * chosen apart, then confirmed before it is sent.
 */
export const AdjustBalance = ({ lang, contractId, today, onDone }: AdjustBalanceProps) => {
  const [direction, setDirection] = useState<Direction>("credit");
  const [amount, setAmount] = useState<Decimal | null>(null);
  const [valueDate, setValueDate] = useState<CalendarDate | null>(today);
  const [reason, setReason] = useState("");
  const [problems, setProblems] = useState<Problems>({});
  const send = useRetryKey();
  const ids = { direction: useId(), reason: useId(), reasonError: useId() };

  const checked = (): AdjustmentBody | null => {
    const found = {
      amount: amountError(lang, amount),
      valueDate: dayError(lang, valueDate, { latest: today }),
      reason: reason.trim() === "" ? sx(lang, "adjust.reasonRequired") : null,
    };
    setProblems(found);
    if (found.amount || found.valueDate || found.reason || amount === null || valueDate === null) return null;
    return { amount: `${direction === "debit" ? "-" : ""}${wireAmount(amount)}`, valueDate: valueDate.toString(), reason: reason.trim() };
  };

  const confirm = async (request: AdjustmentBody) => {
    const answer = await send(`POST adjustments ${contractId} ${JSON.stringify(request)}`, (key) => adjustBalance(contractId, request, key));
    onDone(correctionOutcome(answer, { kind: "adjustment", amount: request.amount, valueDate: request.valueDate }));
  };

  return (
    <form className="srv-form" aria-label={sx(lang, "action.adjust")} onSubmit={(event) => event.preventDefault()}>
      <div className="field">
        <label htmlFor={ids.direction}>{sx(lang, "adjust.direction")}</label>
        <select id={ids.direction} value={direction} onChange={(event) => setDirection(event.target.value as Direction)}>
          <option value="credit">{sx(lang, "adjust.credit")}</option>
          <option value="debit">{sx(lang, "adjust.debit")}</option>
        </select>
      </div>
      <MaskedField
        kind="money"
        label={sx(lang, "adjust.amount")}
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
      <DayPicker label={sx(lang, "adjust.valueDate")} value={valueDate} onChange={setValueDate} maxValue={today} error={problems.valueDate} />
      <ReasonField
        id={ids.reason}
        errorId={ids.reasonError}
        label={sx(lang, "adjust.reason")}
        value={reason}
        error={problems.reason}
        onChange={(text) => {
          setReason(text);
          setProblems((current) => ({ ...current, reason: null }));
        }}
      />
      <ConfirmedSubmit
        lang={lang}
        labels={{ trigger: sx(lang, "adjust.submit"), title: sx(lang, "adjust.confirmTitle"), text: sx(lang, "adjust.confirmText") }}
        check={checked}
        send={confirm}
        summary={(request) => (
          <p className="srv-summary-line">
            {sx(lang, "adjust.summary", { kind: adjustmentName(lang, request.amount), amount: unsignedMoney(lang, request.amount), date: request.valueDate, reason: request.reason })}
          </p>
        )}
      />
    </form>
  );
};
