import { forwardRef, useId, type ForwardedRef, type ReactNode } from "react";
import type { CalculatorModel } from "@lendkit/core";
import {
  Button,
  DateInput,
  DatePicker,
  DateSegment,
  Group,
  Label,
  Slider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
  ToggleButton,
  ToggleButtonGroup,
} from "react-aria-components";
import { CalendarPopover } from "../calendarPopover/index.js";
import { mergeDomProps, type DomProps } from "../dom/index.js";
import { useLoanCalculator, type UseLoanCalculatorOptions } from "./useLoanCalculator.js";

/** The state `className` and `style` may be computed from. */
export interface LoanCalculatorRenderState {
  readonly variant: "full" | "text";
  /** The computed model shown. */
  readonly model: CalculatorModel;
}

/** The calculator's own props (the hook's options and the presentation). */
export interface LoanCalculatorOwnProps extends UseLoanCalculatorOptions {
  /** "full" (pills, slider, details card, date picker) or "text" (core's one-sentence summary). */
  readonly variant?: "full" | "text";
  /** Content of the minus button (decorative; its name comes from the catalog). */
  readonly minusIcon?: ReactNode;
  /** Content of the plus button (decorative). */
  readonly plusIcon?: ReactNode;
  /** Content of the calendar button (decorative). */
  readonly calendarIcon?: ReactNode;
  /** Level of the repayment details' heading; 3 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
}

/** Props of `LoanCalculator`: its own, plus DOM props for the root (`id`, `aria-*`, `data-*`, handlers; `className`/`style` also as functions of the state). */
export type LoanCalculatorProps = LoanCalculatorOwnProps & DomProps<HTMLElement, LoanCalculatorRenderState, LoanCalculatorOwnProps>;

/**
 * The loan calculator (C §2): repayment frequency pills, an amount slider
 * with minus and plus buttons, a repayment details card (payment, number of
 * payments, duration in days, fee) and a first payment date picker limited
 * to the allowed range; or, with `variant="text"`, the one-sentence summary.
 * The details card also states the quote's cost of borrowing (APR, Québec's
 * credit rate for a Québec borrower, cost of borrowing, total to repay, the
 * HIGH-COST heading) under `disclosurePolicy`; above a `warn` cap it shows
 * the warning with the figures; above a `refuse` cap, the refusal and a
 * choice of the payment counts that fit, or a plain "none fits".
 * Every figure comes from core; the parent hears of changes 500 ms after the
 * last one. Unstyled: parts carry `data-part`, react-aria adds its state
 * attributes (`data-selected`, `data-disabled`, `data-unavailable`…).
 *
 * @example
 * <LoanCalculator defaultModel={emptyCalculatorModel()} feeConstants={{ weeklyFee: 8, isWeeklyFeePercentage: false, interestRate: 19.99 }}
 *   today={today(getLocalTimeZone())} onChange={saveModel} />
 */
export const LoanCalculator = /* @__PURE__ */ forwardRef(function LoanCalculator(
  {
    variant = "full",
    minusIcon = "−",
    plusIcon = "+",
    calendarIcon = "▾",
    headingLevel = 3,
    model,
    defaultModel,
    onModelChange,
    onChange,
    feeConstants,
    today,
    tenant,
    province,
    fileOpeningFee,
    isFeeTaxable,
    calendar,
    disclosurePolicy,
    ...dom
  }: LoanCalculatorProps,
  ref: ForwardedRef<HTMLElement>,
) {
  const calc = useLoanCalculator({ model, defaultModel, onModelChange, onChange, feeConstants, today, tenant, province, fileOpeningFee, isFeeTaxable, calendar, disclosurePolicy });
  const countsId = useId();
  const rootProps = mergeDomProps(dom, { variant, model: calc.state.model }, { "data-lendkit": "loan-calculator", "data-variant": variant });
  const Heading = `h${headingLevel}` as const;
  const { valueText, ...sliderAriaProps } = calc.sliderProps;
  if (variant === "text") {
    return (
      <p {...rootProps} ref={ref as ForwardedRef<HTMLParagraphElement>}>
        {calc.summary}
      </p>
    );
  }
  return (
    <div {...rootProps} ref={ref as ForwardedRef<HTMLDivElement>}>
      <ToggleButtonGroup {...calc.frequencyGroupProps} data-part="frequencies">
        {calc.frequencies.map((frequency) => (
          <ToggleButton key={frequency.id} id={frequency.id} data-part="frequency">
            {frequency.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      <div data-part="amount">
        <Button {...calc.decreaseButtonProps} data-part="decrease">
          <span aria-hidden="true">{minusIcon}</span>
        </Button>
        <Slider {...sliderAriaProps} data-part="slider">
          <Label data-part="slider-label">{calc.sliderProps.label}</Label>
          {/* Core's money format, not Intl's ("$1,000.00"): one format on every screen (A §5). */}
          <SliderOutput data-part="slider-output">{valueText}</SliderOutput>
          <SliderTrack data-part="slider-track">
            <SliderThumb data-part="slider-thumb" />
          </SliderTrack>
        </Slider>
        <Button {...calc.increaseButtonProps} data-part="increase">
          <span aria-hidden="true">{plusIcon}</span>
        </Button>
      </div>

      <section aria-label={calc.details.title} data-part="details" data-cap-outcome={calc.disclosure?.statement.cap?.outcome}>
        {calc.disclosure?.view.highCost ? <Heading data-part="high-cost">{calc.disclosure.view.highCost}</Heading> : null}
        <Heading data-part="details-title">{calc.details.title}</Heading>
        <dl>
          {calc.details.lines.map((line) => (
            <div key={line.id} data-part="detail" data-detail={line.id}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
        {calc.disclosure?.view.cap ? (
          <p role="alert" data-part="cap" data-outcome={calc.disclosure.view.cap.outcome}>
            {calc.disclosure.view.cap.message}
          </p>
        ) : null}
        {calc.capChoice?.noneFits ? (
          <p data-part="no-count-fits">{calc.capChoice.noneFits}</p>
        ) : calc.capChoice ? (
          <div data-part="counts-within-cap">
            <label htmlFor={countsId}>{calc.capChoice.label}</label>
            <select id={countsId} value={calc.capChoice.selectedKey ?? ""} onChange={(event) => event.target.value && calc.capChoice?.onSelect(Number(event.target.value))}>
              <option value="" disabled>
                —
              </option>
              {calc.capChoice.counts.map((count) => (
                <option key={count.id} value={count.id}>
                  {count.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </section>

      <DatePicker {...calc.datePickerProps} data-part="first-payment">
        <Label>{calc.datePickerProps.label}</Label>
        <Group data-part="date-group">
          <DateInput data-part="date-input">{(segment) => <DateSegment segment={segment} />}</DateInput>
          <Button data-part="calendar-button">
            <span aria-hidden="true">{calendarIcon}</span>
          </Button>
        </Group>
        <CalendarPopover />
      </DatePicker>
    </div>
  );
});
