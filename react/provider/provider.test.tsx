// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { useLocale } from "react-aria-components";
import { commonMessages, Role, tableMessages, type Lang } from "@lendkit/core";
import { LendkitProvider, useLendkit, useMessages } from "./index.js";
import { axeViolations } from "../testing/axe.js";

afterEach(cleanup);

const Probe = () => {
  const t = useMessages();
  const { lang, setLang, features, tenant, role } = useLendkit();
  const { locale } = useLocale();
  return (
    <main>
      <p>{t("table.empty")}</p>
      <p data-testid="pager">{t("table.pager", { from: 1, to: 10, count: 57 })}</p>
      <p data-testid="locale">{locale}</p>
      <p data-testid="flags">{`${features.RestOfCanada}/${features.canEditContracts}/${tenant}/${role}`}</p>
      <button type="button" onClick={() => setLang(lang === "fr" ? "en" : "fr")}>
        {lang === "fr" ? "English" : "Français"}
      </button>
    </main>
  );
};

describe("LendkitProvider", () => {
  it("gives texts in the current language and switches them at run time", async () => {
    const user = userEvent.setup();
    render(
      <LendkitProvider>
        <Probe />
      </LendkitProvider>,
    );
    expect(screen.getByText("Aucun élément à afficher")).toBeTruthy();
    expect(screen.getByTestId("pager").textContent).toBe("1 à 10 sur 57");
    expect(screen.getByTestId("locale").textContent).toBe("fr-CA");
    await user.click(screen.getByRole("button", { name: "English" }));
    expect(screen.getByText("No elements to show")).toBeTruthy();
    expect(screen.getByTestId("pager").textContent).toBe("1 to 10 of 57");
    expect(screen.getByTestId("locale").textContent).toBe("en-CA");
    await user.click(screen.getByRole("button", { name: "Français" }));
    expect(screen.getByText("Aucun élément à afficher")).toBeTruthy();
  });

  it("gives the texts of the domain catalogs named, typed to them, in the current language", async () => {
    const user = userEvent.setup();
    const Scoped = () => {
      const t = useMessages(tableMessages, commonMessages);
      const { lang, setLang } = useLendkit();
      return (
        <main>
          <p data-testid="empty">{t("table.empty")}</p>
          <p data-testid="pager">{t("table.pager", { from: 1, to: 10, count: 57 })}</p>
          <p data-testid="close">{t("common.close")}</p>
          {/* A key outside the named catalogs does not compile; at run time it shows as itself, never crashes. */}
          <p data-testid="other">{(t as (key: string) => string)("renewal.loading")}</p>
          <button type="button" onClick={() => setLang(lang === "fr" ? "en" : "fr")}>
            {lang}
          </button>
        </main>
      );
    };
    render(
      <LendkitProvider>
        <Scoped />
      </LendkitProvider>,
    );
    expect(screen.getByTestId("empty").textContent).toBe("Aucun élément à afficher");
    expect(screen.getByTestId("pager").textContent).toBe("1 à 10 sur 57");
    expect(screen.getByTestId("close").textContent).toBe(commonMessages.fr["common.close"]);
    expect(screen.getByTestId("other").textContent).toBe("renewal.loading");
    await user.click(screen.getByRole("button", { name: "fr" }));
    expect(screen.getByTestId("empty").textContent).toBe("No elements to show");
    expect(screen.getByTestId("close").textContent).toBe(commonMessages.en["common.close"]);
  });

  it("follows a controlled language and reports requested changes", async () => {
    const user = userEvent.setup();
    const onLangChange = vi.fn();
    const Controlled = () => {
      const [lang, setLang] = useState<Lang>("en");
      return (
        <LendkitProvider
          lang={lang}
          onLangChange={(next) => {
            onLangChange(next);
            setLang(next);
          }}
        >
          <Probe />
        </LendkitProvider>
      );
    };
    render(<Controlled />);
    expect(screen.getByText("No elements to show")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Français" }));
    expect(onLangChange).toHaveBeenCalledWith("fr");
    expect(screen.getByText("Aucun élément à afficher")).toBeTruthy();
  });

  it("keeps a controlled language when the parent does not follow the request", async () => {
    const user = userEvent.setup();
    render(
      <LendkitProvider lang="en" onLangChange={() => {}}>
        <Probe />
      </LendkitProvider>,
    );
    await user.click(screen.getByRole("button", { name: "Français" }));
    expect(screen.getByText("No elements to show")).toBeTruthy();
  });

  it("merges received feature flags over core's defaults and passes tenant and role", () => {
    render(
      <LendkitProvider tenant="RENT" role={Role.Admin} features={{ RestOfCanada: true, unknownFlag: true, canEditContracts: "no" }}>
        <Probe />
      </LendkitProvider>,
    );
    expect(screen.getByTestId("flags").textContent).toBe(`true/true/RENT/${Role.Admin}`);
  });

  it("hands the injected fetcher and history to the pieces", () => {
    const fetcher = vi.fn(async () => new Response("{}"));
    const history = { back: vi.fn(), search: () => "?page=2", replaceSearch: vi.fn() };
    let seen: ReturnType<typeof useLendkit> | null = null;
    const Spy = () => {
      seen = useLendkit();
      return null;
    };
    render(
      <LendkitProvider fetcher={fetcher} history={history}>
        <Spy />
      </LendkitProvider>,
    );
    expect(seen!.fetcher).toBe(fetcher);
    expect(seen!.history.search()).toBe("?page=2");
  });

  it("tells the developer clearly when the provider is missing", () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const Messages = () => <p>{useMessages()("common.close")}</p>;
    const Scoped = () => <p>{useMessages(commonMessages)("common.close")}</p>;
    const Lendkit = () => <p>{useLendkit().lang}</p>;
    expect(() => render(<Messages />)).toThrow(/useMessages\(\) must be called inside <LendkitProvider>/);
    expect(() => render(<Scoped />)).toThrow(/useMessages\(\) must be called inside <LendkitProvider>/);
    expect(() => render(<Lendkit />)).toThrow(/useLendkit\(\) must be called inside <LendkitProvider>/);
    quiet.mockRestore();
  });

  it("has no axe violations", async () => {
    const { container } = render(
      <LendkitProvider>
        <Probe />
      </LendkitProvider>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
