import * as uploadCatalog from "../i18n/catalog/upload.js";
import type { Lang } from "../i18n/lang.js";
import { translator } from "../i18n/scoped.js";
import type { UploadFileLike, UploadQueueItem, UploadRefusal } from "./queue.js";

/** The keys of the texts this module shows. */
type UploadTextKey = keyof typeof uploadCatalog.en;
/** `t` over this domain's catalogs only, so a page does not ship every catalog. */
const t = translator<UploadTextKey>(uploadCatalog);

/**
 * The message key of a refused queue event.
 *
 * @example
 * uploadReasonKey("busy") // "upload.reason.busy"
 */
export const uploadReasonKey = (reason: UploadRefusal): UploadTextKey => `upload.reason.${reason}`;

/**
 * The text of a refused queue event in `lang`.
 *
 * @example
 * uploadReasonText("en", "inFlight") // "A file cannot be removed while it is being sent."
 */
export const uploadReasonText = (lang: Lang, reason: UploadRefusal): string => t(lang, uploadReasonKey(reason));

/**
 * The error line of a failed item in `lang`: which file failed and why.
 * Empty for an item that has not failed. The server's own message, if any,
 * is on `item.failure.detail` for the caller to show as well.
 *
 * @example
 * const item = {
 *   id: "f1",
 *   file: { name: "licence.jpg" },
 *   preview: null,
 *   status: "failed",
 *   failure: { code: "server", detail: null },
 *   attempts: 1,
 * } as const;
 * uploadFailureText("fr", item) // "licence.jpg n'a pas pu être téléversé. Le serveur a refusé le fichier."
 */
export const uploadFailureText = <F extends UploadFileLike>(lang: Lang, item: UploadQueueItem<F>): string =>
  item.failure
    ? `${t(lang, "upload.failed", { name: item.file.name })} ${t(lang, `upload.error.${item.failure.code}`)}`
    : "";
