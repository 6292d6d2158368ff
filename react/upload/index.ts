export { UploadArea } from "./UploadArea.js";
export type { UploadAreaProps } from "./UploadArea.js";
export { useUploadArea, readAsDataUrl, openInNewWindow } from "./useUploadArea.js";
export type {
  UseUploadAreaOptions,
  UploadAreaAria,
  UploadPendingView,
  UploadedView,
  DropItemLike,
  ReadPreview,
  OpenFile,
} from "./useUploadArea.js";
export { useUploadQueueState } from "./useUploadQueueState.js";
export type { UploadQueueState } from "./useUploadQueueState.js";
export { postUpload, readUploadAnswer, uploadFailureOf, UploadCallError } from "./defaultUpload.js";
export type { UploadFunction } from "./defaultUpload.js";
