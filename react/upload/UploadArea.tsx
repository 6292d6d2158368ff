import { forwardRef, type ForwardedRef, type ReactNode } from "react";
import { Button, DropZone, FileTrigger } from "react-aria-components";
import { mergeDomProps, type DomProps } from "../dom/index.js";
import { useUploadArea, type UseUploadAreaOptions } from "./useUploadArea.js";

/** The state the root's `className` and `style` may be computed from. */
export interface UploadAreaRenderState {
  /** Files waiting, uploading or failed. */
  readonly pendingCount: number;
  /** True while a drag is over the drop zone. */
  readonly isDropTarget: boolean;
}

/** Props of `UploadArea`: its own, plus DOM props for the root. */
export type UploadAreaProps = UploadAreaOwnProps & DomProps<HTMLDivElement, UploadAreaRenderState, UploadAreaOwnProps>;

/** The area's own props: the hook's options (upload call, uploaded files, delete, open, preview, thumbnail naming) and the presentation. */
export interface UploadAreaOwnProps extends UseUploadAreaOptions {
  /** The generic file icon shown for a file that is not an image (unstyled slot; decorative). */
  readonly fileIcon?: ReactNode;
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
export const UploadArea = /* @__PURE__ */ forwardRef(function UploadArea(
  { fileIcon = "📄", dropZoneClassName, upload, uploadUrl, onUploaded, uploaded, onDelete, openFile, readPreview, thumbnailOf, ...dom }: UploadAreaProps,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const area = useUploadArea({ upload, uploadUrl, onUploaded, uploaded, onDelete, openFile, readPreview, thumbnailOf });
  const renderState = { pendingCount: area.pending.length, isDropTarget: area.isDropTarget };
  const icon = (
    <span aria-hidden="true" data-part="file-icon">
      {fileIcon}
    </span>
  );
  return (
    <div {...mergeDomProps(dom, renderState, { "data-lendkit": "upload-area" })} ref={ref}>
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
});
