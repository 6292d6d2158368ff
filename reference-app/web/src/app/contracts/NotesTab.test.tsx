// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NotesTab } from "./NotesTab.js";

/** A collector's contact note with the customer's promise to pay, against a fake notes API. */

let posted: unknown[] = [];

const fakeFetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
  const body = init.method === "POST" ? (JSON.parse(String(init.body)) as { text: string; isPublic: boolean; promiseToPayOn: string | null }) : null;
  if (body) posted.push(body);
  const result = body
    ? { id: 3, note: body.text, UI_sysLogins_Id: 9, UI_DateC: "2026-11-22T15:00:00.000Z", chkActiv: true, readSide: null, isPublic: body.isPublic, msgIsRead: true, promiseToPayOn: body.promiseToPayOn }
    : [];
  return new Response(JSON.stringify({ Success: true, Result: result, ErrorMessage: null }), { status: body ? 201 : 200, headers: { "Content-Type": "application/json" } });
};

beforeEach(() => {
  posted = [];
  vi.stubGlobal("fetch", vi.fn(fakeFetch));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the notes tab", () => {
  it("sends a contact note with the day the customer promised to pay, and shows it", async () => {
    render(<NotesTab lang="fr" contractId={41} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Nouvelle note" }), "Paiera mercredi.");
    fireEvent.change(screen.getByLabelText("Promesse de paiement le (facultatif)"), { target: { value: "2026-11-25" } });
    await user.click(screen.getByRole("button", { name: "Ajouter la note" }));
    await waitFor(() => expect(posted).toEqual([{ text: "Paiera mercredi.", isPublic: false, promiseToPayOn: "2026-11-25" }]));
    const note = (await screen.findByText("Paiera mercredi.")).closest("li")!;
    expect(note.querySelector(".hint")?.textContent).toBe("Promesse de paiement\u00a0: 2026-11-25");
    expect((screen.getByLabelText("Promesse de paiement le (facultatif)") as HTMLInputElement).value).toBe("");
  });

  it("keeps a note added while the tab's first load is still on its way (the load answers after the add)", async () => {
    let answerList: (() => void) | undefined;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        if (init.method !== "POST") await new Promise<void>((resolve) => (answerList = resolve));
        return fakeFetch(input, init);
      }),
    );
    render(<NotesTab lang="en" contractId={41} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "New note" }), "Will call back Monday.");
    await user.click(screen.getByRole("button", { name: "Add the note" }));
    await screen.findByText("Will call back Monday.");
    await waitFor(() => expect(answerList).toBeDefined());
    answerList!();
    await waitFor(() => expect(vi.mocked(fetch).mock.results.every((result) => result.type === "return")).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByText("Will call back Monday.")).toBeTruthy();
  });
});
