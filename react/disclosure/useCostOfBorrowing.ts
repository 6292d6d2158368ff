import { disclosureMessages, formatMoney, formatPercent, type DisclosureStatement, type Lang } from "@lendkit/core";
import { useLendkit } from "../provider/index.js";
import { useMessages } from "../provider/messages.js";

/** Options of `useCostOfBorrowing`. */
export interface UseCostOfBorrowingOptions {
  /** The statement shown (core's `loanDisclosure` / `quoteDisclosure`, or a signing document's `disclosure`). */
  readonly statement: DisclosureStatement;
  /** The borrower's province code: "QC" shows Québec's credit rate (so does a statement with a Québec check). */
  readonly province?: string | null;
  /** True to list Québec's standard-form lines of the credit charges (a contract, a signing document). */
  readonly showStandardForm?: boolean;
}

/** One line: its id (the statement's field, or "totalToRepay"), the legal name and the figure. */
export interface DisclosureLineView {
  readonly id: string;
  readonly label: string;
  readonly value: string;
}

/** What `useCostOfBorrowing` returns: texts in the reader's language, nothing to compute. */
export interface CostOfBorrowingView {
  readonly title: string;
  /** "HIGH-COST" / « COÛT ÉLEVÉ » for Québec high-cost credit, else null. */
  readonly highCost: string | null;
  /** The APR, the credit rate (Québec), the cost of borrowing and the total to repay. */
  readonly rates: readonly DisclosureLineView[];
  /** The standard form's heading and lines, or null when not asked for. */
  readonly standardForm: { readonly title: string; readonly lines: readonly DisclosureLineView[] } | null;
  /** The cap's message above it (`warn` or `refuse`, with the figure and the cap), else null. */
  readonly cap: { readonly outcome: "warn" | "refuse"; readonly message: string } | null;
  /** The debt-ratio flag of a Québec high-cost loan, else null. */
  readonly debtRatioNote: string | null;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** True when the statement is for a Québec borrower (by province, or because it holds Québec's check). */
export const showsCreditRate = (statement: DisclosureStatement, province?: string | null): boolean =>
  statement.quebec !== null || province?.trim().toUpperCase() === "QC";

/** The catalog lookup the view needs (the disclosure catalog's keys). */
export type DisclosureTranslate = (key: keyof (typeof disclosureMessages)["en"], params?: Record<string, string>) => string;

/**
 * The cost-of-borrowing statement's texts, pure (the hook and the loan
 * calculator share it): the legal names from the disclosure catalog, money
 * in core's format, rates with 2 decimals; no rule (the figures are core's).
 *
 * @example
 * costOfBorrowingView({ statement }, "en", translator(disclosureMessages)).rates[0].value // "80.90%"
 */
export const costOfBorrowingView = ({ statement, province, showStandardForm = false }: UseCostOfBorrowingOptions, lang: Lang, t: DisclosureTranslate): CostOfBorrowingView => {
  const money = (text: string) => formatMoney(text, lang);
  const percent = (text: string) => formatPercent(text, lang);
  const quebec = showsCreditRate(statement, province);
  const rates: DisclosureLineView[] = [
    { id: "apr", label: capitalised(t("disclosure.apr")), value: percent(statement.apr) },
    ...(quebec ? [{ id: "creditRate", label: capitalised(t("disclosure.creditRate")), value: percent(statement.creditRate) }] : []),
    { id: "totalCreditCharges", label: capitalised(t("disclosure.costOfBorrowing")), value: money(statement.totalCreditCharges) },
    { id: "totalToRepay", label: t("disclosure.totalToRepay"), value: money(statement.totalObligation) },
  ];
  const formLine = (id: "netCapital" | "interest" | "brokerage" | "fileOpening" | "otherFees" | "otherComponents" | "totalCreditCharges" | "totalObligation") => ({
    id,
    label: t(`disclosure.form.${id}`),
    value: money(statement[id]),
  });
  const cap = statement.cap;
  const measure = cap ? t(cap.measure === "apr" ? "disclosure.apr" : "disclosure.effectiveAnnualRate") : "";
  return {
    title: t("disclosure.title"),
    highCost: statement.quebec?.highCost ? t("disclosure.highCost") : null,
    rates,
    standardForm: showStandardForm
      ? {
          title: t("disclosure.standardForm"),
          lines: [
            formLine("netCapital"),
            formLine("interest"),
            formLine("brokerage"),
            formLine("fileOpening"),
            formLine("otherFees"),
            formLine("otherComponents"),
            formLine("totalCreditCharges"),
            formLine("totalObligation"),
            { id: "creditRate", label: t("disclosure.form.creditRate"), value: percent(statement.creditRate) },
          ],
        }
      : null,
    cap:
      cap && cap.outcome !== "within"
        ? { outcome: cap.outcome, message: t(`disclosure.cap.${cap.outcome}`, { measure, figure: percent(cap.figure), cap: percent(cap.cap) }) }
        : null,
    debtRatioNote: statement.quebec?.highCost && statement.quebec.debtRatioAboveLimit ? t("disclosure.debtRatioAboveLimit", { limit: percent("45") }) : null,
  };
};

/**
 * The cost-of-borrowing statement's texts in the reader's language
 * (`costOfBorrowingView` with the provider's language and catalog).
 *
 * @example
 * const view = useCostOfBorrowing({ statement, province: "QC", showStandardForm: true });
 * view.rates[0] // { id: "apr", label: "Annual percentage rate (APR)", value: "80.90%" }
 */
export const useCostOfBorrowing = (options: UseCostOfBorrowingOptions): CostOfBorrowingView => {
  const { lang } = useLendkit();
  const t = useMessages(disclosureMessages);
  return costOfBorrowingView(options, lang, t);
};
