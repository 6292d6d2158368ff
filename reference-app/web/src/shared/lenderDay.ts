import { businessDateOf, decodeLenderDay, DEFAULT_BUSINESS_TIME_ZONE } from "@lendkit/core";
import { apiRoutes } from "@lendkit/core/api";
import { useEffect, useState } from "react";
import { api } from "./api.js";
import { storedToken } from "./session.js";

/** core's calendar date (named through core, not the date library). */
export type CalendarDate = ReturnType<typeof businessDateOf>;

/** The day asked, with the session it was asked for: each tenant counts its own day. */
let asked: { readonly token: string | null; readonly day: Promise<CalendarDate> } | null = null;

/**
 * The lender's day from the server (GET /api/configuration/lenderDay): the
 * calendar day in the caller's tenant's time zone by the server's clock,
 * asked once per page and session (signing in to another lender asks
 * again). Should the call fail, the day in core's default lender zone by
 * this machine's clock — never the browser's own zone.
 */
export const lenderDayFromServer = (): Promise<CalendarDate> => {
  const token = storedToken();
  if (asked !== null && asked.token === token) return asked.day;
  const day = api<unknown>(apiRoutes.base.lenderDay.path).then(
    (answer) => {
      const decoded = decodeLenderDay(answer);
      if (!decoded.ok) throw new Error("lenderDay: unreadable answer");
      return decoded.value.today;
    },
  ).catch(() => {
    asked = null;
    return businessDateOf(new Date(), DEFAULT_BUSINESS_TIME_ZONE);
  });
  asked = { token, day };
  return day;
};

/** Forgets the day asked, as a new page would: for suites that render screens again and again in one page. */
export const forgetLenderDay = (): void => {
  asked = null;
};

/**
 * The lender's day for a screen ("today" of the payments list, the
 * deferral picker, contract dates), or null while it is being asked: the
 * screen waits for it rather than count a day the server would not.
 */
export const useLenderDay = (): CalendarDate | null => {
  const [day, setDay] = useState<CalendarDate | null>(null);
  useEffect(() => {
    let live = true;
    void lenderDayFromServer().then((value) => live && setDay(value));
    return () => {
      live = false;
    };
  }, []);
  return day;
};
