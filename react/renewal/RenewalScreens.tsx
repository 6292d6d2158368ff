import { forwardRef, useId, type ForwardedRef } from "react";
import { renewalMessages, accountMessages, commonMessages } from "@lendkit/core";
import { Button } from "react-aria-components";
import { formatMoney, type Decimal, type RenewalStep, type TenantCode } from "@lendkit/core";
import { mergeDomProps, type DomProps } from "../dom/index.js";
import { useLendkit } from "../provider/index.js";
import { useMessages } from "../provider/messages.js";
import { headingTag, type HeadingLevel } from "../dom/heading.js";
import { renewalCompletion, renewalOverdue, renewalProgressItems } from "./screens.js";

/** Props of `RenewalLoading`: DOM props for its status `div` (`className` and `style` also as functions of an empty state). */
export type RenewalLoadingProps = DomProps<HTMLDivElement, Record<string, never>>;

/**
 * The renewal's loading text ("Please wait! Loading..."), as a polite status.
 *
 * @example
 * {loading ? <RenewalLoading /> : <Step />}
 */
export const RenewalLoading = /* @__PURE__ */ forwardRef(function RenewalLoading(dom: RenewalLoadingProps, ref: ForwardedRef<HTMLDivElement>) {
  const t = useMessages(renewalMessages, accountMessages, commonMessages);
  return (
    <div {...mergeDomProps(dom, {}, { role: "status", "data-loading": "", "data-lendkit": "renewal-loading" })} ref={ref}>
      {t("renewal.loading")}
    </div>
  );
});

/** The state the progress list's `className` and `style` may be computed from. */
export interface RenewalProgressRenderState {
  /** The current renewal step. */
  readonly step: RenewalStep;
}

/** Props of `RenewalProgress`: its own, plus DOM props for the `<ol>`. */
export type RenewalProgressProps = RenewalProgressOwnProps & DomProps<HTMLOListElement, RenewalProgressRenderState, RenewalProgressOwnProps>;

/** The progress bar's own props. */
export interface RenewalProgressOwnProps {
  /** The current renewal step; its stage is marked `aria-current="step"`. */
  readonly step: RenewalStep;
}

/**
 * The three-stage progress bar (Demande / Vérifications / Signatures), an
 * ordered list whose current stage has `aria-current="step"`; each item has
 * `data-status` (done, current, upcoming).
 *
 * @example
 * <RenewalProgress step={23} /> // "Vérifications" is current
 */
export const RenewalProgress = /* @__PURE__ */ forwardRef(function RenewalProgress({ step, ...dom }: RenewalProgressProps, ref: ForwardedRef<HTMLOListElement>) {
  const t = useMessages(renewalMessages, accountMessages, commonMessages);
  return (
    <ol {...mergeDomProps(dom, { step }, { "data-renewal-progress": "", "data-lendkit": "renewal-progress" })} ref={ref}>
      {renewalProgressItems(step).map((item) => (
        <li key={item.number} aria-current={item.current} data-status={item.status} data-stage={item.number}>
          <span data-stage-number="">{item.number}</span> <span data-stage-label="">{t(item.labelKey)}</span>
        </li>
      ))}
    </ol>
  );
});

/** The state the overdue section's `className` and `style` may be computed from. */
export interface RenewalOverdueRenderState {
  /** True when an amount late above 0 is shown. */
  readonly hasAmountLate: boolean;
}

/** Props of `RenewalOverdue`: its own, plus DOM props for the `<section>`. */
export type RenewalOverdueProps = RenewalOverdueOwnProps & DomProps<HTMLElement, RenewalOverdueRenderState, RenewalOverdueOwnProps>;

/** The overdue screen's own props. */
export interface RenewalOverdueOwnProps {
  /** The collections number (any punctuation), or null. */
  readonly collectionsPhoneNumber: string | null;
  /** The amount late (the server's amountLate), shown in the lender's money format when above 0. */
  readonly amountLate?: Decimal | null;
  /** "Go to Client Space": receives core's path (`/cl`) for the parent page. */
  readonly onGoToClientSpace: (to: string) => void;
  /** Level of the screen's title (h2 by default). */
  readonly headingLevel?: HeadingLevel;
}

/**
 * The overdue stop: title, the explanation with the collections number
 * formatted `(xxx) xxx-xxxx` (or without a number), and "Go to Client Space".
 *
 * @example
 * <RenewalOverdue collectionsPhoneNumber="5145551234" onGoToClientSpace={(to) => frame.redirectParent(to)} />
 */
export const RenewalOverdue = /* @__PURE__ */ forwardRef(function RenewalOverdue(
  { collectionsPhoneNumber, amountLate = null, onGoToClientSpace, headingLevel = 2, ...dom }: RenewalOverdueProps,
  ref: ForwardedRef<HTMLElement>,
) {
  const Title = headingTag(headingLevel);
  const t = useMessages(renewalMessages, accountMessages, commonMessages);
  const { lang } = useLendkit();
  const view = renewalOverdue(collectionsPhoneNumber, amountLate);
  const titleId = useId();
  return (
    <section
      {...mergeDomProps(dom, { hasAmountLate: Boolean(view.amountLate) }, { "aria-labelledby": titleId, "data-overdue": "", "data-lendkit": "renewal-overdue" })}
      ref={ref}
    >
      <Title id={titleId}>{t(view.titleKey)}</Title>
      {view.amountLate ? <p data-part="amount-late">{t(view.amountKey, { amount: formatMoney(view.amountLate, lang) })}</p> : null}
      <p>{t(view.textKey, view.params)}</p>
      <Button onPress={() => onGoToClientSpace(view.redirectTo)}>{t(view.actionKey)}</Button>
    </section>
  );
});

/** The state the completion section's `className` and `style` may be computed from. */
export interface RenewalCompletionRenderState {
  /** True when the training heading and cards are shown. */
  readonly hasTraining: boolean;
}

/** Props of `RenewalCompletion`: its own, plus DOM props for the `<section>`. */
export type RenewalCompletionProps = RenewalCompletionOwnProps & DomProps<HTMLElement, RenewalCompletionRenderState, RenewalCompletionOwnProps>;

/** The completion screen's own props. */
export interface RenewalCompletionOwnProps {
  /** The tenant; the provider's by default. */
  readonly tenant?: TenantCode | null;
  /** Level of the screen's title (h2 by default); the training heading and its cards go one and two levels below. */
  readonly headingLevel?: HeadingLevel;
}

/**
 * The completion screen (C §3.8): title and agent message; with the
 * `hasTrainingContract` feature, the training heading and its two cards.
 *
 * @example
 * <LendkitProvider features={{ hasTrainingContract: true }} tenant="FIDELE"><RenewalCompletion /></LendkitProvider>
 */
export const RenewalCompletion = /* @__PURE__ */ forwardRef(function RenewalCompletion({ tenant, headingLevel = 2, ...dom }: RenewalCompletionProps, ref: ForwardedRef<HTMLElement>) {
  const [Title, Training, Card] = [headingTag(headingLevel), headingTag(headingLevel, 1), headingTag(headingLevel, 2)];
  const t = useMessages(renewalMessages, accountMessages, commonMessages);
  const lendkit = useLendkit();
  const titleId = useId();
  const view = renewalCompletion(lendkit.features, tenant === undefined ? lendkit.tenant : tenant);
  return (
    <section
      {...mergeDomProps(dom, { hasTraining: Boolean(view.training) }, {
        "aria-labelledby": titleId,
        "data-training": view.training ? "" : undefined,
        "data-lendkit": "renewal-completion",
      })}
      ref={ref}
    >
      <Title id={titleId}>{t(view.title.key, view.title.params)}</Title>
      <p>{t(view.text.key, view.text.params)}</p>
      {view.training ? (
        <>
          <Training>{t(view.training.heading.key, view.training.heading.params)}</Training>
          <ul>
            {view.training.cards.map((card) => (
              <li key={card.title.key} data-card="">
                <Card>{t(card.title.key, card.title.params)}</Card>
                <p>{t(card.text.key, card.text.params)}</p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
});
