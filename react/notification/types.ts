import type { ReactNode } from "react";

/** The five kinds of notification (C §2); the app colours each by `data-type`. */
export type NotificationType = "success" | "info" | "warning" | "error" | "call";

/** The kinds in display order, for stories and pickers. */
export const notificationTypes: readonly NotificationType[] = ["success", "info", "warning", "error", "call"];

/** What a caller pushes. */
export interface NotificationInput {
  /** The kind: success, info, warning, error or call. */
  readonly type: NotificationType;
  /** The message, usually `t(...)` or a server's Result text. */
  readonly message: ReactNode;
  /** An optional title above the message. */
  readonly title?: ReactNode;
  /** Hides the notification after this many milliseconds; stays until closed when missing. */
  readonly autoHideMs?: number;
}

/** A notification in the queue. */
export interface NotificationItem extends NotificationInput {
  /** Unique within the queue. */
  readonly id: string;
}

/**
 * The live-region role of a type: errors and warnings interrupt (`alert`),
 * the others wait for a pause (`status`).
 *
 * @example
 * notificationRole("error") // "alert"
 * notificationRole("success") // "status"
 */
export const notificationRole = (type: NotificationType): "alert" | "status" =>
  type === "error" || type === "warning" ? "alert" : "status";
