import { canDecideDeferral, deferralAskerText, deferralRequestMessageIn, t, type Lang, type RoleId } from "@lendkit/core";
import { ConfirmOperationModal, NotificationRegion, NotificationsProvider, useNotifications } from "@lendkit/react";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "../../shared/router.js";
import type { PageProps } from "../routes.js";
import { profilePath } from "./CustomersPage.js";
import {
  approveDeferral,
  deferralStatuses,
  listDeferralRequests,
  newIdempotencyKey,
  refuseDeferral,
  type DeferralRequestRow,
  type DeferralStatus,
} from "./api.js";
import { instantText, labelled, moneyText } from "./display.js";
import { cx } from "./texts.js";
import { serverMessage } from "../../shared/api.js";

/**
 * The deferral requests queue (A §5, §7; SECURITY 16): the tenant's
 * requests by status, newest first. Admin and AdminCollector (core's
 * `canDecideDeferral`) approve or refuse the waiting ones, with an optional
 * note; the server's refusals (the maker-checker rule, a payment that moved
 * or fell due) are shown in the confirmation, in the user's language. An
 * approval moves the payment and adds the fee line; the profile then shows
 * both.
 */

const readStatus = (): DeferralStatus => {
  const value = new URLSearchParams(window.location.search).get("status");
  return (deferralStatuses as readonly string[]).includes(value ?? "") ? (value as DeferralStatus) : "pending";
};

const writeStatus = (status: DeferralStatus) => {
  const query = new URLSearchParams(window.location.search);
  if (status === "pending") query.delete("status");
  else query.set("status", status);
  const search = query.toString();
  window.history.replaceState(window.history.state, "", `${window.location.pathname}${search ? `?${search}` : ""}`);
};

/** A text with its dates (yyyy-mm-dd) kept on one line: a narrow dialog broke them at their hyphens. */
const keepDates = (text: string, dates: readonly string[]): ReactNode =>
  text.split(new RegExp(`(${dates.join("|")})`)).map((part, index) =>
    dates.includes(part) ? (
      <span key={index} className="cust-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );

export const DeferralsPage = (props: PageProps) => (
  <NotificationsProvider max={4}>
    <DeferralsQueue {...props} />
    <NotificationRegion className="cust-notices" notificationClassName="cust-notice" />
  </NotificationsProvider>
);

const DeferralsQueue = ({ lang, user }: PageProps) => {
  const canDecide = canDecideDeferral(user.userRole as RoleId);
  const [status, setStatus] = useState<DeferralStatus>(readStatus);
  const [rows, setRows] = useState<readonly DeferralRequestRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  useEffect(() => writeStatus(status), [status]);
  useEffect(() => {
    let live = true;
    setRows(null);
    listDeferralRequests(status)
      .then((found) => {
        if (!live) return;
        setRows(found);
        setError(null);
      })
      .catch((caught: unknown) => live && setError(serverMessage(caught, cx(lang, "deferrals.error"))));
    return () => {
      live = false;
    };
  }, [status, generation, lang]);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  return (
    <section className="cust-page" aria-labelledby="deferrals-title">
      <header className="cust-head">
        <h1 id="deferrals-title">{cx(lang, "deferrals.title")}</h1>
        <p className="hint">{cx(lang, "deferrals.lead")}</p>
        {canDecide ? null : <p className="cust-info">{cx(lang, "deferrals.readOnly")}</p>}
      </header>
      <div className="cust-segments" role="group" aria-label={cx(lang, "deferrals.filter")}>
        {deferralStatuses.map((entry) => (
          <button key={entry} type="button" aria-pressed={entry === status} onClick={() => setStatus(entry)}>
            {cx(lang, `deferrals.status.${entry}`)}
          </button>
        ))}
      </div>
      {error ? (
        <p className="error cust-banner" role="alert">
          {error}
        </p>
      ) : rows === null ? (
        <p role="status" className="cust-loading">
          {t(lang, "payments.loading")}
        </p>
      ) : rows.length === 0 ? (
        <p className="cust-empty">{cx(lang, `deferrals.empty.${status}`)}</p>
      ) : (
        <>
          <p className="hint" role="status">
            {cx(lang, "deferrals.count", { count: rows.length })}
          </p>
          <ul className="cust-queue">
            {rows.map((row) => (
              <DeferralItem key={row.id} lang={lang} row={row} canDecide={canDecide} onDecided={reload} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
};

interface ItemProps {
  readonly lang: Lang;
  readonly row: DeferralRequestRow;
  readonly canDecide: boolean;
  readonly onDecided: () => void;
}

/** The request's message in the staff's language when the product wrote it; the customer's own words as she typed them. */
const DeferralMessage = ({ lang, row }: { readonly lang: Lang; readonly row: DeferralRequestRow }) => {
  const shown = deferralRequestMessageIn(lang, row);
  return (
    <blockquote className="cust-message" lang={shown.lang} data-message="">
      {shown.text}
    </blockquote>
  );
};

const DeferralItem = ({ lang, row, canDecide, onDecided }: ItemProps) => {
  const titleId = `deferral-${row.id}`;
  return (
    <li className="cust-queue-item" aria-labelledby={titleId} data-status={row.status}>
      <div className="cust-queue-head">
        <h2 id={titleId}>
          <Link to={profilePath(row.customerId, row.contractId)}>{row.customerName}</Link>
        </h2>
        <span className="cust-nowrap cust-muted">{row.contractNumber}</span>
      </div>
      <dl className="cust-queue-facts">
        <div>
          <dt>{cx(lang, "deferrals.payment")}</dt>
          <dd className="cust-move">{keepDates(cx(lang, "deferrals.move", { from: row.fromDate, to: row.toDate }), [row.fromDate, row.toDate])}</dd>
        </div>
        <div>
          <dt>{cx(lang, "deferrals.fee")}</dt>
          <dd>{row.fee > 0 ? moneyText(lang, row.fee) : cx(lang, "deferrals.noFee")}</dd>
        </div>
        <div>
          <dt>{cx(lang, "deferrals.askedOn")}</dt>
          <dd>{instantText(lang, row.createdAt)}</dd>
        </div>
        <div>
          <dt>{cx(lang, "deferrals.askedBy")}</dt>
          <dd data-asker={row.requestedBy.kind}>{deferralAskerText(lang, row.requestedBy)}</dd>
        </div>
        {row.decidedAt ? (
          <>
            <div>
              <dt>{cx(lang, "deferrals.decidedBy")}</dt>
              <dd>{row.decidedByName ?? ""}</dd>
            </div>
            <div>
              <dt>{cx(lang, "deferrals.decided")}</dt>
              <dd>{instantText(lang, row.decidedAt)}</dd>
            </div>
          </>
        ) : null}
      </dl>
      <DeferralMessage lang={lang} row={row} />
      {row.decisionNote ? <p className="hint">{labelled(lang, cx(lang, "deferrals.note"), row.decisionNote)}</p> : null}
      {canDecide && row.status === "pending" ? <DecisionButtons lang={lang} row={row} onDecided={onDecided} /> : null}
    </li>
  );
};

/** Approve and Refuse, each behind a confirmation that shows the server's refusal if there is one. */
const DecisionButtons = ({ lang, row, onDecided }: { lang: Lang; row: DeferralRequestRow; onDecided: () => void }) => {
  const { push } = useNotifications();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  // One key per request: a retry after a lost answer replays the first approval (SECURITY 27).
  const approvalKey = useRef(newIdempotencyKey());
  const noteOrNull = note.trim() === "" ? null : note.trim();
  const fail = (caught: unknown) => setError(serverMessage(caught, cx(lang, "deferrals.decisionError")));
  const noteField = (
    <>
      <label className="cust-note">
        {cx(lang, "deferrals.noteLabel")}
        <textarea value={note} maxLength={500} rows={3} onChange={(event) => setNote(event.target.value)} />
      </label>
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
  const dates = { from: row.fromDate, to: row.toDate, fee: moneyText(lang, row.fee) };
  const shownDates = [row.fromDate, row.toDate];
  return (
    <div className="cust-queue-actions">
      <ConfirmOperationModal
        triggerLabel={cx(lang, "deferrals.approve")}
        title={keepDates(cx(lang, "deferrals.approveTitle", dates), shownDates)}
        text={keepDates(cx(lang, row.fee > 0 ? "deferrals.approveText" : "deferrals.approveTextNoFee", dates), shownDates)}
        operation={async () => {
          setError(null);
          await approveDeferral(row.id, noteOrNull, approvalKey.current);
          push({ type: "success", message: cx(lang, "deferrals.approved", dates), autoHideMs: 8000 });
          onDecided();
        }}
        onError={fail}
        triggerClassName="primary"
        overlayClassName="cust-overlay"
        modalClassName="cust-modal"
        className="cust-dialog"
      >
        {noteField}
      </ConfirmOperationModal>
      <ConfirmOperationModal
        triggerLabel={cx(lang, "deferrals.refuse")}
        title={keepDates(cx(lang, "deferrals.refuseTitle", dates), shownDates)}
        text={keepDates(cx(lang, "deferrals.refuseText", dates), shownDates)}
        operation={async () => {
          setError(null);
          await refuseDeferral(row.id, noteOrNull);
          push({ type: "info", message: cx(lang, "deferrals.refused"), autoHideMs: 8000 });
          onDecided();
        }}
        onError={fail}
        triggerClassName="secondary"
        overlayClassName="cust-overlay"
        modalClassName="cust-modal"
        className="cust-dialog"
      >
        {noteField}
      </ConfirmOperationModal>
    </div>
  );
};
