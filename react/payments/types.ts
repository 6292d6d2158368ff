/**
 * A notice about the deferral request: success with the server's Result, or
 * an error with the server's Result (or a generic text when the call failed).
 * Shaped like the notification queue's input, so `push` can be passed as is.
 */
export interface PaymentsNotice {
  /** "success" or "error". */
  readonly type: "success" | "error";
  /** The text to show. */
  readonly message: string;
}

/** Receives the notices of the payments list (e.g. the notification queue's `push`). */
export type PaymentsNotify = (notice: PaymentsNotice) => void;
