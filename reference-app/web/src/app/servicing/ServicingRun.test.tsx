// @vitest-environment happy-dom
import { Role, roleIds, type Lang, type RoleId } from "@lendkit/core";
import { LendkitProvider } from "@lendkit/react";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../../../../react/testing/axe.js";
import { forgetLenderDay } from "../../shared/lenderDay.js";
import { ServicingRun } from "./ServicingRun.js";
import { servicingTexts } from "./texts.js";

/**
 * The servicing day piece against a fake server: Admin only; the lender's
 * day is sent as the day to run, and the server's counts (or its refusal,
 * in its own words) show in the user's language.
 */

const TODAY = "2026-11-22";

type Answer = { status: number; result?: unknown; message?: string };
let runAnswer: Answer = { status: 200, result: { date: TODAY, contracts: 3, feesAssessed: 2, skipped: 1 } };
let sent: Array<{ path: string; body: unknown }> = [];

const fakeFetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const path = String(input).split("?")[0]!;
  const answer: Answer = path === "/api/configuration/lenderDay" ? { status: 200, result: { timeZone: "America/Toronto", today: TODAY } } : runAnswer;
  if (path === "/api/servicing/run") sent.push({ path: `${init.method} ${path}`, body: JSON.parse(String(init.body)) });
  const ok = answer.status < 400;
  return new Response(JSON.stringify({ Success: ok, Result: ok ? answer.result : null, ErrorMessage: ok ? null : (answer.message ?? null) }), {
    status: answer.status,
    headers: { "Content-Type": "application/json" },
  });
};

beforeEach(() => {
  forgetLenderDay();
  sent = [];
  runAnswer = { status: 200, result: { date: TODAY, contracts: 3, feesAssessed: 2, skipped: 1 } };
  vi.stubGlobal("fetch", vi.fn(fakeFetch));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = (role: RoleId, lang: Lang = "en") =>
  render(
    <LendkitProvider lang={lang}>
      <ServicingRun lang={lang} role={role} />
    </LendkitProvider>,
  );

describe("the servicing day piece", () => {
  it("shows to Admin only", async () => {
    for (const role of roleIds.filter((each) => each !== Role.Admin)) {
      show(role);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(screen.queryByRole("button", { name: "Run the day" })).toBeNull();
      cleanup();
    }
    show(Role.Admin);
    expect(await screen.findByRole("button", { name: "Run the day" })).toBeTruthy();
  });

  it("runs the lender's day and says what the server did, in French", async () => {
    const { container } = show(Role.Admin, "fr");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Lancer la journée" }));
    await waitFor(() => expect(sent).toEqual([{ path: "POST /api/servicing/run", body: { date: TODAY } }]));
    expect((await screen.findByText(/^Jour 2026-11-22/)).textContent).toBe(
      "Jour 2026-11-22\u00a0: 3 contrat(s) traité(s), 2 frais de retard facturé(s), 1 déjà traité(s) avant.",
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the server's refusal as it came", async () => {
    runAnswer = { status: 422, message: "A servicing day can only be run once it has come: the date cannot be after today." };
    show(Role.Admin);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Run the day" }));
    expect(await screen.findByText(/the date cannot be after today/)).toBeTruthy();
    expect(screen.queryByText(/contract\(s\) done/)).toBeNull();
  });

  it("has its words in both languages", () => {
    for (const key of ["run.title", "run.lead", "run.date", "run.submit", "run.working", "run.done"] as const) {
      expect(servicingTexts.en[key]).not.toBe("");
      expect(servicingTexts.fr[key]).not.toBe(servicingTexts.en[key]);
    }
  });
});
