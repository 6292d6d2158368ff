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
