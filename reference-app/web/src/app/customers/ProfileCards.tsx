import {
  balanceCardInputOf,
  balanceCardValue,
  balanceFigureLabel,
  currentContractOption,
  initialCapitalCard,
  nextPaymentCard,
  t,
  type CustomerPayments,
  type Lang,
} from "@lendkit/core";
import type { ReactNode } from "react";
import { labelled, moneyText } from "./display.js";

/** "Label: 2026-11-24" with the date kept on one line (a narrow card broke it at its hyphens). */
const datedDetail = (lang: Lang, label: string, date: string): ReactNode => {
  const prefix = labelled(lang, label, "");
  return (
    <>
      {prefix}
      <span className="cust-nowrap">{date}</span>
    </>
  );
};

/**
 * The profile's cards (C §2, §3.4), every value from core's rules and every
 * balance under core's `balanceFigureLabel` (the printed documents use the
 * same labels): initial capital (NOT ACTIVE unless the contract is active),
 * capital still owed or transferred balance, next payment with its
 * withdrawal date ('na.'), total overdue with its start date, and for a cash
 * loan the balance at the next withdrawal ($0.00, Inactive or
 * `SoldeFinPeriodeCourante`).
 */

interface CardProps {
  readonly title: string;
  readonly value: ReactNode;
  readonly detail?: ReactNode;
  readonly tone?: "alert" | "muted" | "ok";
  readonly part: string;
}

const Card = ({ title, value, detail, tone, part }: CardProps) => (
  <li className="cust-card" data-tone={tone} data-card={part}>
    <span className="cust-card-title">{title}</span>
    <span className="cust-card-value">{value}</span>
    {detail ? <span className="cust-card-detail">{detail}</span> : null}
  </li>
);

export const ProfileCards = ({ lang, payments, isMicroCredit }: { lang: Lang; payments: CustomerPayments; isMicroCredit: boolean }) => {
  const status = currentContractOption(payments)?.status ?? -1;
  const initial = initialCapitalCard(status, payments.capitalInitial);
  const next = nextPaymentCard(payments.nextPaymentAmount, payments.nextPaymentDate);
  const balance = balanceCardValue(balanceCardInputOf(payments));
  const overdue = payments.totalUnpaid.gt(0);
  return (
    <ul className="cust-cards" aria-label={t(lang, "payments.profile.contract")}>
      <Card
        part="initialCapital"
        title={t(lang, "payments.card.initialCapital")}
        value={initial.kind === "amount" ? moneyText(lang, initial.amount) : t(lang, "payments.card.notActive")}
        tone={initial.kind === "amount" ? undefined : "muted"}
      />
      <Card part="remainingCapital" title={balanceFigureLabel(lang, "capitalRemaining", { hasRenew: payments.hasRenew })} value={moneyText(lang, payments.capitalRemaining)} />
      <Card
        part="nextPayment"
        title={t(lang, "payments.card.nextPayment")}
        value={next.kind === "next" ? moneyText(lang, next.amount) : t(lang, "payments.card.none")}
        detail={next.kind === "next" ? datedDetail(lang, t(lang, "payments.card.nextWithdrawalDate"), next.date.toString()) : undefined}
      />
      <Card
        part="totalOverdue"
        title={balanceFigureLabel(lang, "totalUnpaid")}
        value={moneyText(lang, payments.totalUnpaid)}
        detail={payments.totalUnpaidStartDate ? datedDetail(lang, t(lang, "payments.card.pastDueStartDate"), payments.totalUnpaidStartDate.toString()) : undefined}
        tone={overdue ? "alert" : "ok"}
      />
      {isMicroCredit ? (
        <Card
          part="balance"
          title={balanceFigureLabel(lang, "SoldeFinPeriodeCourante")}
          value={balance.kind === "amount" ? moneyText(lang, balance.amount) : balance.kind === "zero" ? moneyText(lang, 0) : t(lang, "payments.card.inactive")}
          tone={balance.kind === "inactive" ? "muted" : undefined}
        />
      ) : null}
    </ul>
  );
};
