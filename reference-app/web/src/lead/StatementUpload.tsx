import { useEffect, useId, useRef, useState } from "react";
import type { EmptyRequest, UploadResult } from "@lendkit/core";
import { apiRoutes, failureOf, routePath } from "@lendkit/core/api";
import { UploadArea, UploadCallError, useLendkit, useManualBankState, useManualBankVerification, useMessages } from "@lendkit/react";
import { useLeadSession } from "./LeadSession.js";
import { failureText, leadFailure } from "./serverMessage.js";
import { leadText } from "./texts.js";

/**
 * The manual bank verification (C §3.7 manual mode, A §2 upload area): the
 * library's upload area — "Cliquez ou déposez ici" / "Click or drop here",
 * several pictures at once, one upload at a time — posting each picture to
 * the flow's file drop, a thumbnail of each picture sent (its local copy:
 * the stored file is not served to the applicant) with "Supprimer" naming
 * it, and the server's refusal of a file (415 not a picture, 413 too large)
 * shown on the file in the applicant's language. Continue follows core's
 * manual-mode machine: enabled once a picture is in, its text from core.
 */

const dropPath = (slug: string) => routePath(apiRoutes.files.dropUpload, { slug });
const filePath = (slug: string, fileId: number) => routePath(apiRoutes.files.dropRemove, { slug, fileId });

/** One picture to the file drop; a refusal carries the server's text (in the page's language, which every lead call states). */
const uploadTo = (leadFetch: typeof fetch, slug: string, keep: (path: string, file: File) => void) => async (file: File): Promise<UploadResult> => {
  const body = new FormData();
  body.append("file", file, file.name);
  let response: Response;
  try {
    response = await leadFetch(dropPath(slug), { method: "POST", body, headers: { Accept: "application/json" } });
  } catch {
    throw new UploadCallError("network");
  }
  const answer = (await response.json().catch(() => null)) as { Success?: boolean; Result?: UploadResult } | null;
  if (!response.ok || answer?.Success !== true || !answer.Result) {
    const failure = failureOf(answer, response.status);
    throw new UploadCallError("server", failureText(failure), failure);
  }
  keep(answer.Result.path, file);
  return answer.Result;
};

export interface StatementUploadProps {
  readonly slug: string;
  /** Called once the statements are submitted (the step is complete). */
  readonly onCompleted: () => void;
  /** Back to the bank tiles, when the applicant came from there. */
  readonly onBack?: () => void;
}

export const StatementUpload = ({ slug, onCompleted, onBack }: StatementUploadProps) => {
  const t = useMessages();
  const { lang } = useLendkit();
  const session = useLeadSession();
  const titleId = useId();
  const [uploaded, setUploaded] = useState<readonly UploadResult[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  // Local copies of the pictures sent, by their stored path: the thumbnails and what a click opens.
  const previews = useRef(new Map<string, string>());
  useEffect(
    () => () => {
      for (const url of previews.current.values()) URL.revokeObjectURL(url);
    },
    [],
  );
  const keep = (path: string, file: File) => previews.current.set(path, URL.createObjectURL(file));
  const manual = useManualBankState();
  const aria = useManualBankVerification({
    manual,
    onUpload: () => Promise.resolve(),
    onSubmit: () =>
      session
        .call<unknown>(routePath(apiRoutes.flows.manualBankVerification, { slug }), { method: "POST", body: {} satisfies typeof EmptyRequest.Encoded })
        .catch((error: unknown) => {
          setProblem(failureText(leadFailure(error)) ?? leadText(lang, "lead.error.generic"));
          throw error;
        }),
    onCompleted,
  });
  const remove = async (result: UploadResult) => {
    setProblem(null);
    try {
      await session.call<unknown>(filePath(slug, result.id), { method: "DELETE" });
    } catch (error) {
      setProblem(failureText(leadFailure(error)) ?? leadText(lang, "lead.error.generic"));
      return;
    }
    const url = previews.current.get(result.path);
    if (url) URL.revokeObjectURL(url);
    previews.current.delete(result.path);
    setUploaded((current) => current.filter((each) => each.id !== result.id));
    manual.dispatch({ type: "imageRemoved" });
  };
  const local = (path: string) => previews.current.get(path) ?? "";
  return (
    <section className="lead-bank lead-manual" aria-labelledby={titleId} data-images={aria.images}>
      <h1 id={titleId}>{t("bank.manual.title")}</h1>
      <p>{t("bank.manual.explanation")}</p>
      <UploadArea
        className="lead-upload"
        dropZoneClassName="lead-dropzone"
        upload={uploadTo(session.fetch, slug, keep)}
        uploaded={uploaded}
        onUploaded={(result) => {
          setProblem(null);
          setUploaded((current) => [...current, result]);
          manual.dispatch({ type: "imageUploaded" });
        }}
        onDelete={(result) => void remove(result)}
        thumbnailOf={local}
        openFile={(path) => {
          const url = local(path);
          if (url) window.open(url, "_blank", "noopener");
        }}
      />
      <div role="alert" className="lead-alert-slot">
        {problem ? <p className="lead-alert">{problem}</p> : null}
      </div>
      <button type="button" className="lead-button lead-button-wide" disabled={aria.continueProps.isDisabled} onClick={aria.continueProps.onPress}>
        {t(aria.continueKey)}
      </button>
      {onBack ? (
        <button type="button" className="lead-link" onClick={onBack}>
          {leadText(lang, "bank.backToBanks")}
        </button>
      ) : null}
    </section>
  );
};
