// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import type { ComponentType } from "react";
import { cleanup, render } from "@testing-library/react";
import { axeViolations, hiddenFormInput } from "../testing/axe.js";
import * as otpStories from "./OtpForm.stories.js";
import * as screenStories from "./RenewalScreens.stories.js";
import * as formStories from "./RenewalStepForms.stories.js";
import * as basicStories from "./RenewalBasicStep.stories.js";

afterEach(cleanup);

const storiesOf = (module: Record<string, unknown>) =>
  Object.entries(module).filter((entry): entry is [string, ComponentType] => entry[0] !== "default" && typeof entry[1] === "function");

describe("renewal stories", () => {
  it.each([...storiesOf(otpStories), ...storiesOf(screenStories), ...storiesOf(formStories), ...storiesOf(basicStories)])("story %s renders its main element with no axe violations", async (_name, Story) => {
    const { container } = render(<Story />);
    expect(container.querySelector("h2, [role=status], ol")).not.toBeNull();
    expect(await axeViolations(container, { exclude: [hiddenFormInput] })).toEqual([]);
  });
});
