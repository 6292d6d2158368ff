import type { UploadResult } from "@lendkit/core";
import type { ReceivedFile } from "./multipart.js";
import { prepareFile, type AcceptedTypes } from "./prepare.js";
import type { ReadyFile } from "./store.js";

/** Checks and re-encodes every received file before anything is stored. */
export const prepareAll = async (files: readonly ReceivedFile[], accepted: AcceptedTypes): Promise<ReadyFile[]> => {
  const ready: ReadyFile[] = [];
  for (const file of files) ready.push({ prepared: await prepareFile(file.bytes, accepted), clientName: file.clientName });
  return ready;
};

/** One file answers its `{ id, description, path }`; several (a deployment allowing more per request) an array. */
export const uploadAnswer = (results: readonly UploadResult[]): UploadResult | readonly UploadResult[] =>
  results.length === 1 ? results[0]! : results;

