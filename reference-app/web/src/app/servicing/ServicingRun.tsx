import type { CalendarDate } from "@internationalized/date";
import { canRunServicing, type Lang, type RoleId } from "@lendkit/core";
import { useId, useState } from "react";
import { useLenderDay } from "../../shared/lenderDay.js";
import { dayError } from "./checks.js";
import { DayPicker } from "./DayPicker.js";
import { Failure } from "./Failure.js";
import { runServicingDay, type WireRunAnswer } from "./servicingApi.js";
import { sx } from "./texts.js";

export interface ServicingRunProps {
  readonly lang: Lang;
  readonly role: RoleId | number | null;
}

/**
 * The servicing day (POST /api/servicing/run), for those core's
 * `canRunServicing` lets run it (Admin): the lender's day by default, or a
 * missed day before it; the server charges the late fees and says what it
 * did. A day run again does nothing more, so no confirmation is asked.
 */
export const ServicingRun = ({ lang, role }: ServicingRunProps) => {
  const today = useLenderDay();
  return canRunServicing(role) && today !== null ? <RunForm lang={lang} today={today} /> : null;
};

const RunForm = ({ lang, today }: { lang: Lang; today: CalendarDate }) => {
  const [day, setDay] = useState<CalendarDate | null>(today);
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState<WireRunAnswer | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  const run = async () => {
    const found = dayError(lang, day, { latest: today });
    setProblem(found);
    if (found !== null || day === null) return;
    setBusy(true);
    setFailure(null);
    setAnswer(null);
    try {
      setAnswer(await runServicingDay(day.toString()));
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="srv-import" aria-labelledby={titleId} data-part="servicing-run">
      <h2 id={titleId}>{sx(lang, "run.title")}</h2>
      <p>{sx(lang, "run.lead")}</p>
      <DayPicker label={sx(lang, "run.date")} value={day} onChange={setDay} maxValue={today} error={problem} />
      <button type="button" className="secondary" disabled={busy} onClick={() => void run()}>
        {sx(lang, "run.submit")}
      </button>
      <p role="status">{busy ? sx(lang, "run.working") : null}</p>
      <Failure lang={lang} error={failure} />
      {answer ? (
        <div className="srv-result" data-result="servicing-run">
          <p>{sx(lang, "run.done", { date: answer.date, contracts: String(answer.contracts), fees: String(answer.feesAssessed), skipped: String(answer.skipped) })}</p>
        </div>
      ) : null}
    </section>
  );
};
