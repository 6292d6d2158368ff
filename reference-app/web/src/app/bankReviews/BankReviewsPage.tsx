import type { Lang } from "@lendkit/core";
import { useCallback, useEffect, useId, useState } from "react";
import { authorisedFetch, serverMessage } from "../../shared/api.js";
import { instantText } from "../customers/display.js";
import type { PageProps } from "../routes.js";
import { decideManualReview, listManualReviews, reviewStatuses, type ManualReviewWire, type ReviewStatus, type StatementPictureWire } from "./api.js";
import { br } from "./texts.js";

/**
 * The lender's review of statements submitted by hand (C §3.7 manual mode):
 * the tenant's submissions by status, oldest waiting first, each with its
 * pictures; a reviewer (core's `canReviewBankStatements`) accepts, or
 * refuses with a note, and the server sends a refused applicant back to
 * the bank step. Server refusals show in the user's language.
 */
export const BankReviewsPage = ({ lang }: PageProps) => {
  const [status, setStatus] = useState<ReviewStatus>("pendingReview");
  const [items, setItems] = useState<readonly ManualReviewWire[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const load = useCallback(async () => {
    setItems(null);
    setError(null);
    try {
      setItems(await listManualReviews(status));
    } catch (caught) {
      setError(serverMessage(caught, br(lang, "loadError")));
    }
  }, [status, lang]);
  useEffect(() => {
    void load();
  }, [load]);
  const decided = (item: ManualReviewWire) => {
    setNotice(br(lang, item.status === "succeeded" ? "accepted" : "refused", { name: item.applicantName || item.contractNumber }));
    setItems((current) => (current ?? []).filter((shown) => shown.id !== item.id));
  };

  return (
    <section className="cust-page" aria-labelledby="bank-reviews-title">
      <header className="cust-head">
        <h1 id="bank-reviews-title">{br(lang, "title")}</h1>
        <p className="cust-info">{br(lang, "lead")}</p>
      </header>
      <div className="cust-segments" role="group" aria-label={br(lang, "filter")}>
        {reviewStatuses.map((value) => (
          <button key={value} type="button" aria-pressed={value === status} onClick={() => setStatus(value)}>
            {br(lang, `status.${value}`)}
          </button>
        ))}
      </div>
      <p role="status" className={notice ? "cust-info" : undefined}>
        {notice}
      </p>
      {error ? (
        <p role="alert">{error}</p>
      ) : items === null ? (
        <p className="cust-loading">{br(lang, "loading")}</p>
      ) : items.length === 0 ? (
        <p className="cust-empty">{br(lang, `empty.${status}`)}</p>
      ) : (
        <ul className="cust-queue">
          {items.map((item) => (
            <ReviewItem key={item.id} lang={lang} item={item} onDecided={decided} />
          ))}
        </ul>
      )}
    </section>
  );
};

const ReviewItem = ({ lang, item, onDecided }: { readonly lang: Lang; readonly item: ManualReviewWire; readonly onDecided: (item: ManualReviewWire) => void }) => {
  const titleId = useId();
  const noteId = useId();
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const decide = async (decision: "accept" | "refuse") => {
    if (decision === "refuse" && note.trim() === "") {
      setError(br(lang, "noteRequired"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      onDecided(await decideManualReview(item.id, decision, note));
    } catch (caught) {
      setError(serverMessage(caught, br(lang, "decideError")));
      setBusy(false);
    }
  };
  return (
    <li className="cust-queue-item" aria-labelledby={titleId} data-status={item.status}>
      <div className="cust-queue-head">
        <h2 id={titleId}>{item.applicantName || item.contractNumber}</h2>
        <span className="cust-nowrap cust-muted">{item.contractNumber}</span>
      </div>
      <dl className="cust-queue-facts">
        <dt>{br(lang, "submittedAt")}</dt>
        <dd>{instantText(lang, item.submittedAt)}</dd>
      </dl>
      {item.reviewedAt ? (
        <p>{br(lang, "reviewed", { status: br(lang, `status.${item.status}`), name: item.reviewerName ?? "", date: instantText(lang, item.reviewedAt) })}</p>
      ) : null}
      {item.note ? <blockquote className="cust-message">{item.note}</blockquote> : null}
      <h3>{br(lang, "pictures", { count: item.statements.length })}</h3>
      <ul className="bank-review-pictures">
        {item.statements.map((picture, index) => (
          <li key={picture.id}>
            <Picture lang={lang} picture={picture} label={br(lang, "picture", { n: index + 1, name: picture.description })} />
          </li>
        ))}
      </ul>
      {item.status === "pendingReview" ? (
        <>
          <label className="cust-note" htmlFor={noteId}>
            {br(lang, "note")}
          </label>
          <textarea id={noteId} value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} aria-invalid={error ? true : undefined} />
          {error ? <p role="alert">{error}</p> : null}
          <div className="cust-queue-actions">
            <button type="button" className="primary" disabled={busy} onClick={() => void decide("accept")}>
              {br(lang, "accept")}
            </button>
            <button type="button" className="secondary" disabled={busy} onClick={() => void decide("refuse")}>
              {br(lang, "refuse")}
            </button>
          </div>
        </>
      ) : null}
    </li>
  );
};

/**
 * A statement: fetched with the session's token (an <img> cannot send it),
 * shown from an object URL, opened full size in a new tab. A PDF has no
 * thumbnail: a PDF icon with the file's name opens it in the browser's viewer.
 */
const Picture = ({ lang, picture, label }: { readonly lang: Lang; readonly picture: StatementPictureWire; readonly label: string }) => {
  const [urls, setUrls] = useState<{ full: string; thumb: string } | "failed" | null>(null);
  const isPdf = picture.mimeType === "application/pdf";
  useEffect(() => {
    let made: string[] = [];
    let live = true;
    const objectUrl = async (path: string) => {
      const response = await authorisedFetch(path);
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      made.push(url);
      return url;
    };
    void (async () => {
      try {
        const full = await objectUrl(picture.url);
        const thumb = picture.thumbnailUrl ? await objectUrl(picture.thumbnailUrl) : isPdf ? "" : full;
        if (live) setUrls({ full, thumb });
      } catch {
        if (live) setUrls("failed");
      }
    })();
    return () => {
      live = false;
      for (const url of made) URL.revokeObjectURL(url);
      made = [];
    };
  }, [picture.url, picture.thumbnailUrl, isPdf]);
  if (urls === "failed") return <p>{br(lang, "pictureUnavailable")}</p>;
  if (urls === null) return <p className="cust-loading">{br(lang, "loading")}</p>;
  if (isPdf)
    return (
      <a href={urls.full} target="_blank" rel="noreferrer" className="bank-review-pdf" aria-label={`${label} (${br(lang, "pdf")})`}>
        <span aria-hidden="true" className="bank-review-pdf-icon">
          PDF
        </span>
        <span className="bank-review-pdf-name">{picture.description}</span>
      </a>
    );
  return (
    <a href={urls.full} target="_blank" rel="noreferrer">
      <img src={urls.thumb} alt={label} />
    </a>
  );
};
