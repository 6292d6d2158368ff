import { forwardRef, type ForwardedRef, type ReactNode } from "react";
import { mergeDomProps, type DomProps } from "../dom/index.js";
import { Notification } from "./Notification.js";
import { useNotifications } from "./NotificationsProvider.js";

/** The state the region's `className` and `style` may be computed from. */
export interface NotificationRegionRenderState {
  /** How many notifications are shown. */
  readonly count: number;
}

/**
 * Props of `NotificationRegion`: its own, plus DOM props for the region
 * (`data-position="top-right"` is set for the app's CSS).
 */
export type NotificationRegionProps = NotificationRegionOwnProps &
  DomProps<HTMLDivElement, NotificationRegionRenderState, NotificationRegionOwnProps>;

/** The region's own props. */
export interface NotificationRegionOwnProps {
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
export const NotificationRegion = /* @__PURE__ */ forwardRef(function NotificationRegion(
  { notificationClassName, closeIcon, ...dom }: NotificationRegionProps,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const { notifications, dismiss } = useNotifications();
  return (
    <div
      {...mergeDomProps(dom, { count: notifications.length }, { "data-position": "top-right", "data-lendkit": "notification-region" })}
      ref={ref}
    >
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
});
