import { forwardRef, type ForwardedRef, type ReactNode } from "react";
import { Button } from "react-aria-components";
import { mergeDomProps, type DomProps } from "../dom/index.js";
import type { NotificationItem } from "./types.js";
import { useNotification } from "./useNotification.js";

/** The state the root's `className` and `style` may be computed from. */
export interface NotificationRenderState {
  /** The notification's type (info, success, warning, error). */
  readonly type: NotificationItem["type"];
  /** True while the auto-hide timer is paused (pointer or focus inside). */
  readonly isPaused: boolean;
}

/** Props of `Notification`: its own, plus DOM props for the root `div` (`className` also a function of its state). */
export type NotificationProps = NotificationOwnProps & DomProps<HTMLDivElement, NotificationRenderState, NotificationOwnProps>;

/** The notification's own props. */
export interface NotificationOwnProps {
  /** The notification to show. */
  readonly notification: NotificationItem;
  /** Removes it from the queue. */
  readonly onDismiss: (id: string) => void;
  /** Content of the close button (an icon); its accessible name is always "Close"/"Fermer". */
  readonly closeIcon?: ReactNode;
}

/**
 * One unstyled notification: title, message and a close button. Usually
 * rendered by `NotificationRegion`.
 *
 * @example
 * <Notification notification={{ id: "1", type: "info", message: "Saved" }} onDismiss={dismiss} />
 */
export const Notification = /* @__PURE__ */ forwardRef(function Notification(
  { notification, onDismiss, closeIcon = "×", ...dom }: NotificationProps,
  ref: ForwardedRef<HTMLDivElement>,
) {
  const { rootProps, closeButtonProps } = useNotification({ notification, onDismiss });
  const renderState = { type: notification.type, isPaused: rootProps["data-paused"] === true };
  return (
    <div {...mergeDomProps(dom, renderState, { ...rootProps, "data-lendkit": "notification" })} ref={ref}>
      <div data-part="content">
        {notification.title !== undefined && <div data-part="title">{notification.title}</div>}
        <div data-part="message">{notification.message}</div>
      </div>
      <Button {...closeButtonProps} data-part="close">
        <span aria-hidden="true">{closeIcon}</span>
      </Button>
    </div>
  );
});
