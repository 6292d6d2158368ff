export { DataTable } from "./DataTable.js";
export type { DataTableProps, DataTableOwnProps, DataTableRenderState, DataTableColumn } from "./DataTable.js";
export { useDataTable } from "./useDataTable.js";
export type { UseDataTableOptions, DataTableAria } from "./useDataTable.js";
export { useDataTableState } from "./useDataTableState.js";
export type { DataTableState, DataTableStateOptions } from "./useDataTableState.js";
export type { DataTableUrlState } from "./urlPrefix.js";
export { useDataTableRows } from "./useDataTableRows.js";
export type { DataTablePage, DataTableFetch, DataTableRows } from "./useDataTableRows.js";
