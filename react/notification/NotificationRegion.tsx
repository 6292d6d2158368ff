import type { ReactNode } from "react";
import { Notification } from "./Notification.js";
import { useNotifications } from "./NotificationsProvider.js";

/** Props of `NotificationRegion`. */
export interface NotificationRegionProps {
  /** Class of the region (exposes `data-position="top-right"` for the app's CSS). */
  readonly className?: string;
  /** Class given to every notification. */
  readonly notificationClassName?: string;
  /** Close button content (an icon). */
  readonly closeIcon?: ReactNode;
}

/**
 * Where notifications appear: the top-right corner (C §2), exposed as
 * `data-position="top-right"`; the app places it with CSS.
 *
 * @example
 * <NotificationRegion className="notifications" />
 */
export const NotificationRegion = ({ className, notificationClassName, closeIcon }: NotificationRegionProps) => {
  const { notifications, dismiss } = useNotifications();
  return (
    <div className={className} data-position="top-right" data-lendkit="notification-region">
      {notifications.map((notification) => (
        <Notification
          key={notification.id}
          notification={notification}
          onDismiss={dismiss}
          className={notificationClassName}
          closeIcon={closeIcon}
        />
      ))}
    </div>
  );
};
