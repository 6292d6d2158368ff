import { useCallback, useMemo, useRef, useState } from "react";
import type { NotificationInput, NotificationItem } from "./types.js";

/** The notification queue and its operations. */
export interface NotificationsState {
  /** The notifications shown, oldest first. */
  readonly notifications: readonly NotificationItem[];
  /** Adds a notification and returns its id. */
  readonly push: (input: NotificationInput) => string;
  /** Removes one notification (nothing happens for an unknown id). */
  readonly dismiss: (id: string) => void;
  /** Removes every notification. */
  readonly clear: () => void;
}

/** Options of the queue. */
export interface NotificationsStateOptions {
  /** Most notifications shown at once; the oldest leave first. Unlimited when missing. */
  readonly max?: number;
}

/**
 * The notification queue: push, dismiss, clear. Holds no timer (each
 * notification's own hook does).
 *
 * @example
 * const { notifications, push, dismiss } = useNotificationsState({ max: 5 });
 * const id = push({ type: "success", message: result });
 */
export const useNotificationsState = (options: NotificationsStateOptions = {}): NotificationsState => {
  const { max } = options;
  const [notifications, setNotifications] = useState<readonly NotificationItem[]>([]);
  const counter = useRef(0);
  const push = useCallback(
    (input: NotificationInput) => {
      counter.current += 1;
      const id = `lendkit-notification-${counter.current}`;
      setNotifications((current) => {
        const next = [...current, { ...input, id }];
        return max !== undefined && max > 0 && next.length > max ? next.slice(next.length - max) : next;
      });
      return id;
    },
    [max],
  );
  const dismiss = useCallback((id: string) => {
    setNotifications((current) => (current.some((item) => item.id === id) ? current.filter((item) => item.id !== id) : current));
  }, []);
  const clear = useCallback(() => setNotifications([]), []);
  return useMemo(() => ({ notifications, push, dismiss, clear }), [notifications, push, dismiss, clear]);
};
