// Test helpers: payment lines from compact descriptions.
import { CalendarDate } from "@internationalized/date";
import type { PaymentLineLike } from "./status.js";

export const day = (text: string): CalendarDate => {
  const [year, month, dayOfMonth] = text.split("-").map(Number) as [number, number, number];
  return new CalendarDate(year, month, dayOfMonth);
};

/** "p" paid, "n" paid with NSF return possible, "l" late, "u" upcoming; weekly from `first`. */
export const weeklyLines = (pattern: string, first = "2026-01-02"): PaymentLineLike[] =>
  [...pattern].map((code, index) => ({
    dueDate: day(first).add({ days: 7 * index }),
    isPaid: code === "p" || code === "n",
    canReturnNsf: code === "n",
    isLate: code === "l",
    isFromOriginalSchedule: true,
  }));
