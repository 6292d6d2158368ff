import { useCallback, useEffect, useRef, useState, type FocusEvent, type HTMLAttributes, type KeyboardEvent } from "react";
import { commonMessages } from "@lendkit/core";
import type { ButtonProps } from "react-aria-components";
import { useMessages } from "../provider/messages.js";
import { notificationRole, type NotificationItem } from "./types.js";

/** Options of `useNotification`. */
export interface UseNotificationOptions {
  /** The notification shown. */
  readonly notification: NotificationItem;
  /** Removes it from the queue (close button, Escape, or the auto-hide timer). */
  readonly onDismiss: (id: string) => void;
}

/** What `useNotification` returns: props to spread and the paused flag. */
export interface NotificationAria {
  /** For the notification's root element. */
  readonly rootProps: HTMLAttributes<HTMLDivElement> & { "data-type": string; "data-paused"?: true };
  /** For the close button (a react-aria `Button`). */
  readonly closeButtonProps: Pick<ButtonProps, "onPress" | "aria-label">;
  /** True while the pointer is over it or focus is inside: the auto-hide timer waits. */
  readonly isPaused: boolean;
}

/**
 * One notification's behaviour: `role="alert"` for errors and warnings and
 * `role="status"` otherwise, the optional auto-hide timer (paused while
 * hovered or focused, restarted in full afterwards, cleared on unmount), the
 * close button, and Escape as a keyboard close path. Clicking elsewhere never
 * closes it.
 *
 * @example
 * const { rootProps, closeButtonProps } = useNotification({ notification, onDismiss: dismiss });
 * <div {...rootProps}>{notification.message}<Button {...closeButtonProps}>×</Button></div>
 */
export const useNotification = ({ notification, onDismiss }: UseNotificationOptions): NotificationAria => {
  const t = useMessages(commonMessages);
  const { id, type, autoHideMs } = notification;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const isPaused = hovered || focused;
  const dismissRef = useRef(onDismiss);
  dismissRef.current = onDismiss;
  const dismiss = useCallback(() => dismissRef.current(id), [id]);

  useEffect(() => {
    if (autoHideMs === undefined || !(autoHideMs >= 0) || isPaused) return;
    const timer = setTimeout(dismiss, autoHideMs);
    return () => clearTimeout(timer);
  }, [autoHideMs, isPaused, dismiss]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      dismiss();
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return {
    rootProps: {
      role: notificationRole(type),
      "data-type": type,
      ...(isPaused ? { "data-paused": true as const } : {}),
      onKeyDown,
      onFocus: () => setFocused(true),
      onBlur,
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
    },
    closeButtonProps: { onPress: dismiss, "aria-label": t("common.close") },
    isPaused,
  };
};
