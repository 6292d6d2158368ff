import type { Lang, TableRequest } from "@lendkit/core";
import { DataTable, type DataTableColumn } from "@lendkit/react";
import { useCallback, useMemo, useState } from "react";
import { Link, navigate } from "../../shared/router.js";
import type { PageProps } from "../routes.js";
import { listCustomers, type CustomerRow } from "./api.js";
import { phoneText, statusName } from "./display.js";
import { cx } from "./texts.js";
import { serverMessage } from "../../shared/api.js";

/**
 * The customers list for the lender's staff: @lendkit/react's DataTable over
 * GET /api/customers, searched by name, email, cell phone or contract
 * number, sorted by last name by default, its state in the URL so a reload
 * or the back button comes back to the same page. A customer's name opens
 * their payments profile on the contract shown.
 */

const sortable = ["lastName", "firstName", "email", "id"] as const;

export const profilePath = (customerId: number, contractId?: number | null): string =>
  contractId ? `/customers/${customerId}?contractId=${contractId}` : `/customers/${customerId}`;

const columnsFor = (lang: Lang): DataTableColumn<CustomerRow>[] => [
  {
    id: "lastName",
    label: cx(lang, "col.name"),
    allowsSorting: true,
    isRowHeader: true,
    cell: (row) => (
      <Link to={profilePath(row.id)} className="cust-name">
        {[row.lastName, row.firstName].filter(Boolean).join(", ")}
      </Link>
    ),
  },
  { id: "email", label: cx(lang, "col.email"), allowsSorting: true, cell: (row) => <span className="cust-email">{row.email}</span> },
  { id: "cellPhone", label: cx(lang, "col.phone"), cell: (row) => <span className="cust-nowrap">{phoneText(row.cellPhone)}</span> },
  {
    id: "currentContract",
    label: cx(lang, "col.contract"),
    cell: (row) =>
      row.currentContractId === null ? (
        <span className="cust-muted">{cx(lang, "list.noContract")}</span>
      ) : (
        <span className="cust-contract">
          <Link to={profilePath(row.id, row.currentContractId)} className="cust-nowrap">
            {row.currentContractNumber}
          </Link>
          <span className="cust-status" data-status={row.currentContractStatusId ?? undefined}>
            {statusName(lang, row.currentContractStatusId)}
          </span>
        </span>
      ),
  },
  { id: "contractCount", label: cx(lang, "col.contracts"), cell: (row) => <span className="cust-num">{row.contractCount}</span> },
  { id: "lang", label: cx(lang, "col.lang"), cell: (row) => cx(lang, `lang.${row.lang}`) },
];

export const CustomersPage = ({ lang }: PageProps) => {
  const [error, setError] = useState<string | null>(null);
  const columns = useMemo(() => columnsFor(lang), [lang]);
  const fetchRows = useCallback(
    async (request: TableRequest) => {
      try {
        const answer = await listCustomers(request);
        setError(null);
        return answer;
      } catch (caught) {
        setError(serverMessage(caught, cx(lang, "list.error")));
        throw caught;
      }
    },
    [lang],
  );
  return (
    <section className="cust-page" aria-labelledby="customers-title">
      <header className="cust-head">
        <h1 id="customers-title">{cx(lang, "list.title")}</h1>
        <p className="hint">{cx(lang, "list.lead")}</p>
      </header>
      {error ? (
        <p className="error cust-banner" role="alert">
          {error}
        </p>
      ) : null}
      <DataTable
        aria-label={cx(lang, "list.title")}
        columns={columns}
        rowKey={(row) => row.id}
        fetchRows={fetchRows}
        orderBy="lastName"
        order="asc"
        sortableColumns={sortable}
        urlState
        onRowOpen={(row) => navigate(profilePath(row.id))}
        className="cust-table"
        tableClassName="cust-grid"
      />
    </section>
  );
};
