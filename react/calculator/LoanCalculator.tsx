import type { ReactNode } from "react";
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
import { useLoanCalculator, type UseLoanCalculatorOptions } from "./useLoanCalculator.js";

/** Props of `LoanCalculator`. */
export interface LoanCalculatorProps extends UseLoanCalculatorOptions {
  /** "full" (pills, slider, details card, date picker) or "text" (core's one-sentence summary). */
  readonly variant?: "full" | "text";
  /** Content of the minus button (decorative; its name comes from the catalog). */
  readonly minusIcon?: ReactNode;
  /** Content of the plus button (decorative). */
  readonly plusIcon?: ReactNode;
  /** Content of the calendar button (decorative). */
  readonly calendarIcon?: ReactNode;
  /** Class of the whole calculator. */
  readonly className?: string;
}

/**
 * The loan calculator (C §2): repayment frequency pills, an amount slider
 * with minus and plus buttons, a repayment details card (payment, number of
 * payments, duration in days, fee) and a first payment date picker limited
 * to the allowed range; or, with `variant="text"`, the one-sentence summary.
 * Every figure comes from core; the parent hears of changes 500 ms after the
 * last one. Unstyled: parts carry `data-part`, react-aria adds its state
 * attributes (`data-selected`, `data-disabled`, `data-unavailable`…).
 *
 * @example
 * <LoanCalculator model={emptyCalculatorModel()} feeConstants={{ weeklyFee: 8, isWeeklyFeePercentage: false, interestRate: 19.99 }}
 *   today={today(getLocalTimeZone())} onChange={saveModel} />
 */
export const LoanCalculator = ({ variant = "full", minusIcon = "−", plusIcon = "+", calendarIcon = "▾", className, ...options }: LoanCalculatorProps) => {
  const calc = useLoanCalculator(options);
  if (variant === "text") {
    return (
      <p className={className} data-lendkit="loan-calculator" data-variant="text">
        {calc.summary}
      </p>
    );
  }
  return (
    <div className={className} data-lendkit="loan-calculator" data-variant="full">
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
        <Slider {...calc.sliderProps} data-part="slider">
          <Label data-part="slider-label">{calc.sliderProps.label}</Label>
          <SliderOutput data-part="slider-output" />
          <SliderTrack data-part="slider-track">
            <SliderThumb data-part="slider-thumb" />
          </SliderTrack>
        </Slider>
        <Button {...calc.increaseButtonProps} data-part="increase">
          <span aria-hidden="true">{plusIcon}</span>
        </Button>
      </div>

      <section aria-label={calc.details.title} data-part="details">
        <h3 data-part="details-title">{calc.details.title}</h3>
        <dl>
          {calc.details.lines.map((line) => (
            <div key={line.id} data-part="detail" data-detail={line.id}>
              <dt>{line.label}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
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
};
