import { frameOriginOfUrl } from "../frame/origin.js";

/**
 * The allow-list for a provider's messages: the exact origin of the frame the
 * page embedded (the aggregator or alternate address built here, or the
 * widget's `redirectUrl` from our own server), plus any configured extra
 * origins; malformed entries are dropped.
 *
 * @example
 * bankFrameOrigins("https://lendkit-iframe.private.fin.ag/v2/?tag=x") // ["https://lendkit-iframe.private.fin.ag"]
 * bankFrameOrigins(null) // []
 */
export const bankFrameOrigins = (frameUrl: string | null, extraOrigins: readonly string[] = []): string[] =>
  [frameUrl, ...extraOrigins]
    .map((entry) => frameOriginOfUrl(entry))
    .filter((origin, index, all): origin is string => origin !== null && all.indexOf(origin) === index);
