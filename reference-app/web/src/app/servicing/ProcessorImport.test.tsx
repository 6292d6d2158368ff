// @vitest-environment happy-dom
import { Role, roleIds, type Lang, type RoleId } from "@lendkit/core";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
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

/** Set by a test to hold the request: after half the bytes are sent, then after all of them, until each resolves. */
let holds: Array<Promise<void>> = [];

/** The browser's XMLHttpRequest as the import uses it: the file's bytes reported sent in two steps, then the fake server's answer. */
class FakeXhr {
  status = 0;
  statusText = "";
  responseText = "";
  readonly upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private target = "";
  readonly headers: Record<string, string> = {};
  open(method: string, url: string) {
    this.target = `${method} ${url}`;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    void (async () => {
      const file = body.get("file");
      const text = file instanceof File ? await file.text() : null;
      sent.push({ url: this.target, fileName: file instanceof File ? file.name : null, text });
      const total = text?.length ?? 0;
      this.upload.onprogress?.({ lengthComputable: true, loaded: Math.floor(total / 2), total });
      await holds[0];
      this.upload.onprogress?.({ lengthComputable: true, loaded: total, total });
      await holds[1];
      const answer = answers.shift() ?? { status: 500, message: "no answer" };
      const ok = answer.status < 400;
      this.status = answer.status;
      this.responseText = JSON.stringify({ Success: ok, Result: ok ? answer.result : null, ErrorMessage: ok ? null : (answer.message ?? null) });
      this.onload?.();
    })();
  }
}

beforeEach(() => {
  sent = [];
  answers.length = 0;
  holds = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
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

describe("the processor file's progress", () => {
  it.each([
    ["en", "Sending the file: 50%", "File sent: the server is reading its lines…"],
    ["fr", "Envoi du fichier\u00a0: 50\u00a0%", "Fichier envoyé\u00a0: le serveur en lit les lignes…"],
  ] as const)("shows the bytes sent as a progress bar, then that the server reads the lines (%s)", async (lang, sending, reading) => {
    const user = show(Role.Admin, lang);
    await user.upload(screen.getByLabelText(lang === "fr" ? "Fichier CSV" : "CSV file"), new File([CSV], "processor.csv", { type: "text/csv" }));
    const releases: Array<() => void> = [];
    holds = [0, 1].map(() => new Promise<void>((resolve) => releases.push(resolve)));
    answers.push({ status: 200, result: { dryRun: true, rows: 3, applied: 3, duplicates: 0, errors: [] } });
    await user.click(screen.getByRole("button", { name: lang === "fr" ? "Vérifier le fichier" : "Check the file" }));
    const bar = (await screen.findByRole("progressbar", { name: sending })) as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([Math.floor(CSV.length / 2), CSV.length]);
    releases[0]!();
    const status = bar.closest("[role=status]")!;
    await waitFor(() => expect(status.textContent).toBe(reading));
    expect(screen.queryByRole("progressbar")).toBeNull();
    releases[1]!();
    await screen.findByText((text) => text.startsWith(lang === "fr" ? "3 ligne(s)" : "3 line(s)"));
    expect(status.textContent).toBe("");
  });
});
