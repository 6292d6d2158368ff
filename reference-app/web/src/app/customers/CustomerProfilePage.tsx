import { isLenderStaff, type RoleId } from "@lendkit/core";
import { useCallback } from "react";
import { Link } from "../../shared/router.js";
import type { PageProps } from "../routes.js";
import { CustomerProfile } from "./CustomerProfile.js";
import { cx } from "./texts.js";

/** A positive whole id from the address, else null (the profile then says "not found"). */
const idOf = (text: string | null | undefined): number | null => (text && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null);

/** Keeps the shown contract in the address (C §2 contractId), so a reload or a shared link shows the same one. */
const rememberContract = (contractId: number) => {
  const query = new URLSearchParams(window.location.search);
  query.set("contractId", String(contractId));
  window.history.replaceState(window.history.state, "", `${window.location.pathname}?${query.toString()}`);
};

/** `/customers/:customerId[?contractId=]`: the payments profile in the staff and customer app. */
export const CustomerProfilePage = ({ lang, user, params }: PageProps) => {
  const role = user.userRole as RoleId;
  const customerId = idOf(params.customerId);
  const contractId = idOf(new URLSearchParams(window.location.search).get("contractId"));
  const onContractChange = useCallback(rememberContract, []);
  return (
    <section className="cust-page" aria-label={cx(lang, "profile.subtitle")}>
      {isLenderStaff(role) ? (
        <Link to="/customers" className="cust-back">
          <span aria-hidden="true">← </span>
          {cx(lang, "profile.back")}
        </Link>
      ) : null}
      {customerId === null ? (
        <p className="error cust-banner" role="alert">
          {cx(lang, "profile.notFound")}
        </p>
      ) : (
        <CustomerProfile
          key={customerId}
          customerId={customerId}
          lang={lang}
          role={role}
          tenant={user.tenant}
          contractId={contractId}
          onContractChange={onContractChange}
        />
      )}
    </section>
  );
};
