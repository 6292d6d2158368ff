/** Values for `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * Fills `{name}` placeholders; a placeholder without a value is left as is,
 * so a forgotten parameter shows up instead of vanishing.
 *
 * @example
 * interpolate("{from} to {to}", { from: 1, to: 10 }) // "1 to 10"
 */
export const interpolate = (text: string, params?: MessageParams): string =>
  params
    ? text.replace(/\{(\w+)\}/g, (whole, name: string) =>
        Object.hasOwn(params, name) ? String(params[name]) : whole,
      )
    : text;
