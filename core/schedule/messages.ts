import type { ScheduleRefusal, ScheduleWarning } from "./types.js";

/**
 * The catalog key of a refusal's words (translate with `t(lang, key)`); a key,
 * not the text, so the schedule subpath does not ship the message catalogs.
 *
 * @example
 * scheduleRefusalKey("paymentDoesNotAmortize") // "schedule.refusal.paymentDoesNotAmortize"
 */
export const scheduleRefusalKey = (reason: ScheduleRefusal): `schedule.refusal.${ScheduleRefusal}` =>
  `schedule.refusal.${reason}`;

/**
 * The catalog key of a warning's words.
 *
 * @example
 * scheduleWarningKey("termShortened") // "schedule.warning.termShortened"
 */
export const scheduleWarningKey = (warning: ScheduleWarning): `schedule.warning.${ScheduleWarning}` =>
  `schedule.warning.${warning}`;
