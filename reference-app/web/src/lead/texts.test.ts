import { describe, expect, it } from "vitest";
import { frenchSpacingProblems } from "@lendkit/core";
import { leadTexts } from "./texts.js";

describe("lead app texts", () => {
  it("writes French with a no-break space before « : ; ! ? »", () => {
    const offenders = Object.entries(leadTexts.fr).filter(([, text]) => frenchSpacingProblems(text).length > 0);
    expect(offenders).toEqual([]);
  });
});
