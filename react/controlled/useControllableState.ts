import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A value that is controlled when the caller passes it (`value` not
 * undefined) and kept here otherwise, as react-stately's
 * `useControlledState`: `setValue` keeps the new value when uncontrolled and
 * tells `onChange` of every change in both cases, so a controlled caller
 * decides.
 *
 * @example
 * const [isOpen, setOpen] = useControllableState(props.isOpen, props.defaultOpen ?? false, props.onOpenChange);
 */
export const useControllableState = <T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (value: T) => void,
): readonly [T, (next: T) => void] => {
  const [own, setOwn] = useState(defaultValue);
  const isControlled = value !== undefined;
  const current = isControlled ? value : own;
  const latest = useRef({ current, onChange });
  useEffect(() => {
    latest.current = { current, onChange };
  });
  const setValue = useCallback(
    (next: T) => {
      if (!isControlled) setOwn(next);
      if (!Object.is(next, latest.current.current)) latest.current.onChange?.(next);
      latest.current = { ...latest.current, current: next };
    },
    [isControlled],
  );
  return [current, setValue] as const;
};
