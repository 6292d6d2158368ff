import { deferralRecordLines, formatPaymentDate, type CustomerPayments, type Lang } from "@lendkit/core";
import { instantText } from "./display.js";
import { cx } from "./texts.js";

/**
 * The deferral requests of the contract's payments, on the payments profile
 * (staff and customer alike; issue 15 §5): for each, the date asked for,
 * who asked (a staff user or the customer, by name) and when, and who
 * decided and when, or that it waits. Nothing shows when there are none.
 */
export const DeferralHistory = ({ lang, payments }: { readonly lang: Lang; readonly payments: CustomerPayments }) => {
  const records = payments.paymentsList.flatMap((line) => (line.deferral ? [{ record: line.deferral }] : []));
  if (records.length === 0) return null;
  return (
    <section className="cust-panel cust-deferral-history" aria-labelledby="cust-deferral-history-title">
      <h2 id="cust-deferral-history-title">{cx(lang, "profile.deferralHistory")}</h2>
      <ul>
        {records.map(({ record }) => (
          <li key={record.id} data-deferral={record.id} data-status={record.status}>
            <strong className="cust-nowrap">{cx(lang, "profile.deferralTo", { date: formatPaymentDate(record.toDate) })}</strong>
            {deferralRecordLines(lang, record, (iso) => instantText(lang, iso)).map((text) => (
              <span key={text} className="cust-deferral-line">
                {text}
              </span>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
};
