import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { Decimal } from "../money/decimal.js";
import { isSliderLoanAmount, sliderLoanAmount, sliderRange, snapToSlider } from "./slider.js";

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

describe("the amount a slider position sends (C §3.6)", () => {
  const bounds = { loanMin: 500, loanMax: 1500 };

  it("sends the bound at each extended end, and the steps between", () => {
    expect(sliderLoanAmount(250, bounds).toString()).toBe("500");
    expect(sliderLoanAmount(1750, bounds).toString()).toBe("1500");
    expect(sliderLoanAmount(830, bounds).toString()).toBe("750");
    expect(sliderLoanAmount(-40, bounds).toString()).toBe("500");
    expect(sliderLoanAmount(1850, { loanMin: 500, loanMax: 1600 }).toString()).toBe("1600");
  });

  it("accepts the bounds and the steps, and nothing else", () => {
    expect([250, 500, 750, 1500, 1750, 800, 1000.5].map((amount) => isSliderLoanAmount(amount, bounds))).toEqual([false, true, true, true, false, false, false]);
    expect(isSliderLoanAmount(1600, { loanMin: 500, loanMax: 1600 })).toBe(true);
    expect(isSliderLoanAmount(100, { loanMin: 100, loanMax: 1000 })).toBe(true);
    expect(isSliderLoanAmount("x", bounds)).toBe(false);
  });

  it("gives, for any position the slider can show, an amount within the bounds that the check accepts (property)", () => {
    // Bounds in cents, as a tenant may set them; positions anywhere on (and beyond) the slider.
    const cents = fc.integer({ min: 0, max: 500_000 });
    fc.assert(
      fc.property(cents, cents, fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: -2000, max: 12_000 }), (a, b, stepIndex, free) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const loanBounds = { loanMin: new Decimal(low).div(100), loanMax: new Decimal(high).div(100) };
        const range = sliderRange(loanBounds.loanMin, loanBounds.loanMax);
        // A position the slider shows: one of its steps, or its maximum.
        const shown = Decimal.min(range.min.plus(range.step * (stepIndex % 40)), range.max);
        for (const position of [shown, range.min, range.max, new Decimal(free)]) {
          const sent = sliderLoanAmount(position, loanBounds);
          expect(sent.gte(loanBounds.loanMin) && sent.lte(loanBounds.loanMax)).toBe(true);
          expect(isSliderLoanAmount(sent, loanBounds)).toBe(true);
          // What the check accepts, the rule sends back unchanged (a fixed point).
          expect(sliderLoanAmount(sent, loanBounds).eq(sent)).toBe(true);
        }
      }),
    );
  });
});
