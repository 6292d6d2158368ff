import type { ReactNode } from "react";
import { Button, DropZone, FileTrigger } from "react-aria-components";
import type { UploadResult } from "@lendkit/core";
import { useUploadArea, type OpenFile, type ReadPreview } from "./useUploadArea.js";
import type { UploadFunction } from "./defaultUpload.js";

/** Props of `UploadArea`. */
export interface UploadAreaProps {
  /** The upload call; by default a multipart POST of the field `file` to `uploadUrl` through the provider's fetcher. */
  readonly upload?: UploadFunction;
  /** Where the default upload call posts. */
  readonly uploadUrl?: string;
  /** Receives each uploaded file (id, description, path). */
  readonly onUploaded: (result: UploadResult) => void;
  /** The files already uploaded, shown as thumbnails. */
  readonly uploaded?: readonly UploadResult[];
  /** Deletes an uploaded file; without it no "Supprimer"/"Delete" control is shown. */
  readonly onDelete?: (result: UploadResult) => void;
  /** Opens a file path; `window.open(path, "_blank", "noopener")` by default. */
  readonly openFile?: OpenFile;
  /** Reads an image preview; FileReader's data URL by default. */
  readonly readPreview?: ReadPreview;
  /** The generic file icon shown for a file that is not an image (unstyled slot; decorative). */
  readonly fileIcon?: ReactNode;
  /** Class of the whole area. */
  readonly className?: string;
  /** Class of the drop zone (style its dashed border and `[data-drop-target]`). */
  readonly dropZoneClassName?: string;
}

/**
 * The image and file upload area (A §2): a drop zone "Cliquez ou déposez ici"
 * / "Click or drop here" that takes several files at once (drop or click),
 * highlighted while a drag is over it (`data-drop-target`); pending files with
 * their previews, uploaded one at a time in order, a failure kept with its
 * error, Retry and Remove; uploaded thumbnails that open the file in a new
 * window, each with "Supprimer"/"Delete" when `onDelete` is given. Unstyled:
 * parts carry `data-part`, states `data-status`.
 *
 * @example
 * const [files, setFiles] = useState<UploadResult[]>([]);
 * <UploadArea uploadUrl="/api/upload" uploaded={files} onUploaded={(r) => setFiles((f) => [...f, r])}
 *   onDelete={(r) => setFiles((f) => f.filter((x) => x.id !== r.id))} fileIcon={<FileIcon />} />
 */
export const UploadArea = ({ fileIcon = "📄", className, dropZoneClassName, ...options }: UploadAreaProps) => {
  const area = useUploadArea(options);
  const icon = (
    <span aria-hidden="true" data-part="file-icon">
      {fileIcon}
    </span>
  );
  return (
    <div className={className} data-lendkit="upload-area">
      <DropZone {...area.dropZoneProps} className={dropZoneClassName} data-part="drop-zone">
        <FileTrigger {...area.fileTriggerProps}>
          <Button data-part="choose">{area.dropZoneText}</Button>
        </FileTrigger>
      </DropZone>
      <div role="status" data-part="refusal">
        {area.refusalText}
      </div>
      {area.pending.length > 0 && (
        <ul data-part="pending">
          {area.pending.map((view) => (
            <li key={view.item.id} data-part="pending-item" data-status={view.item.status}>
              {view.isImage && view.preview ? <img src={view.preview} alt={view.name} data-part="preview" /> : icon}
              <span data-part="name">{view.name}</span>
              {view.errorText ? (
                <span role="alert" data-part="error">
                  {view.errorText}
                </span>
              ) : (
                <span data-part="status">{view.statusText}</span>
              )}
              {view.retryButtonProps && <Button {...view.retryButtonProps} data-part="retry" />}
              {view.removeButtonProps && <Button {...view.removeButtonProps} data-part="remove" />}
            </li>
          ))}
        </ul>
      )}
      {area.uploadedItems.length > 0 && (
        <ul data-part="uploaded">
          {area.uploadedItems.map((view) => (
            <li key={view.result.id} data-part="uploaded-item">
              <Button {...view.openButtonProps} data-part="thumbnail">
                {view.isImage ? <img src={view.thumbnail} alt="" data-part="thumbnail-image" /> : icon}
                <span data-part="name">{view.result.description}</span>
              </Button>
              {view.deleteButtonProps && <Button {...view.deleteButtonProps} data-part="delete" />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
