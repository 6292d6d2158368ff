import { useMemo, useState } from "react";
import type { CalendarDate } from "@internationalized/date";
import type { DeferralRequestProblem } from "@lendkit/core";

/** What `useDeferralState` returns. */
export interface DeferralState {
  /** The date to defer to; null while none is chosen. */
  readonly date: CalendarDate | null;
  /** Chooses a date (null clears it). */
  readonly setDate: (date: CalendarDate | null) => void;
  /** Why the request could not be built, or null. */
  readonly problem: DeferralRequestProblem | null;
  /** Shows a problem (null clears it). */
  readonly setProblem: (problem: DeferralRequestProblem | null) => void;
  /** True while the request is on its way. */
  readonly isSending: boolean;
  /** Marks the request as sending or done. */
  readonly setSending: (sending: boolean) => void;
}

/**
 * The deferral modal's state (no rule): the chosen date, starting from the
 * default date core proposes, the last problem and the sending flag.
 *
 * @example
 * const state = useDeferralState(defaultDeferralDate(lines, frequency, exceptionDays, today));
 */
export const useDeferralState = (defaultDate: CalendarDate | null): DeferralState => {
  const [date, setDate] = useState<CalendarDate | null>(defaultDate);
  const [problem, setProblem] = useState<DeferralRequestProblem | null>(null);
  const [isSending, setSending] = useState(false);
  return useMemo(() => ({ date, setDate, problem, setProblem, isSending, setSending }), [date, problem, isSending]);
};
