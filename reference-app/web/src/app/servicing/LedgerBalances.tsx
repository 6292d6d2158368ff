import type { Lang } from "@lendkit/core";
import { moneyOf } from "./money.js";
import { bucketName } from "./names.js";
import type { WireLedger } from "./servicingApi.js";
import { sx } from "./texts.js";

/**
 * The contract's figures at the ledger's day, as the server derived them:
 * amount late, total unpaid since its start date, capital remaining, fees
 * outstanding, credit balance, payoff, next payment and the delinquency
 * bucket.
 */
export const LedgerBalances = ({ lang, ledger }: { lang: Lang; ledger: WireLedger }) => {
  const { balances } = ledger;
  const figures: readonly { key: string; label: string; value: string; detail?: string }[] = [
    { key: "amountLate", label: sx(lang, "balance.amountLate"), value: moneyOf(lang, balances.amountLate) },
    {
      key: "totalUnpaid",
      label: sx(lang, "balance.totalUnpaid"),
      value: moneyOf(lang, balances.totalUnpaid),
      ...(balances.totalUnpaidStartDate ? { detail: sx(lang, "balance.since", { date: balances.totalUnpaidStartDate }) } : {}),
    },
    { key: "capitalRemaining", label: sx(lang, "balance.capitalRemaining"), value: moneyOf(lang, balances.capitalRemaining) },
    { key: "feesOutstanding", label: sx(lang, "balance.feesOutstanding"), value: moneyOf(lang, balances.feesOutstanding) },
    { key: "creditBalance", label: sx(lang, "balance.creditBalance"), value: moneyOf(lang, balances.creditBalance) },
    { key: "payoff", label: sx(lang, "balance.payoff"), value: moneyOf(lang, balances.payoff) },
  ];
  return (
    <>
      <h3 className="cust-visually-hidden">{sx(lang, "balance.title")}</h3>
      <dl className="srv-balances">
        {figures.map((figure) => (
          <div key={figure.key} data-figure={figure.key}>
            <dt>{figure.label}</dt>
            <dd>
              {figure.value}
              {figure.detail ? <span className="srv-detail">{figure.detail}</span> : null}
            </dd>
          </div>
        ))}
        {balances.nextPaymentDate && balances.nextPaymentAmount ? (
          <div data-figure="nextPayment">
            <dt>{sx(lang, "balance.nextPayment")}</dt>
            <dd>{sx(lang, "balance.nextPaymentOn", { amount: moneyOf(lang, balances.nextPaymentAmount), date: balances.nextPaymentDate })}</dd>
          </div>
        ) : null}
        <div data-figure="bucket">
          <dt>{sx(lang, "balance.bucket")}</dt>
          <dd>
            <span className="srv-bucket" data-bucket={ledger.bucket}>
              {bucketName(lang, ledger.bucket)}
            </span>
          </dd>
        </div>
      </dl>
    </>
  );
};
