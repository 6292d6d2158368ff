import { createContext, useContext, type ReactNode } from "react";
import { useNotificationsState, type NotificationsState, type NotificationsStateOptions } from "./useNotificationsState.js";

const NotificationsContext = /* @__PURE__ */ createContext<NotificationsState | null>(null);
NotificationsContext.displayName = "NotificationsContext";

/** Props of `NotificationsProvider`. */
export interface NotificationsProviderProps extends NotificationsStateOptions {
  /** The part of the app that pushes notifications, and a `NotificationRegion` somewhere inside. */
  readonly children?: ReactNode;
}

/**
 * Holds the notification queue for `useNotifications()` and `NotificationRegion`.
 *
 * @example
 * <NotificationsProvider max={5}>
 *   <App />
 *   <NotificationRegion />
 * </NotificationsProvider>
 */
export const NotificationsProvider = ({ children, ...options }: NotificationsProviderProps) => {
  const state = useNotificationsState(options);
  return <NotificationsContext.Provider value={state}>{children}</NotificationsContext.Provider>;
};

/**
 * The queue: `push({ type, message, title?, autoHideMs? })` returns an id,
 * `dismiss(id)`, `clear()`, and the `notifications` shown.
 *
 * @example
 * const { push } = useNotifications();
 * push({ type: answer.Success ? "success" : "error", message: answer.Result, autoHideMs: 6000 });
 */
export const useNotifications = (): NotificationsState => {
  const value = useContext(NotificationsContext);
  if (value === null)
    throw new Error(
      "useNotifications() must be called inside <NotificationsProvider>. Wrap your app in <NotificationsProvider>…<NotificationRegion /></NotificationsProvider>.",
    );
  return value;
};
