import { useId } from "react";
import { Button } from "react-aria-components";
import { formatMoney, type Decimal, type RenewalStep, type TenantCode } from "@lendkit/core";
import { useLendkit, useMessages } from "../provider/index.js";
import { headingTag, type HeadingLevel } from "../dom/heading.js";
import { renewalCompletion, renewalOverdue, renewalProgressItems } from "./screens.js";

/** Props of `RenewalLoading`. */
export interface RenewalLoadingProps {
  readonly className?: string;
}

/**
 * The renewal's loading text ("Please wait! Loading..."), as a polite status.
 *
 * @example
 * {loading ? <RenewalLoading /> : <Step />}
 */
export const RenewalLoading = ({ className }: RenewalLoadingProps) => {
  const t = useMessages();
  return (
    <div role="status" className={className} data-loading="">
      {t("renewal.loading")}
    </div>
  );
};

/** Props of `RenewalProgress`. */
export interface RenewalProgressProps {
  /** The current renewal step; its stage is marked `aria-current="step"`. */
  readonly step: RenewalStep;
  readonly className?: string;
}

/**
 * The three-stage progress bar (Demande / Vérifications / Signatures), an
 * ordered list whose current stage has `aria-current="step"`; each item has
 * `data-status` (done, current, upcoming).
 *
 * @example
 * <RenewalProgress step={23} /> // "Vérifications" is current
 */
export const RenewalProgress = ({ step, className }: RenewalProgressProps) => {
  const t = useMessages();
  return (
    <ol className={className} data-renewal-progress="">
      {renewalProgressItems(step).map((item) => (
        <li key={item.number} aria-current={item.current} data-status={item.status} data-stage={item.number}>
          <span data-stage-number="">{item.number}</span> <span data-stage-label="">{t(item.labelKey)}</span>
        </li>
      ))}
    </ol>
  );
};

/** Props of `RenewalOverdue`. */
export interface RenewalOverdueProps {
  /** The collections number (any punctuation), or null. */
  readonly collectionsPhoneNumber: string | null;
  /** The amount late (the server's amountLate), shown in the lender's money format when above 0. */
  readonly amountLate?: Decimal | null;
  /** "Go to Client Space": receives core's path (`/cl`) for the parent page. */
  readonly onGoToClientSpace: (to: string) => void;
  /** Level of the screen's title (h2 by default). */
  readonly headingLevel?: HeadingLevel;
  readonly className?: string;
}

/**
 * The overdue stop: title, the explanation with the collections number
 * formatted `(xxx) xxx-xxxx` (or without a number), and "Go to Client Space".
 *
 * @example
 * <RenewalOverdue collectionsPhoneNumber="5145551234" onGoToClientSpace={(to) => frame.redirectParent(to)} />
 */
export const RenewalOverdue = ({ collectionsPhoneNumber, amountLate = null, onGoToClientSpace, headingLevel = 2, className }: RenewalOverdueProps) => {
  const Title = headingTag(headingLevel);
  const t = useMessages();
  const { lang } = useLendkit();
  const view = renewalOverdue(collectionsPhoneNumber, amountLate);
  const titleId = useId();
  return (
    <section className={className} aria-labelledby={titleId} data-overdue="">
      <Title id={titleId}>{t(view.titleKey)}</Title>
      {view.amountLate ? <p data-part="amount-late">{t(view.amountKey, { amount: formatMoney(view.amountLate, lang) })}</p> : null}
      <p>{t(view.textKey, view.params)}</p>
      <Button onPress={() => onGoToClientSpace(view.redirectTo)}>{t(view.actionKey)}</Button>
    </section>
  );
};

/** Props of `RenewalCompletion`. */
export interface RenewalCompletionProps {
  /** The tenant; the provider's by default. */
  readonly tenant?: TenantCode | null;
  /** Level of the screen's title (h2 by default); the training heading and its cards go one and two levels below. */
  readonly headingLevel?: HeadingLevel;
  readonly className?: string;
}

/**
 * The completion screen (C §3.8): title and agent message; with the
 * `hasTrainingContract` feature, the training heading and its two cards.
 *
 * @example
 * <LendkitProvider features={{ hasTrainingContract: true }} tenant="FIDELE"><RenewalCompletion /></LendkitProvider>
 */
export const RenewalCompletion = ({ tenant, headingLevel = 2, className }: RenewalCompletionProps) => {
  const [Title, Training, Card] = [headingTag(headingLevel), headingTag(headingLevel, 1), headingTag(headingLevel, 2)];
  const t = useMessages();
  const lendkit = useLendkit();
  const titleId = useId();
  const view = renewalCompletion(lendkit.features, tenant === undefined ? lendkit.tenant : tenant);
  return (
    <section className={className} aria-labelledby={titleId} data-training={view.training ? "" : undefined}>
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
};
