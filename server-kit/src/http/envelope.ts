import { errorEnvelope, okEnvelope, type Bilingual, type DecodeError, type FlowFieldError, type Lang } from "@lendkit/core";
import type { Response } from "express";
import { bilingualText, failureCodeFor, fieldErrorsIn, serverMessages } from "./messages.js";
import { callerLang } from "../infra/language.js";

export { errorEnvelope, okEnvelope } from "@lendkit/core";

/** Sends `{ Success: true, Result, ErrorMessage: null }`. */
export const sendOk = <T>(res: Response, result: T, status = 200): void => {
  res.status(status).json(okEnvelope(result));
};

/**
 * {@link sendOk} for a Result already serialized (`JSON.stringify` of what
 * `sendOk` would send): the same body, byte for byte, without serializing a
 * remembered answer again on every request.
 */
export const sendOkJson = (res: Response, resultJson: string): void => {
  res.status(200).type("application/json; charset=utf-8").send(`{"Success":true,"Result":${resultJson},"ErrorMessage":null}`);
};

/**
 * The error body for a caller (issue 15 §4): `{ Success: false, Result:
 * null, ErrorMessage, Code }` with the message in the caller's language
 * only, `Code` what kind of failure it is (core's closed `ApiFailureCode`
 * set, from the message's catalog key or else the status: clients decide on
 * it, never on the words), and, when the detail names fields, `Errors: [{
 * path, code, message }]` in that language too (the apps mark each field).
 * A caller that states no language gets the old bilingual text with the
 * detail after it, and the same Code.
 *
 * @example
 * errorBody("en", 400, serverMessages.invalidRequest, [{ path: "lessee.email", message: "x", code: "email" }])
 * // { Success: false, Result: null, ErrorMessage: "Invalid request", Code: "invalidRequest", Errors: [{ path: "lessee.email", code: "email", message: "Enter a valid email address (name@example.com)" }] }
 */
export const errorBody = (lang: Lang | null, status: number, message: Bilingual, detail?: string | readonly DecodeError[]) => {
  const Code = failureCodeFor(status, message);
  if (lang === null) return { ...errorEnvelope(bilingualText(message, detail)), Code };
  const errors = fieldErrorsIn(lang, detail);
  return errors.length > 0 ? { ...errorEnvelope(message[lang]), Code, Errors: errors } : { ...errorEnvelope(message[lang]), Code };
};

/** Sends {@link errorBody} for the request `res` answers, in its caller's language. */
export const sendError = (res: Response, status: number, message: Bilingual, detail?: string | readonly DecodeError[]): void => {
  res.status(status).json(errorBody(callerLang(res.req), status, message, detail));
};

/**
 * An error a route throws to answer with a status and a bilingual envelope;
 * the last-resort handler turns it into the response.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly bilingual: Bilingual,
    /** What failed: the fields (decode errors), or a text naming them. */
    readonly detail?: string | readonly DecodeError[],
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(bilingual.en);
    this.name = "HttpError";
  }
}

/** 404 with the common message (another tenant's or another customer's id looks like no id). */
export const notFound = (): HttpError => new HttpError(404, serverMessages.notFound);

/**
 * A 400 refusing named fields (C §5, §8): the message in the caller's
 * language, as every refusal, plus `Result: { fieldErrors }`
 * with each field's catalog key (core's `FlowFieldError`), so the applicant
 * reads each problem on its field in their language.
 */
export class FieldsRefusedError extends HttpError {
  constructor(
    bilingual: Bilingual,
    readonly fieldErrors: readonly FlowFieldError[],
  ) {
    super(400, bilingual, fieldErrors.map((error) => error.field).join(", "));
    this.name = "FieldsRefusedError";
  }
}

/** Sends a `FieldsRefusedError`: {@link errorBody} in the caller's language, with `Result: { fieldErrors }`. */
export const sendFieldsRefused = (res: Response, error: FieldsRefusedError): void => {
  res.status(error.status).json({ ...errorBody(callerLang(res.req), error.status, error.bilingual, error.detail), Result: { fieldErrors: error.fieldErrors } });
};
