import type { CollectionsSortColumn, LateBucket, TableOrder } from "@lendkit/core";
import { apiRoutes, routePath } from "@lendkit/core/api";
import { api } from "../../shared/api.js";

/**
 * The collections routes (docs/api/servicing.md, "Collections"), typed as
 * the wire carries them: money "12.50", days "yyyy-mm-dd".
 */

/** One late contract of the queue. */
export interface WireQueueRow {
  readonly contractId: number;
  readonly contractNumber: string;
  readonly customerId: number | null;
  readonly customerName: string;
  readonly bucket: LateBucket;
  readonly daysPastDue: number;
  readonly amountLate: string;
  readonly collector: { readonly id: number; readonly name: string | null } | null;
  readonly lastNote: { readonly text: string; readonly at: string; readonly promiseToPayOn: string | null } | null;
}

/** One bucket of the aging. */
export interface WireAgingBucket {
  readonly bucket: LateBucket;
  readonly count: number;
  readonly amountLate: string;
}

/** GET /api/collections's answer. */
export interface WireQueue {
  readonly asOf: string;
  readonly count: number;
  readonly rows: readonly WireQueueRow[];
  readonly aging: { readonly buckets: readonly WireAgingBucket[]; readonly count: number; readonly amountLate: string };
}

/** A collector a contract can be assigned to. */
export interface WireCollector {
  readonly id: number;
  readonly name: string;
}

/** What the queue's call asks: a 0-based page, the sort and the filter (`bucket`: "" for all; `collector`: "", "mine", "none" or a user id). */
export interface QueueCall {
  readonly page: number;
  readonly rowsPerPage: number;
  readonly sortColumn: CollectionsSortColumn;
  readonly order: TableOrder;
  readonly bucket: LateBucket | "";
  readonly collector: string;
}

/** The call's query string, with core/table's filter string (`bucket~61-90|collector~mine`). */
export const queueQuery = (call: QueueCall): string => {
  const filter = [call.bucket === "" ? null : `bucket~${call.bucket}`, call.collector === "" ? null : `collector~${call.collector}`].filter(Boolean).join("|");
  const params = new URLSearchParams({ page: String(call.page), rowsPerPage: String(call.rowsPerPage), sortColumn: call.sortColumn, order: call.order });
  if (filter !== "") params.set("filter", filter);
  return params.toString();
};

export const fetchQueue = (call: QueueCall) => api<WireQueue>(`${apiRoutes.collections.queue.path}?${queueQuery(call)}`);

export const fetchCollectors = () => api<readonly WireCollector[]>(apiRoutes.collections.collectors.path);

export const assignCollector = (contractId: number, userId: number | null) =>
  api<{ contractId: number; collector: WireCollector | null }>(routePath(apiRoutes.collections.assignCollector, { id: contractId }), { method: "PUT", body: { userId } });
