import { tableMergeUrl, type TableState } from "@lendkit/core";

/** Where a table keeps its state in the URL: nowhere (false), under the spec's names (true), or under a prefix. */
export type DataTableUrlState = boolean | { readonly prefix: string };

/** The prefix of the table's URL parameters, or null when the table keeps its state out of the URL. */
export const urlPrefixOf = (urlState: DataTableUrlState | undefined): string | null =>
  urlState === true ? "" : typeof urlState === "object" ? urlState.prefix : null;

/**
 * The table's own URL parameters, names without their prefix.
 *
 * @example
 * tableParamsUnder({ "c.page": "2", page: "5", tab: "notes" }, "c."); // { page: "2" }
 */
export const tableParamsUnder = (params: Readonly<Record<string, string>>, prefix: string): Record<string, string> =>
  Object.fromEntries(Object.entries(params).flatMap(([name, value]) => (name.startsWith(prefix) ? [[name.slice(prefix.length), value]] : [])));

/**
 * The URL parameters after a state change of the table under `prefix`: the
 * parameters of the page and of other tables kept, the table's replaced
 * (core's `tableMergeUrl` on the table's own names).
 *
 * @example
 * mergeTableUrlUnder({ "c.page": "2", page: "5" }, createTableState(), "c.");
 * // { page: "5", "c.page": "0", "c.rowPerPage": "10", "c.order": "desc" }
 */
export const mergeTableUrlUnder = (params: Readonly<Record<string, string>>, state: TableState, prefix: string): Record<string, string> => {
  if (prefix === "") return tableMergeUrl(params, state);
  const others = Object.fromEntries(Object.entries(params).filter(([name]) => !name.startsWith(prefix)));
  const own = tableMergeUrl(tableParamsUnder(params, prefix), state);
  return { ...others, ...Object.fromEntries(Object.entries(own).map(([name, value]) => [`${prefix}${name}`, value])) };
};
