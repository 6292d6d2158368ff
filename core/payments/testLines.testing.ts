// Test helpers: payment lines from compact descriptions.
import { CalendarDate } from "@internationalized/date";
import type { StoredPaymentLine } from "../servicing/lines.js";
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

/** A stored schedule line `id` due on `due` (25.00 $, 20.00 $ of it principal), unpaid unless `fields` say otherwise. */
export const storedLine = (id: number, due: string, fields: Partial<StoredPaymentLine> = {}): StoredPaymentLine => ({
  id,
  seq: id,
  kind: "scheduled",
  dueDate: day(due),
  amountCents: 2500,
  principalCents: 2000,
  isFromOriginalSchedule: true,
  paid: false,
  nsfReturnable: false,
  ...fields,
});
