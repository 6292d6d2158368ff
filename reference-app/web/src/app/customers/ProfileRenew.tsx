import { Decimal, isCustomerRole, renewalAvailability, renewalParentRedirect, t, type CurrentContractGridInfo, type Lang, type RoleId } from "@lendkit/core";
import { useEffect, useState } from "react";
import { renewContract } from "./api.js";
import { moneyText, openInNewTab } from "./display.js";
import { cx } from "./texts.js";
import { serverMessage } from "../../shared/api.js";

/**
 * RENEW (C §3.4, §8), on running or paid-out cash loans only, by core's `renewalAvailability`:
 * a customer's button is disabled while the profile loads and while they are
 * behind on payments (the red message with the amount) unless renewing
 * zeroes the balance; it starts or resumes the renewal and goes to it (the
 * "already started" alert first). Staff start it, late customer or not (the
 * amount late shown as a note), and get the new contract's finance page in a
 * new tab.
 */

/** Where a customer's renewal goes: the lead app's route, or the parent page's for the embedded profile. */
export interface RenewalTarget {
  readonly slug: string;
  readonly step: number;
  /** C §7 `redirectTo` value for the parent page: `/re?p={slug}_{step}` to resume, `/r/{slug}_-1` for a renewal just started. */
  readonly parentPath: string;
}

/** The lead app's renewal at a step (C §2 `/go/renew/:step/:token`). */
export const leadRenewalPath = (target: RenewalTarget): string => `/go/renew/s${target.step}/${encodeURIComponent(target.slug)}`;

/** How long the "already started" alert shows before the redirect. */
const alreadyStartedDelayMs = 2500;

interface Props {
  readonly lang: Lang;
  readonly role: RoleId | null;
  readonly embedded: boolean;
  readonly customerId: number;
  readonly contractId: number;
  readonly isMicroCredit: boolean;
  /** The shown contract's status, when known (RENEW is not offered on a loan closed after renewal). */
  readonly status?: number | null;
  readonly loading: boolean;
  readonly gridInfo: CurrentContractGridInfo | null;
  readonly onRenewalRedirect: (target: RenewalTarget) => void;
}

export const ProfileRenew = ({ lang, role, embedded, customerId, contractId, isMicroCredit, status, loading, gridInfo, onRenewalRedirect }: Props) => {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ readonly kind: "error" | "info"; readonly text: string } | null>(null);
  const [pending, setPending] = useState<RenewalTarget | null>(null);
  useEffect(() => {
    if (!pending) return;
    const timer = window.setTimeout(() => onRenewalRedirect(pending), alreadyStartedDelayMs);
    return () => window.clearTimeout(timer);
  }, [pending, onRenewalRedirect]);
  useEffect(() => setMessage(null), [contractId]);

  const availability = renewalAvailability({
    role,
    embedded,
    isMicroCredit,
    status: status ?? null,
    loading: loading || gridInfo === null,
    amountLate: gridInfo?.amountLate ?? new Decimal(0),
    isBalanceZeroOnRenew: gridInfo?.UI_isBalanceZeroOnRenew ?? false,
  });
  if (availability.kind === "hidden") return null;
  const isStaffView = !embedded && role !== null && !isCustomerRole(role);

  const renewAsCustomer = async () => {
    const started = await renewContract(customerId, contractId);
    const target = { slug: started.slug, step: started.step, parentPath: renewalParentRedirect(started) };
    if (started.alreadyStarted) {
      setMessage({ kind: "info", text: t(lang, "payments.renew.alreadyStarted") });
      setPending(target);
    } else onRenewalRedirect(target);
  };
  const renewAsStaff = async () => {
    const opened = await openInNewTab(async () => `/contracts/${(await renewContract(customerId, contractId)).renewId}?tab=finance`);
    if (!opened) setMessage({ kind: "error", text: cx(lang, "profile.popupBlocked") });
  };
  const renew = async () => {
    if (availability.kind !== "enabled") return;
    setBusy(true);
    setMessage(null);
    try {
      await (availability.action === "adminFinancePage" ? renewAsStaff() : renewAsCustomer());
    } catch (caught) {
      setMessage({ kind: "error", text: serverMessage(caught, cx(lang, "profile.renewError")) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="cust-renew">
      <button type="button" className="primary cust-renew-button" disabled={availability.kind !== "enabled" || busy || pending !== null} onClick={renew}>
        {t(lang, "payments.renew.button")}
      </button>
      {availability.kind === "enabled" && availability.action === "adminFinancePage" ? <p className="hint">{cx(lang, "profile.renewHintStaff")}</p> : null}
      {availability.kind === "disabled" && availability.reason === "behindOnPayments" ? (
        <p className="error cust-behind" role="alert">
          {t(lang, isStaffView ? "payments.renew.behindStaff" : "payments.renew.behind", { amount: moneyText(lang, availability.amountLate) })}
        </p>
      ) : null}
      {availability.kind === "enabled" && availability.amountLate ? (
        <p className="hint cust-behind">{t(lang, "payments.renew.behindStaff", { amount: moneyText(lang, availability.amountLate) })}</p>
      ) : null}
      {message ? (
        <p className={message.kind === "error" ? "error" : "cust-info"} role={message.kind === "error" ? "alert" : "status"}>
          {message.text}
        </p>
      ) : null}
    </div>
  );
};
