// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import type { ComponentType } from "react";
import { cleanup, render, screen } from "@testing-library/react";
import { axeViolations as axeCheck, hiddenFormInput } from "../testing/axe.js";
import * as calculatorStories from "./LoanCalculator.stories.js";
import * as trainingStories from "./TrainingProgramChoice.stories.js";

afterEach(cleanup);

const storiesOf = (module: Record<string, unknown>) =>
  Object.entries(module).filter((entry): entry is [string, ComponentType] => entry[0] !== "default" && typeof entry[1] === "function");

/** The shared axe check, leaving out the date picker's hidden form input. */
const axeViolations = (container: Element) => axeCheck(container, { exclude: [hiddenFormInput] });

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
