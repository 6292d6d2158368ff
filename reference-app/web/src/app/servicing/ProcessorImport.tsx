import { canImportProcessorFiles, type Lang, type RoleId } from "@lendkit/core";
import { useId, useState } from "react";
import { Failure } from "./Failure.js";
import type { UploadProgress } from "../../shared/api.js";
import { importProcessorFile, type WireImportAnswer } from "./servicingApi.js";
import { sx } from "./texts.js";

export interface ProcessorImportProps {
  readonly lang: Lang;
  /** The signed-in user's role (a role id as the session stores it). */
  readonly role: RoleId | number | null;
}

/** The figures of an answer, the lines with a problem counted once however many fields they got wrong. */
const figures = (answer: WireImportAnswer) => ({
  rows: answer.rows,
  applied: answer.applied,
  duplicates: answer.duplicates,
  errors: new Set(answer.errors.map((error) => error.row)).size,
});

/** The lines the server refused, by row, in the user's language. */
const ErrorTable = ({ lang, answer }: { lang: Lang; answer: WireImportAnswer }) =>
  answer.errors.length === 0 ? null : (
    <table className="srv-table" data-part="import-errors">
      <caption>{sx(lang, "import.errors")}</caption>
      <thead>
        <tr>
          <th scope="col">{sx(lang, "import.col.row")}</th>
          <th scope="col">{sx(lang, "import.col.problem")}</th>
        </tr>
      </thead>
      <tbody>
        {answer.errors.map((error) => (
          <tr key={`${error.row} ${error.code}`}>
            <th scope="row">{error.row}</th>
            <td>{error.message}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );

/** The bytes sent of the file, then, once all are sent, that the server is reading its lines. */
const SendingProgress = ({ lang, progress }: { lang: Lang; progress: UploadProgress | null }) => {
  if (progress === null || progress.total === 0) return <p>{sx(lang, "import.working")}</p>;
  if (progress.sent >= progress.total) return <p>{sx(lang, "import.reading")}</p>;
  const percent = Math.floor((progress.sent / progress.total) * 100);
  const label = sx(lang, "import.sending", { percent });
  return (
    <p>
      <progress max={progress.total} value={progress.sent} aria-label={label} /> {label}
    </p>
  );
};

/**
 * A payment processor's file (issue 22 §2), for those core's
 * `canImportProcessorFiles` lets import (Admin): the file is checked first
 * (a dry run: every line's outcome, nothing recorded), then applied; the
 * server decides everything, the screen shows its counts and its words.
 */
export const ProcessorImport = ({ lang, role }: ProcessorImportProps) => (canImportProcessorFiles(role) ? <ImportForm lang={lang} /> : null);

const ImportForm = ({ lang }: { lang: Lang }) => {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<WireImportAnswer | null>(null);
  const [done, setDone] = useState<WireImportAnswer | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const inputId = useId();
  const titleId = useId();

  const send = async (dryRun: boolean) => {
    if (file === null) return;
    setBusy(true);
    setProgress(null);
    setFailure(null);
    try {
      const answer = await importProcessorFile(file, dryRun, setProgress);
      if (dryRun) setPreview(answer);
      else setDone(answer);
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setDone(null);
    setFailure(null);
  };

  return (
    <section className="srv-import" aria-labelledby={titleId}>
      <h2 id={titleId}>{sx(lang, "import.title")}</h2>
      <p>{sx(lang, "import.lead")}</p>
      <div className="field">
        <label htmlFor={inputId}>{sx(lang, "import.file")}</label>
        <input id={inputId} type="file" accept=".csv,text/csv" onChange={(event) => choose(event.target.files?.[0] ?? null)} />
      </div>
      <button type="button" className="secondary" disabled={file === null || busy} onClick={() => void send(true)}>
        {sx(lang, "import.check")}
      </button>
      <div role="status" className="srv-import-progress">
        {busy ? <SendingProgress lang={lang} progress={progress} /> : null}
      </div>
      <Failure lang={lang} error={failure} />
      {preview && !done ? (
        <div className="srv-result" data-result="import-preview">
          <p>{sx(lang, "import.preview", figures(preview))}</p>
          <ErrorTable lang={lang} answer={preview} />
          {preview.applied > 0 ? (
            <button type="button" className="primary" disabled={busy} onClick={() => void send(false)}>
              {sx(lang, "import.apply")}
            </button>
          ) : (
            <p>{sx(lang, "import.nothingToApply")}</p>
          )}
        </div>
      ) : null}
      {done ? (
        <div className="srv-result" data-result="import-done">
          <p>{sx(lang, "import.done", figures(done))}</p>
          <ErrorTable lang={lang} answer={done} />
        </div>
      ) : null}
    </section>
  );
};
