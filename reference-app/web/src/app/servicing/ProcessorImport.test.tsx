// @vitest-environment happy-dom
import { Role, roleIds, type Lang, type RoleId } from "@lendkit/core";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../../../../react/testing/axe.js";
import { ProcessorImport } from "./ProcessorImport.js";

/**
 * The processor file piece against a fake server: Admin only; the file is
 * checked (dryRun=true) before it can be applied (dryRun=false), each time
 * sent as it was chosen; the server's counts and its words show as they
 * come, in the user's language.
 */

const CSV = "externalId,contractNumber,amount,valueDate,status,reason\nP-1,M-7,270.00,2026-11-20,paid,\nP-2,M-7,10.00,2026-11-20,paid,\nP-3,M-0,5.00,2026-11-20,paid,\n";

interface Sent {
  readonly url: string;
  readonly fileName: string | null;
  readonly text: string | null;
}

type Answer = { status: number; result?: unknown; message?: string };

const answers: Answer[] = [];
let sent: Sent[] = [];

const fakeFetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const file = init.body instanceof FormData ? init.body.get("file") : null;
  sent.push({ url: `${init.method ?? "GET"} ${String(input)}`, fileName: file instanceof File ? file.name : null, text: file instanceof File ? await file.text() : null });
  const answer = answers.shift() ?? { status: 500, message: "no answer" };
  const ok = answer.status < 400;
  return new Response(JSON.stringify({ Success: ok, Result: ok ? answer.result : null, ErrorMessage: ok ? null : (answer.message ?? null) }), {
    status: answer.status,
    headers: { "Content-Type": "application/json" },
  });
};

beforeEach(() => {
  sent = [];
  answers.length = 0;
  vi.stubGlobal("fetch", vi.fn(fakeFetch));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = (role: RoleId | null, lang: Lang = "en") => {
  render(<ProcessorImport lang={lang} role={role} />);
  return userEvent.setup();
};

const problem = { row: 4, code: "unknownContract", message: "No contract of this lender has this number." };

describe("the processor file import", () => {
  it("checks the file first, shows what it would do and the lines' problems, then applies it", async () => {
    const user = show(Role.Admin);
    expect(screen.getByRole("button", { name: "Check the file" }).hasAttribute("disabled")).toBe(true);
    await user.upload(screen.getByLabelText("CSV file"), new File([CSV], "processor-2026-11-20.csv", { type: "text/csv" }));
    answers.push({ status: 200, result: { dryRun: true, rows: 3, applied: 1, duplicates: 1, errors: [problem] } });
    await user.click(screen.getByRole("button", { name: "Check the file" }));

    const preview = await screen.findByText("3 line(s): 1 to apply, 1 applied before, 1 with a problem. Nothing has been recorded yet.");
    expect(sent).toEqual([{ url: "POST /api/servicing/imports?dryRun=true", fileName: "processor-2026-11-20.csv", text: CSV }]);
    const table = screen.getByRole("table", { name: "Lines with a problem" });
    expect(within(table).getAllByRole("row").slice(1).map((row) => row.textContent)).toEqual([`4${problem.message}`]);
    expect(preview).toBeTruthy();
    expect(await axeViolations(document.body)).toEqual([]);

    answers.push({ status: 200, result: { dryRun: false, rows: 3, applied: 1, duplicates: 1, errors: [problem] } });
    await user.click(screen.getByRole("button", { name: "Apply the file" }));
    await screen.findByText("File applied: 1 line(s) recorded, 1 applied before, 1 with a problem.");
    expect(sent.map((call) => [call.url, call.text])).toEqual([
      ["POST /api/servicing/imports?dryRun=true", CSV],
      ["POST /api/servicing/imports?dryRun=false", CSV],
    ]);
    expect(screen.queryByRole("button", { name: "Apply the file" })).toBeNull();
  });

  it("offers nothing to apply when every line was applied before, in French", async () => {
    const user = show(Role.Admin, "fr");
    await user.upload(screen.getByLabelText("Fichier CSV"), new File([CSV], "jour.csv", { type: "text/csv" }));
    answers.push({ status: 200, result: { dryRun: true, rows: 3, applied: 0, duplicates: 3, errors: [] } });
    await user.click(screen.getByRole("button", { name: "Vérifier le fichier" }));
    // The texts' no-break spaces are kept as they are (a text matcher would fold them).
    const summary = await screen.findByText(/^3 ligne\(s\)/);
    expect(summary.textContent).toBe("3 ligne(s)\u00a0: 0 à appliquer, 3 déjà appliquée(s), 0 avec un problème. Rien n’est encore inscrit.");
    expect(screen.getByText("Il ne reste rien à appliquer dans ce fichier.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Appliquer le fichier" })).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows the server's refusal of a file in the user's language, and nothing to apply", async () => {
    const user = show(Role.Admin, "fr");
    await user.upload(screen.getByLabelText("Fichier CSV"), new File(["id;montant\n"], "mauvais.csv", { type: "text/csv" }));
    const refusal = "La première ligne du fichier doit être exactement\u00a0: externalId,contractNumber,amount,valueDate,status,reason.";
    answers.push({ status: 400, message: refusal });
    await user.click(screen.getByRole("button", { name: "Vérifier le fichier" }));
    expect((await screen.findByRole("alert")).textContent).toBe(refusal);
    expect(screen.queryByRole("button", { name: "Appliquer le fichier" })).toBeNull();
  });

  it("is there for Admin only, as core's canImportProcessorFiles says", () => {
    for (const role of [...roleIds, null]) {
      show(role);
      expect(screen.queryByRole("heading", { name: "Payment processor file" }) !== null, `role ${String(role)}`).toBe(role === Role.Admin);
      cleanup();
    }
    expect(sent).toEqual([]);
  });
});
