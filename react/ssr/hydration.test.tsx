// @vitest-environment happy-dom
/// <reference types="vite/client" />
/**
 * Every component renders on a server (react-dom/server, with no `window`)
 * and hydrates in a browser without a mismatch: each story of every
 * component is rendered to HTML, put in the page, and hydrated; any
 * recoverable hydration error or React warning fails the test.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { act, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot, type Root } from "react-dom/client";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const storyModules = import.meta.glob<Record<string, unknown>>("../**/*.stories.tsx", { eager: true });

const stories = Object.entries(storyModules).flatMap(([file, module]) =>
  Object.entries(module)
    .filter((entry): entry is [string, ComponentType] => entry[0] !== "default" && typeof entry[1] === "function")
    .map(([name, Story]) => [`${file.replace(/^\.\.\//, "")} ${name}`, Story] as const),
);

/** Renders as a server does: no `window`, no `document`. */
const renderOnServer = (Story: ComponentType): string => {
  vi.stubGlobal("window", undefined);
  vi.stubGlobal("document", undefined);
  try {
    return renderToString(<Story />);
  } finally {
    vi.unstubAllGlobals();
  }
};

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

// A desktop browser: anything measured from the window differs from the server's guess.
Object.defineProperty(window, "innerWidth", { configurable: true, value: 1920 });

describe("server rendering and hydration", () => {
  it("finds the stories of every component", () => {
    expect(stories.length).toBeGreaterThan(50);
  });

  it.each(stories)("%s hydrates without a mismatch", async (_name, Story) => {
    const html = renderOnServer(Story);
    expect(html).not.toBe("");
    const problems: unknown[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => problems.push(args.map(String).join(" ")));
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      root = hydrateRoot(container, <Story />, {
        onRecoverableError: (error) => problems.push(String(error)),
      });
    });
    expect(problems).toEqual([]);
  });

  it("measures the Panel's width after hydration (one third of 1920 px)", async () => {
    const [, Story] = stories.find(([name]) => name.startsWith("panel/Panel.stories.tsx"))!;
    const container = document.createElement("div");
    container.innerHTML = renderOnServer(Story);
    document.body.append(container);
    expect(container.querySelector("section")?.getAttribute("style")).toBe("width:360px");
    await act(async () => {
      root = hydrateRoot(container, <Story />);
    });
    expect((container.querySelector("section") as HTMLElement).style.width).toBe("640px");
  });
});
