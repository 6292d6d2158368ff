import { bouncedPaymentText, bouncedPaymentTitle, type CustomerPayments, type Lang } from "@lendkit/core";

/**
 * The notice at the top of the customer's account while a payment the bank
 * returned is not made good (the server sends it from core's
 * `bouncedPaymentNotice`; core words it): the payment, the return's day and
 * reason, and the NSF fee when one applies.
 */
export const BouncedPaymentBanner = ({ lang, payments }: { readonly lang: Lang; readonly payments: CustomerPayments }) => {
  const notice = payments.bouncedPayment;
  if (notice === null) return null;
  return (
    <section className="cust-banner cust-bounced" role="alert" aria-labelledby="cust-bounced-title">
      <h2 id="cust-bounced-title">{bouncedPaymentTitle(lang)}</h2>
      <p>{bouncedPaymentText(lang, notice)}</p>
    </section>
  );
};
