/** The only source of "now" for route logic: tests pass a fixed or stepped clock. */
export interface Clock {
  now(): Date;
}

/** The machine's clock. */
export const systemClock: Clock = { now: () => new Date() };

/** UTC instant as fixed-width ISO text (`2026-11-22T11:45:00.000Z`): how every time is stored. */
export const isoTime = (date: Date): string => date.toISOString();
