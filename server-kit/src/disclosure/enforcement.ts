import { formatPercent, t, type Bilingual, type DisclosureStatement, type Lang } from "@lendkit/core";
import type { DisclosureCap } from "@lendkit/core/disclosure";
import { HttpError } from "../http/envelope.js";

/**
 * What a tenant's cap action does (issue "Cost of borrowing" §2): `refuse`
 * stops the document, the signature, the loan choice and activation with a
 * 422 naming the figure, the cap and the rule; `warn` lets them through and
 * the caller writes an audit row with the figures.
 */

const refusalIn = (lang: Lang, cap: DisclosureCap): string =>
  t(lang, "disclosure.cap.refused", {
    measure: t(lang, cap.measure === "apr" ? "disclosure.apr" : "disclosure.effectiveAnnualRate"),
    figure: formatPercent(cap.figure, lang),
    cap: formatPercent(cap.cap, lang),
    rule: t(lang, `disclosure.rule.${cap.rule}`),
  });

/** The 422's words in both languages (the envelope answers the caller's). */
export const capRefusalMessage = (cap: DisclosureCap): Bilingual => ({ fr: refusalIn("fr", cap), en: refusalIn("en", cap) });

/** Throws the 422 when the statement's cap check says refuse; nothing has been written yet by any caller. */
export const assertCapAllows = (statement: DisclosureStatement): void => {
  const { cap } = statement;
  if (cap?.outcome === "refuse") throw new HttpError(422, capRefusalMessage(cap), `${cap.measure} ${cap.figure} above ${cap.cap} (${cap.rule})`);
};

/** The audit row's figures when the statement is above the cap on `warn`; null otherwise. */
export const capWarningOf = (statement: DisclosureStatement) =>
  statement.cap?.outcome === "warn"
    ? { ...statement.cap, apr: statement.apr, creditRate: statement.creditRate, effectiveAnnualRate: statement.effectiveAnnualRate, highCost: statement.quebec?.highCost ?? null }
    : null;

/** The audit action of a loan signed or activated above the cap on `warn`. */
export const capWarningAction = "disclosure.capWarning";
