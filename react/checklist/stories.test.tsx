// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import type { ComponentType } from "react";
import { cleanup, render, screen } from "@testing-library/react";
import { axeViolations } from "../testing/axe.js";
import * as panelStories from "./ChecklistPanel.stories.js";
import * as noteStories from "./ChecklistNotePopup.stories.js";

afterEach(cleanup);

const storiesOf = (module: Record<string, unknown>) =>
  Object.entries(module).filter((entry): entry is [string, ComponentType] => entry[0] !== "default" && typeof entry[1] === "function");

describe("checklist stories", () => {
  it.each(storiesOf(panelStories))("panel story %s renders the open panel with no axe violations", async (_name, Story) => {
    const { container } = render(<Story />);
    expect(screen.getByRole("dialog", { name: /^(Checklist|Liste de vérification)$/ })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each(storiesOf(noteStories))("note story %s renders the popup", async (_name, Story) => {
    render(<Story />);
    expect(await screen.findByRole("dialog", { name: /^(Checklist Note|Note de la liste de vérification)$/ })).toBeTruthy();
  });
});
