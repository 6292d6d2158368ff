import { canAdjustOrWriteOff, canChargeOrWaiveFees, canRecordPayments, postingNeedsActiveContract, type Decimal, type Lang, type PostingKind, type RoleId } from "@lendkit/core";
import { useId, useState } from "react";
import { useLenderDay } from "../../shared/lenderDay.js";
import { ActionResult, type ActionOutcome } from "./ActionResult.js";
import { AdjustBalance } from "./AdjustBalance.js";
import { AssessFee } from "./AssessFee.js";
import { BalanceChart } from "./BalanceChart.js";
import { Failure } from "./Failure.js";
import { LedgerBalances } from "./LedgerBalances.js";
import { isWaivable, LedgerLines } from "./LedgerLines.js";
import { LedgerPayments } from "./LedgerPayments.js";
import { outstandingOf, wireAmount } from "./money.js";
import { PayoffQuote } from "./PayoffQuote.js";
import { PendingApprovals } from "./PendingApprovals.js";
import { RecordPayment } from "./RecordPayment.js";
import { ReturnPayment } from "./ReturnPayment.js";
import { sx } from "./texts.js";
import { useLedger } from "./useLedger.js";
import { WaiveFee } from "./WaiveFee.js";
import { WriteOff } from "./WriteOff.js";

export interface LedgerPanelProps {
  readonly lang: Lang;
  /** The viewer's role: which actions show (the server checks every call again). */
  readonly role: RoleId | null;
  readonly contractId: number;
  /** Whether the contract is ACTIVE: payments, fees and a write-off are taken on an active one only (core's `postingNeedsActiveContract`). */
  readonly isActive: boolean;
  readonly contractNumber: string | null;
  readonly customerName: string;
  /** Called after an action changed the book (the profile reads its cards again). */
  readonly onChanged?: () => void;
}

type OpenForm = "payment" | "fee" | "adjust" | "payoff" | null;

/**
 * The ledger of a contract on the staff's payments profile (issue 22 §5):
 * balances and delinquency bucket, the lines with paid, outstanding, late
 * and days past due, the payments received and their returns, and the
 * collector's actions — record a payment, return one NSF, assess or waive a
 * fee, adjust the balance or write it off, quote a payoff — and the
 * corrections waiting for a second person's approval. Actions show only
 * to the roles the server admits (core's `canRecordPayments`,
 * `canChargeOrWaiveFees`, `canAdjustOrWriteOff`); each asks for confirmation,
 * shows its result and reads the ledger again.
 */
export const LedgerPanel = ({ lang, role, contractId, isActive, contractNumber, customerName, onChanged }: LedgerPanelProps) => {
  const { ledger, loading, error, reload } = useLedger(contractId);
  const today = useLenderDay();
  const [open, setOpen] = useState<OpenForm>(null);
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [actions, setActions] = useState(0);
  const [startAmount, setStartAmount] = useState<{ amount: Decimal | null; form: number }>({ amount: null, form: 0 });
  const titleId = useId();
  const takes = (kind: PostingKind) => isActive || !postingNeedsActiveContract(kind);
  const posts = canRecordPayments(role);
  const fees = canChargeOrWaiveFees(role);
  const corrects = canAdjustOrWriteOff(role);
  // Those who may both waive and adjust decide corrections waiting for approval (the server's approver roles).
  const decides = fees && corrects;

  const done = (result: ActionOutcome) => {
    setOutcome(result);
    setActions((count) => count + 1);
    setOpen(null);
    setSelected(new Set());
    reload();
    onChanged?.();
  };
  const toggle = (form: Exclude<OpenForm, null>) => {
    setOpen((current) => (current === form ? null : form));
    if (form === "payment") setStartAmount((current) => ({ amount: null, form: current.form + 1 }));
  };
  const paySelected = () => {
    if (!ledger) return;
    setStartAmount((current) => ({ amount: outstandingOf(ledger.lines.filter((line) => selected.has(line.id))), form: current.form + 1 }));
    setOpen("payment");
  };
  const select = (lineId: string, ticked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (ticked) next.add(lineId);
      else next.delete(lineId);
      return next;
    });

  return (
    <section className="cust-panel srv-ledger" aria-labelledby={titleId} aria-busy={loading}>
      <div className="srv-head">
        <h2 id={titleId}>{sx(lang, "ledger.title")}</h2>
        {ledger ? <p className="hint">{sx(lang, "ledger.asOf", { date: ledger.asOf })}</p> : null}
      </div>
      {ledger === null ? (
        error ? (
          <div>
            <Failure lang={lang} error={error} lead={sx(lang, "ledger.error")} />
            <button type="button" className="secondary" onClick={reload}>
              {sx(lang, "ledger.retry")}
            </button>
          </div>
        ) : (
          <p role="status" className="cust-loading">
            {sx(lang, "ledger.loading")}
          </p>
        )
      ) : (
        <>
          <LedgerBalances lang={lang} ledger={ledger} />
          <BalanceChart lang={lang} ledger={ledger} />
          {posts ? null : <p className="hint">{sx(lang, "ledger.readOnly")}</p>}
          <div className="srv-actions" role="group" aria-label={sx(lang, "action.group")}>
            {posts && takes("payment") ? (
              <button type="button" className="secondary" aria-expanded={open === "payment"} disabled={today === null} onClick={() => toggle("payment")}>
                {sx(lang, "action.recordPayment")}
              </button>
            ) : null}
            {fees && takes("fee") ? (
              <button type="button" className="secondary" aria-expanded={open === "fee"} disabled={today === null} onClick={() => toggle("fee")}>
                {sx(lang, "action.assessFee")}
              </button>
            ) : null}
            {corrects ? (
              <button type="button" className="secondary" aria-expanded={open === "adjust"} disabled={today === null} onClick={() => toggle("adjust")}>
                {sx(lang, "action.adjust")}
              </button>
            ) : null}
            <button type="button" className="secondary" aria-expanded={open === "payoff"} disabled={today === null} onClick={() => toggle("payoff")}>
              {sx(lang, "action.payoff")}
            </button>
            {corrects && takes("writeOff") && today && outstandingOf(ledger.lines).gt(0) ? (
              <WriteOff lang={lang} contractId={contractId} owed={wireAmount(outstandingOf(ledger.lines))} today={today.toString()} onDone={done} />
            ) : null}
          </div>
          {today && open === "payment" && posts ? (
            <RecordPayment key={startAmount.form} lang={lang} contractId={contractId} today={today} initialAmount={startAmount.amount} onDone={done} />
          ) : null}
          {today && open === "fee" && fees ? <AssessFee lang={lang} contractId={contractId} today={today} onDone={done} /> : null}
          {today && open === "adjust" && corrects ? <AdjustBalance lang={lang} contractId={contractId} today={today} onDone={done} /> : null}
          {today && open === "payoff" ? (
            <PayoffQuote lang={lang} contractId={contractId} today={today} customerName={customerName} contractNumber={contractNumber} />
          ) : null}
          {decides ? <PendingApprovals lang={lang} contractId={contractId} version={actions} onDone={done} /> : null}
          <div role="status" className="srv-outcome">
            {outcome ? <ActionResult lang={lang} outcome={outcome} lines={ledger.lines} /> : null}
          </div>
          <LedgerLines
            lang={lang}
            lines={ledger.lines}
            selected={posts ? selected : null}
            onSelect={select}
            onPaySelected={paySelected}
            actionOf={(line) => (fees && isWaivable(line) ? <WaiveFee lang={lang} contractId={contractId} line={line} onDone={done} /> : null)}
          />
          <LedgerPayments
            lang={lang}
            ledger={ledger}
            actionOf={(payment) =>
              posts && today && payment.canReturnNsf && payment.returnedBy === null ? (
                <ReturnPayment lang={lang} contractId={contractId} today={today} payment={payment} onDone={done} />
              ) : null
            }
          />
        </>
      )}
    </section>
  );
};
