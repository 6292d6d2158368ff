import type { ReactNode } from "react";
import { Button } from "react-aria-components";
import type { NotificationItem } from "./types.js";
import { useNotification } from "./useNotification.js";

/** Props of `Notification`. */
export interface NotificationProps {
  /** The notification to show. */
  readonly notification: NotificationItem;
  /** Removes it from the queue. */
  readonly onDismiss: (id: string) => void;
  /** Class of the root element (also carries `data-type` and `data-paused`). */
  readonly className?: string;
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
export const Notification = ({ notification, onDismiss, className, closeIcon = "×" }: NotificationProps) => {
  const { rootProps, closeButtonProps } = useNotification({ notification, onDismiss });
  return (
    <div {...rootProps} className={className} data-lendkit="notification">
      <div data-part="content">
        {notification.title !== undefined && <div data-part="title">{notification.title}</div>}
        <div data-part="message">{notification.message}</div>
      </div>
      <Button {...closeButtonProps} data-part="close">
        <span aria-hidden="true">{closeIcon}</span>
      </Button>
    </div>
  );
};
