import { profitLoss, t, type Lang, type PaymentsProfileCustomer } from "@lendkit/core";
import { moneyText } from "./display.js";

/** Totals across all the customer's contracts (C §2, staff only): capital lent, received, and profit/loss in green or red (core's `profitLoss`). */
export const ProfileTotals = ({ lang, customer }: { lang: Lang; customer: PaymentsProfileCustomer }) => {
  const result = profitLoss(customer.totalReceived, customer.capitalTotal);
  return (
    <section className="cust-panel" aria-labelledby="cust-totals-title">
      <h2 id="cust-totals-title">{t(lang, "payments.totals.title")}</h2>
      <dl className="cust-totals">
        <div>
          <dt>{t(lang, "payments.totals.capital")}</dt>
          <dd>{moneyText(lang, customer.capitalTotal)}</dd>
        </div>
        <div>
          <dt>{t(lang, "payments.totals.received")}</dt>
          <dd>{moneyText(lang, customer.totalReceived)}</dd>
        </div>
        <div className="cust-profit" data-colour={result.colour}>
          <dt>{t(lang, "payments.totals.profitLoss")}</dt>
          <dd>{moneyText(lang, result.amount)}</dd>
        </div>
      </dl>
    </section>
  );
};
