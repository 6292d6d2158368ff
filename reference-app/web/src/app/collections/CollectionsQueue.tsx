import { canAssignCollector, lateBuckets, type CollectionsSortColumn, type Lang, type LateBucket, type RoleId } from "@lendkit/core";
import { useCallback, useEffect, useId, useState } from "react";
import { Link } from "../../shared/router.js";
import { Failure } from "../servicing/Failure.js";
import { moneyOf } from "../servicing/money.js";
import { sx } from "../servicing/texts.js";
import { AgingChart } from "./AgingChart.js";
import { assignCollector, fetchCollectors, fetchQueue, type QueueCall, type WireCollector, type WireQueue, type WireQueueRow } from "./collectionsApi.js";
import { qx } from "./texts.js";

export interface CollectionsQueueProps {
  readonly lang: Lang;
  readonly role: RoleId | number | null;
}

const firstCall: QueueCall = { page: 0, rowsPerPage: 25, sortColumn: "daysPastDue", order: "desc", bucket: "", collector: "" };

const bucketName = (lang: Lang, bucket: LateBucket) => sx(lang, `bucket.${bucket}`);

/**
 * The collections queue (GET /api/collections): the server filters, sorts
 * and pages; the page asks again whenever a choice changes. Admin and
 * AdminCollector (core's `canAssignCollector`) assign each contract to a
 * collector from the list; the aging chart shows every late contract.
 */
export const CollectionsQueue = ({ lang, role }: CollectionsQueueProps) => {
  const [call, setCall] = useState<QueueCall>(firstCall);
  const [queue, setQueue] = useState<WireQueue | null>(null);
  const [collectors, setCollectors] = useState<readonly WireCollector[]>([]);
  const [failure, setFailure] = useState<unknown>(null);
  const [said, setSaid] = useState<string | null>(null);
  const canAssign = canAssignCollector(role);

  const load = useCallback(async (next: QueueCall) => {
    setFailure(null);
    try {
      setQueue(await fetchQueue(next));
    } catch (error) {
      setFailure(error);
    }
  }, []);

  useEffect(() => {
    void load(call);
  }, [call, load]);
  useEffect(() => {
    fetchCollectors().then(setCollectors, setFailure);
  }, []);

  const change = (patch: Partial<QueueCall>) => setCall((current) => ({ ...current, page: 0, ...patch }));
  const sortBy = (column: CollectionsSortColumn) =>
    change({ sortColumn: column, order: call.sortColumn === column && call.order === "desc" ? "asc" : column === "customer" && call.sortColumn !== column ? "asc" : "desc" });

  const assign = async (row: WireQueueRow, userId: number | null) => {
    setSaid(null);
    setFailure(null);
    try {
      const answer = await assignCollector(row.contractId, userId);
      setSaid(answer.collector ? qx(lang, "assign.saved", { number: row.contractNumber, name: answer.collector.name }) : qx(lang, "assign.cleared", { number: row.contractNumber }));
      await load(call);
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <>
      {queue ? <p className="cust-muted">{qx(lang, "page.lead", { date: queue.asOf })}</p> : null}
      {queue ? <AgingChart lang={lang} aging={queue.aging} /> : null}
      <section className="coll-queue" aria-labelledby="collections-queue-title">
        <h2 id="collections-queue-title">{qx(lang, "queue.title")}</h2>
        <Filters lang={lang} call={call} collectors={collectors} onChange={change} />
        <p role="status">{said}</p>
        <Failure lang={lang} error={failure} />
        {queue === null ? (
          <p className="cust-loading">{qx(lang, "queue.loading")}</p>
        ) : (
          <QueueTable lang={lang} queue={queue} call={call} collectors={canAssign ? collectors : null} onSort={sortBy} onAssign={(row, userId) => void assign(row, userId)} />
        )}
        {queue ? <Pager lang={lang} call={call} count={queue.count} onPage={(page) => setCall((current) => ({ ...current, page }))} /> : null}
      </section>
    </>
  );
};

const Filters = ({ lang, call, collectors, onChange }: { lang: Lang; call: QueueCall; collectors: readonly WireCollector[]; onChange: (patch: Partial<QueueCall>) => void }) => {
  const bucketId = useId();
  const collectorId = useId();
  return (
    <div className="coll-filters" data-part="filters">
      <label htmlFor={bucketId}>{qx(lang, "filter.bucket")}</label>
      <select id={bucketId} value={call.bucket} onChange={(event) => onChange({ bucket: event.target.value as LateBucket | "" })}>
        <option value="">{qx(lang, "filter.all")}</option>
        {lateBuckets.map((bucket) => (
          <option key={bucket} value={bucket}>
            {bucketName(lang, bucket)}
          </option>
        ))}
      </select>
      <label htmlFor={collectorId}>{qx(lang, "filter.collector")}</label>
      <select id={collectorId} value={call.collector} onChange={(event) => onChange({ collector: event.target.value })}>
        <option value="">{qx(lang, "filter.all")}</option>
        <option value="mine">{qx(lang, "filter.mine")}</option>
        <option value="none">{qx(lang, "filter.none")}</option>
        {collectors.map((collector) => (
          <option key={collector.id} value={String(collector.id)}>
            {collector.name}
          </option>
        ))}
      </select>
    </div>
  );
};

const sortColumns: ReadonlyArray<{ column: CollectionsSortColumn; key: "col.customer" | "col.daysPastDue" | "col.amountLate" }> = [
  { column: "customer", key: "col.customer" },
  { column: "daysPastDue", key: "col.daysPastDue" },
  { column: "amountLate", key: "col.amountLate" },
];

/** A column header that sorts the queue on the server; `aria-sort` says the current order. */
const SortHeader = ({ lang, call, column, label, onSort }: { lang: Lang; call: QueueCall; column: CollectionsSortColumn; label: string; onSort: (column: CollectionsSortColumn) => void }) => {
  const sorted = call.sortColumn === column ? (call.order === "asc" ? "ascending" : "descending") : "none";
  return (
    <th scope="col" aria-sort={sorted}>
      <button type="button" className="link" onClick={() => onSort(column)} aria-label={qx(lang, "sort.by", { column: label })}>
        {label}
        {sorted === "ascending" ? " ▲" : sorted === "descending" ? " ▼" : ""}
      </button>
    </th>
  );
};

const QueueTable = ({
  lang,
  queue,
  call,
  collectors,
  onSort,
  onAssign,
}: {
  lang: Lang;
  queue: WireQueue;
  call: QueueCall;
  /** The collectors to pick from; null when the user may not assign. */
  collectors: readonly WireCollector[] | null;
  onSort: (column: CollectionsSortColumn) => void;
  onAssign: (row: WireQueueRow, userId: number | null) => void;
}) => {
  if (queue.rows.length === 0) return <p className="cust-empty">{qx(lang, "queue.empty")}</p>;
  const header = (key: (typeof sortColumns)[number]["key"]) => qx(lang, key);
  return (
    <table className="coll-table">
      <caption className="cust-visually-hidden">{qx(lang, "queue.count", { count: String(queue.count) })}</caption>
      <thead>
        <tr>
          <th scope="col">{qx(lang, "col.contract")}</th>
          <SortHeader lang={lang} call={call} column="customer" label={header("col.customer")} onSort={onSort} />
          <th scope="col">{qx(lang, "col.bucket")}</th>
          <SortHeader lang={lang} call={call} column="daysPastDue" label={header("col.daysPastDue")} onSort={onSort} />
          <SortHeader lang={lang} call={call} column="amountLate" label={header("col.amountLate")} onSort={onSort} />
          <th scope="col">{qx(lang, "col.collector")}</th>
          <th scope="col">{qx(lang, "col.lastNote")}</th>
        </tr>
      </thead>
      <tbody>
        {queue.rows.map((row) => (
          <tr key={row.contractId} data-contract={row.contractNumber}>
            <td>{row.contractNumber}</td>
            <td>{row.customerId === null ? row.customerName : <Link to={`/customers/${row.customerId}`}>{row.customerName}</Link>}</td>
            <td data-bucket={row.bucket}>{bucketName(lang, row.bucket)}</td>
            <td className="cust-num">{row.daysPastDue}</td>
            <td className="cust-num">{moneyOf(lang, row.amountLate)}</td>
            <td>{collectors === null ? (row.collector?.name ?? "—") : <CollectorPicker lang={lang} row={row} collectors={collectors} onAssign={onAssign} />}</td>
            <td>
              {row.lastNote === null ? "—" : row.lastNote.text}
              {row.lastNote?.promiseToPayOn ? <div className="cust-muted">{qx(lang, "note.promise", { date: row.lastNote.promiseToPayOn })}</div> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
};

/** The contract's collector: picking one assigns at once (the server audits it). */
const CollectorPicker = ({ lang, row, collectors, onAssign }: { lang: Lang; row: WireQueueRow; collectors: readonly WireCollector[]; onAssign: (row: WireQueueRow, userId: number | null) => void }) => {
  const id = useId();
  const known = row.collector === null || collectors.some((collector) => collector.id === row.collector!.id);
  return (
    <>
      <label htmlFor={id} className="cust-visually-hidden">
        {qx(lang, "assign.label", { number: row.contractNumber })}
      </label>
      <select id={id} value={row.collector === null ? "" : String(row.collector.id)} onChange={(event) => onAssign(row, event.target.value === "" ? null : Number(event.target.value))}>
        <option value="">{qx(lang, "assign.nobody")}</option>
        {known ? null : <option value={String(row.collector!.id)}>{row.collector!.name ?? "—"}</option>}
        {collectors.map((collector) => (
          <option key={collector.id} value={String(collector.id)}>
            {collector.name}
          </option>
        ))}
      </select>
    </>
  );
};

const Pager = ({ lang, call, count, onPage }: { lang: Lang; call: QueueCall; count: number; onPage: (page: number) => void }) => {
  const pages = Math.max(1, Math.ceil(count / call.rowsPerPage));
  if (pages === 1) return null;
  return (
    <nav className="coll-pager" aria-label={qx(lang, "pager.label", { page: String(call.page + 1), pages: String(pages) })}>
      <button type="button" className="secondary" disabled={call.page === 0} onClick={() => onPage(call.page - 1)}>
        {qx(lang, "pager.previous")}
      </button>
      <span>{qx(lang, "pager.label", { page: String(call.page + 1), pages: String(pages) })}</span>
      <button type="button" className="secondary" disabled={call.page + 1 >= pages} onClick={() => onPage(call.page + 1)}>
        {qx(lang, "pager.next")}
      </button>
    </nav>
  );
};
