import { parseDate } from "@internationalized/date";
import { balanceSeries, centsOf, decimalFromCents, formatMoney, type BalancePoint, type Lang } from "@lendkit/core";
import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleLinear } from "@visx/scale";
import { LinePath } from "@visx/shape";
import { useEffect, useId, useRef, useState } from "react";
import type { WireLedger } from "./servicingApi.js";
import { sx } from "./texts.js";

/** The drawing's height and margins (the right one holds half of the last date tick); its width follows its box. */
const size = { height: 220, top: 12, right: 40, bottom: 36, left: 88 } as const;
/** The width drawn before the box is measured (and where nothing measures it). */
const defaultWidth = 560;
/** More rows than this and the table folds under "Show the figures". */
const foldAbove = 8;

/** Core's series from the ledger as the wire gives it: money in cents, days as dates, waivers and the write-off from the events. */
export const ledgerSeries = (ledger: WireLedger): BalancePoint[] =>
  balanceSeries({
    asOf: parseDate(ledger.asOf),
    lines: ledger.lines.map((line) => ({ id: line.id, kind: line.kind, dueDate: parseDate(line.dueDate), amountCents: centsOf(line.amount), paidCents: centsOf(line.paid), outstandingCents: centsOf(line.outstanding) })),
    payments: ledger.payments.map((payment) => ({
      valueDate: parseDate(payment.valueDate),
      returnedBy: payment.returnedBy === null ? null : String(payment.returnedBy),
      returnedOn: payment.returnedOn ? parseDate(payment.returnedOn) : null,
      allocations: payment.allocations.map((allocation) => ({ lineId: allocation.lineId, fee: centsOf(allocation.fee), interest: centsOf(allocation.interest), principal: centsOf(allocation.principal) })),
    })),
    // A waiver recorded without its own day has an empty value date: the series then takes it off on the ledger's day.
    waivers: ledger.events.filter((event) => event.kind === "feeWaived" && event.feeLineId && event.valueDate).map((event) => ({ lineId: event.feeLineId!, on: parseDate(event.valueDate) })),
    writtenOffOn: ((day) => (day ? parseDate(day) : null))(ledger.events.find((event) => event.kind === "writeOff")?.valueDate),
  });

/** The width of an element, followed as it changes (the chart fits a phone). */
const useWidth = () => {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(defaultWidth);
  useEffect(() => {
    const element = box.current;
    if (element === null || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver((entries) => {
      const measured = entries[entries.length - 1]?.contentRect.width;
      if (measured) setWidth(Math.round(measured));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, width };
};

const moneyOfCents = (lang: Lang, cents: number) => formatMoney(decimalFromCents(cents), lang);

/**
 * The contract's balance over its life (issue 22 §5): what the schedule
 * leaves owing after each due date against what the ledger owed that day,
 * up to today — core's `balanceSeries` — drawn with visx's scales, lines
 * and axes as one named image, and the same figures in a table (folded
 * when long) for a screen reader and for exact amounts.
 */
export const BalanceChart = ({ lang, ledger }: { lang: Lang; ledger: WireLedger }) => {
  const titleId = useId();
  const { box, width } = useWidth();
  const series = ledgerSeries(ledger);
  const asOf = parseDate(ledger.asOf);
  const today = series.find((point) => point.date.compare(asOf) === 0)!;
  const first = series[0]!.date;
  const dayOf = (point: BalancePoint) => point.date.compare(first);
  const innerWidth = Math.max(width - size.left - size.right, 40);
  const innerHeight = size.height - size.top - size.bottom;
  const x = scaleLinear<number>({ domain: [0, Math.max(1, dayOf(series.at(-1)!))], range: [0, innerWidth] });
  const highest = Math.max(1, ...series.map((point) => Math.max(point.scheduledCents, point.actualCents ?? 0)));
  const y = scaleLinear<number>({ domain: [0, highest], range: [innerHeight, 0], nice: true });
  const ticks = [...new Set([0, dayOf(today), dayOf(series.at(-1)!)])];
  const tickDay = (day: number) => first.add({ days: day }).toString();
  const label = sx(lang, "chart.label", { date: ledger.asOf, actual: moneyOfCents(lang, today.actualCents ?? 0), scheduled: moneyOfCents(lang, today.scheduledCents) });
  const table = <FiguresTable lang={lang} series={series} />;

  return (
    <section aria-labelledby={titleId} className="srv-chart" data-part="balance-chart">
      <h3 id={titleId}>{sx(lang, "chart.title")}</h3>
      <div ref={box}>
        <svg role="img" aria-label={label} width={width} height={size.height}>
          <Group left={size.left} top={size.top}>
            <LinePath<BalancePoint> data={series} x={(point) => x(dayOf(point))} y={(point) => y(point.scheduledCents)} className="srv-line-scheduled" />
            <LinePath<BalancePoint>
              data={series}
              defined={(point) => point.actualCents !== null}
              x={(point) => x(dayOf(point))}
              y={(point) => y(point.actualCents ?? 0)}
              className="srv-line-actual"
            />
            <AxisLeft scale={y} numTicks={4} tickFormat={(cents) => moneyOfCents(lang, Number(cents))} />
            <AxisBottom top={innerHeight} scale={x} tickValues={ticks} tickFormat={(day) => tickDay(Number(day))} />
          </Group>
        </svg>
      </div>
      <ul className="srv-legend">
        <li data-series="scheduled">{sx(lang, "chart.scheduled")}</li>
        <li data-series="actual">{sx(lang, "chart.actual")}</li>
      </ul>
      {series.length > foldAbove ? (
        <details>
          <summary>{sx(lang, "chart.showFigures")}</summary>
          {table}
        </details>
      ) : (
        table
      )}
    </section>
  );
};

/** Every point of the chart as a row: the day, scheduled, actual ("to come" after today). */
const FiguresTable = ({ lang, series }: { lang: Lang; series: readonly BalancePoint[] }) => (
  <table className="srv-chart-table">
    <caption>{sx(lang, "chart.caption")}</caption>
    <thead>
      <tr>
        <th scope="col">{sx(lang, "chart.date")}</th>
        <th scope="col">{sx(lang, "chart.scheduled")}</th>
        <th scope="col">{sx(lang, "chart.actual")}</th>
      </tr>
    </thead>
    <tbody>
      {series.map((point) => (
        <tr key={point.date.toString()} data-date={point.date.toString()}>
          <th scope="row">{point.date.toString()}</th>
          <td className="cust-num">{moneyOfCents(lang, point.scheduledCents)}</td>
          <td className="cust-num">{point.actualCents === null ? sx(lang, "chart.toCome") : moneyOfCents(lang, point.actualCents)}</td>
        </tr>
      ))}
    </tbody>
  </table>
);
