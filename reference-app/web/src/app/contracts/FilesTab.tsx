import { uploadFileName, type Lang, type SelectOption, type UploadResult } from "@lendkit/core";
import { apiRoutes, routePath } from "@lendkit/core/api";
import { postUpload, SelectField, UploadArea, useLendkit } from "@lendkit/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { authorisedFetch, serverMessage } from "../../shared/api.js";
import { deleteFile, listFiles, type FileWire } from "./api.js";
import { instantText } from "./display.js";
import { ct, type ContractTextKey } from "./texts.js";

/**
 * The files of a contract (A §2 upload area, files API): a file category,
 * then @lendkit/react's UploadArea posting each file to
 * POST /api/contracts/:id/files with that category; the uploaded files show
 * their thumbnails and open in a new window.
 *
 * The file routes need the bearer header, so no session token ever goes in
 * a URL (SECURITY): pictures are fetched with the header and shown from
 * object URLs. The area draws a thumbnail at core's `thumbnailPath(path)`
 * (`thumb_` before the last segment), so an image's path is its thumbnail's
 * object URL with the stored name as a fragment (`blob:…#/name.jpg`): the
 * thumbnail path is then `blob:…#/thumb_name.jpg`, and a blob URL ignores
 * its fragment, so the thumbnail loads.
 */

/** A document icon (an emoji depends on the fonts installed; this does not). */
const documentIcon = (
  <svg width="40" height="48" viewBox="0 0 40 48" aria-hidden="true" focusable="false">
    <path d="M4 2h22l10 10v32a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2z" fill="#fff" stroke="#5b6b85" strokeWidth="2" />
    <path d="M26 2v10h10" fill="none" stroke="#5b6b85" strokeWidth="2" />
    <path d="M9 22h22M9 29h22M9 36h14" stroke="#9fb3cf" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
);

/** The file categories offered (the files API takes 1–50 letters, digits, spaces, - or _). */
export const fileCategories = ["general", "licence", "income", "voidCheque", "residence", "vehicle", "signedContract"] as const;

const categoryLabel = (lang: Lang, category: string): string =>
  (fileCategories as readonly string[]).includes(category) ? ct(lang, `fileCategory.${category}` as ContractTextKey) : category;

/** The bytes of a file route as an object URL (the caller revokes it). */
const objectUrlOf = async (url: string): Promise<string> => {
  const response = await authorisedFetch(url);
  if (!response.ok) throw new Error(`${response.status}`);
  return URL.createObjectURL(await response.blob());
};

interface Shown {
  readonly file: FileWire;
  /** The thumbnail's object URL (pictures only). */
  readonly thumbnail: string | null;
}

const areaEntry = (lang: Lang, shown: Shown): UploadResult => ({
  id: shown.file.id,
  description: `${categoryLabel(lang, shown.file.category)} · ${shown.file.description}`,
  path: shown.thumbnail ? `${shown.thumbnail}#/${uploadFileName(shown.file.path.replaceAll("\\", "/"))}` : shown.file.path,
});

const useContractFiles = (lang: Lang, contractId: number) => {
  const [shown, setShown] = useState<readonly Shown[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const urls = useRef<string[]>([]);
  const load = useCallback(async () => {
    try {
      const files = await listFiles(contractId);
      const next = await Promise.all(
        files.map(async (file) => ({ file, thumbnail: file.thumbnailUrl ? await objectUrlOf(file.thumbnailUrl).catch(() => null) : null })),
      );
      urls.current.forEach((url) => URL.revokeObjectURL(url));
      urls.current = next.flatMap((entry) => (entry.thumbnail ? [entry.thumbnail] : []));
      setShown(next);
    } catch (caught) {
      setError(serverMessage(caught, ct(lang, "files.loadError")));
    }
  }, [contractId, lang]);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => () => urls.current.forEach((url) => URL.revokeObjectURL(url)), []);
  return { shown, error, setError, load };
};

export const FilesTab = ({
  lang,
  contractId,
  canUpload,
  categoryOptions,
}: {
  readonly lang: Lang;
  readonly contractId: number;
  readonly canUpload: boolean;
  /** The contract's own file categories (B §3.1 fileCategoryOptions), when the server sends some. */
  readonly categoryOptions: readonly SelectOption[];
}) => {
  const { fetcher } = useLendkit();
  const { shown, error, setError, load } = useContractFiles(lang, contractId);
  const options: SelectOption[] = useMemo(
    () => (categoryOptions.length > 0 ? [...categoryOptions] : fileCategories.map((value) => ({ value, label: categoryLabel(lang, value) }))),
    [categoryOptions, lang],
  );
  const [category, setCategory] = useState<string>(String(options[0]?.value ?? "general"));
  const upload = useMemo(
    () => postUpload(fetcher, `${routePath(apiRoutes.files.upload, { contractId })}?category=${encodeURIComponent(category)}`),
    [fetcher, contractId, category],
  );

  const open = useCallback(
    (path: string) => {
      const found = shown?.find((entry) => areaEntry(lang, entry).path === path);
      if (!found) return;
      // Opened at once (a window opened after an await is blocked as a pop-up), then pointed at the file.
      const target = window.open("", "_blank");
      objectUrlOf(found.file.url).then(
        (url) => {
          if (target) target.location.href = url;
          else window.location.assign(url);
        },
        () => {
          target?.close();
          setError(ct(lang, "files.openError"));
        },
      );
    },
    [shown, lang, setError],
  );

  const remove = useCallback(
    (result: UploadResult) => {
      deleteFile(result.id).then(
        () => load(),
        (caught: unknown) => setError(serverMessage(caught, ct(lang, "files.deleteError"))),
      );
    },
    [lang, load, setError],
  );

  const uploaded = (shown ?? []).map((entry) => areaEntry(lang, entry));
  return (
    <div className="files-tab">
      {canUpload ? (
        <div className="files-controls">
          <SelectField
            label={ct(lang, "files.category")}
            options={options}
            value={category}
            onChange={(value) => setCategory(String(value ?? options[0]?.value ?? "general"))}
            className="field select-field"
            buttonClassName="select-button"
            popoverClassName="ct-popover"
            itemClassName="ct-option"
          />
          <p className="hint">{ct(lang, "files.lead")}</p>
        </div>
      ) : (
        <p className="hint">{ct(lang, "files.readOnly")}</p>
      )}
      {error ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
      {canUpload ? (
        <UploadArea
          upload={upload}
          uploaded={uploaded}
          onUploaded={() => void load()}
          onDelete={remove}
          openFile={open}
          fileIcon={documentIcon}
          className="upload-area"
          dropZoneClassName="drop-zone"
        />
      ) : (
        <ul className="file-list">
          {(shown ?? []).map((entry) => (
            <li key={entry.file.id}>
              <button type="button" className="link-button" onClick={() => open(areaEntry(lang, entry).path)}>
                {categoryLabel(lang, entry.file.category)} · {entry.file.description}
              </button>
              <span className="hint">{instantText(lang, entry.file.createdAt)}</span>
            </li>
          ))}
        </ul>
      )}
      {shown !== null && shown.length === 0 ? <p className="hint">{ct(lang, "files.empty")}</p> : null}
      {shown === null && !error ? <p className="hint">{ct(lang, "editor.loading")}</p> : null}
    </div>
  );
};
