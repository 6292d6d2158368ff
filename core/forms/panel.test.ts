import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { panelMinWidthPx, panelWidthPx } from "./index.js";

describe("panelWidthPx", () => {
  it("is one third of a wide screen", () => {
    expect(panelWidthPx(1920)).toBe(640);
    expect(panelWidthPx(1081)).toBe(360);
    expect(panelWidthPx(1200)).toBe(400);
  });

  it("keeps the minimum on narrow screens and for unusable widths", () => {
    expect(panelMinWidthPx).toBe(360);
    expect(panelWidthPx(800)).toBe(360);
    expect(panelWidthPx(0)).toBe(360);
    expect(panelWidthPx(-500)).toBe(360);
    expect(panelWidthPx(Number.NaN)).toBe(360);
    expect(panelWidthPx(Number.POSITIVE_INFINITY)).toBe(360);
  });

  it("always lies within [360, max(360, viewport / 3)]", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100_000, noNaN: true }), (viewport) => {
        const width = panelWidthPx(viewport);
        expect(width).toBeGreaterThanOrEqual(panelMinWidthPx);
        expect(width).toBeLessThanOrEqual(Math.max(panelMinWidthPx, viewport / 3));
        expect(Number.isInteger(width)).toBe(true);
      }),
    );
  });

  it("never shrinks when the viewport grows", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_000 }), fc.integer({ min: 0, max: 50_000 }), (a, b) => {
        expect(panelWidthPx(Math.max(a, b))).toBeGreaterThanOrEqual(panelWidthPx(Math.min(a, b)));
      }),
    );
  });
});
