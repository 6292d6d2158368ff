// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import type { ComponentType } from "react";
import { cleanup, render, screen } from "@testing-library/react";
import axe from "axe-core";
import { excludedSelectors, rulesNeedingLayout } from "../testing/axe.js";
import * as calculatorStories from "./LoanCalculator.stories.js";
import * as trainingStories from "./TrainingProgramChoice.stories.js";

afterEach(cleanup);

const storiesOf = (module: Record<string, unknown>) =>
  Object.entries(module).filter((entry): entry is [string, ComponentType] => entry[0] !== "default" && typeof entry[1] === "function");

/** The shared axe check, also leaving out the date picker's `<input hidden>` (the test DOM has no user-agent styles). */
const axeViolations = async (container: Element): Promise<string[]> => {
  const rules = Object.fromEntries(rulesNeedingLayout.map((id) => [id, { enabled: false }]));
  const exclude = [...excludedSelectors, "input[hidden]"].map((selector) => [selector]);
  const result = await axe.run({ include: [container], exclude }, { rules, resultTypes: ["violations"] });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
};

describe("calculator stories", () => {
  it.each(storiesOf(calculatorStories))("calculator story %s renders with no axe violations", async (_name, Story) => {
    const { container } = render(<Story />);
    expect(container.querySelector('[data-lendkit="loan-calculator"]')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each(storiesOf(trainingStories))("training story %s renders three radios", async (_name, Story) => {
    const { container } = render(<Story />);
    expect(screen.getAllByRole("radio")).toHaveLength(3);
    expect(await axeViolations(container)).toEqual([]);
  });
});
