import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../money/decimal.js";
import { sliderRange, snapToSlider } from "./slider.js";

describe("slider", () => {
  it("extends 250 beyond each bound, never below 0", () => {
    const range = sliderRange(500, 1500);
    expect([range.min.toString(), range.max.toString(), range.step]).toEqual(["250", "1750", 250]);
    expect(sliderRange(100, 1000).min.toString()).toBe("0");
    expect(sliderRange(500, 1500, 0).max.toString()).toBe("1500");
  });

  it("snaps to the nearest step from the minimum, half a step up", () => {
    const range = sliderRange(500, 1500);
    expect(snapToSlider(830, range).toString()).toBe("750");
    expect(snapToSlider(875, range).toString()).toBe("1000");
    expect(snapToSlider(5000, range).toString()).toBe("1750");
    expect(snapToSlider(-3, range).toString()).toBe("250");
  });

  it("reaches a maximum that is not on a step", () => {
    const range = sliderRange(500, 1600);
    expect(snapToSlider(1850, range).toString()).toBe("1850");
    expect(snapToSlider(1800, range).toString()).toBe("1750");
  });

  it("always gives a value in range, on a step or the maximum, within half a step (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4000 }), fc.integer({ min: 0, max: 4000 }), fc.integer({ min: -1000, max: 10_000 }), (low, width, amount) => {
        const range = sliderRange(low, low + width);
        const snapped = snapToSlider(amount, range);
        expect(snapped.gte(range.min) && snapped.lte(range.max)).toBe(true);
        const onStep = snapped.minus(range.min).mod(250).isZero();
        expect(onStep || snapped.eq(range.max)).toBe(true);
        const clamped = Decimal.min(Decimal.max(new Decimal(amount), range.min), range.max);
        expect(snapped.minus(clamped).abs().lte(125)).toBe(true);
      }),
    );
  });
});
