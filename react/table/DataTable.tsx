import { forwardRef, useId, type CSSProperties, type ForwardedRef, type KeyboardEvent, type ReactElement, type ReactNode, type Ref } from "react";
import { Button, Cell, Column, Heading, Input, Row, SearchField, Table, TableBody, TableHeader } from "react-aria-components";
import { mergeDomProps, type DomProps } from "../dom/index.js";
import { useDataTable, type UseDataTableOptions } from "./useDataTable.js";

/** A column of the data table (A §3 "Table column"). */
export interface DataTableColumn<Row> {
  /** Column id; the `key` when missing (so "id" when neither is given). */
  readonly id?: string;
  /** The row's field the cell shows as text when there is no `cell` (A §3 "key"): the column's `id`, else "id". */
  readonly key?: string;
  /** Header text. */
  readonly label: ReactNode;
  /** Plain-text header for assistive technology when `label` is not a string. */
  readonly textValue?: string;
  /** Makes the header sortable. */
  readonly allowsSorting?: boolean;
  /** The `orderBy` sent to the data call when sorting by this column (A §3 "orderBy"); the column's id when missing. */
  readonly orderBy?: string;
  /** Marks the column whose cell names the row (one column should). */
  readonly isRowHeader?: boolean;
  /** The cell content (A §3 "cell renderer"); `row[key]` as text when missing. */
  readonly cell?: (row: Row) => ReactNode;
  /** The header content (A §3 "header renderer"); `label` when missing. The sort control stays the header itself. */
  readonly header?: () => ReactNode;
  /** Width as a percentage of the table's width (A §3 "width percentage"), e.g. 20 for 20 %; the browser's own layout when missing. */
  readonly width?: number;
  /** Minimum width in CSS pixels (A §3 "min width"): the column never gets narrower, the table scrolls instead. */
  readonly minWidth?: number;
  /** Padding of the header and of every cell of the column (A §3 "padding"): CSS pixels or any CSS padding. */
  readonly padding?: number | string;
  /** Style of the header and of every cell of the column (A §3 "style"); it wins over `width`, `minWidth` and `padding`. */
  readonly style?: CSSProperties;
}

/** The column's id: its `id`, else its `key`, else "id" (A §3: the key defaults to "id"). */
const columnId = (column: { readonly id?: string; readonly key?: string }): string => column.id ?? column.key ?? "id";

/** The row field a column shows: its `key`, else its `id`, else "id". */
const columnKey = (column: { readonly id?: string; readonly key?: string }): string => column.key ?? column.id ?? "id";

/** The `orderBy` a column sorts by. */
const columnOrderBy = (column: { readonly id?: string; readonly key?: string; readonly orderBy?: string }): string => column.orderBy ?? columnId(column);

/** The style of a column's cells: its padding, then its own style. */
const cellStyle = (column: { readonly padding?: number | string; readonly style?: CSSProperties }): CSSProperties | undefined =>
  column.padding === undefined && column.style === undefined ? undefined : { ...(column.padding !== undefined ? { padding: column.padding } : {}), ...column.style };

/** The header's style from a column's width options (only what was asked; nothing for a bad number), its padding and its style. */
const columnStyle = (column: DataTableColumn<never>): CSSProperties | undefined => {
  const width = column.width !== undefined && Number.isFinite(column.width) && column.width > 0 ? `${Math.min(column.width, 100)}%` : undefined;
  const minWidth = column.minWidth !== undefined && Number.isFinite(column.minWidth) && column.minWidth >= 0 ? column.minWidth : undefined;
  const sized = width === undefined && minWidth === undefined ? undefined : { ...(width ? { width } : {}), ...(minWidth !== undefined ? { minWidth } : {}) };
  const own = cellStyle(column);
  return sized === undefined && own === undefined ? undefined : { ...sized, ...own };
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
  // react-aria knows columns by id; the data call knows them by orderBy (A §3: the two may differ).
  const resolved = columns.map((column) => ({ ...column, id: columnId(column) }));
  const hasRowHeader = resolved.some((column) => column.isRowHeader);
  const sorted = tableProps.sortDescriptor;
  const sortColumn = sorted === undefined ? undefined : resolved.find((column) => columnOrderBy(column) === sorted.column);
  const sortDescriptor = sorted === undefined ? undefined : { ...sorted, column: sortColumn?.id ?? sorted.column };
  const onSortChange: typeof tableProps.onSortChange = (descriptor) => {
    const column = resolved.find((candidate) => candidate.id === descriptor.column);
    tableProps.onSortChange({ ...descriptor, column: column ? columnOrderBy(column) : descriptor.column });
  };
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
        sortDescriptor={sortDescriptor}
        onSortChange={onSortChange}
        aria-labelledby={title !== undefined ? titleId : undefined}
        aria-label={title === undefined ? ariaLabel : undefined}
        className={tableClassName}
      >
        <TableHeader columns={resolved}>
          {(column) => (
            <Column
              id={column.id}
              allowsSorting={column.allowsSorting}
              isRowHeader={column.isRowHeader || (!hasRowHeader && column === resolved[0])}
              textValue={column.textValue ?? (typeof column.label === "string" ? column.label : column.id)}
              style={columnStyle(column)}
            >
              {column.header ? column.header() : column.label}
            </Column>
          )}
        </TableHeader>
        <TableBody items={data.rows.map((row) => ({ id: rowKey(row), row }))} renderEmptyState={() => emptyText}>
          {(item) => (
            <Row id={item.id} columns={resolved}>
              {(column) => <Cell style={cellStyle(column)}>{column.cell ? column.cell(item.row) : cellText(item.row, columnKey(column))}</Cell>}
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
