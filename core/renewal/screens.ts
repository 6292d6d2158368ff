import type { Features } from "../access/features.js";
import { tenantProfile, type TenantCode } from "../access/tenants.js";
import { frameRedirect } from "../frame/redirect.js";
import * as renewalCatalog from "../i18n/catalog/renewal.js";
import * as accountCatalog from "../i18n/catalog/account.js";
import type { Lang } from "../i18n/lang.js";
import type { MessageParams } from "../i18n/interpolate.js";
import * as commonCatalog from "../i18n/catalog/common.js";
import { translator } from "../i18n/scoped.js";
import type { StepperStep } from "../models/otp.js";
import { RenewalStep, renewalStages } from "./steps.js";

/** The keys of the texts this module shows. */
/** A text of the renewal screens: from the renewal, account and common catalogs. */
export type RenewalTextKey = keyof typeof renewalCatalog.en | keyof typeof accountCatalog.en | keyof typeof commonCatalog.en;
/** `t` over this domain's catalogs only, so a page does not ship every catalog. */
const t = translator<RenewalTextKey>({
  en: { ...renewalCatalog.en, ...accountCatalog.en, ...commonCatalog.en },
  fr: { ...renewalCatalog.fr, ...accountCatalog.fr, ...commonCatalog.fr },
});

/**
 * Which texts the renewal screens show, by feature and tenant (C §1, C §2,
 * C §3.8, C §6, C §8), as catalog keys.
 */

/** A text to show: a key and its placeholder values. */
export interface RenewalText {
  readonly key: RenewalTextKey;
  readonly params?: MessageParams;
}

/**
 * The first renewal screen's copy (C §1): RestOfCanada says "renew a loan",
 * otherwise hasTrainingContract says "already a customer", otherwise
 * "increase your line of credit limit".
 *
 * @example
 * renewalIntroKey({ ...defaultFeatures, RestOfCanada: true }) // "renewal.intro.restOfCanada"
 */
export const renewalIntroKey = (features: Features): RenewalTextKey =>
  features.RestOfCanada
    ? "renewal.intro.restOfCanada"
    : features.hasTrainingContract
      ? "renewal.intro.training"
      : "renewal.intro.default";

/**
 * The title of a step's form, or null for steps without one.
 *
 * @example
 * renewalStepTitleKey(23) // "renewal.income.title"
 */
export const renewalStepTitleKey = (step: RenewalStep): RenewalTextKey | null => {
  switch (step) {
    case RenewalStep.Basic:
      return "renewal.basic.title";
    case RenewalStep.Address:
      return "renewal.address.title";
    case RenewalStep.Job:
      return "renewal.income.title";
    case RenewalStep.Refs:
      return "renewal.references.title";
    case RenewalStep.TAC:
      return "renewal.otp.title";
    default:
      return null;
  }
};

/**
 * The red warning shown to one tenant (FIDELE) on the income and references
 * steps (C §6); null elsewhere.
 *
 * @example
 * renewalContactWarningKey("FIDELE", 24) // "renewal.contactWarning"
 * renewalContactWarningKey("RENT", 24) // null
 */
export const renewalContactWarningKey = (tenant: TenantCode, step: RenewalStep): RenewalTextKey | null =>
  tenantProfile(tenant).showsContactWarning && (step === RenewalStep.Job || step === RenewalStep.Refs)
    ? "renewal.contactWarning"
    : null;

/**
 * The alert when saving a step fails (C §8): step 1 → the RES1 error, the
 * forms (21, 23, 24) → "your answers could not be saved" in the applicant's
 * language (a refusal naming fields shows on the fields instead), others →
 * the generic error.
 *
 * @example
 * renewalSaveErrorKey(1) // "renewal.error.basicSave"
 */
export const renewalSaveErrorKey = (step: RenewalStep): RenewalTextKey =>
  step === RenewalStep.Basic
    ? "renewal.error.basicSave"
    : step === RenewalStep.Address || step === RenewalStep.Job || step === RenewalStep.Refs
      ? "renewal.error.formSave"
      : "common.genericError";

/** The completion screen of C §3.8. */
export interface RenewalCompletionView {
  readonly title: RenewalText;
  readonly text: RenewalText;
  /** The training variant (hasTrainingContract): a heading and two cards; null otherwise. */
  readonly training: {
    readonly heading: RenewalText;
    readonly cards: readonly { readonly title: RenewalText; readonly text: RenewalText }[];
  } | null;
}

/**
 * The completion screen: title and agent message; with hasTrainingContract
 * the heading (with the tenant's name for the tenant that shows it; the
 * heading without a name when the tenant is unknown) and the two cards
 * (loan or line of credit; training with cashback).
 *
 * @example
 * renewalCompletionView(defaultFeatures, "RENT").training // null
 * renewalCompletionView({ ...defaultFeatures, hasTrainingContract: true }, "FIDELE").training?.heading
 * // { key: "renewal.completed.training.headingWithName", params: { name: "Fidèle" } }
 * renewalCompletionView({ ...defaultFeatures, hasTrainingContract: true }, null).training?.heading
 * // { key: "renewal.completed.training.heading" }
 */
export const renewalCompletionView = (features: Features, tenant: TenantCode | null): RenewalCompletionView => {
  const profile = tenant === null ? null : tenantProfile(tenant);
  return {
    title: { key: "renewal.completed.title" },
    text: { key: "renewal.completed.text" },
    training: features.hasTrainingContract
      ? {
          heading: profile?.showsTrainingNameInHeading
            ? { key: "renewal.completed.training.headingWithName", params: { name: profile.name } }
            : { key: "renewal.completed.training.heading" },
          cards: [
            { title: { key: "renewal.completed.training.loanTitle" }, text: { key: "renewal.completed.training.loanText" } },
            {
              title: { key: "renewal.completed.training.trainingTitle" },
              text: { key: "renewal.completed.training.trainingText" },
            },
          ],
        }
      : null,
  };
};

/**
 * Where a customer who clicks RENEW with a renewal already started is sent
 * (C §8, C §7 redirectTo `/re?p={slug}_{step}`), the step defaulting to 1;
 * shown after the "renewal.alreadyStarted" alert.
 *
 * @example
 * renewalResumeRedirect("ab12", null) // "/re?p=ab12_1"
 */
export const renewalResumeRedirect = (slug: string, step: number | null | undefined): string =>
  frameRedirect.renewal(slug, typeof step === "number" && Number.isInteger(step) && step >= 0 ? step : 1);

/**
 * Where the parent page goes when a customer's RENEW answers (C §7, §8): a
 * renewal already in progress resumes at its step (`/re?p={slug}_{step}`,
 * after the "already started" alert); a renewal just started opens with no
 * step, at the one the server records (`/r/{slug}_-1`).
 *
 * @example
 * renewalParentRedirect({ slug: "ab12", step: 21, alreadyStarted: true }) // "/re?p=ab12_21"
 * renewalParentRedirect({ slug: "ab12", step: 1, alreadyStarted: false }) // "/r/ab12_-1"
 */
export const renewalParentRedirect = (renewal: { readonly slug: string; readonly step: number | null | undefined; readonly alreadyStarted: boolean }): string =>
  renewal.alreadyStarted ? renewalResumeRedirect(renewal.slug, renewal.step) : frameRedirect.restart(renewal.slug);

/**
 * The progress bar's three steps with their labels in `lang` (the stepper
 * model of C §3.9); the current one is `renewalStage(step)`.
 *
 * @example
 * renewalStepperSteps("fr").map((step) => step.label) // ["Demande", "Vérifications", "Signatures"]
 * renewalStepperSteps("en")[0] // { label: "Application", number: 1 }
 */
export const renewalStepperSteps = (lang: Lang): readonly StepperStep[] =>
  renewalStages.map((stage) => ({ label: t(lang, stage.labelKey), number: stage.number }));
