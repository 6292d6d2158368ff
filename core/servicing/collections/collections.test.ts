import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { agingTotals, collectionsPage, decodeCollectionsQuery, lateBuckets, type CollectionsEntry, type CollectionsQuery } from "./index.js";
import { delinquencyBucket } from "../ledger/figures.js";

/** A contract as the replay would give it: its days past due make its bucket; nothing late when 0 days. */
const entryArbitrary = fc
  .record({
    contractId: fc.integer({ min: 1, max: 1_000_000 }),
    customerName: fc.constantFrom("Roy, Marc", "Li, Ana", "Émond, Zoé", "émond, Yves", "Tremblay, Julie"),
    daysPastDue: fc.integer({ min: 0, max: 400 }),
    amountLateCents: fc.integer({ min: 1, max: 99_999_999_999 }),
    collectorUserId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
  })
  .map((entry): CollectionsEntry => ({ ...entry, bucket: delinquencyBucket(entry.daysPastDue), amountLateCents: entry.daysPastDue === 0 ? 0 : entry.amountLateCents }));

const entriesArbitrary = fc.uniqueArray(entryArbitrary, { selector: (entry) => entry.contractId, maxLength: 60 });

const query = (overrides: Partial<CollectionsQuery> = {}): CollectionsQuery => ({
  page: 0,
  rowsPerPage: 500,
  sortColumn: "daysPastDue",
  order: "desc",
  filter: { buckets: [], collector: null },
  ...overrides,
});

describe("the aging totals", () => {
  it("add up to the contracts' amounts late, exactly, and each late contract counts in its one bucket", () => {
    fc.assert(
      fc.property(entriesArbitrary, (entries) => {
        const aging = agingTotals(entries);
        const late = entries.filter((entry) => entry.bucket !== "current");
        const sumLate = late.reduce((sum, entry) => sum + BigInt(entry.amountLateCents), 0n);
        expect(aging.buckets.map((total) => total.bucket)).toEqual([...lateBuckets]);
        expect(BigInt(aging.amountLateCents)).toBe(sumLate);
        expect(aging.buckets.reduce((sum, total) => sum + BigInt(total.amountLateCents), 0n)).toBe(sumLate);
        expect(aging.count).toBe(late.length);
        for (const total of aging.buckets) {
          const members = late.filter((entry) => entry.bucket === total.bucket);
          expect(total.count).toBe(members.length);
          expect(total.amountLateCents).toBe(members.reduce((sum, entry) => sum + entry.amountLateCents, 0));
        }
      }),
    );
  });

  it("is zero in every bucket with nothing late", () => {
    expect(agingTotals([{ bucket: "current", amountLateCents: 0 }])).toEqual({
      buckets: lateBuckets.map((bucket) => ({ bucket, count: 0, amountLateCents: 0 })),
      count: 0,
      amountLateCents: 0,
    });
  });
});

describe("the queue's page", () => {
  it("partitions the late contracts by bucket: the bucket filters' counts add up to the queue's", () => {
    fc.assert(
      fc.property(entriesArbitrary, (entries) => {
        const all = collectionsPage(entries, query(), null);
        const perBucket = lateBuckets.map((bucket) => collectionsPage(entries, query({ filter: { buckets: [bucket], collector: null } }), null).count);
        expect(perBucket.reduce((sum, count) => sum + count, 0)).toBe(all.count);
        expect(all.rows.every((row) => row.bucket !== "current")).toBe(true);
      }),
    );
  });

  it("pages through every kept contract once, in order", () => {
    fc.assert(
      fc.property(entriesArbitrary, fc.integer({ min: 1, max: 7 }), fc.constantFrom("daysPastDue", "amountLate", "customer" as const), fc.constantFrom("asc", "desc" as const), (entries, rowsPerPage, sortColumn, order) => {
        const whole = collectionsPage(entries, query({ sortColumn, order }), null);
        const pages = Array.from({ length: Math.ceil(whole.count / rowsPerPage) }, (_, page) => collectionsPage(entries, query({ sortColumn, order, page, rowsPerPage }), null).rows);
        expect(pages.flat().map((row) => row.contractId)).toEqual(whole.rows.map((row) => row.contractId));
      }),
    );
  });

  const entries: CollectionsEntry[] = [
    { contractId: 1, customerName: "Roy, Marc", bucket: "1-30", daysPastDue: 4, amountLateCents: 50_00, collectorUserId: 7 },
    { contractId: 2, customerName: "Li, Ana", bucket: "91+", daysPastDue: 120, amountLateCents: 10_00, collectorUserId: null },
    { contractId: 3, customerName: "Émond, Zoé", bucket: "31-60", daysPastDue: 40, amountLateCents: 900_00, collectorUserId: 8 },
    { contractId: 4, customerName: "Abel, Paul", bucket: "current", daysPastDue: 0, amountLateCents: 0, collectorUserId: 7 },
  ];
  const ids = (page: { rows: readonly CollectionsEntry[] }) => page.rows.map((row) => row.contractId);

  it("sorts by days past due, amount late or the customer's name (accents folded)", () => {
    expect(ids(collectionsPage(entries, query(), null))).toEqual([2, 3, 1]);
    expect(ids(collectionsPage(entries, query({ sortColumn: "amountLate", order: "desc" }), null))).toEqual([3, 1, 2]);
    expect(ids(collectionsPage(entries, query({ sortColumn: "customer", order: "asc" }), null))).toEqual([3, 2, 1]);
  });

  it("keeps the caller's own, nobody's or one collector's contracts", () => {
    expect(ids(collectionsPage(entries, query({ filter: { buckets: [], collector: "mine" } }), 7))).toEqual([1]);
    expect(ids(collectionsPage(entries, query({ filter: { buckets: [], collector: "mine" } }), null))).toEqual([]);
    expect(ids(collectionsPage(entries, query({ filter: { buckets: [], collector: "none" } }), 7))).toEqual([2]);
    expect(ids(collectionsPage(entries, query({ filter: { buckets: ["31-60", "91+"], collector: 8 } }), 7))).toEqual([3]);
  });
});

describe("the queue's call", () => {
  it("takes core/table's parameters with the queue's sort columns and filter", () => {
    expect(decodeCollectionsQuery({})).toEqual({ ok: true, value: query({ rowsPerPage: 10 }) });
    const decoded = decodeCollectionsQuery({ page: "2", rowPerPage: "25", orderBy: "customer", order: "ASC", filter: "bucket~61-90,91+|collector~12" });
    expect(decoded).toEqual({ ok: true, value: { page: 2, rowsPerPage: 25, sortColumn: "customer", order: "asc", filter: { buckets: ["61-90", "91+"], collector: 12 } } });
  });

  it("names every problem", () => {
    const decoded = decodeCollectionsQuery({ sortColumn: "balance", filter: "bucket~current|collector~someone|dealer~3", search: "Roy", extra: "1" });
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) expect(decoded.errors.map((error) => error.path).sort()).toEqual(["extra", "filter.bucket", "filter.collector", "filter.dealer", "search", "sortColumn"]);
  });
});
