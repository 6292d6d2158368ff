import type { Lang } from "@lendkit/core";
import type { ReactNode } from "react";
import { moneyOf } from "./money.js";
import { methodName, reasonName } from "./names.js";
import type { WireLedger, WireLedgerPayment } from "./servicingApi.js";
import { sx } from "./texts.js";

export interface LedgerPaymentsProps {
  readonly lang: Lang;
  readonly ledger: WireLedger;
  /** The payment's action (Return on one the bank can still return), or null. */
  readonly actionOf: (payment: WireLedgerPayment) => ReactNode;
}

/** "Collected", or "Returned on <day> (<reason>)" from the return event. */
const paymentState = (lang: Lang, ledger: WireLedger, payment: WireLedgerPayment): string => {
  if (payment.returnedBy === null) return sx(lang, "payment.collected");
  const returned = ledger.events.find((event) => event.id === payment.returnedBy);
  return sx(lang, "payment.returned", { date: returned?.valueDate ?? "", reason: reasonName(lang, returned?.reason) });
};

/** The payments received, newest first: value date, amount, method, and whether the bank returned them. */
export const LedgerPayments = ({ lang, ledger, actionOf }: LedgerPaymentsProps) => {
  if (ledger.payments.length === 0) return <p className="hint">{sx(lang, "payments.empty")}</p>;
  const payments = [...ledger.payments].sort((a, b) => b.valueDate.localeCompare(a.valueDate) || b.id - a.id);
  const actions = payments.map(actionOf);
  const hasActions = actions.some((action) => action !== null);
  return (
    <div className="srv-table-wrap">
      <table className="srv-table srv-payments">
        <caption>{sx(lang, "payments.title")}</caption>
        <thead>
          <tr>
            <th scope="col">{sx(lang, "col.valueDate")}</th>
            <th scope="col">{sx(lang, "col.amount")}</th>
            <th scope="col">{sx(lang, "col.method")}</th>
            <th scope="col">{sx(lang, "col.status")}</th>
            {hasActions ? <th scope="col">{sx(lang, "col.actions")}</th> : null}
          </tr>
        </thead>
        <tbody>
          {payments.map((payment, index) => (
            <tr key={payment.id} data-payment={payment.id} data-returned={payment.returnedBy !== null || undefined}>
              <td>{payment.valueDate}</td>
              <td>{moneyOf(lang, payment.amount)}</td>
              <td>{methodName(lang, payment.method)}</td>
              <td>{paymentState(lang, ledger, payment)}</td>
              {hasActions ? <td>{actions[index]}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
