import type { Lang } from "@lendkit/core";
import { useEffect, useState } from "react";
import { Link } from "../../shared/router.js";
import { listDeferralRequests, type DeferralRequestRow } from "./api.js";
import { moneyText } from "./display.js";
import { cx } from "./texts.js";

/**
 * The customer's deferral requests waiting for a decision, on the staff
 * profile, with a link to the queue where they are decided. Nothing shows
 * when there are none (or when the list cannot be read: the queue page says
 * why).
 */
interface Props {
  readonly lang: Lang;
  readonly customerId: number;
  /** A new value reads the list again. */
  readonly reloadKey: unknown;
  /** Links to the queue (only those who decide may open it). */
  readonly canDecide: boolean;
}

export const PendingDeferrals = ({ lang, customerId, reloadKey, canDecide }: Props) => {
  const [requests, setRequests] = useState<readonly DeferralRequestRow[]>([]);
  useEffect(() => {
    let live = true;
    listDeferralRequests("pending")
      .then((rows) => live && setRequests(rows.filter((row) => row.customerId === customerId)))
      .catch(() => live && setRequests([]));
    return () => {
      live = false;
    };
  }, [customerId, reloadKey]);
  if (requests.length === 0) return null;
  return (
    <section className="cust-panel cust-pending" aria-labelledby="cust-pending-title">
      <h2 id="cust-pending-title">{cx(lang, "profile.pendingDeferrals")}</h2>
      <ul>
        {requests.map((request) => (
          <li key={request.id}>
            <span className="cust-nowrap">{request.contractNumber}</span>{" "}
            <span className="cust-nowrap">{cx(lang, "deferrals.move", { from: request.fromDate, to: request.toDate })}</span>{" "}
            <span className="cust-muted">{request.fee > 0 ? `${cx(lang, "deferrals.fee")} ${moneyText(lang, request.fee)}` : cx(lang, "deferrals.noFee")}</span>
          </li>
        ))}
      </ul>
      {canDecide ? <Link to="/deferrals">{cx(lang, "deferrals.title")}</Link> : null}
    </section>
  );
};
