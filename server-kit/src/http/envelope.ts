import { errorEnvelope, okEnvelope, type Bilingual, type FlowFieldError } from "@lendkit/core";
import type { Response } from "express";
import { bilingualText } from "./messages.js";

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

/** Sends `{ Success: false, Result: null, ErrorMessage }` with a bilingual message. */
export const sendError = (res: Response, status: number, message: Bilingual, detail?: string): void => {
  res.status(status).json(errorEnvelope(bilingualText(message, detail)));
};

/**
 * An error a route throws to answer with a status and a bilingual envelope;
 * the last-resort handler turns it into the response.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly bilingual: Bilingual,
    readonly detail?: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(bilingual.en);
    this.name = "HttpError";
  }
}

/**
 * A 400 refusing named fields (C §5, §8): the bilingual message and the
 * fields in ErrorMessage, as every refusal, plus `Result: { fieldErrors }`
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

/** Sends a `FieldsRefusedError`: `{ Success: false, Result: { fieldErrors }, ErrorMessage }`. */
export const sendFieldsRefused = (res: Response, error: FieldsRefusedError): void => {
  res.status(error.status).json({ ...errorEnvelope(bilingualText(error.bilingual, error.detail)), Result: { fieldErrors: error.fieldErrors } });
};
