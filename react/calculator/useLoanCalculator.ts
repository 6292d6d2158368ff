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
  formatPercent,
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
import { calculatorDisclosure, paymentCountsWithinCap, type DisclosurePolicy } from "@lendkit/core/disclosure";
import { disclosureMessages, type DisclosureStatement } from "@lendkit/core";
import { costOfBorrowingView, type CostOfBorrowingView } from "../disclosure/index.js";
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
  /**
   * What each quote's cost-of-borrowing statement applies (the server's
   * calculator data `disclosurePolicy`): the lender's rate cap, the Bank
   * Rate, the borrower's province, the contract date. Absent or null: no cap
   * and no Québec check, dated `today`.
   */
  readonly disclosurePolicy?: DisclosurePolicy | null;
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
    /** The payment lines, then the statement's: APR, credit rate (Québec), cost of borrowing, total to repay. */
    readonly lines: readonly { readonly id: "payment" | "numberOfPayments" | "duration" | "fee" | "apr" | "creditRate" | "totalCreditCharges" | "totalToRepay"; readonly label: string; readonly value: string }[];
  };
  /** The quote's cost of borrowing (core's `calculatorDisclosure`), or null when it cannot be stated. */
  readonly disclosure: {
    readonly statement: DisclosureStatement;
    readonly view: CostOfBorrowingView;
  } | null;
  /**
   * Under a `refuse` cap that the quote is above: the payment counts that fit
   * (core's `paymentCountsWithinCap`), for a choice, and the message when
   * none does; null otherwise.
   */
  readonly capChoice: {
    readonly label: string;
    readonly counts: readonly { readonly id: string; readonly count: number; readonly label: string }[];
    /** The chosen count as a key, or null while the quote is the refused one. */
    readonly selectedKey: string | null;
    readonly onSelect: (count: number) => void;
    /** "No number of payments keeps this loan within…", when the list is empty. */
    readonly noneFits: string | null;
  } | null;
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
  const { feeConstants, today, onChange, province, fileOpeningFee, isFeeTaxable, calendar, disclosurePolicy } = options;
  const { lang, tenant: providerTenant, features } = useLendkit();
  const t = useMessages(calculatorMessages);
  const td = useMessages(disclosureMessages);
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
  const policy = useMemo<DisclosurePolicy>(() => disclosurePolicy ?? { contractDate: today }, [disclosurePolicy, todayText]);
  const disclosure = useDisclosure(model, context, policy, lang, td, setModel);

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
        ...(disclosure.shown ? (disclosure.shown.view.rates as LoanCalculatorAria["details"]["lines"]) : []),
      ],
    },
    disclosure: disclosure.shown,
    capChoice: disclosure.capChoice,
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
    summary: disclosure.summary ? `${calculatorSummary(model, lang)} ${disclosure.summary}` : calculatorSummary(model, lang),
  };
};

/**
 * The quote's statement, its texts and, above a `refuse` cap, the counts
 * that fit (computed once per amount, frequency and policy: a forced count
 * does not change them).
 */
const useDisclosure = (
  model: CalculatorModel,
  context: LoanContext,
  policy: DisclosurePolicy,
  lang: "fr" | "en",
  t: ReturnType<typeof useMessages<[typeof disclosureMessages]>>,
  setModel: (model: CalculatorModel) => void,
) => {
  const statement = useMemo(() => {
    const { statement } = calculatorDisclosure(model, context, policy);
    return statement.ok ? statement.value : null;
  }, [model, context, policy]);
  const autoModel = useMemo(() => ({ ...model, forcedNumberOfPayments: null }), [model.loanAmount.toString(), model.loanFrequency, model.previousBalance.toString(), model.customerSelectedFirstPaymentDate?.toString()]);
  const refusing = policy.rateCap?.action === "refuse" && (statement?.cap?.outcome === "refuse" || model.forcedNumberOfPayments !== null);
  const fit = useMemo(() => (refusing ? paymentCountsWithinCap(autoModel, context, policy) : null), [refusing, autoModel, context, policy]);
  if (!statement) return { shown: null, capChoice: null, summary: null };
  const view = costOfBorrowingView({ statement, province: policy.province }, lang, t);
  const [apr, creditRate, cost, total] = [statement.apr, statement.creditRate, statement.totalCreditCharges, statement.totalObligation];
  const quebec = view.rates.some((line) => line.id === "creditRate");
  const summary = t(quebec ? "disclosure.summaryQuebec" : "disclosure.summary", {
    apr: formatPercent(apr, lang),
    creditRate: formatPercent(creditRate, lang),
    cost: formatMoney(cost, lang),
    total: formatMoney(total, lang),
  });
  const capText = statement.cap ? formatPercent(statement.cap.cap, lang) : "";
  const measure = statement.cap ? t(statement.cap.measure === "apr" ? "disclosure.apr" : "disclosure.effectiveAnnualRate") : "";
  const counts = fit?.ok ? fit.counts : [];
  return {
    shown: { statement, view },
    summary,
    capChoice: fit
      ? {
          label: t("disclosure.countsWithinCap", { cap: capText }),
          counts: counts.map((count) => ({ id: String(count), count, label: t("disclosure.countOption", { count: String(count) }) })),
          selectedKey: statement.cap?.outcome === "refuse" || model.forcedNumberOfPayments === null ? null : String(model.forcedNumberOfPayments),
          onSelect: (count: number) => setModel(computeLoan({ ...model, forcedNumberOfPayments: count }, context)),
          noneFits: counts.length === 0 ? t("disclosure.noCountFits", { cap: capText, measure }) : null,
        }
      : null,
  };
};
