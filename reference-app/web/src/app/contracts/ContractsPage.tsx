import {
  contractOriginatorRoles,
  contractProducts,
  contractStatusOptions,
  localeOf,
  toFilterString,
  type ContractProduct,
  type ContractTableRow,
  type Lang,
  type RoleId,
  type SelectOption,
  type TableRequest,
} from "@lendkit/core";
import { DataTable, SelectField, type DataTableColumn } from "@lendkit/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { Link, navigate, subscribeLeave } from "../../shared/router.js";
import type { PageProps } from "../routes.js";
import { listContracts } from "./api.js";
import { instantText, moneyText, percentText, statusName } from "./display.js";
import { rememberListSearch } from "./listState.js";
import { ct } from "./texts.js";
import { serverMessage } from "../../shared/api.js";

/**
 * The contracts table (A §2, §4): @lendkit/react's DataTable over
 * GET /api/contracts, with search, sortable headers, the pager and the
 * table's state in the URL (searchTerm, page, rowPerPage, orderBy, order),
 * plus this page's status and product filters in the URL beside them, so a
 * reload or a link shows the same page. Leaving the page clears the search
 * (A §4): the table applies core's leave event when the router says so. The create button shows for the
 * roles that originate contracts; a contract's number opens its editor.
 */

const sortable = ["contractNumber", "lesseeName", "vehicleLabel", "amount", "apr", "statusId", "lastModifiedTime"] as const;

interface Filters {
  readonly status: number | null;
  readonly product: ContractProduct | null;
}

const readFilters = (search: string): Filters => {
  const query = new URLSearchParams(search);
  const status = Number(query.get("status") ?? "");
  const product = query.get("product");
  return {
    status: query.get("status") !== null && contractStatusOptions.some((entry) => entry.value === status) ? status : null,
    product: (contractProducts as readonly string[]).includes(product ?? "") ? (product as ContractProduct) : null,
  };
};

/** Writes the filters into the URL, keeping the table's own parameters. */
const writeFilters = (filters: Filters) => {
  const query = new URLSearchParams(window.location.search);
  if (filters.status === null) query.delete("status");
  else query.set("status", String(filters.status));
  if (filters.product === null) query.delete("product");
  else query.set("product", filters.product);
  const search = query.toString();
  window.history.replaceState(window.history.state, "", `${window.location.pathname}${search ? `?${search}` : ""}`);
};

/** The last change as a date and a time, each kept whole: the narrow column breaks between them, not inside "09 h 49". */
const ChangedAt = ({ lang, iso }: { readonly lang: Lang; readonly iso: string | null | undefined }) => {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return <>{instantText(lang, iso)}</>;
  const locale = localeOf(lang);
  return (
    <span className="changed-at">
      <span>{new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(date)}</span>{" "}
      <span>{new Intl.DateTimeFormat(locale, { timeStyle: "short" }).format(date)}</span>
    </span>
  );
};

const columnsFor = (lang: Lang): DataTableColumn<ContractTableRow>[] => [
  {
    id: "contractNumber",
    label: ct(lang, "col.contractNumber"),
    allowsSorting: true,
    isRowHeader: true,
    minWidth: 120,
    cell: (row) => (
      <span className="contract-cell">
        <Link to={`/contracts/${row.id}`} className="row-link" onClick={rememberListSearch}>
          {row.contractNumber}
        </Link>
        {row.isTraining ? <span className="badge badge-training">{ct(lang, "list.training")}</span> : null}
      </span>
    ),
  },
  {
    id: "lesseeName",
    label: ct(lang, "col.lesseeName"),
    allowsSorting: true,
    width: 24,
    minWidth: 140,
    cell: (row) => row.lesseeName || <span className="muted">{ct(lang, "list.noLessee")}</span>,
  },
  { id: "vehicleLabel", label: ct(lang, "col.vehicleLabel"), allowsSorting: true, width: 20, minWidth: 120 },
  { id: "amount", label: ct(lang, "col.amount"), allowsSorting: true, minWidth: 96, cell: (row) => <span className="num">{moneyText(lang, row.amount)}</span> },
  // The server's APR of the saved terms (a lease's implicit finance rate), sorted in SQL; "—" when the terms state none.
  { id: "apr", label: ct(lang, "col.apr"), allowsSorting: true, minWidth: 72, cell: (row) => <span className="num">{percentText(lang, row.apr)}</span> },
  {
    id: "statusId",
    label: ct(lang, "col.statusId"),
    allowsSorting: true,
    minWidth: 96,
    cell: (row) => (
      <span className="status-chip" data-status={row.statusId}>
        {statusName(lang, row.statusId)}
      </span>
    ),
  },
  { id: "product", label: ct(lang, "col.product"), cell: (row) => ct(lang, `product.${row.product}`) },
  { id: "lastModifiedTime", label: ct(lang, "col.lastModifiedTime"), allowsSorting: true, minWidth: 104, cell: (row) => <ChangedAt lang={lang} iso={row.lastModifiedTime} /> },
];

const allValue = "all";

export const ContractsPage = ({ lang, user }: PageProps) => {
  const role = user.userRole as RoleId;
  const [filters, setFilters] = useState<Filters>(() => readFilters(window.location.search));
  const [error, setError] = useState<string | null>(null);
  useEffect(() => writeFilters(filters), [filters]);
  // Leaving: the table has just cleared its search in the address (core's leave event); the editor's back arrow returns to that.
  useEffect(() => subscribeLeave(rememberListSearch), []);

  const fetchRows = useCallback(
    async (request: TableRequest) => {
      try {
        const answer = await listContracts(request);
        setError(null);
        return answer;
      } catch (caught) {
        setError(serverMessage(caught, ct(lang, "list.error")));
        throw caught;
      }
    },
    [lang],
  );

  const statusOptions: SelectOption[] = useMemo(
    () => [{ value: allValue, label: ct(lang, "list.allStatuses") }, ...contractStatusOptions.map((entry) => ({ value: entry.value, label: entry.label[lang] }))],
    [lang],
  );
  const productOptions: SelectOption[] = useMemo(
    () => [{ value: allValue, label: ct(lang, "list.allProducts") }, ...contractProducts.map((product) => ({ value: product, label: ct(lang, `product.${product}`) }))],
    [lang],
  );
  const columns = useMemo(() => columnsFor(lang), [lang]);
  const canCreate = contractOriginatorRoles.includes(role);

  return (
    <section className="contracts-page" aria-labelledby="contracts-title">
      <header className="page-head">
        <h1 id="contracts-title">{ct(lang, "list.title")}</h1>
        <p className="hint">{ct(lang, "list.lead")}</p>
      </header>
      <div className="filters">
        <SelectField
          label={ct(lang, "list.filterStatus")}
          options={statusOptions}
          value={filters.status ?? allValue}
          onChange={(value) => setFilters((current) => ({ ...current, status: value === allValue || value === null ? null : Number(value) }))}
          className="select-field"
          buttonClassName="select-button"
          popoverClassName="ct-popover"
          itemClassName="ct-option"
        />
        <SelectField
          label={ct(lang, "list.filterProduct")}
          options={productOptions}
          value={filters.product ?? allValue}
          onChange={(value) => setFilters((current) => ({ ...current, product: value === allValue || value === null ? null : (value as ContractProduct) }))}
          className="select-field"
          buttonClassName="select-button"
          popoverClassName="ct-popover"
          itemClassName="ct-option"
        />
        {filters.status !== null || filters.product !== null ? (
          <button type="button" className="link-button" onClick={() => setFilters({ status: null, product: null })}>
            {ct(lang, "list.clearFilters")}
          </button>
        ) : null}
      </div>
      {error ? (
        <p className="error banner" role="alert">
          {error}
        </p>
      ) : null}
      <DataTable
        aria-label={ct(lang, "list.title")}
        columns={columns}
        rowKey={(row) => row.id}
        fetchRows={fetchRows}
        filter={toFilterString({ status: filters.status ?? undefined, product: filters.product ?? undefined })}
        sortableColumns={sortable}
        urlState
        onRowOpen={(row) => {
          rememberListSearch();
          navigate(`/contracts/${row.id}`);
        }}
        onAdd={
          canCreate
            ? () => {
                rememberListSearch();
                navigate("/contracts/new");
              }
            : undefined
        }
        className="data-table contracts-table"
        tableClassName="table"
      />
    </section>
  );
};
