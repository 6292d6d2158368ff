import { parseLang, type Lang } from "@lendkit/core";
import { storedLang } from "../shared/session.js";

/** C §2: the lead app reads an optional `lang` URL parameter (its first two letters), else the stored language. */
export const langFromQuery = (search: string): Lang => parseLang(new URLSearchParams(search).get("lang"), storedLang());
