// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import type { ComponentType } from "react";
import { cleanup, render, screen } from "@testing-library/react";
import { axeViolations } from "../testing/axe.js";
import * as stories from "./UploadArea.stories.js";

afterEach(cleanup);

const storiesOf = (module: Record<string, unknown>) =>
  Object.entries(module).filter((entry): entry is [string, ComponentType] => entry[0] !== "default" && typeof entry[1] === "function");

describe("upload area stories", () => {
  it.each(storiesOf(stories))("story %s renders the drop zone with no axe violations", async (_name, Story) => {
    const { container } = render(<Story />);
    expect(screen.getAllByRole("button", { name: /Cliquez ou déposez ici|Click or drop here/ }).length).toBeGreaterThan(0);
    expect(await axeViolations(container)).toEqual([]);
  });
});
