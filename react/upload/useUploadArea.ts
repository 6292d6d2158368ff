import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { uploadMessages } from "@lendkit/core";
import {
  isImageFile,
  isUploadDropZoneHighlighted,
  nextUploadToStart,
  uploadDragDepth,
  uploadFailureText,
  uploadReasonText,
  type UploadDragEvent,
  type UploadQueueItem,
  type UploadResult,
} from "@lendkit/core";
import { useLendkit } from "../provider/index.js";
import { useMessages } from "../provider/messages.js";
import { postUpload, uploadFailureOf, type UploadFunction } from "./defaultUpload.js";
import { useUploadQueueState, type UploadQueueState } from "./useUploadQueueState.js";

/** Reads an image as a data URL for its preview. */
export type ReadPreview = (file: File) => Promise<string>;

/**
 * The default preview reader: `FileReader.readAsDataURL`.
 *
 * @example
 * const url = await readAsDataUrl(file); // "data:image/png;base64,…"
 */
export const readAsDataUrl: ReadPreview = (file) =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === "string" ? reader.result : "");
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** Opens an uploaded file's path in a new window. */
export type OpenFile = (path: string) => void;

/**
 * The default opener: `window.open(path, "_blank", "noopener")`.
 *
 * @example
 * openInNewWindow("\\uploads\\licence.jpg");
 */
export const openInNewWindow: OpenFile = (path) => {
  window.open(path, "_blank", "noopener");
};

/** Options of `useUploadArea`. */
export interface UseUploadAreaOptions {
  /** The upload call; by default a multipart POST of the field `file` to `uploadUrl` through the provider's fetcher. */
  readonly upload?: UploadFunction;
  /** Where the default upload call posts. */
  readonly uploadUrl?: string;
  /** Receives each uploaded file (the item then leaves the queue). */
  readonly onUploaded: (result: UploadResult) => void;
  /** The files already uploaded, shown as thumbnails. */
  readonly uploaded?: readonly UploadResult[];
  /** Deletes an uploaded file; without it no delete control is shown. */
  readonly onDelete?: (result: UploadResult) => void;
  /** Opens a file path; `window.open(path, "_blank", "noopener")` by default. */
  readonly openFile?: OpenFile;
  /** Reads an image preview; FileReader's data URL by default. */
  readonly readPreview?: ReadPreview;
  /** The thumbnail path of an uploaded file's path; the provider's `thumbnailOf` (core's `thumbnailPath`, `thumb_` before the file name, by default) when absent. */
  readonly thumbnailOf?: (path: string) => string;
}

/** One pending file, ready to show. */
export interface UploadPendingView {
  readonly item: UploadQueueItem<File>;
  readonly name: string;
  readonly isImage: boolean;
  /** The data URL preview of an image, or null (not read yet, or not an image). */
  readonly preview: string | null;
  /** "Waiting: a.jpg", "Uploading a.jpg…" or the failure text. */
  readonly statusText: string;
  /** The failure text in the user's language, or null. */
  readonly errorText: string | null;
  /** For the Retry button of a failed item, else null. */
  readonly retryButtonProps: { readonly onPress: () => void; readonly children: string; readonly "aria-label": string } | null;
  /** For the Remove button of a failed item, else null. */
  readonly removeButtonProps: { readonly onPress: () => void; readonly children: string; readonly "aria-label": string } | null;
}

/** One uploaded file, ready to show. */
export interface UploadedView {
  readonly result: UploadResult;
  readonly isImage: boolean;
  /** The thumbnail path (core's `thumbnailPath`). */
  readonly thumbnail: string;
  /** For the thumbnail button: opens the path in a new window. */
  readonly openButtonProps: { readonly onPress: () => void; readonly "aria-label": string };
  /** For the "Supprimer"/"Delete" button, or null without `onDelete`. */
  readonly deleteButtonProps: { readonly onPress: () => void; readonly children: string; readonly "aria-label": string } | null;
}

/** What `useUploadArea` returns. */
export interface UploadAreaAria {
  readonly state: UploadQueueState<File>;
  /** True while a drag is over the zone (core's drag counter). */
  readonly isDropTarget: boolean;
  /** For react-aria `DropZone`. */
  readonly dropZoneProps: {
    readonly "aria-label": string;
    readonly onDropEnter: () => void;
    readonly onDropExit: () => void;
    readonly onDrop: (event: { items: readonly DropItemLike[] }) => void;
  };
  /** For react-aria `FileTrigger`: several files at once. */
  readonly fileTriggerProps: { readonly allowsMultiple: true; readonly onSelect: (files: FileList | null) => void };
  /** "Cliquez ou déposez ici" / "Click or drop here". */
  readonly dropZoneText: string;
  /** Queues files (previews are read for images). */
  readonly addFiles: (files: readonly File[]) => void;
  readonly pending: readonly UploadPendingView[];
  readonly uploadedItems: readonly UploadedView[];
  /** The last refusal text (core's), or null. */
  readonly refusalText: string | null;
}

/** What the DropZone hands over: file items have `getFile`. */
export interface DropItemLike {
  readonly kind: string;
  readonly getFile?: () => Promise<File>;
}

/**
 * The upload area's behaviour (A §2, §4, §7): files dropped or chosen are
 * queued in core's queue with their previews (images read as data URLs),
 * then uploaded one at a time in order; a success goes to `onUploaded` and
 * leaves the queue, a failure stays with its bilingual error, Retry and
 * Remove. Uploaded files show core's `thumbnailPath` and open in a new window.
 *
 * @example
 * const area = useUploadArea({ uploadUrl: "/api/upload", onUploaded: (r) => setFiles((f) => [...f, r]), uploaded: files });
 * <DropZone {...area.dropZoneProps}><FileTrigger {...area.fileTriggerProps}><Button>{area.dropZoneText}</Button></FileTrigger></DropZone>
 */
export const useUploadArea = (options: UseUploadAreaOptions): UploadAreaAria => {
  const {
    upload,
    uploadUrl = "",
    onUploaded,
    uploaded = [],
    onDelete,
    openFile = openInNewWindow,
    readPreview = readAsDataUrl,
  } = options;
  const lendkit = useLendkit();
  const { lang, fetcher } = lendkit;
  const thumbnailOf = options.thumbnailOf ?? lendkit.thumbnailOf;
  const t = useMessages(uploadMessages);
  const state = useUploadQueueState<File>();
  const { queue, dispatch, nextId, refusal } = state;
  const [dragDepth, setDragDepth] = useState(0);
  const drag = useCallback((event: UploadDragEvent) => setDragDepth((depth) => uploadDragDepth(depth, event)), []);

  const call = useMemo(() => upload ?? postUpload(fetcher, uploadUrl), [upload, fetcher, uploadUrl]);
  const latest = useRef({ call, onUploaded });
  latest.current = { call, onUploaded };
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const addFiles = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0) return;
      const entries = files.map((file) => ({ id: nextId(), file }));
      if (!dispatch({ type: "add", files: entries }).ok) return;
      for (const entry of entries) {
        if (!isImageFile(entry.file.name)) continue;
        readPreview(entry.file).then(
          (preview) => mounted.current && dispatch({ type: "preview", id: entry.id, preview }),
          () => undefined,
        );
      }
    },
    [dispatch, nextId, readPreview],
  );

  // One at a time, in order: start the next queued file when nothing is in flight.
  useEffect(() => {
    const next = nextUploadToStart(state.current());
    if (!next) return;
    if (!dispatch({ type: "start", id: next.id }).ok) return;
    const { call: send } = latest.current;
    send(next.file).then(
      (result) => {
        if (!mounted.current) return;
        const step = dispatch({ type: "succeed", id: next.id, result });
        if (step.ok && step.uploaded) latest.current.onUploaded(step.uploaded);
      },
      (error: unknown) => {
        if (!mounted.current) return;
        dispatch({ type: "fail", id: next.id, ...uploadFailureOf(error) });
      },
    );
  }, [queue, dispatch, state.current]);

  const pending = queue.items.map((item): UploadPendingView => {
    const failed = item.status === "failed";
    const errorText = failed ? [uploadFailureText(lang, item), item.failure?.detail].filter(Boolean).join(" ") : null;
    return {
      item,
      name: item.file.name,
      isImage: isImageFile(item.file.name),
      preview: item.preview,
      statusText:
        errorText ?? t(item.status === "uploading" ? "upload.uploading" : "upload.queued", { name: item.file.name }),
      errorText,
      retryButtonProps: failed
        ? { onPress: () => dispatch({ type: "retry", id: item.id }), children: t("upload.retry"), "aria-label": t("upload.retryFile", { name: item.file.name }) }
        : null,
      removeButtonProps: failed
        ? { onPress: () => dispatch({ type: "remove", id: item.id }), children: t("upload.remove"), "aria-label": t("upload.removeFile", { name: item.file.name }) }
        : null,
    };
  });

  const uploadedItems = uploaded.map(
    (result): UploadedView => ({
      result,
      isImage: isImageFile(result.path) || isImageFile(result.description),
      thumbnail: thumbnailOf(result.path),
      openButtonProps: { onPress: () => openFile(result.path), "aria-label": t("upload.open", { name: result.description }) },
      deleteButtonProps: onDelete
        ? { onPress: () => onDelete(result), children: t("upload.delete"), "aria-label": t("upload.deleteFile", { name: result.description }) }
        : null,
    }),
  );

  const onDrop = useCallback(
    (event: { items: readonly DropItemLike[] }) => {
      drag("drop");
      const files = event.items.filter((item) => item.kind === "file" && item.getFile).map((item) => item.getFile!());
      void Promise.all(files).then((list) => mounted.current && addFiles(list));
    },
    [addFiles, drag],
  );

  return {
    state,
    isDropTarget: isUploadDropZoneHighlighted(dragDepth),
    dropZoneProps: {
      "aria-label": t("upload.dropZone"),
      onDropEnter: () => drag("enter"),
      onDropExit: () => drag("leave"),
      onDrop,
    },
    fileTriggerProps: { allowsMultiple: true, onSelect: (files) => addFiles(files ? Array.from(files) : []) },
    dropZoneText: t("upload.dropZone"),
    addFiles,
    pending,
    uploadedItems,
    refusalText: refusal === null ? null : uploadReasonText(lang, refusal),
  };
};
