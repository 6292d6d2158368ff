import { forwardRef, useId, type CSSProperties, type ForwardedRef, type KeyboardEvent, type ReactElement, type ReactNode, type Ref } from "react";
import { Button, Cell, Column, Heading, Input, Row, SearchField, Table, TableBody, TableHeader } from "react-aria-components";
import { mergeDomProps, type DomProps } from "../dom/index.js";
import { useDataTable, type UseDataTableOptions } from "./useDataTable.js";

/** A column of the data table. */
export interface DataTableColumn<Row> {
  /** Column id; also the `orderBy` sent to the data call when sorting. */
  readonly id: string;
  /** Header text. */
  readonly label: ReactNode;
  /** Plain-text header for assistive technology when `label` is not a string. */
  readonly textValue?: string;
  /** Makes the header sortable. */
  readonly allowsSorting?: boolean;
  /** Marks the column whose cell names the row (one column should). */
  readonly isRowHeader?: boolean;
  /** The cell content; `row[id]` as text when missing. */
  readonly cell?: (row: Row) => ReactNode;
  /** Width as a percentage of the table's width (A §3 "width percentage"), e.g. 20 for 20 %; the browser's own layout when missing. */
  readonly width?: number;
  /** Minimum width in CSS pixels (A §3 "min width"): the column never gets narrower, the table scrolls instead. */
  readonly minWidth?: number;
}

/** The header's style from a column's width options (only what was asked; nothing for a bad number). */
const columnStyle = (column: { readonly width?: number; readonly minWidth?: number }): CSSProperties | undefined => {
  const width = column.width !== undefined && Number.isFinite(column.width) && column.width > 0 ? `${Math.min(column.width, 100)}%` : undefined;
  const minWidth = column.minWidth !== undefined && Number.isFinite(column.minWidth) && column.minWidth >= 0 ? column.minWidth : undefined;
  return width === undefined && minWidth === undefined ? undefined : { ...(width ? { width } : {}), ...(minWidth !== undefined ? { minWidth } : {}) };
};

/** The state the wrapper's `className` and `style` may be computed from. */
export interface DataTableRenderState {
  /** True while a data call runs. */
  readonly isLoading: boolean;
  /** How many rows the current page shows. */
  readonly rowCount: number;
}

/**
 * Props of `DataTable`: its own, plus DOM props for the wrapper `div`
 * (`aria-label` names the table itself).
 */
export type DataTableProps<Row> = DataTableOwnProps<Row> & DomProps<HTMLDivElement, DataTableRenderState, DataTableOwnProps<Row>>;

/** The table's own props. */
export interface DataTableOwnProps<Row> extends UseDataTableOptions<Row> {
  /** Optional title above the table; it also names the table. */
  readonly title?: ReactNode;
  /** Accessible name when there is no title. */
  readonly "aria-label"?: string;
  /** The columns. */
  readonly columns: readonly DataTableColumn<Row>[];
  /** A row's unique key. */
  readonly rowKey: (row: Row) => string | number;
  /** Heading level of the title; 2 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** Hides the header search field. */
  readonly hideSearch?: boolean;
  /** Class of the `table`. */
  readonly tableClassName?: string;
  /** Content of the previous/next page buttons (icons); their names come from the catalog. */
  readonly previousIcon?: ReactNode;
  /** See `previousIcon`. */
  readonly nextIcon?: ReactNode;
  /**
   * Opens a row: called when Enter is pressed on a focused row (issue 15 §9),
   * the keyboard twin of the link a row's cell holds. Mouse clicks stay with
   * those links, so a row with two links never opens the wrong one.
   */
  readonly onRowOpen?: (row: Row) => void;
}

const cellText = (row: unknown, id: string): ReactNode => {
  const value = row !== null && typeof row === "object" && Object.hasOwn(row, id) ? (row as Record<string, unknown>)[id] : "";
  return value === null || value === undefined ? "" : String(value);
};

/**
 * The paged data table (A §2, A §4): optional title, header search
 * (debounced 200 ms), sortable column headers (react-aria `Table`), rows, the
 * empty-state line, a create button and the pager "1 à 10 sur 57"; state in
 * the URL; refetch on every change.
 *
 * @example
 * <DataTable title="Contrats" columns={[{ id: "name", label: "Nom", allowsSorting: true, isRowHeader: true }]}
 *   rowKey={(row) => row.id} fetchRows={(request) => api.contracts(request)} onAdd={openNew} />
 */
const DataTableInner = <Row,>(
  {
    title,
    "aria-label": ariaLabel,
    columns,
    rowKey,
    headingLevel = 2,
    hideSearch = false,
    tableClassName,
    previousIcon = "‹",
    nextIcon = "›",
    onRowOpen,
    ...rest
  }: DataTableProps<Row>,
  ref: ForwardedRef<HTMLDivElement>,
) => {
  const { fetchRows, onAdd, hideAdd, rowsPerPage, searchTerm, filter, orderBy, order, sortableColumns, urlState, history, ...dom } = rest;
  const options = { fetchRows, onAdd, hideAdd, rowsPerPage, searchTerm, filter, orderBy, order, sortableColumns, urlState, history };
  const { tableProps, wrapperProps, searchFieldProps, emptyText, pager, createButtonProps, data } = useDataTable(options);
  const titleId = useId();
  const hasRowHeader = columns.some((column) => column.isRowHeader);
  // Enter on the row itself (not on a link or button inside it) opens it; rows carry their key in data-key.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Enter" || !onRowOpen || !(event.target instanceof HTMLElement) || event.target.getAttribute("role") !== "row") return;
    const key = event.target.getAttribute("data-key");
    const row = data.rows.find((candidate) => String(rowKey(candidate)) === key);
    if (row === undefined) return;
    event.preventDefault();
    onRowOpen(row);
  };
  return (
    <div
      {...mergeDomProps(dom, { isLoading: data.isLoading, rowCount: data.rows.length }, {
        ...wrapperProps,
        "data-lendkit": "data-table",
        onKeyDown: onRowOpen ? onKeyDown : undefined,
      })}
      ref={ref}
    >
      <div data-part="toolbar">
        {title !== undefined && (
          <Heading id={titleId} level={headingLevel} data-part="title">
            {title}
          </Heading>
        )}
        {!hideSearch && (
          <SearchField {...searchFieldProps} data-part="search">
            <Input placeholder={searchFieldProps.placeholder} />
          </SearchField>
        )}
        {createButtonProps && <Button {...createButtonProps} data-part="create" />}
      </div>
      <Table
        {...tableProps}
        aria-labelledby={title !== undefined ? titleId : undefined}
        aria-label={title === undefined ? ariaLabel : undefined}
        className={tableClassName}
      >
        <TableHeader columns={columns}>
          {(column) => (
            <Column
              id={column.id}
              allowsSorting={column.allowsSorting}
              isRowHeader={column.isRowHeader || (!hasRowHeader && column === columns[0])}
              textValue={column.textValue ?? (typeof column.label === "string" ? column.label : column.id)}
              style={columnStyle(column)}
            >
              {column.label}
            </Column>
          )}
        </TableHeader>
        <TableBody items={data.rows.map((row) => ({ id: rowKey(row), row }))} renderEmptyState={() => emptyText}>
          {(item) => (
            <Row id={item.id} columns={columns}>
              {(column) => <Cell>{column.cell ? column.cell(item.row) : cellText(item.row, column.id)}</Cell>}
            </Row>
          )}
        </TableBody>
      </Table>
      {pager && (
        <div data-part="pager">
          <Button {...pager.previousButtonProps} data-part="previous">
            <span aria-hidden="true">{previousIcon}</span>
          </Button>
          <span data-part="pager-label">{pager.label}</span>
          <Button {...pager.nextButtonProps} data-part="next">
            <span aria-hidden="true">{nextIcon}</span>
          </Button>
        </div>
      )}
    </div>
  );
};

/** @see DataTableInner — forwards its ref to the wrapper `div`. */
export const DataTable = /* @__PURE__ */ forwardRef(DataTableInner) as <Row>(props: DataTableProps<Row> & { readonly ref?: Ref<HTMLDivElement> }) => ReactElement;
