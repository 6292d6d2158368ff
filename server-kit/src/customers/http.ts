import { isLang, type Bilingual, type Lang } from "@lendkit/core";
import type { Request, Response } from "express";
import { HttpError } from "../http/envelope.js";
import { failureCodeFor, serverMessages } from "../http/messages.js";
import { callerLang } from "../infra/language.js";

/** The `lang` query parameter (fr or en); missing gives `fallback`, anything else is a bad request. */
export const queryLang = (req: Request, fallback: Lang): Lang => {
  const value = req.query.lang;
  if (value === undefined || value === "") return fallback;
  if (!isLang(value)) throw new HttpError(400, serverMessages.invalidRequest, "lang: expected fr or en");
  return value;
};

/** An optional true/false query flag (`true`, `false`, `1`, `0`). */
export const queryFlag = (req: Request, name: string): boolean => {
  const value = req.query[name];
  if (value === undefined || value === "" || value === "false" || value === "0") return false;
  if (value === "true" || value === "1") return true;
  throw new HttpError(400, serverMessages.invalidRequest, `${name}: expected true or false`);
};

/** The language of a customer's `language` column (B §9: 0 French, 1 English). */
export const langOfCustomer = (language: number): Lang => (language === 1 ? "en" : "fr");

/**
 * A business refusal in the spec's deferral answer shape (A §7, §8):
 * `Success: false`, `Result` the text in the request's language (what the
 * client shows), `ErrorMessage` the same text in the caller's language
 * (the request's own `lang` when the caller states none: never both), and
 * the `Code` every error body carries.
 */
export const sendRefusal = (res: Response, status: number, lang: Lang, message: Bilingual): void => {
  res.status(status).json({ Success: false, Result: message[lang], ErrorMessage: message[callerLang(res.req) ?? lang], Code: failureCodeFor(status, message) });
};
