import type { UploadResult } from "@lendkit/core";
import type { Request, Response } from "express";
import { requestIdOf } from "../http/requestId.js";
import type { ReceivedFile } from "./multipart.js";
import { prepareFile, type AcceptedTypes } from "./prepare.js";
import type { ReadyFile, RequestFacts } from "./store.js";

/** The request id and client IP every audit row of these routes carries. */
export const requestFacts = (req: Request, res: Response): RequestFacts => ({ requestId: requestIdOf(res), ip: req.ip ?? null });

/** A path id: a positive 32-bit integer, or null (answered as not found). */
export const idParam = (value: unknown): number | null => {
  if (typeof value !== "string" || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
};

/** Checks and re-encodes every received file before anything is stored. */
export const prepareAll = async (files: readonly ReceivedFile[], accepted: AcceptedTypes): Promise<ReadyFile[]> => {
  const ready: ReadyFile[] = [];
  for (const file of files) ready.push({ prepared: await prepareFile(file.bytes, accepted), clientName: file.clientName });
  return ready;
};

/** One file answers its `{ id, description, path }`; several (a deployment allowing more per request) an array. */
export const uploadAnswer = (results: readonly UploadResult[]): UploadResult | readonly UploadResult[] =>
  results.length === 1 ? results[0]! : results;

