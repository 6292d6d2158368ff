import { toDecimalOrNull, type Lang } from "@lendkit/core";
import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { useId } from "react";
import { moneyOf } from "../servicing/money.js";
import { sx } from "../servicing/texts.js";
import type { WireQueue } from "./collectionsApi.js";
import { qx } from "./texts.js";

/** The drawing's size in its own units (it scales to its box). */
const size = { width: 560, height: 260, top: 16, right: 16, bottom: 40, left: 96 } as const;

/**
 * The aging of the queue (amount late per delinquency bucket) as a bar
 * chart drawn with visx's scales, bars and axes (ticks by the buckets'
 * short names, "31-60 days"), and the same figures as a table: the chart is
 * one image with a name, the table carries every figure, with the buckets'
 * full names, for a screen reader and for reading exact amounts.
 */
export const AgingChart = ({ lang, aging }: { lang: Lang; aging: WireQueue["aging"] }) => {
  const titleId = useId();
  const chartId = useId();
  const innerWidth = size.width - size.left - size.right;
  const innerHeight = size.height - size.top - size.bottom;
  const amounts = aging.buckets.map((total) => toDecimalOrNull(total.amountLate)?.toNumber() ?? 0);
  const x = scaleBand<string>({ domain: aging.buckets.map((total) => total.bucket), range: [0, innerWidth], padding: 0.3 });
  const y = scaleLinear<number>({ domain: [0, Math.max(1, ...amounts)], range: [innerHeight, 0], nice: true });
  const bucketName = (bucket: string) => sx(lang, `bucket.${bucket}` as Parameters<typeof sx>[1]);

  return (
    <section aria-labelledby={titleId} data-part="aging">
      <h2 id={titleId}>{qx(lang, "aging.title")}</h2>
      <svg role="img" aria-labelledby={chartId} viewBox={`0 0 ${size.width} ${size.height}`} className="coll-chart">
        <title id={chartId}>{qx(lang, "aging.chart")}</title>
        <Group left={size.left} top={size.top}>
          {aging.buckets.map((total, index) => {
            const top = y(amounts[index]!);
            return <Bar key={total.bucket} x={x(total.bucket)} y={top} width={x.bandwidth()} height={innerHeight - top} className="coll-bar" data-bucket={total.bucket} />;
          })}
          <AxisLeft scale={y} numTicks={4} tickFormat={(value) => moneyOf(lang, Number(value).toFixed(2))} />
          <AxisBottom top={innerHeight} scale={x} tickFormat={(bucket) => qx(lang, "aging.tick", { bucket: String(bucket) })} />
        </Group>
      </svg>
      <table className="coll-aging-table">
        <caption>{qx(lang, "aging.tableCaption")}</caption>
        <thead>
          <tr>
            <th scope="col">{qx(lang, "col.bucket")}</th>
            <th scope="col">{qx(lang, "col.amountLate")}</th>
            <th scope="col">{qx(lang, "col.contracts")}</th>
          </tr>
        </thead>
        <tbody>
          {aging.buckets.map((total) => (
            <tr key={total.bucket} data-bucket={total.bucket}>
              <th scope="row">{bucketName(total.bucket)}</th>
              <td className="cust-num">{moneyOf(lang, total.amountLate)}</td>
              <td className="cust-num">{total.count}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{qx(lang, "aging.total")}</th>
            <td className="cust-num">{moneyOf(lang, aging.amountLate)}</td>
            <td className="cust-num">{aging.count}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
};
