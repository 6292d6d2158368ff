import { useCallback, useMemo, useRef, type ForwardedRef, type RefObject } from "react";

/**
 * An object ref a component reads itself that also feeds the caller's
 * forwarded ref (object or callback), as react-aria's `useObjectRef`.
 *
 * @example
 * const inputRef = useObjectRef(forwardedRef); // inputRef.current is the input, and so is forwardedRef's
 */
export const useObjectRef = <T>(forwarded: ForwardedRef<T> | undefined): RefObject<T | null> => {
  const own = useRef<T | null>(null);
  const set = useCallback(
    (value: T | null) => {
      own.current = value;
      if (typeof forwarded === "function") forwarded(value);
      else if (forwarded) forwarded.current = value;
    },
    [forwarded],
  );
  return useMemo(
    () => ({
      get current() {
        return own.current;
      },
      set current(value: T | null) {
        set(value);
      },
    }),
    [set],
  );
};
