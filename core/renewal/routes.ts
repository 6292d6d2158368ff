import { parseRenewalRouteStep, parseRenewalRouteToken } from "./navigation.js";

/**
 * The lead app's routes (C §2) as data, and a pure matcher.
 */

/** A screen of the lead app. */
export type LeadScreen = "cash" | "renewal" | "account" | "basic" | "partnerLead" | "signature";

/** One route: a pattern with `:name` segments (`:name?` optional) and either a redirect or a screen. */
export type LeadRoute =
  | { readonly pattern: string; readonly redirectTo: string }
  | { readonly pattern: string; readonly screen: LeadScreen };

/**
 * The lead app's routes, most specific first.
 *
 * @example
 * leadRoutes[0] // { pattern: "/go", redirectTo: "/go/cash" }
 */
export const leadRoutes: readonly LeadRoute[] = [
  { pattern: "/go", redirectTo: "/go/cash" },
  { pattern: "/go/cash", screen: "cash" },
  { pattern: "/renew", redirectTo: "/go/renew" },
  { pattern: "/go/renew", screen: "renewal" },
  { pattern: "/go/renew/:step/:token?", screen: "renewal" },
  { pattern: "/go/account/:lang/:token", screen: "account" },
  // Where the entry's address goes once its one-time ticket is taken out of it.
  { pattern: "/go/account/:lang", screen: "account" },
  { pattern: "/go/min/:token/basic", screen: "basic" },
  { pattern: "/go/cust/liquidAutoLead", screen: "partnerLead" },
  { pattern: "/go/sign/:id", screen: "signature" },
];

/** The result of matching a path. */
export type LeadRouteMatch =
  | { readonly kind: "redirect"; readonly to: string }
  | { readonly kind: "screen"; readonly screen: LeadScreen; readonly params: Readonly<Record<string, string>> };

const decodeSegment = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

const matchPattern = (pattern: string, segments: readonly string[]): Record<string, string> | null => {
  const parts = pattern.split("/").filter(Boolean);
  const required = parts.filter((part) => !part.endsWith("?")).length;
  if (segments.length < required || segments.length > parts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index];
    if (part.startsWith(":")) {
      if (segment === undefined) continue;
      const value = decodeSegment(segment);
      if (value === null || value === "") return null;
      params[part.replace(/^:|\?$/g, "")] = value;
    } else if (segment !== part) {
      return null;
    }
  }
  return params;
};

/**
 * Matches a pathname (query and hash ignored, trailing slash tolerated,
 * exact segments) against `leadRoutes`. For the renewal route, `step` is the
 * parsed step number as text ("" when the segment is not a step) and `token`
 * defaults to "-1". Unknown paths give null.
 *
 * @example
 * matchLeadRoute("/go") // { kind: "redirect", to: "/go/cash" }
 * matchLeadRoute("/go/renew/s21/ab12") // { kind: "screen", screen: "renewal", params: { step: "21", token: "ab12" } }
 * matchLeadRoute("/go/min/ab12/basic/x") // null
 */
export const matchLeadRoute = (pathname: string): LeadRouteMatch | null => {
  const path = pathname.split(/[?#]/)[0] ?? "";
  const segments = path.split("/").filter(Boolean);
  for (const route of leadRoutes) {
    const params = matchPattern(route.pattern, segments);
    if (params === null) continue;
    if ("redirectTo" in route) return { kind: "redirect", to: route.redirectTo };
    if (route.screen === "renewal" && "step" in params) {
      const step = parseRenewalRouteStep(params.step);
      return {
        kind: "screen",
        screen: "renewal",
        params: { step: step === null ? "" : String(step), token: parseRenewalRouteToken(params.token) },
      };
    }
    return { kind: "screen", screen: route.screen, params };
  }
  return null;
};
