import { decimalOrNaN } from "../money/amount.js";
import { Decimal, type DecimalInput } from "../money/decimal.js";

/** The slider's step (C §9). */
export const sliderStep = 250;

/**
 * The parent page is told of calculator changes once they have been quiet
 * this long (C §3.6, C §9), so a slider drag sends one message, not fifty.
 *
 * @example
 * calculatorNotifyDebounceMs // 500
 */
export const calculatorNotifyDebounceMs = 500;

/** The amounts the slider covers. */
export interface SliderRange {
  readonly min: Decimal;
  readonly max: Decimal;
  readonly step: number;
}

/**
 * The slider of C §3.6: steps of 250 $ from loanMin − 250 to loanMax + 250
 * (the slider extends one step beyond each bound; never below 0). `extension`
 * replaces the 250 beyond each bound (0 for training contracts, whose
 * canIncreaseAboveLimitBy is 0).
 *
 * @example
 * sliderRange(500, 1500).min.toString() // "250"
 * sliderRange(500, 1500).max.toString() // "1750"
 */
export const sliderRange = (loanMin: DecimalInput, loanMax: DecimalInput, extension: DecimalInput = sliderStep): SliderRange => ({
  min: Decimal.max(decimalOrNaN(loanMin).minus(decimalOrNaN(extension)), 0),
  max: decimalOrNaN(loanMax).plus(decimalOrNaN(extension)),
  step: sliderStep,
});

/**
 * An amount moved onto the slider: kept within the range, then onto the
 * nearest step counted from the range's minimum (half a step rounds up); a
 * maximum that is not on a step is a stop of its own (taken when strictly
 * nearer than the nearest step).
 *
 * @example
 * snapToSlider(830, sliderRange(500, 1500)).toString() // "750"
 * snapToSlider(875, sliderRange(500, 1500)).toString() // "1000"
 * snapToSlider(5000, sliderRange(500, 1500)).toString() // "1750"
 */
export const snapToSlider = (amount: DecimalInput, range: SliderRange): Decimal => {
  const value = Decimal.min(Decimal.max(decimalOrNaN(amount), range.min), range.max);
  const steps = value.minus(range.min).div(range.step).toDecimalPlaces(0, Decimal.ROUND_HALF_UP);
  const onStep = Decimal.min(range.min.plus(steps.mul(range.step)), range.max);
  // A maximum off the step grid is a stop of its own, taken when strictly nearer.
  return range.max.minus(value).lt(value.minus(onStep).abs()) ? range.max : onStep;
};

/** The loan bounds the server accepts (the tenant's loanMin and loanMax, or a training contract's course range). */
export interface LoanBounds {
  readonly loanMin: DecimalInput;
  readonly loanMax: DecimalInput;
}

/**
 * The amount a slider position sends (C §3.6): a position at or beyond a
 * bound sends that bound; between them, the position moved onto the slider
 * of `bounds` (`snapToSlider`, steps of 250 from loanMin − 250 to
 * loanMax + 250), kept within loanMin..loanMax. The slider extends one
 * step beyond each bound, but its ends ask for the bound itself: the one
 * rule the calculator sends by and the server checks by, so every position
 * the slider shows gives an amount the server accepts.
 *
 * @example
 * sliderLoanAmount(250, { loanMin: 500, loanMax: 1500 }).toString() // "500"
 * sliderLoanAmount(1750, { loanMin: 500, loanMax: 1500 }).toString() // "1500"
 * sliderLoanAmount(830, { loanMin: 500, loanMax: 1500 }).toString() // "750"
 */
export const sliderLoanAmount = (position: DecimalInput, bounds: LoanBounds): Decimal => {
  const min = decimalOrNaN(bounds.loanMin);
  const max = decimalOrNaN(bounds.loanMax);
  const value = decimalOrNaN(position);
  // At or past a bound: the bound (a bound off the step grid included).
  if (value.gte(max)) return max;
  if (value.lte(min)) return min;
  const snapped = snapToSlider(value, sliderRange(min, max));
  return Decimal.min(Decimal.max(snapped, min), max);
};

/**
 * True when `amount` is one the slider of `bounds` sends (some position gives
 * it through `sliderLoanAmount`): loanMin or loanMax themselves, or a step of
 * 250 from loanMin − 250 between them. What the server accepts at step 1.
 *
 * @example
 * isSliderLoanAmount(750, { loanMin: 500, loanMax: 1500 }) // true
 * isSliderLoanAmount(800, { loanMin: 500, loanMax: 1500 }) // false
 * isSliderLoanAmount(1750, { loanMin: 500, loanMax: 1500 }) // false
 */
export const isSliderLoanAmount = (amount: DecimalInput, bounds: LoanBounds): boolean => {
  const value = decimalOrNaN(amount);
  // What the rule sends is what it gives back unchanged (the bounds, the steps between).
  return value.isFinite() && sliderLoanAmount(value, bounds).eq(value);
};
