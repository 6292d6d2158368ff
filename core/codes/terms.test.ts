import { describe, expect, it } from "vitest";
import { shortTermMaxMonths, termMonths, termOptions } from "./terms.js";

const spec = [
  3, 4, 5, 6, 9, 12, 18, 24, 30, 36, 42, 48, 54, 60, 66, 72, 78, 84, 90, 96, 102, 108, 114, 120, 126, 132, 138,
  144, 156, 168, 180,
];

describe("termOptions (B §9)", () => {
  it("lists the spec's terms in its order", () => {
    expect(termMonths).toEqual(spec);
    expect(termOptions().map((entry) => entry.value)).toEqual(spec);
  });

  it("short list stops at 84 months", () => {
    expect(shortTermMaxMonths).toBe(84);
    expect(termOptions({ short: true }).map((entry) => entry.value)).toEqual(spec.slice(0, spec.indexOf(84) + 1));
    expect(termOptions({ short: false })).toEqual(termOptions());
  });

  it("labels say months in both languages", () => {
    expect(termOptions()[0]?.label).toEqual({ fr: "3 mois", en: "3 months" });
    expect(termOptions().at(-1)?.label).toEqual({ fr: "180 mois", en: "180 months" });
  });
});
