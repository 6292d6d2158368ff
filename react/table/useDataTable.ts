import { useEffect, type ReactNode } from "react";
import { commonMessages, tableMessages } from "@lendkit/core";
import type { ButtonProps, Key, SortDescriptor } from "react-aria-components";
import { isCreateButtonVisible, isPagerVisible, tableLastPage, tablePagerLabel } from "@lendkit/core";
import { useLendkit } from "../provider/index.js";
import { useMessages } from "../provider/messages.js";
import { useDataTableRows, type DataTableFetch, type DataTableRows } from "./useDataTableRows.js";
import { useDataTableState, type DataTableState, type DataTableStateOptions } from "./useDataTableState.js";

/** Options of `useDataTable`. */
export interface UseDataTableOptions<Row> extends DataTableStateOptions {
  /** The caller's data call; without it there are no rows and no pager. */
  readonly fetchRows?: DataTableFetch<Row>;
  /** The add action; the create button is shown when it is given and not hidden. */
  readonly onAdd?: () => void;
  /** Hides the create button even with `onAdd`. */
  readonly hideAdd?: boolean;
}

type PressProps = Pick<ButtonProps, "onPress" | "isDisabled" | "aria-label">;

/** What `useDataTable` returns. */
export interface DataTableAria<Row> {
  /** State, dispatch and search text. */
  readonly table: DataTableState;
  /** Rows, count, loading, error, reload. */
  readonly data: DataTableRows<Row>;
  /** For react-aria's `Table`: sort descriptor and sort handler (core decides the direction). */
  readonly tableProps: { sortDescriptor?: SortDescriptor; onSortChange: (descriptor: SortDescriptor) => void };
  /** For the wrapper: `aria-busy` and `data-loading` while a call runs. */
  readonly wrapperProps: { "aria-busy": boolean; "data-loading"?: true };
  /** For the header search field: text, change handler, name and placeholder "Rechercher...". */
  readonly searchFieldProps: { value: string; onChange: (text: string) => void; "aria-label": string; placeholder: string };
  /** Text of an empty body: "Chargement..." while loading, else "Aucun élément à afficher". */
  readonly emptyText: string;
  /** The pager, or null when hidden (A §2: a fetch action and at least a page of rows). */
  readonly pager: { label: string; previousButtonProps: PressProps; nextButtonProps: PressProps } | null;
  /** The create button, or null when hidden. */
  readonly createButtonProps: { onPress: () => void; children: ReactNode } | null;
}

/**
 * The paged data table's behaviour (A §2, A §4) on core's table rules:
 * sorting (a new column desc, the same column toggles, page 0), the debounced
 * search, the pager (shown by core's `isPagerVisible`, labelled by
 * `tablePagerLabel`), the create button (core's `isCreateButtonVisible`), the
 * empty and loading texts, refetch on every change.
 *
 * @example
 * const { tableProps, searchFieldProps, pager, data } = useDataTable({ fetchRows: api.contracts, onAdd: openNew });
 */
export const useDataTable = <Row>(options: UseDataTableOptions<Row>): DataTableAria<Row> => {
  const t = useMessages(commonMessages, tableMessages);
  const { lang } = useLendkit();
  const table = useDataTableState(options);
  const data = useDataTableRows(table.state, options.fetchRows);
  const { state, dispatch } = table;
  const { count } = data;
  const lastPage = tableLastPage(count, state.rowsPerPage);
  const hasFetch = options.fetchRows !== undefined;
  const pagerVisible = isPagerVisible({ hasFetch, count, rowsPerPage: state.rowsPerPage });
  const goTo = (page: number) => dispatch({ type: "page", page, count });
  // A page past the last one (an old address, `?page=999`, rows gone since): show the last page that has rows.
  useEffect(() => {
    if (!data.isLoading && data.error === null && count > 0 && state.page > lastPage) dispatch({ type: "page", page: lastPage, count });
  }, [data.isLoading, data.error, count, state.page, lastPage, dispatch]);

  return {
    table,
    data,
    tableProps: {
      sortDescriptor:
        state.orderBy === null
          ? undefined
          : { column: state.orderBy, direction: state.order === "asc" ? "ascending" : "descending" },
      onSortChange: (descriptor: SortDescriptor) => dispatch({ type: "sort", column: String(descriptor.column as Key) }),
    },
    wrapperProps: { "aria-busy": data.isLoading, ...(data.isLoading ? { "data-loading": true as const } : {}) },
    searchFieldProps: {
      value: table.searchText,
      onChange: table.setSearchText,
      "aria-label": t("table.search"),
      placeholder: t("table.search"),
    },
    emptyText: data.isLoading ? t("common.loading") : t("table.empty"),
    pager: pagerVisible
      ? {
          label: tablePagerLabel(lang, { page: state.page, rowsPerPage: state.rowsPerPage, count }),
          previousButtonProps: {
            onPress: () => goTo(state.page - 1),
            isDisabled: state.page <= 0,
            "aria-label": t("table.previousPage"),
          },
          nextButtonProps: {
            onPress: () => goTo(state.page + 1),
            isDisabled: state.page >= lastPage,
            "aria-label": t("table.nextPage"),
          },
        }
      : null,
    createButtonProps:
      options.onAdd !== undefined && isCreateButtonVisible({ hasAdd: true, hidden: options.hideAdd })
        ? { onPress: options.onAdd, children: t("table.create") }
        : null,
  };
};
