// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TableRequest } from "@lendkit/core";
import { renderWithLendkit } from "../testing/render.js";
import { axeViolations } from "../testing/axe.js";
import { DataTable, type DataTableColumn, type DataTablePage } from "./index.js";

afterEach(cleanup);

interface Contract {
  readonly id: number;
  readonly name: string;
  readonly amount: number;
}

const contracts: Contract[] = Array.from({ length: 57 }, (_, index) => ({
  id: index + 1,
  name: `Client ${String(index + 1).padStart(2, "0")}`,
  amount: (index + 1) * 100,
}));

const columns: DataTableColumn<Contract>[] = [
  { id: "name", label: "Nom", allowsSorting: true, isRowHeader: true },
  { id: "amount", label: "Montant", allowsSorting: true, cell: (row) => `${row.amount} $` },
  { id: "id", label: "No" },
];

/** A fake server: search on name, sort, page. */
const source = (all: readonly Contract[] = contracts) =>
  vi.fn(async (request: TableRequest): Promise<DataTablePage<Contract>> => {
    const found = all.filter((row) => row.name.toLowerCase().includes(request.searchTerm.toLowerCase()));
    const sorted = request.orderBy
      ? [...found].sort((a, b) => {
          const key = request.orderBy as keyof Contract;
          const order = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
          return request.order === "asc" ? order : -order;
        })
      : found;
    const start = request.page * request.rowsPerPage;
    return { rows: sorted.slice(start, start + request.rowsPerPage), count: found.length };
  });

const memoryHistory = (search = "") => {
  let current = search;
  return {
    back: vi.fn(),
    search: () => current,
    replaceSearch: vi.fn((next: string) => {
      current = next;
    }),
  };
};

const bodyRows = () => screen.getAllByRole("row").slice(1);

describe("DataTable", () => {
  it("loads the first page with core's default request and names the table by its title", async () => {
    const fetchRows = source();
    renderWithLendkit(<DataTable title="Contrats" columns={columns} rowKey={(row) => row.id} fetchRows={fetchRows} />, {
      history: memoryHistory(),
    });
    const wrapper = screen.getByRole("grid", { name: "Contrats" }).closest('[data-lendkit="data-table"]')!;
    expect(wrapper.getAttribute("aria-busy")).toBe("true");
    expect(wrapper.hasAttribute("data-loading")).toBe(true);
    expect(screen.getByText("Chargement...")).toBeTruthy();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(wrapper.getAttribute("aria-busy")).toBe("false");
    expect(fetchRows).toHaveBeenCalledTimes(1);
    expect(fetchRows).toHaveBeenCalledWith({ page: 0, rowsPerPage: 10, searchTerm: "", orderBy: null, order: "desc", filter: "" });
    expect(within(bodyRows()[0]!).getByRole("rowheader").textContent).toBe("Client 01");
    expect(bodyRows()[0]!.textContent).toContain("100 $");
  });

  it.each([
    ["fr", "Aucun élément à afficher"],
    ["en", "No elements to show"],
  ] as const)("shows the empty-state line (%s) and no pager when there are no rows", async (lang, empty) => {
    renderWithLendkit(<DataTable aria-label="Contracts" columns={columns} rowKey={(row) => row.id} fetchRows={source([])} />, {
      lang,
      history: memoryHistory(),
    });
    await waitFor(() => expect(screen.getByText(empty)).toBeTruthy());
    expect(screen.queryByRole("button", { name: /page/i })).toBeNull();
  });

  it("sorts: a new column desc, the same column toggles, page 0, each a refetch", async () => {
    const user = userEvent.setup();
    const fetchRows = source();
    renderWithLendkit(<DataTable title="Contrats" columns={columns} rowKey={(row) => row.id} fetchRows={fetchRows} />, {
      history: memoryHistory("?page=3"),
    });
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    const nameHeader = screen.getByRole("columnheader", { name: "Nom" });
    await user.click(nameHeader);
    await waitFor(() => expect(fetchRows).toHaveBeenLastCalledWith(expect.objectContaining({ orderBy: "name", order: "desc", page: 0 })));
    expect(nameHeader.getAttribute("aria-sort")).toBe("descending");
    await waitFor(() => expect(within(bodyRows()[0]!).getByRole("rowheader").textContent).toBe("Client 57"));
    await user.click(nameHeader);
    await waitFor(() => expect(fetchRows).toHaveBeenLastCalledWith(expect.objectContaining({ orderBy: "name", order: "asc" })));
    expect(nameHeader.getAttribute("aria-sort")).toBe("ascending");
    const calls = fetchRows.mock.calls.length;
    await user.click(screen.getByRole("columnheader", { name: "No" }));
    expect(fetchRows.mock.calls.length).toBe(calls);
  });

  it("opens a row with Enter on the focused row, the next one after ArrowDown (issue 15 §9)", async () => {
    const user = userEvent.setup();
    const onRowOpen = vi.fn();
    renderWithLendkit(
      <DataTable title="Contrats" columns={columns} rowKey={(row) => row.id} fetchRows={source()} hideSearch onRowOpen={onRowOpen} />,
      { history: memoryHistory() },
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.tab();
    expect(document.activeElement).toBe(bodyRows()[0]);
    await user.keyboard("{Enter}");
    expect(onRowOpen).toHaveBeenLastCalledWith(contracts[0]);
    await user.keyboard("{ArrowDown}{Enter}");
    expect(onRowOpen).toHaveBeenLastCalledWith(contracts[1]);
    // Enter on a column header sorts, it opens nothing.
    await user.keyboard("{ArrowUp}{ArrowUp}{Enter}");
    expect(onRowOpen).toHaveBeenCalledTimes(2);
  });

  it("sorts from the keyboard: Enter on a focused header", async () => {
    const user = userEvent.setup();
    const fetchRows = source();
    renderWithLendkit(
      <DataTable title="Contrats" columns={columns} rowKey={(row) => row.id} fetchRows={fetchRows} hideSearch />,
      { history: memoryHistory() },
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    await user.tab();
    expect(screen.getByRole("grid").contains(document.activeElement)).toBe(true);
    await user.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(screen.getByRole("columnheader", { name: "Nom" }));
    await user.keyboard("{ArrowRight}{Enter}");
    await waitFor(() => expect(fetchRows).toHaveBeenLastCalledWith(expect.objectContaining({ orderBy: "amount", order: "desc" })));
  });

  it.each([
    ["fr", "1 à 10 sur 57", "11 à 20 sur 57", "Page suivante", "Page précédente"],
    ["en", "1 to 10 of 57", "11 to 20 of 57", "Next page", "Previous page"],
  ] as const)("pages with the pager (%s)", async (lang, first, second, nextName, previousName) => {
    const user = userEvent.setup();
    const fetchRows = source();
    renderWithLendkit(<DataTable title="Contrats" columns={columns} rowKey={(row) => row.id} fetchRows={fetchRows} />, {
      lang,
      history: memoryHistory(),
    });
    await waitFor(() => expect(screen.getByText(first)).toBeTruthy());
    expect(screen.getByRole("button", { name: previousName }).hasAttribute("disabled")).toBe(true);
    await user.click(screen.getByRole("button", { name: nextName }));
    await waitFor(() => expect(screen.getByText(second)).toBeTruthy());
    expect(fetchRows).toHaveBeenLastCalledWith(expect.objectContaining({ page: 1 }));
  });

  it.each([
    ["fr", "51 à 57 sur 57"],
    ["en", "51 to 57 of 57"],
  ] as const)("goes to the last page when the address asks for a page past it (%s)", async (lang, label) => {
    const fetchRows = source();
    const history = memoryHistory("?page=999");
    renderWithLendkit(<DataTable title="Contrats" columns={columns} rowKey={(row) => row.id} fetchRows={fetchRows} urlState />, { lang, history });
    await waitFor(() => expect(screen.getByText(label)).toBeTruthy());
    // The pager moves to the last page before that page's rows arrive: on a loaded machine, wait for them too.
    await waitFor(() => expect(bodyRows()).toHaveLength(7));
    expect(fetchRows).toHaveBeenLastCalledWith(expect.objectContaining({ page: 5 }));
    expect(history.search()).toContain("page=5");
  });

  it("shows only the latest answer when an earlier call answers late", async () => {
    const user = userEvent.setup();
    const answers: Array<(page: DataTablePage<Contract>) => void> = [];
    const fetchRows = vi.fn(
      () => new Promise<DataTablePage<Contract>>((resolve) => answers.push(resolve)),
    );
    renderWithLendkit(<DataTable title="Contrats" columns={columns} rowKey={(row) => row.id} fetchRows={fetchRows} />, {
      history: memoryHistory(),
    });
    await user.click(screen.getByRole("columnheader", { name: "Nom" }));
    await waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!({ rows: [contracts[4]!], count: 1 });
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    answers[0]!({ rows: contracts.slice(0, 10), count: 57 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(bodyRows()).toHaveLength(1);
    expect(bodyRows()[0]!.textContent).toContain("Client 05");
  });

  it("hides the pager when the count is under the rows per page", async () => {
    renderWithLendkit(
      <DataTable title="Contrats" columns={columns} rowKey={(row) => row.id} fetchRows={source(contracts.slice(0, 9))} />,
      { history: memoryHistory() },
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(9));
    expect(screen.queryByRole("button", { name: "Page suivante" })).toBeNull();
  });

  it("searches 200 ms after the last keystroke, once, from page 0", async () => {
    const user = userEvent.setup();
    const fetchRows = source();
    renderWithLendkit(<DataTable title="Contrats" columns={columns} rowKey={(row) => row.id} fetchRows={fetchRows} />, {
      history: memoryHistory("?page=2"),
    });
    await waitFor(() => expect(fetchRows).toHaveBeenCalledTimes(1));
    await user.type(screen.getByRole("searchbox", { name: "Rechercher..." }), "client 5");
    expect(fetchRows).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(fetchRows).toHaveBeenCalledTimes(2));
    expect(fetchRows).toHaveBeenLastCalledWith(expect.objectContaining({ searchTerm: "client 5", page: 0 }));
    await waitFor(() => expect(bodyRows()).toHaveLength(8));
  });

  it("reads its state from the URL and writes changes back, keeping the page's other parameters", async () => {
    const user = userEvent.setup();
    const history = memoryHistory("?tab=notes&page=2&orderBy=amount&order=asc&searchTerm=client");
    const fetchRows = source();
    renderWithLendkit(<DataTable title="Contrats" columns={columns} rowKey={(row) => row.id} fetchRows={fetchRows} urlState />, {
      history,
    });
    await waitFor(() =>
      expect(fetchRows).toHaveBeenCalledWith(
        expect.objectContaining({ page: 2, orderBy: "amount", order: "asc", searchTerm: "client" }),
      ),
    );
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("client");
    await user.click(screen.getByRole("columnheader", { name: "Montant" }));
    await waitFor(() => expect(history.replaceSearch).toHaveBeenCalled());
    const written = new URLSearchParams(history.search());
    expect(Object.fromEntries(written)).toEqual({
      tab: "notes",
      page: "0",
      rowPerPage: "10",
      order: "desc",
      orderBy: "amount",
      searchTerm: "client",
    });
  });

  it.each([["off by default", {}], ["turned off", { urlState: false }]] as const)("with URL state %s, neither reads nor writes the URL", async (_case, props) => {
    const user = userEvent.setup();
    const history = memoryHistory("?page=2");
    const fetchRows = source();
    renderWithLendkit(
      <DataTable title="Contrats" columns={columns} rowKey={(row) => row.id} fetchRows={fetchRows} {...props} />,
      { history },
    );
    await waitFor(() => expect(fetchRows).toHaveBeenCalledWith(expect.objectContaining({ page: 0 })));
    await user.click(screen.getByRole("columnheader", { name: "Nom" }));
    await waitFor(() => expect(fetchRows).toHaveBeenCalledTimes(2));
    expect(history.replaceSearch).not.toHaveBeenCalled();
  });

  it("two tables on one page each keep their state under their own prefix", async () => {
    const user = userEvent.setup();
    const history = memoryHistory("?tab=notes&page=7&c.page=2&p.page=1&p.order=asc&p.orderBy=name");
    const contractsRows = source();
    const paymentsRows = source();
    renderWithLendkit(
      <>
        <DataTable title="Contrats" columns={columns} rowKey={(row) => row.id} fetchRows={contractsRows} urlState={{ prefix: "c." }} />
        <DataTable title="Paiements" columns={columns} rowKey={(row) => row.id} fetchRows={paymentsRows} urlState={{ prefix: "p." }} />
      </>,
      { history },
    );
    await waitFor(() => expect(contractsRows).toHaveBeenCalledWith(expect.objectContaining({ page: 2, orderBy: null })));
    await waitFor(() => expect(paymentsRows).toHaveBeenCalledWith(expect.objectContaining({ page: 1, orderBy: "name", order: "asc" })));
    const contracts = screen.getByRole("grid", { name: "Contrats" });
    await user.click(within(contracts).getByRole("columnheader", { name: "Montant" }));
    await waitFor(() => expect(history.replaceSearch).toHaveBeenCalled());
    expect(Object.fromEntries(new URLSearchParams(history.search()))).toEqual({
      tab: "notes",
      page: "7",
      "c.page": "0",
      "c.rowPerPage": "10",
      "c.order": "desc",
      "c.orderBy": "amount",
      "p.page": "1",
      "p.order": "asc",
      "p.orderBy": "name",
    });
  });

  it("an external filter change goes back to page 0 and refetches", async () => {
    const fetchRows = source();
    const history = memoryHistory("?page=3");
    const view = renderWithLendkit(
      <DataTable title="Contrats" columns={columns} rowKey={(row) => row.id} fetchRows={fetchRows} filter="" urlState />,
      { history },
    );
    await waitFor(() => expect(fetchRows).toHaveBeenCalledWith(expect.objectContaining({ page: 3 })));
    view.rerender(<DataTable title="Contrats" columns={columns} rowKey={(row) => row.id} fetchRows={fetchRows} filter="status~1" urlState />);
    await waitFor(() => expect(fetchRows).toHaveBeenLastCalledWith(expect.objectContaining({ page: 0, filter: "status~1" })));
  });

  it.each([
    ["fr", "Ajouter"],
    ["en", "Add"],
  ] as const)("shows the create button (%s) only with an add action that is not hidden", async (lang, name) => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    const view = renderWithLendkit(
      <DataTable title="T" columns={columns} rowKey={(row) => row.id} fetchRows={source()} onAdd={onAdd} />,
      { lang, history: memoryHistory() },
    );
    await user.click(screen.getByRole("button", { name }));
    expect(onAdd).toHaveBeenCalledTimes(1);
    view.rerender(<DataTable title="T" columns={columns} rowKey={(row) => row.id} fetchRows={source()} onAdd={onAdd} hideAdd />);
    expect(screen.queryByRole("button", { name })).toBeNull();
    view.rerender(<DataTable title="T" columns={columns} rowKey={(row) => row.id} fetchRows={source()} />);
    expect(screen.queryByRole("button", { name })).toBeNull();
  });

  it("has no axe violations with rows, sorting and the pager", async () => {
    const { container } = renderWithLendkit(
      <main>
        <DataTable title="Contrats" columns={columns} rowKey={(row) => row.id} fetchRows={source()} onAdd={() => {}} />
      </main>,
      { history: memoryHistory() },
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe("DataTable leaving the page (A §4: the search is cleared on leaving)", () => {
  /** A history whose router announces leaving, as an app's router adapter does. */
  const leavingHistory = (search = "") => {
    const history = memoryHistory(search);
    const listeners = new Set<() => void>();
    return {
      ...history,
      subscribeLeave: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      leave: () => listeners.forEach((listener) => listener()),
      listeners,
    };
  };

  it.each(["fr", "en"] as const)("clears the search, its text and its page in the URL at once, keeping the sort (%s)", async (lang) => {
    const user = userEvent.setup();
    const history = leavingHistory("?tab=notes&orderBy=amount&order=asc");
    const fetchRows = source();
    renderWithLendkit(<DataTable title="Contrats" columns={columns} rowKey={(row) => row.id} fetchRows={fetchRows} urlState />, { lang, history });
    fireEvent.change(screen.getByRole("searchbox"), { target: { value: "client" } });
    await waitFor(() => expect(new URLSearchParams(history.search()).get("searchTerm")).toBe("client"));
    await waitFor(() => expect(fetchRows).toHaveBeenLastCalledWith(expect.objectContaining({ searchTerm: "client" })));
    await waitFor(() => expect(screen.getByText(lang === "fr" ? "1 à 10 sur 57" : "1 to 10 of 57")).toBeTruthy());
    await user.click(screen.getByRole("button", { name: lang === "fr" ? "Page suivante" : "Next page" }));
    await waitFor(() => expect(new URLSearchParams(history.search()).get("page")).toBe("1"));
    await act(async () => history.leave());
    const written = Object.fromEntries(new URLSearchParams(history.search()));
    expect(written).toMatchObject({ tab: "notes", page: "0", orderBy: "amount", order: "asc" });
    expect(written.searchTerm ?? "").toBe("");
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("");
  });

  it("drops a search still being typed, and stops listening once unmounted", async () => {
    const history = leavingHistory();
    const fetchRows = source();
    const view = renderWithLendkit(<DataTable title="Contrats" columns={columns} rowKey={(row) => row.id} fetchRows={fetchRows} />, { history });
    await waitFor(() => expect(fetchRows).toHaveBeenCalledTimes(1));
    act(() => {
      fireEvent.change(screen.getByRole("searchbox"), { target: { value: "zz" } });
      history.leave();
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetchRows).toHaveBeenCalledTimes(1);
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("");
    expect(history.replaceSearch).not.toHaveBeenCalled();
    view.unmount();
    expect(history.listeners.size).toBe(0);
  });
});

describe("DataTable column widths (A §3: width percentage, min width)", () => {
  it.each(["fr", "en"] as const)("sizes the headers it is asked to, and leaves the others to the browser (%s)", async (lang) => {
    const sized: DataTableColumn<Contract>[] = [
      { id: "name", label: "Nom", isRowHeader: true, width: 40, minWidth: 160 },
      { id: "amount", label: "Montant", minWidth: 96 },
      { id: "id", label: "No", width: Number.NaN },
    ];
    renderWithLendkit(<DataTable title="Contrats" columns={sized} rowKey={(row) => row.id} fetchRows={source()} />, { lang, history: memoryHistory() });
    await waitFor(() => expect(bodyRows().length).toBe(10));
    const [name, amount, id] = screen.getAllByRole("columnheader") as HTMLElement[];
    expect([name!.style.width, name!.style.minWidth]).toEqual(["40%", "160px"]);
    expect([amount!.style.width, amount!.style.minWidth]).toEqual(["", "96px"]);
    expect(id!.getAttribute("style")).toBeNull();
  });
});

describe("DataTable column options (A §3: key, orderBy, header renderer, padding, style)", () => {
  it.each(["fr", "en"] as const)("shows the key's field (\"id\" by default), renders the header it is given, pads and styles the column (%s)", async (lang) => {
    const options: DataTableColumn<Contract>[] = [
      { key: "name", label: "Nom", isRowHeader: true, padding: 12, style: { textAlign: "left" } },
      { label: "No", header: () => <abbr title={lang === "fr" ? "Numéro" : "Number"}>No</abbr>, textValue: "No", padding: "4px 8px" },
      { id: "total", key: "amount", label: "Montant", style: { textAlign: "right", padding: 2 }, padding: 10, width: 30 },
    ];
    renderWithLendkit(<DataTable title="Contrats" columns={options} rowKey={(row) => row.id} fetchRows={source()} hideSearch />, { lang, history: memoryHistory() });
    await waitFor(() => expect(bodyRows().length).toBe(10));
    const first = bodyRows()[0]!;
    const cells = Array.from(first.querySelectorAll<HTMLElement>("th, td"));
    expect(cells.map((cell) => cell.textContent)).toEqual(["Client 01", "1", "100"]);
    const [name, id, amount] = screen.getAllByRole("columnheader") as HTMLElement[];
    expect(id!.querySelector("abbr")?.getAttribute("title")).toBe(lang === "fr" ? "Numéro" : "Number");
    expect([name!.style.padding, name!.style.textAlign]).toEqual(["12px", "left"]);
    expect([cells[0]!.style.padding, cells[0]!.style.textAlign]).toEqual(["12px", "left"]);
    expect([id!.style.padding, cells[1]!.style.padding]).toEqual(["4px 8px", "4px 8px"]);
    // The column's own style wins over its padding.
    expect([amount!.style.width, amount!.style.padding, amount!.style.textAlign]).toEqual(["30%", "2px", "right"]);
    expect([cells[2]!.style.padding, cells[2]!.style.textAlign]).toEqual(["2px", "right"]);
  });

  it.each(["fr", "en"] as const)("sorts by the column's orderBy, not its key, and shows the sort on that column (%s)", async (lang) => {
    const user = userEvent.setup();
    const fetchRows = vi.fn(source());
    const history = memoryHistory("?orderBy=amount&order=asc");
    const options: DataTableColumn<Contract>[] = [
      { key: "name", label: "Nom", isRowHeader: true, allowsSorting: true, orderBy: "amount" },
      { id: "total", key: "amount", label: "Montant", allowsSorting: true, orderBy: "name" },
    ];
    renderWithLendkit(
      <DataTable title="Contrats" columns={options} rowKey={(row) => row.id} fetchRows={fetchRows} hideSearch urlState sortableColumns={["amount", "name"]} />,
      { lang, history },
    );
    await waitFor(() => expect(bodyRows().length).toBe(10));
    expect(fetchRows).toHaveBeenLastCalledWith(expect.objectContaining({ orderBy: "amount", order: "asc" }));
    const [name, total] = screen.getAllByRole("columnheader") as HTMLElement[];
    expect([name!.getAttribute("aria-sort"), total!.getAttribute("aria-sort")]).toEqual(["ascending", "none"]);
    await user.click(total!);
    await waitFor(() => expect(fetchRows).toHaveBeenLastCalledWith(expect.objectContaining({ orderBy: "name", order: "desc", page: 0 })));
    await waitFor(() => expect(total!.getAttribute("aria-sort")).toBe("descending"));
    expect(name!.getAttribute("aria-sort")).toBe("none");
    expect(history.search()).toContain("orderBy=name");
    await waitFor(() => expect(within(bodyRows()[0]!).getByRole("rowheader").textContent).toBe("Client 57"));
  });
});
