import type { CSSProperties, HTMLAttributes } from "react";

/**
 * A value given as is or computed from the component's state, as
 * react-aria-components' render props (`className={({ isOpen }) => …}`).
 */
export type StateValue<State, T> = T | ((state: State) => T);

/**
 * The DOM props a component passes through to its main element: `id`,
 * `data-*`, `aria-*`, `title`, event handlers (`onBlur`, `onFocus`, …), with
 * `className` and `style` also accepted as functions of the component's state.
 * `Own` lists the component's own props, which win over the DOM ones of the
 * same name (a component's `onChange` carries a value, not an event).
 */
export type DomProps<Element, State, Own = object> = Omit<HTMLAttributes<Element>, keyof Own | "className" | "style" | "children"> & {
  /** Class of the main element, or a function of the component's state. */
  readonly className?: StateValue<State, string | undefined>;
  /** Inline style of the main element, or a function of the component's state. */
  readonly style?: StateValue<State, CSSProperties | undefined>;
  /** Any `data-*` attribute, set on the main element. */
  readonly [dataAttribute: `data-${string}`]: string | number | boolean | undefined;
};

/**
 * Resolves a `StateValue` against the current state.
 *
 * @example
 * resolveStateValue(({ isOpen }) => (isOpen ? "open" : "shut"), { isOpen: true }); // "open"
 */
export const resolveStateValue = <State, T>(value: StateValue<State, T>, state: State): T =>
  typeof value === "function" ? (value as (state: State) => T)(state) : value;

/**
 * The DOM props to spread on the main element: the caller's pass-through
 * props with `className` and `style` resolved, `style` merged over the
 * component's own style (the caller's wins), and the component's own props
 * (`data-lendkit`, roles, …) winning over the caller's, except event
 * handlers, which are chained so both run.
 *
 * @example
 * <div {...mergeDomProps(rest, { isOpen }, { "data-lendkit": "checklist" })} />
 */
export const mergeDomProps = <State>(
  passed: DomProps<unknown, State>,
  state: State,
  own: Record<string, unknown> & { readonly style?: CSSProperties } = {},
): Record<string, unknown> => {
  const { className, style, ...rest } = passed;
  const merged: Record<string, unknown> = { ...rest };
  for (const [key, value] of Object.entries(own)) {
    const theirs = merged[key];
    merged[key] =
      /^on[A-Z]/.test(key) && typeof theirs === "function" && typeof value === "function"
        ? (...args: unknown[]) => {
            (value as (...a: unknown[]) => void)(...args);
            (theirs as (...a: unknown[]) => void)(...args);
          }
        : value;
  }
  merged.className = resolveStateValue(className, state);
  const theirStyle = resolveStateValue(style, state);
  merged.style = own.style || theirStyle ? { ...own.style, ...theirStyle } : undefined;
  return merged;
};
