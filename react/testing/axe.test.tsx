// @vitest-environment happy-dom
import { afterEach, expect, it } from "vitest";
import { cleanup, render } from "@testing-library/react";
import { axeViolations } from "./axe.js";

afterEach(cleanup);

it("the axe helper does report a real violation in this test DOM", async () => {
  const { container } = render(
    <div>
      <button type="button" />
      <img src="x.png" />
    </div>,
  );
  const violations = await axeViolations(container);
  expect(violations.some((line) => line.startsWith("button-name"))).toBe(true);
  expect(violations.some((line) => line.startsWith("image-alt"))).toBe(true);
});

it("takes extra exclusions and rules to turn off", async () => {
  const { container } = render(
    <div>
      <input hidden />
      <img src="x.png" />
    </div>,
  );
  expect((await axeViolations(container)).some((line) => line.startsWith("label"))).toBe(true);
  const excluded = await axeViolations(container, { exclude: ["input[hidden]"], disableRules: ["image-alt"] });
  expect(excluded).toEqual([]);
});
