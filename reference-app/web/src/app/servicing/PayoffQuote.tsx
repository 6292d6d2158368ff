import type { CalendarDate } from "@internationalized/date";
import type { Lang } from "@lendkit/core";
import { useState } from "react";
import { dayError } from "./checks.js";
import { DayPicker } from "./DayPicker.js";
import { Failure } from "./Failure.js";
import { moneyOf } from "./money.js";
import { readPayoff, type WirePayoff } from "./servicingApi.js";
import { sx } from "./texts.js";

export interface PayoffQuoteProps {
  readonly lang: Lang;
  readonly contractId: number;
  readonly today: CalendarDate;
  /** Printed on the quote: whose contract it is. */
  readonly customerName: string;
  readonly contractNumber: string | null;
}

/** Marks the page while the browser prints, so the print styles show only the quote. */
const printQuote = () => {
  const root = document.documentElement;
  root.dataset.print = "payoff";
  const done = () => {
    delete root.dataset.print;
    window.removeEventListener("afterprint", done);
  };
  window.addEventListener("afterprint", done);
  window.print();
};

/**
 * A payoff quote for a date (GET /api/contracts/:id/payoff): what pays off
 * the contract on that day, with its principal, interest and fees. It moves
 * no money, so it asks for no confirmation; Print prints the quote alone.
 */
export const PayoffQuote = ({ lang, contractId, today, customerName, contractNumber }: PayoffQuoteProps) => {
  const [date, setDate] = useState<CalendarDate | null>(today);
  const [problem, setProblem] = useState<string | null>(null);
  const [quote, setQuote] = useState<WirePayoff | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const ask = async () => {
    const found = dayError(lang, date);
    setProblem(found);
    if (found !== null || date === null) return;
    setBusy(true);
    setFailure(null);
    try {
      setQuote(await readPayoff(contractId, date.toString()));
    } catch (caught) {
      setQuote(null);
      setFailure(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="srv-form srv-payoff">
      <DayPicker
        label={sx(lang, "payoff.date")}
        value={date}
        onChange={(day) => {
          setDate(day);
          setProblem(null);
        }}
        error={problem}
      />
      <button type="button" className="primary" onClick={() => void ask()} disabled={busy} aria-busy={busy || undefined}>
        {sx(lang, "payoff.get")}
      </button>
      <Failure lang={lang} error={failure} />
      {quote ? (
        <article className="srv-payoff-quote" aria-labelledby="srv-payoff-heading">
          <h3 id="srv-payoff-heading">{sx(lang, "payoff.heading", { date: quote.date })}</h3>
          <dl className="srv-balances">
            <div>
              <dt>{sx(lang, "payoff.customer")}</dt>
              <dd>{customerName}</dd>
            </div>
            {contractNumber ? (
              <div>
                <dt>{sx(lang, "payoff.contract")}</dt>
                <dd>{contractNumber}</dd>
              </div>
            ) : null}
            <div data-figure="amount">
              <dt>{sx(lang, "payoff.amount")}</dt>
              <dd>{moneyOf(lang, quote.amount)}</dd>
            </div>
            <div>
              <dt>{sx(lang, "payoff.principal")}</dt>
              <dd>{moneyOf(lang, quote.principal)}</dd>
            </div>
            <div>
              <dt>{sx(lang, "payoff.interest")}</dt>
              <dd>{moneyOf(lang, quote.interest)}</dd>
            </div>
            <div>
              <dt>{sx(lang, "payoff.fees")}</dt>
              <dd>{moneyOf(lang, quote.fees)}</dd>
            </div>
          </dl>
          <p className="hint">{sx(lang, "payoff.note")}</p>
          <button type="button" className="secondary srv-no-print" onClick={printQuote}>
            {sx(lang, "payoff.print")}
          </button>
        </article>
      ) : null}
    </div>
  );
};
