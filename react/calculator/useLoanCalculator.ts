import { useEffect, useMemo, useRef } from "react";
import { calculatorMessages } from "@lendkit/core";
import { toCalendarDate, type CalendarDate, type DateValue } from "@internationalized/date";
import {
  acceptFirstPaymentDate,
  calculatorSummary,
  changeCalculatorAmount,
  changeCalculatorFrequency,
  computeLoan,
  formatMoney,
  frequencyOptions,
  periodsPerYearOf,
  quoteLoan,
  sliderRange,
  calculatorNotifyDebounceMs,
  sliderStep,
  type BusinessCalendar,
  type CalculatorModel,
  type DecimalInput,
  type FeeConstants,
  type FirstPaymentDateRange,
  type LoanContext,
  type PeriodsPerYear,
  type ProvinceIsoCode,
  type TenantCode,
} from "@lendkit/core";
import { useLendkit } from "../provider/index.js";
import { useMessages } from "../provider/messages.js";
import { calculatorModelKey, useLoanCalculatorState, type LoanCalculatorState, type LoanCalculatorStateOptions } from "./useLoanCalculatorState.js";

/** Options of `useLoanCalculator`. */
export interface UseLoanCalculatorOptions extends LoanCalculatorStateOptions {
  /** The lender's fee constants (GET cashLoanCalculatorConstants). */
  readonly feeConstants: FeeConstants;
  /** The caller's today (no clock inside). */
  readonly today: CalendarDate;
  /** Receives the model after changes, once they have been quiet for 500 ms. */
  readonly onChange?: (model: CalculatorModel) => void;
  /** The lender; the provider's tenant by default (one of them is required). */
  readonly tenant?: TenantCode;
  /** The customer's province (bank holidays, taxes). */
  readonly province?: ProvinceIsoCode;
  /** The file-opening fee when not forced in the model. */
  readonly fileOpeningFee?: DecimalInput;
  /** True when the lender's fee is taxable in the province. */
  readonly isFeeTaxable?: boolean;
  /** A business-day calendar that wins over the features' choice. */
  readonly calendar?: BusinessCalendar;
}

/** One frequency pill. */
export interface CalculatorFrequencyView {
  /** The key of the pill: the periods per year as text ("52", "26", "24", "12"). */
  readonly id: string;
  readonly periodsPerYear: PeriodsPerYear;
  readonly label: string;
}

/** What `useLoanCalculator` returns. */
export interface LoanCalculatorAria {
  readonly state: LoanCalculatorState;
  /** The context handed to core (today, tenant, features, fees…). */
  readonly context: LoanContext;
  /** For react-aria `ToggleButtonGroup` (single selection, never empty). */
  readonly frequencyGroupProps: {
    readonly "aria-label": string;
    readonly selectionMode: "single";
    readonly disallowEmptySelection: true;
    readonly selectedKeys: readonly string[];
    readonly onSelectionChange: (keys: Set<string | number>) => void;
  };
  /** Weekly, bi-weekly, semi-monthly, monthly (core's frequency table). */
  readonly frequencies: readonly CalculatorFrequencyView[];
  /** For react-aria `Slider`: steps of 250 from loanMin − 250 to loanMax + 250 (core's `sliderRange`); a position sends core's `sliderLoanAmount` (an end sends its bound). */
  readonly sliderProps: {
    readonly label: string;
    readonly minValue: number;
    readonly maxValue: number;
    readonly step: number;
    readonly value: number;
    readonly onChange: (value: number | number[]) => void;
    readonly formatOptions: Intl.NumberFormatOptions;
    /** The amount as core's `formatMoney` writes it ("$1 000.00", "1 000,00 $"), for the visible output. */
    readonly valueText: string;
  };
  /** For the minus button (disabled at loanMin). */
  readonly decreaseButtonProps: { readonly onPress: () => void; readonly isDisabled: boolean; readonly "aria-label": string };
  /** For the plus button (disabled at loanMax). */
  readonly increaseButtonProps: { readonly onPress: () => void; readonly isDisabled: boolean; readonly "aria-label": string };
  /** The repayment details card: label and value of each line. */
  readonly details: {
    readonly title: string;
    readonly lines: readonly { readonly id: "payment" | "numberOfPayments" | "duration" | "fee"; readonly label: string; readonly value: string }[];
  };
  /** The allowed first payment dates (core), or null before the model has dates. */
  readonly firstPaymentRange: FirstPaymentDateRange | null;
  /** For react-aria `DatePicker`: limited to [min, max]; dates outside are unavailable. */
  readonly datePickerProps: {
    readonly label: string;
    readonly value: CalendarDate | null;
    readonly placeholderValue: CalendarDate | undefined;
    readonly minValue: CalendarDate | undefined;
    readonly maxValue: CalendarDate | undefined;
    readonly isDateUnavailable: (date: DateValue) => boolean;
    readonly onChange: (date: CalendarDate | null) => void;
  };
  /** The text-only variant (core's `calculatorSummary`). */
  readonly summary: string;
}

const rangeOf = (model: CalculatorModel): FirstPaymentDateRange | null =>
  model.minimumFirstPaymentDate && model.recommendedFirstPaymentDate && model.maxFirstPaymentDate
    ? { min: model.minimumFirstPaymentDate, recommended: model.recommendedFirstPaymentDate, max: model.maxFirstPaymentDate }
    : null;

/**
 * The loan calculator's behaviour (C §2, §3.6, §9), every rule in core: a new
 * frequency clears the forced fee and count (`changeCalculatorFrequency`)
 * and recomputes (`computeLoan`); the amount moves on core's slider
 * (`changeCalculatorAmount`, `sliderRange`: a position sends core's
 * `sliderLoanAmount`, so the slider's extended ends send loanMin and
 * loanMax, the amounts the server accepts); the details come from the
 * computed model and `quoteLoan`'s fee; a first payment date outside the
 * range is refused (`acceptFirstPaymentDate`); the parent hears of changes
 * 500 ms after the last one.
 *
 * @example
 * const calc = useLoanCalculator({ model: emptyCalculatorModel(), feeConstants, today, onChange: save });
 * <Slider {...calc.sliderProps}>…</Slider>
 */
export const useLoanCalculator = (options: UseLoanCalculatorOptions): LoanCalculatorAria => {
  const { feeConstants, today, onChange, province, fileOpeningFee, isFeeTaxable, calendar } = options;
  const { lang, tenant: providerTenant, features } = useLendkit();
  const t = useMessages(calculatorMessages);
  const tenant = options.tenant ?? providerTenant;
  if (tenant === null) throw new Error("useLoanCalculator needs a tenant: pass `tenant` or give the LendkitProvider one.");

  // Compared by value, so a caller that writes `feeConstants={{ … }}` inline
  // does not recompute the model on every render.
  const { weeklyFee, isWeeklyFeePercentage, interestRate } = feeConstants;
  const feeText = fileOpeningFee === undefined ? undefined : String(fileOpeningFee);
  const todayText = today.toString();
  const context = useMemo<LoanContext>(
    () => ({
      today,
      tenant,
      features: { RestOfCanada: features.RestOfCanada, useBankHolidays: features.useBankHolidays },
      feeConstants: { weeklyFee, isWeeklyFeePercentage, interestRate },
      province,
      fileOpeningFee,
      isFeeTaxable,
      calendar,
    }),
    [todayText, tenant, features.RestOfCanada, features.useBankHolidays, weeklyFee, isWeeklyFeePercentage, interestRate, province, feeText, isFeeTaxable, calendar],
  );
  const state = useLoanCalculatorState({ model: options.model, defaultModel: options.defaultModel, onModelChange: options.onModelChange }, context);
  const { model, setModel } = state;

  // Tell the parent 500 ms after the last change of what is shown (not on mount).
  const key = calculatorModelKey(model);
  const first = useRef(key);
  const notify = useRef(onChange);
  useEffect(() => {
    notify.current = onChange;
  });
  const latest = useRef(model);
  useEffect(() => {
    latest.current = model;
  });
  useEffect(() => {
    if (key === first.current) return;
    const timer = setTimeout(() => notify.current?.(latest.current), calculatorNotifyDebounceMs);
    return () => clearTimeout(timer);
  }, [key]);

  const range = sliderRange(model.loanMin, model.loanMax);
  const amount = model.loanAmount.toNumber();
  const setAmount = (value: number) => setModel(changeCalculatorAmount(model, value, context));
  const quote = useMemo(() => quoteLoan(model, context), [model, context]);
  const firstPaymentRange = rangeOf(model);
  const stepText = formatMoney(sliderStep, lang);

  return {
    state,
    context,
    frequencyGroupProps: {
      "aria-label": t("calculator.frequencyLabel"),
      selectionMode: "single",
      disallowEmptySelection: true,
      selectedKeys: [String(model.loanFrequency)],
      onSelectionChange: (keys) => {
        const [key] = [...keys];
        if (key === undefined || Number(key) === model.loanFrequency) return;
        setModel(computeLoan(changeCalculatorFrequency(model, Number(key) as PeriodsPerYear), context));
      },
    },
    frequencies: frequencyOptions.map((entry) => {
      const periodsPerYear = periodsPerYearOf(entry.value);
      return { id: String(periodsPerYear), periodsPerYear, label: entry.label[lang] };
    }),
    sliderProps: {
      label: t("calculator.amount"),
      minValue: range.min.toNumber(),
      maxValue: range.max.toNumber(),
      step: range.step,
      value: amount,
      onChange: (value) => setAmount(Array.isArray(value) ? value[0]! : value),
      formatOptions: { style: "currency", currency: "CAD" },
      valueText: formatMoney(amount, lang),
    },
    // At a bound the amount goes no further (the slider's extended ends send the bound, core's sliderLoanAmount).
    decreaseButtonProps: {
      onPress: () => setAmount(amount - range.step),
      isDisabled: model.loanAmount.lte(model.loanMin),
      "aria-label": t("calculator.decrease", { step: stepText }),
    },
    increaseButtonProps: {
      onPress: () => setAmount(amount + range.step),
      isDisabled: model.loanAmount.gte(model.loanMax),
      "aria-label": t("calculator.increase", { step: stepText }),
    },
    details: {
      title: t("calculator.details"),
      lines: [
        { id: "payment", label: t("calculator.payment"), value: formatMoney(model.payment, lang) },
        { id: "numberOfPayments", label: t("calculator.numberOfPayments"), value: String(model.numberOfPayments) },
        { id: "duration", label: t("calculator.duration"), value: t("calculator.days", { days: model.lengthInDays }) },
        { id: "fee", label: t("calculator.fee"), value: formatMoney(quote.brokerageFeePerPeriod, lang) },
      ],
    },
    firstPaymentRange,
    datePickerProps: {
      label: t("calculator.firstPaymentDate"),
      value: model.customerSelectedFirstPaymentDate,
      placeholderValue: firstPaymentRange?.recommended,
      minValue: firstPaymentRange?.min,
      maxValue: firstPaymentRange?.max,
      isDateUnavailable: (date) => firstPaymentRange === null || acceptFirstPaymentDate(firstPaymentRange, toCalendarDate(date)) === null,
      onChange: (date) => {
        if (date && firstPaymentRange && acceptFirstPaymentDate(firstPaymentRange, date) === null) return;
        setModel(computeLoan({ ...model, customerSelectedFirstPaymentDate: date, customerSelectedSecondPaymentDate: null }, context));
      },
    },
    summary: calculatorSummary(model, lang),
  };
};
