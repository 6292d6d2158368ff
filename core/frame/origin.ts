/**
 * Origins compared exactly (SECURITY 23): parsed with the standard URL class,
 * reduced to scheme + host + port, then compared for equality — never with
 * `includes`, `startsWith` or `endsWith` on the raw text.
 */

/** Longest origin text looked at; longer input is refused without parsing. */
const maxOriginLength = 2048;

/**
 * The serialized origin (`https://host[:port]`) of an origin text, or null when
 * the text is not an http(s) origin: "null" (sandboxed or file pages), a
 * malformed value, credentials, a path, a query, a fragment, or padding spaces.
 * Host names are lower-cased and default ports dropped by the URL parser.
 *
 * @example
 * normalizeFrameOrigin("HTTPS://Parent.Example:443") // "https://parent.example"
 * normalizeFrameOrigin("https://parent.example/page") // null
 * normalizeFrameOrigin("null") // null
 */
export const normalizeFrameOrigin = (text: unknown): string | null => {
  if (typeof text !== "string" || text.length === 0 || text.length > maxOriginLength) return null;
  if (text !== text.trim() || text === "null") return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username !== "" || url.password !== "" || url.search !== "" || url.hash !== "") return null;
  if (url.pathname !== "/" || /[?#]/.test(text)) return null;
  if (url.hostname === "") return null;
  return url.origin;
};

/**
 * True only when `origin` is exactly one of `allowList` after both are
 * normalized: same scheme, same host, same port. Look-alike suffixes
 * (`https://parent.example.evil.test`), prefixes (`https://evilparent.example`),
 * an http downgrade, "null" and malformed values are refused; a "*" entry in
 * the allow-list matches nothing.
 *
 * @example
 * isAllowedOrigin("https://parent.example", ["https://parent.example/"]) // true
 * isAllowedOrigin("https://parent.example.evil.test", ["https://parent.example"]) // false
 * isAllowedOrigin("http://parent.example", ["https://parent.example"]) // false
 */
export const isAllowedOrigin = (origin: unknown, allowList: readonly string[]): boolean => {
  const normalized = normalizeFrameOrigin(origin);
  if (normalized === null) return false;
  return allowList.some((entry) => normalizeFrameOrigin(entry) === normalized);
};

/**
 * The origin of a full address (e.g. an iframe's `src`), or null when it is not
 * an absolute http(s) address. Used to derive the allow-list entry of a frame
 * the app itself embeds.
 *
 * @example
 * frameOriginOfUrl("https://widget.example:8443/v/1?c=2") // "https://widget.example:8443"
 * frameOriginOfUrl("javascript:alert(1)") // null
 */
export const frameOriginOfUrl = (address: unknown): string | null => {
  if (typeof address !== "string" || address.length > 8192) return null;
  try {
    const url = new URL(address);
    return url.protocol === "https:" || url.protocol === "http:" ? normalizeFrameOrigin(url.origin) : null;
  } catch {
    return null;
  }
};
