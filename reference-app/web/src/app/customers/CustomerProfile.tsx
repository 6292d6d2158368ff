import {
  canDecideDeferral,
  canOpenAccountOnline,
  ContractStatus,
  currentContractOption,
  isClosingReasonVisible,
  isLenderStaff,
  isOriginalContractNumberVisible,
  isTenantCode,
  profileView,
  t,
  type CustomerPayments,
  type Lang,
  type PaymentsProfileCustomer,
  type ProfileView,
  type RoleId,
} from "@lendkit/core";
import { apiRoutes } from "@lendkit/core/api";
import { CustomerPaymentsList, LendkitProvider, NotificationRegion, NotificationsProvider, SelectField, useLendkit, useNotifications } from "@lendkit/react";
import { lazy, Suspense, useCallback, useEffect, useId, useState } from "react";
import { api, authorisedFetch, serverMessage } from "../../shared/api.js";
import { useLenderDay } from "../../shared/lenderDay.js";
import { openAccountOnline } from "./api.js";
import { labelled, openInNewTab, phoneText, productName, statusName } from "./display.js";
import { BouncedPaymentBanner } from "./BouncedPaymentBanner.js";
import { DeferralHistory } from "./DeferralHistory.js";
import { PendingDeferrals } from "./PendingDeferrals.js";
import { ProfileCards } from "./ProfileCards.js";
import { ProfileDocuments } from "./ProfileDocuments.js";
import { ProfileRenew, leadRenewalPath, type RenewalTarget } from "./ProfileRenew.js";
import { ProfileTotals } from "./ProfileTotals.js";
import { cx } from "./texts.js";
import { useProfileData, type ProfileData } from "./useProfileData.js";

/**
 * The customer payments profile (C §2, §3.1, §3.4; A §2 payments list), for
 * staff and for the customer. What each viewer sees is core's `profileView`:
 * customers (Client, ClientC), no role, or `embedded` get the customer view
 * (cards, payments with Defer, documents, RENEW; no collector data, receipts
 * or totals); staff also get the collector data, receipts, totals across
 * contracts, "Open my account online" and the contract's ledger with the
 * servicing actions their role allows (../servicing); only Admin sees the
 * closing reason.
 *
 * It brings its own LendkitProvider (the app's fetcher with the bearer
 * token, the tenant's feature flags) and notification region, so the lead
 * app's account entry can mount it as it is:
 *
 * @example
 * <CustomerProfile customerId={42} lang="fr" embedded onRenewalRedirect={(target) => tellParent(target.parentPath)} />
 */
export interface CustomerProfileProps {
  readonly customerId: number;
  readonly lang: Lang;
  /** Embedded in a parent page (C §2 account entry): always the customer view. */
  readonly embedded?: boolean;
  /** The contract to show first (C §2's contractId URL parameter); the current contract otherwise. */
  readonly contractId?: number | null;
  /** The viewer's role; none is the customer view. */
  readonly role?: RoleId | null;
  /** The lender's code (tenant-specific texts), when known. */
  readonly tenant?: string | null;
  /** Called when the selector shows another contract (e.g. to keep it in the URL). */
  readonly onContractChange?: (contractId: number) => void;
  /** Where a customer's RENEW goes; the lead app's `/go/renew/s{step}/{slug}` by default. */
  readonly onRenewalRedirect?: (target: RenewalTarget) => void;
}

/** The contract's ledger and servicing actions, for staff only: loaded when first shown, so the customer's view never downloads it. */
const LedgerPanel = lazy(async () => ({ default: (await import("../servicing/index.js")).LedgerPanel }));

const goToLeadRenewal = (target: RenewalTarget) => window.location.assign(leadRenewalPath(target));

/** The feature flags of the session's lender (the original contract number rule reads RestOfCanada). */
const useFeatures = (): unknown => {
  const [features, setFeatures] = useState<unknown>(undefined);
  useEffect(() => {
    let live = true;
    api<unknown>(apiRoutes.base.features.path)
      .then((value) => live && setFeatures(value))
      .catch(() => undefined); // C §8: a failed feature load is ignored (core's defaults stay).
    return () => {
      live = false;
    };
  }, []);
  return features;
};

export const CustomerProfile = (props: CustomerProfileProps) => {
  const features = useFeatures();
  const tenant = isTenantCode(props.tenant) ? props.tenant : null;
  return (
    <LendkitProvider lang={props.lang} fetcher={authorisedFetch} role={props.role ?? null} tenant={tenant} features={features}>
      <NotificationsProvider max={4}>
        <ProfileBody {...props} />
        <NotificationRegion className="cust-notices" notificationClassName="cust-notice" />
      </NotificationsProvider>
    </LendkitProvider>
  );
};

const ProfileBody = ({ customerId, lang, embedded = false, contractId = null, role = null, onContractChange, onRenewalRedirect }: CustomerProfileProps) => {
  const view = profileView(role, embedded);
  const data = useProfileData({ customerId, lang, initialContractId: contractId, withReceipts: view.receipts });
  const { status, payments, customer } = data;
  if (status === "notFound" || status === "error") {
    return (
      <div className="cust-profile">
        <p className="error cust-banner" role="alert">
          {cx(lang, status === "notFound" ? "profile.notFound" : "profile.loadError")}
        </p>
        {status === "error" ? (
          <button type="button" className="secondary" onClick={data.reload}>
            {cx(lang, "profile.retry")}
          </button>
        ) : null}
      </div>
    );
  }
  return (
    <div
      className="cust-profile"
      data-view={view.customerView ? "customer" : "staff"}
      data-embedded={embedded || undefined}
      aria-busy={status === "loading" || data.paymentsLoading}
    >
      <ProfileHeader lang={lang} view={view} role={role} customer={customer} contractId={data.contractId} />
      {status === "loading" || !payments || !customer ? (
        <p role="status" className="cust-loading">
          {t(lang, "payments.loading")}
        </p>
      ) : status === "noContract" ? (
        <p className="cust-empty">{cx(lang, "profile.noContract")}</p>
      ) : (
        <ProfileContent
          lang={lang}
          view={view}
          role={role}
          embedded={embedded}
          customerId={customerId}
          payments={payments}
          customer={customer}
          data={data}
          onContractChange={(id) => {
            data.selectContract(id);
            onContractChange?.(id);
          }}
          onRenewalRedirect={onRenewalRedirect ?? goToLeadRenewal}
        />
      )}
    </div>
  );
};

interface HeaderProps {
  readonly lang: Lang;
  readonly view: ProfileView;
  readonly role: RoleId | null;
  readonly customer: PaymentsProfileCustomer | null;
  readonly contractId: number | null;
}

/** The customer's name and contact; staff also get "Open my account online" (C §7 ByPassOTP). */
const ProfileHeader = ({ lang, view, role, customer, contractId }: HeaderProps) => {
  const [error, setError] = useState<string | null>(null);
  const name = customer ? `${customer.firstName} ${customer.lastName}`.trim() : "";
  const openAccount = async () => {
    if (contractId === null) return;
    setError(null);
    try {
      if (!(await openInNewTab(async () => (await openAccountOnline(contractId)).OnboardingURL))) setError(cx(lang, "profile.popupBlocked"));
    } catch (caught) {
      setError(serverMessage(caught, cx(lang, "profile.accountError")));
    }
  };
  if (view.customerView) {
    return (
      <header className="cust-profile-head">
        <div>
          <p className="cust-eyebrow">{cx(lang, "profile.myAccount")}</p>
          <h1>{customer ? cx(lang, "profile.hello", { name: customer.firstName || name }) : cx(lang, "profile.myAccount")}</h1>
        </div>
      </header>
    );
  }
  return (
    <header className="cust-profile-head">
      <div>
        <p className="cust-eyebrow">{cx(lang, "profile.subtitle")}</p>
        <h1>{name || "…"}</h1>
        {customer ? (
          <p className="cust-contact">
            {customer.email ? <span>{customer.email}</span> : null}
            {customer.cellPhone ? <span>{phoneText(customer.cellPhone)}</span> : null}
            {customer.birthDate ? <span>{labelled(lang, cx(lang, "profile.birthDate"), customer.birthDate.toString())}</span> : null}
          </p>
        ) : null}
      </div>
      {view.openAccountOnline && canOpenAccountOnline(role) ? (
        <div className="cust-head-actions">
          <button type="button" className="secondary" onClick={openAccount} disabled={contractId === null} aria-describedby="cust-account-hint">
            {t(lang, "payments.openAccountOnline")}
          </button>
          <span id="cust-account-hint" className="hint">
            {cx(lang, "profile.accountHint")}
          </span>
          {error ? (
            <p className="error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </header>
  );
};

interface ContentProps {
  readonly lang: Lang;
  readonly view: ProfileView;
  readonly role: RoleId | null;
  readonly embedded: boolean;
  readonly customerId: number;
  readonly payments: CustomerPayments;
  readonly customer: PaymentsProfileCustomer;
  readonly data: ProfileData;
  readonly onContractChange: (contractId: number) => void;
  readonly onRenewalRedirect: (target: RenewalTarget) => void;
}

/** Contract statuses after which a customer gets their closing documents (paid out, closed after renewal, terminated). */
const closedStatuses: readonly number[] = [ContractStatus.PaidOut, ContractStatus.ClosedAfterRenewal, ContractStatus.Terminated];

const ProfileContent = ({ lang, view, role, embedded, customerId, payments, customer, data, onContractChange, onRenewalRedirect }: ContentProps) => {
  const { features } = useLendkit();
  const { push } = useNotifications();
  const option = currentContractOption(payments);
  const contract = data.contracts?.contracts.find((entry) => entry.id === payments.currentContractId) ?? null;
  const isMicroCredit = option?.isMicroCredit ?? contract?.isMicroCredit ?? false;
  // The lender's day as the server counts it (the tenant's zone): what the list marks late and the deferral picker offers.
  const today = useLenderDay();
  const { reload } = data;
  const notify = useCallback(
    (notice: { type: "success" | "error"; message: string }) => {
      push({ type: notice.type, message: notice.message, autoHideMs: notice.type === "success" ? 8000 : undefined });
      if (notice.type === "success") reload();
    },
    [push, reload],
  );
  const contractOptions = payments.contractListOptions.map((entry) => ({ value: entry.leaContracts_Id, label: entry.label }));
  const staffSide = isLenderStaff(role) && !view.customerView;
  const isPhone = useNarrowScreen();
  return (
    <div className="cust-layout">
      <div className="cust-main">
        {view.customerView ? <BouncedPaymentBanner lang={lang} payments={payments} /> : null}
        <section className="cust-panel cust-contract" aria-labelledby="cust-contract-title">
          <h2 id="cust-contract-title" className="cust-visually-hidden">
            {cx(lang, "profile.contractDetails")}
          </h2>
          <div className="cust-contract-bar">
            {view.customerView ? (
              <CustomerContractMenu lang={lang} options={contractOptions} value={payments.currentContractId} onChange={onContractChange} />
            ) : (
              <SelectField
                label={t(lang, "payments.profile.contract")}
                options={contractOptions}
                value={payments.currentContractId}
                onChange={(value) => {
                  // Only a listed contract: an empty value (the hidden native select's blank entry) changes nothing.
                  const id = Number(value);
                  if (contractOptions.some((entry) => entry.value === id)) onContractChange(id);
                }}
                className="cust-select"
                buttonClassName="cust-select-button"
                popoverClassName="cust-select-popover"
                itemClassName="cust-select-item"
              />
            )}
            <dl className="cust-facts">
              <div>
                <dt>{cx(lang, "profile.status")}</dt>
                <dd>
                  <span className="cust-status" data-status={option?.status}>
                    {statusName(lang, option?.status)}
                  </span>
                </dd>
              </div>
              {contract ? (
                <div>
                  <dt>{cx(lang, "profile.product")}</dt>
                  <dd data-product={contract.isTraining ? "training" : contract.product}>{productName(lang, contract.product, contract.isTraining)}</dd>
                </div>
              ) : null}
              {isOriginalContractNumberVisible(payments, features.RestOfCanada) ? (
                <div>
                  <dt>{t(lang, "payments.profile.originalContractNumber")}</dt>
                  <dd>{String(payments.originalContractNumber)}</dd>
                </div>
              ) : null}
              {view.collectorInfo ? <CollectorFacts lang={lang} payments={payments} /> : null}
              {isClosingReasonVisible(view, payments) ? (
                <div>
                  <dt>{t(lang, "payments.profile.closingReason")}</dt>
                  <dd>{payments.stopReasonName}</dd>
                </div>
              ) : null}
            </dl>
          </div>
          {view.closingDocumentsMessage && option && closedStatuses.includes(option.status) ? (
            <p className="cust-info">{t(lang, "payments.profile.closingDocuments")}</p>
          ) : null}
          <ProfileCards lang={lang} payments={payments} isMicroCredit={isMicroCredit} />
          <ProfileRenew
            lang={lang}
            role={role}
            embedded={embedded}
            customerId={customerId}
            contractId={payments.currentContractId}
            isMicroCredit={isMicroCredit}
            status={option?.status ?? null}
            loading={data.paymentsLoading}
            gridInfo={data.gridInfo}
            onRenewalRedirect={onRenewalRedirect}
          />
        </section>
        {staffSide ? <PendingDeferrals lang={lang} customerId={customerId} reloadKey={payments} canDecide={canDecideDeferral(role)} /> : null}
        <DeferralHistory lang={lang} payments={payments} />
        <section className="cust-panel" aria-labelledby="cust-payments-title">
          <h2 id="cust-payments-title">{cx(lang, "profile.payments")}</h2>
          <p className="hint">{cx(lang, "profile.paymentsHint")}</p>
          {today === null ? (
            <p role="status" className="cust-loading">
              {t(lang, "payments.loading")}
            </p>
          ) : (
            <CustomerPaymentsList
              key={payments.currentContractId}
              payments={payments}
              customerId={customerId}
              today={today}
              onNotify={notify}
              layout={view.customerView || isPhone ? "embedded" : "standard"}
              className="cust-payments"
              itemClassName="cust-payment"
              deferralClassName="cust-deferral"
            />
          )}
        </section>
        {staffSide ? (
          <Suspense
            fallback={
              <p role="status" className="cust-loading">
                {t(lang, "payments.loading")}
              </p>
            }
          >
            <LedgerPanel
              key={payments.currentContractId}
              lang={lang}
              role={role}
              contractId={payments.currentContractId}
              isActive={payments.isActive}
              contractNumber={payments.currentContractNumber === null ? null : String(payments.currentContractNumber)}
              customerName={`${customer.firstName} ${customer.lastName}`.trim()}
              onChanged={reload}
            />
          </Suspense>
        ) : null}
      </div>
      <div className="cust-side">
        <ProfileDocuments lang={lang} customerId={customerId} contractId={payments.currentContractId} receipts={view.receipts ? data.receipts : null} />
        {view.totals ? <ProfileTotals lang={lang} customer={customer} /> : null}
      </div>
    </div>
  );
};

interface ContractMenuProps {
  readonly lang: Lang;
  readonly options: readonly { readonly value: number; readonly label: string }[];
  readonly value: number;
  readonly onChange: (contractId: number) => void;
}

/**
 * The customer's contract menu (C §3.1 contractListOptions): a native
 * select — the phone's own picker — listing exactly the customer's
 * contracts (the server leaves out unsigned drafts), with no blank entry.
 */
const CustomerContractMenu = ({ lang, options, value, onChange }: ContractMenuProps) => {
  const id = useId();
  return (
    <div className="cust-select">
      <label htmlFor={id}>{t(lang, "payments.profile.contract")}</label>
      <select
        id={id}
        className="cust-select-button cust-select-native"
        value={String(value)}
        onChange={(event) => {
          const chosen = Number(event.target.value);
          if (options.some((entry) => entry.value === chosen)) onChange(chosen);
        }}
      >
        {options.map((entry) => (
          <option key={entry.value} value={String(entry.value)}>
            {entry.label}
          </option>
        ))}
      </select>
    </div>
  );
};

/**
 * True on a phone-sized screen. Staff then get the payments as cards (the
 * embedded layout): the standard table with its Defer column does not fit
 * 390 px, and cards keep every field readable.
 */
const narrowScreen = "(max-width: 640px)";
const useNarrowScreen = (): boolean => {
  const [narrow, setNarrow] = useState(() => window.matchMedia(narrowScreen).matches);
  useEffect(() => {
    const query = window.matchMedia(narrowScreen);
    const changed = () => setNarrow(query.matches);
    query.addEventListener("change", changed);
    return () => query.removeEventListener("change", changed);
  }, []);
  return narrow;
};

/** Collector name, collector list and bankruptcy date (staff only, C §2). */
const CollectorFacts = ({ lang, payments }: { lang: Lang; payments: CustomerPayments }) => (
  <>
    <div>
      <dt>{t(lang, "payments.profile.collector")}</dt>
      <dd>{payments.collectorName ?? cx(lang, "profile.none")}</dd>
    </div>
    <div>
      <dt>{t(lang, "payments.profile.collectorList")}</dt>
      <dd>{payments.collectorList ?? cx(lang, "profile.none")}</dd>
    </div>
    <div>
      <dt>{t(lang, "payments.profile.bankruptcyDate")}</dt>
      <dd>{payments.bankruptcyDate?.toString() ?? cx(lang, "profile.none")}</dd>
    </div>
  </>
);
