// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import type { ComponentType } from "react";
import { cleanup, render } from "@testing-library/react";
import { axeViolations } from "../testing/axe.js";
import * as instantStories from "./BankVerification.stories.js";
import * as manualStories from "./ManualBankVerification.stories.js";

afterEach(cleanup);

const storiesOf = (module: Record<string, unknown>) =>
  Object.entries(module).filter((entry): entry is [string, ComponentType] => entry[0] !== "default" && typeof entry[1] === "function");

describe("bankVerification stories", () => {
  it.each([...storiesOf(instantStories), ...storiesOf(manualStories)])("story %s renders a heading or status with no axe violations", async (_name, Story) => {
    const { container } = render(<Story />);
    expect(container.querySelector("h2, [role=status]")).not.toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});
