import { forwardRef, useId, type ForwardedRef } from "react";
import { mergeDomProps, type DomProps } from "../dom/index.js";
import { headingTag, type HeadingLevel } from "../dom/heading.js";
import { useCostOfBorrowing, type DisclosureLineView, type UseCostOfBorrowingOptions } from "./useCostOfBorrowing.js";

/** The state `className` and `style` may be computed from. */
export interface CostOfBorrowingRenderState {
  /** The cap's outcome, "within" when no cap applies. */
  readonly capOutcome: "within" | "warn" | "refuse";
  /** True for Québec high-cost credit. */
  readonly highCost: boolean;
}

/** The component's own props. */
export interface CostOfBorrowingOwnProps extends UseCostOfBorrowingOptions {
  /** Level of the title (h3 by default); the standard form's heading goes one below. */
  readonly headingLevel?: HeadingLevel;
}

/** Props of `CostOfBorrowing`: its own, plus DOM props for the `<section>`. */
export type CostOfBorrowingProps = CostOfBorrowingOwnProps & DomProps<HTMLElement, CostOfBorrowingRenderState, CostOfBorrowingOwnProps>;

const Lines = ({ lines, part }: { readonly lines: readonly DisclosureLineView[]; readonly part: string }) => (
  <dl data-part={part}>
    {lines.map((line) => (
      <div key={line.id} data-part="disclosure-line" data-disclosure={line.id}>
        <dt>{line.label}</dt>
        <dd>{line.value}</dd>
      </div>
    ))}
  </dl>
);

/**
 * A loan's cost of borrowing (issue "Cost of borrowing", §3): the HIGH-COST
 * heading of Québec high-cost credit, the APR, Québec's credit rate for a
 * Québec borrower, the cost of borrowing and the total to repay, Québec's
 * standard-form lines when asked (`showStandardForm`), and the cap's warning
 * or refusal with its figures (an alert). Every figure is core's; unstyled:
 * parts carry `data-part`, each line `data-disclosure`, the root
 * `data-cap-outcome` and `data-high-cost`.
 *
 * @example
 * <CostOfBorrowing statement={statement} province="QC" showStandardForm />
 */
export const CostOfBorrowing = /* @__PURE__ */ forwardRef(function CostOfBorrowing(
  { statement, province, showStandardForm, headingLevel = 3, ...dom }: CostOfBorrowingProps,
  ref: ForwardedRef<HTMLElement>,
) {
  const view = useCostOfBorrowing({ statement, province, showStandardForm });
  const titleId = useId();
  const Title = headingTag(headingLevel);
  const Sub = headingTag(headingLevel, 1);
  const capOutcome = statement.cap?.outcome ?? "within";
  return (
    <section
      {...mergeDomProps(
        dom,
        { capOutcome, highCost: view.highCost !== null },
        { "aria-labelledby": titleId, "data-lendkit": "cost-of-borrowing", "data-cap-outcome": capOutcome, "data-high-cost": view.highCost !== null || undefined },
      )}
      ref={ref}
    >
      {view.highCost ? <Title data-part="high-cost">{view.highCost}</Title> : null}
      <Title id={titleId} data-part="title">
        {view.title}
      </Title>
      <Lines lines={view.rates} part="rates" />
      {view.standardForm ? (
        <>
          <Sub data-part="standard-form-title">{view.standardForm.title}</Sub>
          <Lines lines={view.standardForm.lines} part="standard-form" />
        </>
      ) : null}
      {view.debtRatioNote ? <p data-part="debt-ratio">{view.debtRatioNote}</p> : null}
      {view.cap ? (
        <p role="alert" data-part="cap" data-outcome={view.cap.outcome}>
          {view.cap.message}
        </p>
      ) : null}
    </section>
  );
});
