import type { Story } from "@ladle/react";
import { Button } from "react-aria-components";
import { LendkitProvider } from "../provider/index.js";
import { Inspect } from "../stories/Inspect.js";
import { useDataTable } from "./useDataTable.js";
import { useDataTableRows, type DataTableFetch } from "./useDataTableRows.js";
import { useDataTableState } from "./useDataTableState.js";

export default { title: "Data table / Hooks" };

interface Contract {
  readonly id: number;
  readonly name: string;
}

const all: Contract[] = Array.from({ length: 23 }, (_, index) => ({ id: index + 1, name: `Contract ${index + 1}` }));

/** A stand-in data call: filters by the search text and pages, 200 ms late. */
const fetchRows: DataTableFetch<Contract> = (request) =>
  new Promise((resolve) => {
    const matching = all.filter((row) => row.name.toLowerCase().includes(request.searchTerm.toLowerCase()));
    const start = request.page * request.rowsPerPage;
    setTimeout(() => resolve({ rows: matching.slice(start, start + request.rowsPerPage), count: matching.length }), 200);
  });

const StateConsumer = () => {
  const table = useDataTableState({ rowsPerPage: 5 });
  return (
    <Inspect name="useDataTableState" value={table.state}>
      <label>
        Search <input value={table.searchText} onChange={(event) => table.setSearchText(event.target.value)} />
      </label>
    </Inspect>
  );
};

/** `useDataTableState`: page, search text (debounced) and sort, kept out of the URL unless asked. */
export const DataTableState: Story = () => (
  <LendkitProvider defaultLang="en">
    <StateConsumer />
  </LendkitProvider>
);

const RowsConsumer = () => {
  const table = useDataTableState({ rowsPerPage: 5 });
  const data = useDataTableRows(table.state, fetchRows);
  return (
    <Inspect name="useDataTableRows" value={{ count: data.count, isLoading: data.isLoading }}>
      <ul>
        {data.rows.map((row) => (
          <li key={row.id}>{row.name}</li>
        ))}
      </ul>
      <button type="button" onClick={data.reload}>
        Reload
      </button>
    </Inspect>
  );
};

/** `useDataTableRows`: the rows of the table's state, fetched again on every change. */
export const DataTableRows: Story = () => (
  <LendkitProvider defaultLang="en">
    <RowsConsumer />
  </LendkitProvider>
);

const TableConsumer = () => {
  const { data, searchFieldProps, pager, emptyText, wrapperProps } = useDataTable({ fetchRows, rowsPerPage: 5 });
  return (
    <Inspect name="useDataTable" value={{ pager: pager?.label ?? null, emptyText }}>
      <div {...wrapperProps}>
        <input aria-label={searchFieldProps["aria-label"]} placeholder={searchFieldProps.placeholder} value={searchFieldProps.value} onChange={(event) => searchFieldProps.onChange(event.target.value)} />
        <ul>{data.rows.length === 0 ? <li>{emptyText}</li> : data.rows.map((row) => <li key={row.id}>{row.name}</li>)}</ul>
        {pager && (
          <p>
            <Button {...pager.previousButtonProps}>‹</Button> {pager.label} <Button {...pager.nextButtonProps}>›</Button>
          </p>
        )}
      </div>
    </Inspect>
  );
};

/** `useDataTable`: search field, rows, empty text and the pager "1 to 5 of 23" on plain elements. */
export const DataTable: Story = () => (
  <LendkitProvider defaultLang="en">
    <TableConsumer />
  </LendkitProvider>
);
