import express, { type RequestHandler } from "express";
import { HttpError } from "./envelope.js";
import { serverMessages } from "./messages.js";

/** JSON bodies above this size are refused with 413 (SECURITY 20). */
export const jsonBodyLimit = "100kb";

/**
 * Bodies nested deeper than this are refused with 400: no route reads more
 * than a few levels, and a bound keeps every later walk (Schema decoders,
 * hashing for idempotency, logging) far from the stack's limit.
 */
export const jsonBodyMaxDepth = 32;

const forbiddenKeys = new Set(["__proto__", "constructor", "prototype"]);

/** What is wrong with a parsed body: a forbidden key (with its path) or too deep a nesting. */
export type BodyProblem = { readonly kind: "forbiddenKey"; readonly path: string } | { readonly kind: "tooDeep" };

/**
 * The first problem found in `value`, walking it with an explicit stack (a
 * body nested 10,000 deep cannot overflow the call stack), or null.
 */
export const findBodyProblem = (value: unknown, maxDepth = jsonBodyMaxDepth): BodyProblem | null => {
  const pending: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: "", depth: 0 }];
  while (pending.length > 0) {
    const here = pending.pop()!;
    if (here.value === null || typeof here.value !== "object") continue;
    if (here.depth >= maxDepth) return { kind: "tooDeep" };
    const keys = Object.keys(here.value);
    for (let index = keys.length - 1; index >= 0; index -= 1) {
      const key = keys[index]!;
      const path = here.path ? `${here.path}.${key}` : key;
      if (forbiddenKeys.has(key)) return { kind: "forbiddenKey", path };
      pending.push({ value: (here.value as Record<string, unknown>)[key], path, depth: here.depth + 1 });
    }
  }
  return null;
};

/** The first forbidden key found anywhere in `value`, as a path, or null (any depth). */
export const findForbiddenKey = (value: unknown): string | null => {
  const problem = findBodyProblem(value, Number.POSITIVE_INFINITY);
  return problem?.kind === "forbiddenKey" ? problem.path : null;
};

/**
 * Parses JSON bodies (at most 100 kB, nested at most 32 deep) and refuses
 * `__proto__`, `constructor` and `prototype` keys at any depth (SECURITY
 * 18). Malformed JSON reaches the error handler as a 400, never a 500.
 */
export const jsonBody = (): RequestHandler[] => [
  express.json({ limit: jsonBodyLimit }),
  (req, _res, next) => {
    const problem = findBodyProblem(req.body);
    if (problem === null) return next();
    next(
      problem.kind === "forbiddenKey"
        ? new HttpError(400, serverMessages.forbiddenKey, problem.path)
        : new HttpError(400, serverMessages.tooDeep),
    );
  },
];
