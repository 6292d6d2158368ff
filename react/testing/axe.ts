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
 * The `<input hidden>` react-aria keeps for forms beside a date picker: a
 * browser never shows it (`hidden` is display: none) but the test DOM has no
 * user-agent styles, so axe's label rule would flag it.
 */
export const hiddenFormInput = "input[hidden]";

/** Extra settings of one axe run. */
export interface AxeCheckOptions {
  /** More selectors to leave out (e.g. `hiddenFormInput` beside a date picker). */
  readonly exclude?: readonly string[];
  /** More rules to turn off, by id (those needing layout are always off). */
  readonly disableRules?: readonly string[];
  /** Other axe run options (e.g. `runOnly`); their `rules` are added to the ones turned off here. */
  readonly options?: axe.RunOptions;
}

/**
 * Runs axe on `container` (minus react-aria's live announcer and any `exclude`)
 * with every rule except those needing layout and `disableRules`, and
 * returns the violations as short readable lines (empty when clean).
 *
 * @example
 * expect(await axeViolations(container, { exclude: [hiddenFormInput] })).toEqual([]);
 */
export const axeViolations = async (container: Element, check: AxeCheckOptions = {}): Promise<string[]> => {
  const off = [...rulesNeedingLayout, ...(check.disableRules ?? [])];
  const rules = Object.fromEntries(off.map((id) => [id, { enabled: false }]));
  const exclude = [...excludedSelectors, ...(check.exclude ?? [])].map((selector) => [selector]);
  const result = await axe.run({ include: [container], exclude }, {
    resultTypes: ["violations"],
    ...check.options,
    rules: { ...rules, ...check.options?.rules },
  });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
};
