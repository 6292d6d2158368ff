import type { Lang } from "../i18n/translate.js";
import { bankInstanceNamePattern } from "../models/bankVerification.js";

/** The aggregator's iframe host template; `{instance}` is the tenant's instance name. */
export const aggregatorIframeBaseTemplate = "https://{instance}-iframe.private.fin.ag/v2/";

/** Transactions requested from the aggregator (C §9: 365 days). */
export const aggregatorDaysOfTransactions = "Days365";

/** Inputs of the aggregator iframe address. */
export interface AggregatorIframeOptions {
  /** From GET /api/flinks/instanceName: one host-name label. */
  readonly instanceName: string;
  readonly lang: Lang;
  /** The flow slug, sent as the aggregator's tag. */
  readonly slug: string;
  /** `test=true`: the aggregator's demo mode. */
  readonly test?: boolean;
  /** Another host template (e.g. a sandbox); must contain `{instance}`. */
  readonly baseTemplate?: string;
  /** Tenant-specific extra parameters; they never override the ones above. */
  readonly extraParams?: Readonly<Record<string, string>>;
}

const httpUrlOrNull = (text: string): URL | null => {
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
};

const setAll = (url: URL, fixed: Readonly<Record<string, string>>, extra?: Readonly<Record<string, string>>) => {
  for (const [name, value] of Object.entries(extra ?? {})) {
    if (!Object.hasOwn(fixed, name) && typeof value === "string") url.searchParams.set(name, value);
  }
  for (const [name, value] of Object.entries(fixed)) url.searchParams.set(name, value);
};

/**
 * The aggregator iframe address: the instance's host, the language, the slug
 * as tag, 365 days of transactions and `demo=true` in test mode. Every value is
 * URL-encoded (a slug with "&" or "#" stays one parameter). Null when the
 * instance name is not a host-name label or the template is not an http(s)
 * address with `{instance}` in it.
 *
 * @example
 * aggregatorIframeUrl({ instanceName: "lendkit", lang: "fr", slug: "ab12", test: true })
 * // "https://lendkit-iframe.private.fin.ag/v2/?language=fr&tag=ab12&daysOfTransactions=Days365&demo=true"
 */
export const aggregatorIframeUrl = (options: AggregatorIframeOptions): string | null => {
  const template = options.baseTemplate ?? aggregatorIframeBaseTemplate;
  if (typeof options.instanceName !== "string" || !bankInstanceNamePattern.test(options.instanceName)) return null;
  if (!template.includes("{instance}")) return null;
  const url = httpUrlOrNull(template.replaceAll("{instance}", options.instanceName.toLowerCase()));
  if (url === null) return null;
  const fixed: Record<string, string> = {
    language: options.lang,
    tag: String(options.slug),
    daysOfTransactions: aggregatorDaysOfTransactions,
  };
  if (options.test === true) fixed["demo"] = "true";
  setAll(url, fixed, options.extraParams);
  return url.toString();
};

/** Inputs of the alternate provider's connection page address. */
export interface AlternateFrameOptions {
  /** The connection page of the tenant's alternate provider (configuration). */
  readonly baseUrl: string;
  /** The provider customer id (the `zumRailsUsername` of GET /api/zumrails/instanceName). */
  readonly customerId: string;
  readonly lang: Lang;
  /** `test=true`: the provider's test institution. */
  readonly test?: boolean;
}

/**
 * The alternate provider's frame address with `customerid`, `language`,
 * `logo=false`, `consent=false` and, in test mode, `testinstitution=true`;
 * values URL-encoded. Null when the base is not an http(s) address.
 *
 * @example
 * alternateFrameUrl({ baseUrl: "https://connect.payments.example/", customerId: "c-1", lang: "en" })
 * // "https://connect.payments.example/?customerid=c-1&language=en&logo=false&consent=false"
 */
export const alternateFrameUrl = (options: AlternateFrameOptions): string | null => {
  const url = typeof options.baseUrl === "string" ? httpUrlOrNull(options.baseUrl) : null;
  if (url === null) return null;
  const fixed: Record<string, string> = {
    customerid: String(options.customerId),
    language: options.lang,
    logo: "false",
    consent: "false",
  };
  if (options.test === true) fixed["testinstitution"] = "true";
  setAll(url, fixed);
  return url.toString();
};
