// @vitest-environment happy-dom
import { Decimal, formatMoney, Role, type Lang, type RoleId } from "@lendkit/core";
import { LendkitProvider } from "@lendkit/react";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../../../../react/testing/axe.js";
import { CollectionsQueue } from "./CollectionsQueue.js";
import type { WireQueue } from "./collectionsApi.js";

/**
 * The collections page against a fake server: the queue and the aging (chart
 * and table) in the user's language, sorting and filtering asked of the
 * server, and a collector's assignment by those who may assign.
 */

const queue = (collector: WireQueue["rows"][number]["collector"] = null): WireQueue => ({
  asOf: "2026-11-22",
  count: 2,
  rows: [
    { contractId: 11, contractNumber: "M-000011", customerId: 5, customerName: "Li, Ana", bucket: "61-90", daysPastDue: 68, amountLate: "1234.50", collector, lastNote: { text: "Will pay Wednesday.", at: "2026-11-21T15:00:00.000Z", promiseToPayOn: "2026-11-25" } },
    { contractId: 12, contractNumber: "M-000012", customerId: 6, customerName: "Roy, Marc", bucket: "1-30", daysPastDue: 9, amountLate: "260.00", collector: null, lastNote: null },
  ],
  aging: {
    buckets: [
      { bucket: "1-30", count: 1, amountLate: "260.00" },
      { bucket: "31-60", count: 0, amountLate: "0.00" },
      { bucket: "61-90", count: 1, amountLate: "1234.50" },
      { bucket: "91+", count: 0, amountLate: "0.00" },
    ],
    count: 2,
    amountLate: "1494.50",
  },
});

let current: WireQueue = queue();
let asked: string[] = [];
let puts: Array<{ path: string; body: unknown }> = [];

const reply = (result: unknown, status = 200) =>
  new Response(JSON.stringify({ Success: status < 400, Result: status < 400 ? result : null, ErrorMessage: null }), { status, headers: { "Content-Type": "application/json" } });

const fakeFetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const url = String(input);
  const path = url.split("?")[0]!;
  if (path === "/api/collections/collectors") return reply([{ id: 7, name: "Marc Roy" }, { id: 8, name: "Zoé Émond" }]);
  if (path === "/api/collections") {
    asked.push(new URLSearchParams(url.split("?")[1] ?? "").toString());
    return reply(current);
  }
  if (init.method === "PUT") {
    const body = JSON.parse(String(init.body)) as { userId: number | null };
    puts.push({ path, body });
    current = queue(body.userId === null ? null : { id: body.userId, name: "Marc Roy" });
    return reply({ contractId: 11, collector: body.userId === null ? null : { id: body.userId, name: "Marc Roy" } });
  }
  return reply(null, 404);
};

beforeEach(() => {
  current = queue();
  asked = [];
  puts = [];
  vi.stubGlobal("fetch", vi.fn(fakeFetch));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = (role: RoleId, lang: Lang = "en") =>
  render(
    <LendkitProvider lang={lang}>
      <CollectionsQueue lang={lang} role={role} />
    </LendkitProvider>,
  );

/** An amount as core writes money in French (the page's own formatting is core's). */
const fr = (amount: string) => formatMoney(new Decimal(amount), "fr");

const lastCall = () => Object.fromEntries(new URLSearchParams(asked.at(-1)));

describe("the collections page", () => {
  it("shows the late contracts and the aging as a chart with a name and as a table, in French", async () => {
    const { container } = show(Role.RegCollector, "fr");
    const row = (await screen.findByText("M-000011")).closest("tr")!;
    expect(Array.from(row.cells).map((cell) => cell.textContent)).toEqual([
      "M-000011",
      "Li, Ana",
      "61 à 90 jours de retard",
      "68",
      fr("1234.50"),
      "—",
      "Will pay Wednesday.Promesse de paiement\u00a0: 2026-11-25",
    ]);
    expect(screen.getByRole("img", { name: "Montant en retard par tranche de retard" }).querySelectorAll("[data-bucket]")).toHaveLength(4);
    const aging = screen.getByRole("table", { name: "Ancienneté\u00a0: montant en retard et contrats par tranche" });
    expect(Array.from(aging.querySelectorAll("tbody tr")).map((tr) => tr.textContent)).toEqual([`1 à 30 jours de retard${fr("260")}1`, `31 à 60 jours de retard${fr("0")}0`, `61 à 90 jours de retard${fr("1234.5")}1`, `91 jours de retard ou plus${fr("0")}0`]);
    expect(aging.querySelector("tfoot")!.textContent).toBe(`Total${fr("1494.50")}2`);
    // A collector reads who has the contract; only those who assign get a list.
    expect(screen.queryByRole("combobox", { name: /Agent du contrat/ })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("asks the server to sort and filter, from the first page", async () => {
    show(Role.Admin);
    await screen.findByText("M-000011");
    expect(lastCall()).toEqual({ page: "0", rowsPerPage: "25", sortColumn: "daysPastDue", order: "desc" });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Sort by Amount late" }));
    await waitFor(() => expect(lastCall()).toMatchObject({ sortColumn: "amountLate", order: "desc" }));
    await user.click(screen.getByRole("button", { name: "Sort by Amount late" }));
    await waitFor(() => expect(lastCall()).toMatchObject({ sortColumn: "amountLate", order: "asc" }));
    const table = screen.getByRole("table", { name: "2 contract(s)" });
    expect(within(table).getByRole("columnheader", { name: /Amount late/ }).getAttribute("aria-sort")).toBe("ascending");
    await user.selectOptions(screen.getByRole("combobox", { name: "Bucket" }), "61-90");
    await user.selectOptions(screen.getByRole("combobox", { name: "Collector" }), "mine");
    await waitFor(() => expect(lastCall()).toMatchObject({ page: "0", filter: "bucket~61-90|collector~mine" }));
  });

  it("lets AdminCollector assign a contract to a collector and says so", async () => {
    show(Role.AdminCollector);
    const picker = await screen.findByRole("combobox", { name: "Collector of contract M-000011" });
    const user = userEvent.setup();
    await user.selectOptions(picker, "7");
    await waitFor(() => expect(puts).toEqual([{ path: "/api/contracts/11/collector", body: { userId: 7 } }]));
    expect((await screen.findByRole("status")).textContent).toBe("Contract M-000011 assigned to Marc Roy.");
    await waitFor(() => expect((screen.getByRole("combobox", { name: "Collector of contract M-000011" }) as HTMLSelectElement).value).toBe("7"));
  });
});
