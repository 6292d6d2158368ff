import { describeDecodeErrors, flowFieldErrorsOf, type DecodeResult } from "@lendkit/core";
import type { Request } from "express";
import { FieldsRefusedError, HttpError } from "./envelope.js";
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

/**
 * {@link decodeBody} for a public form (the flow steps): a bad body is the
 * same 400, with each bad top-level field also named in
 * `Result.fieldErrors` (core's `FlowFieldError`: required, or not accepted),
 * so the form shows the refusal on its field.
 */
export const decodeFormBody = <T>(req: Request, decode: Decoder<T>): T => {
  const result = decode(req.body === undefined ? {} : req.body, { unknownKeys: "refuse" });
  if (result.ok) return result.value;
  const byField: Record<string, { key: string }> = {};
  for (const error of result.errors) {
    const field = error.path.split(".")[0] ?? "";
    if (!/^[A-Za-z0-9_]{1,50}$/.test(field) || byField[field]) continue;
    byField[field] = { key: /required/i.test(error.message) ? "renewal.validation.required" : "flows.error.fieldInvalid" };
  }
  throw new FieldsRefusedError(serverMessages.invalidRequest, flowFieldErrorsOf(byField));
};
