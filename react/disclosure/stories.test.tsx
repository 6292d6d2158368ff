// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import type { ComponentType } from "react";
import { cleanup, render } from "@testing-library/react";
import { axeViolations } from "../testing/axe.js";
import * as stories from "./CostOfBorrowing.stories.js";

afterEach(cleanup);

const storiesOf = (module: Record<string, unknown>) =>
  Object.entries(module).filter((entry): entry is [string, ComponentType] => entry[0] !== "default" && typeof entry[1] === "function");

describe("cost of borrowing stories", () => {
  it.each(storiesOf(stories))("story %s renders with no axe violations", async (_name, Story) => {
    const { container } = render(<Story />);
    expect(container.textContent).toMatch(/APR|TAC/);
    expect(await axeViolations(container)).toEqual([]);
  });
});
