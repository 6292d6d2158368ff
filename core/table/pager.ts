import * as tableCatalog from "../i18n/catalog/table.js";
import type { Lang } from "../i18n/lang.js";
import { translator } from "../i18n/scoped.js";
import { tableLastPage } from "./state.js";

/** The keys of the texts this module shows. */
type TableTextKey = keyof typeof tableCatalog.en;
/** `t` over this domain's catalogs only, so a page does not ship every catalog. */
const t = translator<TableTextKey>(tableCatalog);

/** The numbers shown by the pager: first and last row of the page, and the total. */
export interface TablePagerRange {
  readonly from: number;
  readonly to: number;
  readonly count: number;
}

/**
 * The rows shown on a page (1-based, inclusive); "0 to 0 of 0" when empty.
 * A page past the end is read as the last page.
 *
 * @example
 * tablePagerRange({ page: 0, rowsPerPage: 10, count: 57 }) // { from: 1, to: 10, count: 57 }
 * tablePagerRange({ page: 5, rowsPerPage: 10, count: 57 }) // { from: 51, to: 57, count: 57 }
 */
export const tablePagerRange = (input: {
  readonly page: number;
  readonly rowsPerPage: number;
  readonly count: number;
}): TablePagerRange => {
  const count = Number.isFinite(input.count) && input.count > 0 ? Math.floor(input.count) : 0;
  if (count === 0 || input.rowsPerPage <= 0) return { from: 0, to: 0, count };
  const page = Math.min(Math.max(0, Math.floor(input.page) || 0), tableLastPage(count, input.rowsPerPage));
  return { from: page * input.rowsPerPage + 1, to: Math.min(count, (page + 1) * input.rowsPerPage), count };
};

/**
 * The pager label (A §2): "1 to 10 of 57", in French "1 à 10 sur 57".
 *
 * @example
 * tablePagerLabel("fr", { page: 0, rowsPerPage: 10, count: 57 }) // "1 à 10 sur 57"
 * tablePagerLabel("en", { page: 0, rowsPerPage: 10, count: 0 }) // "0 to 0 of 0"
 */
export const tablePagerLabel = (
  lang: Lang,
  input: { readonly page: number; readonly rowsPerPage: number; readonly count: number },
): string => {
  const range = tablePagerRange(input);
  return t(lang, "table.pager", { from: range.from, to: range.to, count: range.count });
};

/**
 * True when the pager is shown (A §2): a fetch action exists and the total
 * count is at least the rows per page.
 *
 * @example
 * isPagerVisible({ hasFetch: true, count: 57, rowsPerPage: 10 }) // true
 * isPagerVisible({ hasFetch: true, count: 9, rowsPerPage: 10 }) // false
 */
export const isPagerVisible = (input: {
  readonly hasFetch: boolean;
  readonly count: number;
  readonly rowsPerPage: number;
}): boolean => input.hasFetch && input.count >= input.rowsPerPage;

/**
 * True when the create button is shown (A §2): an add action is supplied and it is not hidden.
 *
 * @example
 * isCreateButtonVisible({ hasAdd: true, hidden: false }) // true
 */
export const isCreateButtonVisible = (input: { readonly hasAdd: boolean; readonly hidden?: boolean }): boolean =>
  input.hasAdd && !input.hidden;
