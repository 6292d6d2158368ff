import { useCallback, useEffect, useRef, useState } from "react";
import { tableFetchKey, tableRequest, type TableRequest, type TableState } from "@lendkit/core";

/** What the caller's data call answers (A §7): the page's rows and the total count. */
export interface DataTablePage<Row> {
  /** The rows of the requested page. */
  readonly rows: readonly Row[];
  /** The total number of rows for the search and filter. */
  readonly count: number;
}

/** The caller's data call: page, rows per page, search term, sort column, order, filter string. */
export type DataTableFetch<Row> = (request: TableRequest) => Promise<DataTablePage<Row>>;

/** Rows, count and loading state of the table. */
export interface DataTableRows<Row> {
  /** Rows of the current page (the previous page's while loading). */
  readonly rows: readonly Row[];
  /** Total count of the last answer. */
  readonly count: number;
  /** True while a call is in flight. */
  readonly isLoading: boolean;
  /** The last call's failure, or null. */
  readonly error: unknown;
  /** Calls again with the same request. */
  readonly reload: () => void;
}

/**
 * Fetches the rows whenever the data request changes (A §4: every sort,
 * search or page change refetches), keeps only the latest answer, and
 * tracks loading and failure.
 *
 * @example
 * const { rows, count, isLoading } = useDataTableRows(state, (request) => api.contracts(request));
 */
export const useDataTableRows = <Row>(state: TableState, fetchRows: DataTableFetch<Row> | undefined): DataTableRows<Row> => {
  const [page, setPage] = useState<DataTablePage<Row>>({ rows: [], count: 0 });
  const [isLoading, setLoading] = useState(fetchRows !== undefined);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const fetchRef = useRef(fetchRows);
  fetchRef.current = fetchRows;
  const hasFetch = fetchRows !== undefined;
  const key = tableFetchKey(state);
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => {
    const fetcher = fetchRef.current;
    if (!fetcher) return;
    let current = true;
    setLoading(true);
    fetcher(tableRequest(stateRef.current)).then(
      (answer) => {
        if (!current) return;
        setPage({ rows: answer.rows, count: answer.count });
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!current) return;
        setError(failure);
        setLoading(false);
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt, hasFetch]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { rows: page.rows, count: page.count, isLoading, error, reload };
};
