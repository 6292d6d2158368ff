import { t, type BankTile, type Lang } from "@lendkit/core";

/**
 * The sandbox's pages: minimal server-rendered HTML that looks like each
 * provider's iframe (bank tiles, a login form, success and failure) and
 * posts exactly the provider's messages (C §3.7, §7) to the parent window,
 * always with an explicit target origin (SECURITY 23). Every value is
 * escaped for its place (HTML text, attribute, or script literal); scripts
 * and styles carry the response's CSP nonce.
 */

/**
 * Text safe inside HTML text and double-quoted attributes.
 *
 * @example
 * escapeHtml(`<b a="1">'&`) // "&lt;b a=&quot;1&quot;&gt;&#39;&amp;"
 */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[character] ?? character);

/**
 * A value as a JavaScript literal safe inside a `<script>` element: JSON
 * with `<`, `>`, `&` and the two JavaScript line separators escaped, so no
 * text can close the element or break the literal.
 *
 * @example
 * jsonForScript("</script>") // '"\\u003c/script\\u003e"'
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/**
 * The one way the sandbox talks to its parent: `window.parent.postMessage(message, origin)`
 * with the origin spelled out — never "*" (an empty or "*" origin is a programming error).
 *
 * @example
 * postMessageCall({ step: "APP_MOUNTED" }, "https://app.example") // 'window.parent.postMessage({"step":"APP_MOUNTED"}, "https://app.example");'
 */
export const postMessageCall = (message: unknown, targetOrigin: string): string => {
  if (targetOrigin === "" || targetOrigin === "*") throw new Error("postMessage needs an explicit target origin");
  return `window.parent.postMessage(${jsonForScript(message)}, ${jsonForScript(targetOrigin)});`;
};

const styles = `
body{font-family:system-ui,sans-serif;margin:0;padding:16px;background:#fff;color:#1d2733}
.banner{background:#fff4d6;border:1px solid #e0b84c;padding:8px;border-radius:4px;font-size:13px}
.tiles{display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:8px;margin:16px 0}
.tile{display:block;padding:16px 8px;border:1px solid #c6ced8;border-radius:6px;text-align:center;color:inherit;text-decoration:none}
.tile:hover,.tile:focus{border-color:#1f5fbf;outline:2px solid #1f5fbf}
form{display:grid;gap:8px;max-width:320px}
input{padding:8px;font-size:16px}button{padding:10px;font-size:16px;background:#1f5fbf;color:#fff;border:0;border-radius:4px}
.success{color:#17683a}.failure{color:#a4161a}.hint{font-size:13px;color:#56606b}`;

/** Options of a page. */
export interface SandboxPage {
  readonly lang: Lang;
  readonly nonce: string;
  readonly body: string;
  /** Script lines (already built with `postMessageCall`), run at load. */
  readonly script?: readonly string[];
}

/** A whole page: banner, body, and the script under the response's nonce. */
export const renderPage = (page: SandboxPage): string => {
  const nonce = escapeHtml(page.nonce);
  const script = page.script && page.script.length > 0 ? `<script nonce="${nonce}">${page.script.join("\n")}</script>` : "";
  return `<!doctype html>
<html lang="${page.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t(page.lang, "flows.sandbox.pageTitle"))}</title>
<style nonce="${nonce}">${styles}</style>
</head>
<body>
<p class="banner" role="note">${escapeHtml(t(page.lang, "flows.sandbox.banner"))}</p>
${page.body}
${script}
</body>
</html>`;
};

/** Bank tiles as links to the same page with the chosen bank (no script needed). */
export const tilesHtml = (lang: Lang, tiles: readonly BankTile[], hrefOf: (tile: BankTile) => string): string =>
  `<h1>${escapeHtml(t(lang, "flows.sandbox.chooseBank"))}</h1>
<nav class="tiles">${tiles
    .map((tile) => `<a class="tile" href="${escapeHtml(hrefOf(tile))}" data-bank-id="${tile.id}">${escapeHtml(tile.longLabel[lang])}</a>`)
    .join("")}</nav>`;

/** The login form of a bank; `hidden` fields are posted with it. */
export const loginFormHtml = (lang: Lang, bankName: string, action: string, hidden: Readonly<Record<string, string>>): string =>
  `<h1>${escapeHtml(t(lang, "flows.sandbox.loginTitle", { bank: bankName }))}</h1>
<form method="post" action="${escapeHtml(action)}">
${Object.entries(hidden)
  .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
  .join("\n")}
<label>${escapeHtml(t(lang, "flows.sandbox.username"))} <input name="username" autocomplete="off" maxlength="100" required></label>
<label>${escapeHtml(t(lang, "flows.sandbox.password"))} <input name="password" type="password" autocomplete="off" maxlength="100" required></label>
<button type="submit">${escapeHtml(t(lang, "flows.sandbox.connect"))}</button>
<p class="hint">${escapeHtml(t(lang, "flows.sandbox.hint"))}</p>
</form>`;

/** The outcome text of a login. */
export const outcomeHtml = (lang: Lang, outcome: "success" | "failure", retryHref?: string): string =>
  outcome === "success"
    ? `<p class="success" role="status">${escapeHtml(t(lang, "flows.sandbox.success"))}</p>`
    : `<p class="failure" role="alert">${escapeHtml(t(lang, "flows.sandbox.failure"))}</p>${
        retryHref ? `<p><a href="${escapeHtml(retryHref)}">${escapeHtml(t(lang, "flows.sandbox.retry"))}</a></p>` : ""
      }`;
