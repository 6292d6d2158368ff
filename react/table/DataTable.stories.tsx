import type { Story } from "@ladle/react";
import type { Lang, TableRequest } from "@lendkit/core";
import { LendkitProvider, type LendkitHistory } from "../provider/index.js";
import { DataTable, type DataTableColumn } from "./DataTable.js";
import type { DataTablePage } from "./useDataTableRows.js";

export default { title: "Data table" };

interface Contract {
  readonly id: number;
  readonly name: string;
  readonly amount: number;
}

const all: Contract[] = Array.from({ length: 57 }, (_, index) => ({
  id: index + 1,
  name: `Client ${String(index + 1).padStart(2, "0")}`,
  amount: (index + 1) * 125,
}));

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fake server answering after `delay` ms. */
const server =
  (rows: readonly Contract[], delay = 300) =>
  async (request: TableRequest): Promise<DataTablePage<Contract>> => {
    await wait(delay);
    const found = rows.filter((row) => row.name.toLowerCase().includes(request.searchTerm.toLowerCase()));
    const key = request.orderBy as keyof Contract | null;
    const sorted = key
      ? [...found].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (request.order === "asc" ? 1 : -1))
      : found;
    const start = request.page * request.rowsPerPage;
    return { rows: sorted.slice(start, start + request.rowsPerPage), count: found.length };
  };

/** Stories keep the table state in memory instead of the story explorer's own URL. */
const memoryHistory = (): LendkitHistory => {
  let search = "";
  return { back: () => {}, search: () => search, replaceSearch: (next) => (search = next) };
};

const columns = (lang: Lang): DataTableColumn<Contract>[] => [
  { id: "name", label: lang === "fr" ? "Nom" : "Name", allowsSorting: true, isRowHeader: true },
  { id: "amount", label: lang === "fr" ? "Montant" : "Amount", allowsSorting: true },
  { id: "id", label: lang === "fr" ? "Numéro" : "Number" },
];

const Demo = ({ lang, rows = all, delay }: { lang: Lang; rows?: readonly Contract[]; delay?: number }) => (
  <LendkitProvider defaultLang={lang} history={memoryHistory()}>
    <DataTable
      title={lang === "fr" ? "Contrats" : "Contracts"}
      columns={columns(lang)}
      rowKey={(row) => row.id}
      fetchRows={server(rows, delay)}
      onAdd={() => console.info("add")}
    />
  </LendkitProvider>
);

/** 57 rows: sort, search (200 ms debounce), pager "1 à 10 sur 57", create button. */
export const French: Story = () => <Demo lang="fr" />;
/** Same in English: "1 to 10 of 57". */
export const English: Story = () => <Demo lang="en" />;
/** No rows: "Aucun élément à afficher", no pager. */
export const EmptyFrench: Story = () => <Demo lang="fr" rows={[]} />;
/** No rows in English: "No elements to show". */
export const EmptyEnglish: Story = () => <Demo lang="en" rows={[]} />;
/** A slow server (3 s): "Chargement..." and data-loading while it answers. */
export const Loading: Story = () => <Demo lang="fr" delay={3000} />;
