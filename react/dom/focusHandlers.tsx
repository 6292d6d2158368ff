import type { JSX } from "react";

const focusHandler = /^on(Focus|Blur|KeyDown|KeyUp)(Capture)?$/;

/**
 * react-aria's `Dialog` manages focus itself and drops focus and keyboard
 * handlers from the props it is given. This render function (its `render`
 * prop) puts them back on the dialog's `section`, after react-aria's own.
 * Undefined when the caller gave none, so the default element renders.
 *
 * @example
 * <Dialog {...domProps} render={dialogFocusRender(domProps)} />
 */
export const dialogFocusRender = (
  passed: Record<string, unknown>,
): ((props: JSX.IntrinsicElements["section"]) => JSX.Element) | undefined => {
  const handlers = Object.entries(passed).filter(
    (entry): entry is [string, (...args: unknown[]) => void] => focusHandler.test(entry[0]) && typeof entry[1] === "function",
  );
  if (handlers.length === 0) return undefined;
  return (props) => {
    const merged: Record<string, unknown> = { ...props };
    for (const [name, handler] of handlers) {
      const own = merged[name];
      merged[name] =
        typeof own === "function"
          ? (...args: unknown[]) => {
              (own as (...a: unknown[]) => void)(...args);
              handler(...args);
            }
          : handler;
    }
    return <section {...merged} />;
  };
};
