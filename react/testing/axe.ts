import axe from "axe-core";

/**
 * Rules that cannot give a meaningful answer in a DOM without layout or CSS
 * (the test DOM computes no colours, sizes or positions).
 */
export const rulesNeedingLayout = ["color-contrast", "target-size", "scrollable-region-focusable"] as const;

/**
 * react-aria's shared live announcer: it lives on `document.body` across
 * tests and keeps references to buttons of earlier, unmounted tests.
 */
export const excludedSelectors = ["[data-live-announcer]"] as const;

/**
 * Runs axe on `container` (minus react-aria's live announcer) with every rule except those needing layout, and
 * returns the violations as short readable lines (empty when clean).
 */
export const axeViolations = async (container: Element): Promise<string[]> => {
  const rules = Object.fromEntries(rulesNeedingLayout.map((id) => [id, { enabled: false }]));
  const result = await axe.run({ include: [container], exclude: excludedSelectors.map((selector) => [selector]) }, { rules, resultTypes: ["violations"] });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
};
