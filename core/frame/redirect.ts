/**
 * The `redirectTo` values of C §7: paths of the parent page the lead app asks
 * it to open. Built here so the slug is always encoded, and parsed back so a
 * parent-page kit (or a test) can tell them apart.
 */

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** encodeURIComponent that never throws (a lone surrogate becomes U+FFFD). */
const encodePart = (text: string): string => encodeURIComponent(text.replace(loneSurrogate, "\uFFFD"));

const decodePart = (text: string): string | null => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
};

/** The parent-page paths the lead app may ask for. */
export type FrameRedirect =
  | { readonly kind: "renewal"; readonly slug: string; readonly step: number }
  | { readonly kind: "restart"; readonly slug: string }
  | { readonly kind: "clientSpace" }
  | { readonly kind: "home" };

/** Builders of the `redirectTo` values (C §7, C §8). */
export const frameRedirect = {
  /**
   * The renewal at a step: `/re?p={slug}_{step}`.
   *
   * @example
   * frameRedirect.renewal("ab12", 1) // "/re?p=ab12_1"
   */
  renewal: (slug: string, step: number): string => `/re?p=${encodePart(slug)}_${Math.trunc(step)}`,
  /**
   * The renewal restarted from the beginning: `/r/{slug}_-1`.
   *
   * @example
   * frameRedirect.restart("ab12") // "/r/ab12_-1"
   */
  restart: (slug: string): string => `/r/${encodePart(slug)}_-1`,
  /**
   * The client space (the overdue screen's button, C §2): `/cl`.
   *
   * @example
   * frameRedirect.clientSpace() // "/cl"
   */
  clientSpace: (): string => "/cl",
  /**
   * The application start ('I never had a loan with you ?', C §8): `/go`.
   *
   * @example
   * frameRedirect.home() // "/go"
   */
  home: (): string => "/go",
} as const;

/**
 * True for a path the parent may safely open: starts with one "/" (not "//" or
 * "/\", which browsers read as another host), no spaces or control characters.
 *
 * @example
 * isSafeFramePath("/cl") // true
 * isSafeFramePath("//evil.example") // false
 */
export const isSafeFramePath = (value: unknown): value is string =>
  typeof value === "string" &&
  value.length > 0 &&
  value.length <= 2048 &&
  value.startsWith("/") &&
  value[1] !== "/" &&
  value[1] !== "\\" &&
  !/[\s\u0000-\u001f\u007f\\]/.test(value);

const splitSlugStep = (text: string): { slug: string; step: number } | null => {
  const cut = text.lastIndexOf("_");
  if (cut <= 0) return null;
  const stepText = text.slice(cut + 1);
  if (!/^-?\d{1,6}$/.test(stepText)) return null;
  const slug = decodePart(text.slice(0, cut));
  return slug === null || slug === "" ? null : { slug, step: Number(stepText) };
};

/**
 * Reads a `redirectTo` value back into what it means, or null for any other path.
 *
 * @example
 * parseFrameRedirect("/re?p=ab12_21") // { kind: "renewal", slug: "ab12", step: 21 }
 * parseFrameRedirect("/r/ab12_-1") // { kind: "restart", slug: "ab12" }
 */
export const parseFrameRedirect = (value: unknown): FrameRedirect | null => {
  if (!isSafeFramePath(value)) return null;
  if (value === "/cl") return { kind: "clientSpace" };
  if (value === "/go") return { kind: "home" };
  if (value.startsWith("/re?p=")) {
    const parsed = splitSlugStep(value.slice("/re?p=".length));
    return parsed === null ? null : { kind: "renewal", ...parsed };
  }
  if (value.startsWith("/r/") && value.endsWith("_-1")) {
    const parsed = splitSlugStep(value.slice("/r/".length));
    return parsed === null ? null : { kind: "restart", slug: parsed.slug };
  }
  return null;
};
