// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import type { ComponentType } from "react";
import { cleanup, render, waitFor } from "@testing-library/react";
import { axeViolations, hiddenFormInput } from "../testing/axe.js";
import * as stories from "./RenewalFlow.stories.js";

afterEach(cleanup);

const storiesOf = (module: Record<string, unknown>) =>
  Object.entries(module).filter((entry): entry is [string, ComponentType] => entry[0] !== "default" && typeof entry[1] === "function");

describe("renewal flow stories", { timeout: 30_000 }, () => {
  it.each(storiesOf(stories))("story %s reaches its screen with no axe violations", async (_name, Story) => {
    const { container } = render(<Story />);
    const root = container.querySelector('[data-lendkit="renewal-flow"]');
    expect(root).not.toBeNull();
    await waitFor(() => expect(container.querySelector("h2")).not.toBeNull(), { timeout: 10_000 });
    expect(root?.getAttribute("data-phase")).not.toBe("loading");
    expect(await axeViolations(container, { exclude: [hiddenFormInput] })).toEqual([]);
  });
});
