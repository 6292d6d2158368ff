import type { Lang } from "@lendkit/core";
import type { Request } from "express";

/**
 * A `lang` parameter (query or body): its first two letters, any case, when
 * they name French or English ("EN-ca" → en); null otherwise.
 */
export const langParameter = (value: unknown): Lang | null => {
  if (typeof value !== "string") return null;
  const prefix = value.trim().slice(0, 2).toLowerCase();
  return prefix === "fr" || prefix === "en" ? prefix : null;
};

/**
 * The caller's language (issue 15 §4): `?lang` (read by `langParameter`),
 * else the first language of Accept-Language (by its q weights) that is
 * French or English, else French when the header names only other
 * languages. Null when the caller states none (no `lang`, no header): such
 * a caller (a script, an older integration) still gets both languages, as
 * before. The apps send the language their user reads in; a browser always
 * sends one.
 */
export const callerLang = (req: Pick<Request, "query" | "headers"> | undefined): Lang | null => {
  if (!req) return null;
  const query = langParameter((req.query as Record<string, unknown> | undefined)?.lang);
  if (query) return query;
  const header = req.headers?.["accept-language"];
  if (typeof header !== "string" || header.trim() === "") return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { primary: tag.trim().toLowerCase().split("-")[0] ?? "", q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const known = ranked.find((entry) => entry.primary === "fr" || entry.primary === "en");
  return known ? (known.primary as Lang) : "fr";
};
