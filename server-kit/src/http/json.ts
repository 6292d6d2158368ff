import express, { type RequestHandler } from "express";
import { HttpError } from "./envelope.js";
import { serverMessages } from "./messages.js";

/** JSON bodies above this size are refused with 413 (SECURITY 20). */
export const jsonBodyLimit = "100kb";

const forbiddenKeys = new Set(["__proto__", "constructor", "prototype"]);

/** The first forbidden key found anywhere in `value`, as a path, or null. */
export const findForbiddenKey = (value: unknown, path = ""): string | null => {
  if (value === null || typeof value !== "object") return null;
  for (const key of Object.keys(value)) {
    const here = path ? `${path}.${key}` : key;
    if (forbiddenKeys.has(key)) return here;
    const found = findForbiddenKey((value as Record<string, unknown>)[key], here);
    if (found) return found;
  }
  return null;
};

/**
 * Parses JSON bodies (at most 100 kB) and refuses `__proto__`,
 * `constructor` and `prototype` keys at any depth (SECURITY 18). Malformed
 * JSON reaches the error handler as a 400, never a 500.
 */
export const jsonBody = (): RequestHandler[] => [
  express.json({ limit: jsonBodyLimit }),
  (req, _res, next) => {
    const key = findForbiddenKey(req.body);
    next(key ? new HttpError(400, serverMessages.forbiddenKey, key) : undefined);
  },
];
