import type { DecodeResult } from "@lendkit/core";
import type { Request } from "express";
import { HttpError } from "./envelope.js";
import { serverMessages } from "./messages.js";

/** A decoder made by core's `decoderFor`. */
export type Decoder<T> = (input: unknown, options?: { readonly unknownKeys?: "ignore" | "refuse" }) => DecodeResult<T>;

/**
 * Decodes the request body with one of core's Schemas, refusing unknown keys
 * (SECURITY 17–18). A bad body throws a 400 `HttpError` naming every bad
 * field (answered as `Errors: [{ path, code, message }]` in the caller's
 * language); nothing has been changed at that point.
 *
 * @example
 * const body = decodeBody(req, decoderFor(StaffLoginRequest));
 */
export const decodeBody = <T>(req: Request, decode: Decoder<T>): T => {
  const result = decode(req.body === undefined ? {} : req.body, { unknownKeys: "refuse" });
  if (!result.ok) throw new HttpError(400, serverMessages.invalidRequest, result.errors);
  return result.value;
};
