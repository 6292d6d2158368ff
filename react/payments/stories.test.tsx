// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import type { ComponentType } from "react";
import { cleanup, render, screen } from "@testing-library/react";
import { axeViolations } from "../testing/axe.js";
import * as listStories from "./CustomerPaymentsList.stories.js";
import * as deferralStories from "./DeferralModal.stories.js";

afterEach(cleanup);

const storiesOf = (module: Record<string, unknown>) =>
  Object.entries(module).filter((entry): entry is [string, ComponentType] => entry[0] !== "default" && typeof entry[1] === "function");

describe("payments stories", () => {
  it.each(storiesOf(listStories))("list story %s renders with no axe violations", async (_name, Story) => {
    const { container } = render(<Story />);
    expect(container.querySelector("[data-lendkit=payments]")).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each(storiesOf(deferralStories))("deferral story %s renders the modal", async (_name, Story) => {
    render(<Story />);
    expect(await screen.findByRole("dialog")).toBeTruthy();
  });
});
