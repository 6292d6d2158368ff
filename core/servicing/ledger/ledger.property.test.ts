import { CalendarDate } from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { replayLedger, type Ledger, type LedgerEvent, type PaymentMethod, type ScheduleLineInput } from "./index.js";

/**
 * Properties of the ledger over generated contracts built on hard dates
 * (month ends, 2028-02-29, year ends), with backdated and out-of-order
 * events, returns of the last payment, fees on the day of a payment,
 * overpayments and payoffs; and an exact oracle: a separate BigInt
 * implementation of the documented rules, in plain loops, sharing no code
 * with the engine.
 */

const starts = [new CalendarDate(2026, 1, 31), new CalendarDate(2028, 2, 29), new CalendarDate(2027, 2, 28), new CalendarDate(2026, 12, 31), new CalendarDate(2026, 11, 6)];
const methods: PaymentMethod[] = ["pad", "etransfer", "cash", "cheque", "card"];

interface Scenario {
  readonly lines: ScheduleLineInput[];
  readonly events: LedgerEvent[];
  readonly start: CalendarDate;
  readonly span: number;
}

const rawLine = fc.record({
  interest: fc.integer({ min: 0, max: 5_000 }),
  principal: fc.integer({ min: 0, max: 30_000 }),
  fee: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 900 })),
  deferralFee: fc.integer({ min: 0, max: 9 }).map((value) => value === 0),
});
const rawEvent = fc.record({
  kind: fc.constantFrom("pay", "pay", "pay", "payLine", "return", "fee", "waive", "credit", "debit", "writeOff"),
  offset: fc.integer({ min: -10, max: 120 }),
  later: fc.integer({ min: 0, max: 12 }),
  amount: fc.integer({ min: 1, max: 80_000 }),
  pick: fc.nat(),
  method: fc.constantFrom(...methods),
  withDate: fc.boolean(),
});

/** A contract of 1–12 lines every 7, 14 or 30 days from a hard date, and up to 30 valid events. */
const scenario: fc.Arbitrary<Scenario> = fc
  .record({
    start: fc.constantFrom(...starts),
    step: fc.constantFrom(7, 14, 30),
    rawLines: fc.array(rawLine, { minLength: 1, maxLength: 12 }),
    rawEvents: fc.array(rawEvent, { maxLength: 30 }),
    seqs: fc.array(fc.nat(1_000), { minLength: 30, maxLength: 30 }),
  })
  .map(({ start, step, rawLines, rawEvents, seqs }) => {
    const lines: ScheduleLineInput[] = rawLines.map((raw, index) => {
      const dueDate = start.add({ days: step * index });
      if (raw.deferralFee) return { id: `L${index}`, seq: index + 1, kind: "deferralFee", dueDate, amountCents: raw.fee + 1 };
      const amountCents = raw.interest + raw.principal + raw.fee;
      return { id: `L${index}`, seq: index + 1, dueDate, amountCents: amountCents || 1, feeCents: raw.fee, interestCents: raw.interest, principalCents: raw.principal + (amountCents ? 0 : 1) };
    });
    const events: LedgerEvent[] = [];
    const payments: { id: string; day: CalendarDate }[] = [];
    const fees: { id: string; day: CalendarDate }[] = [];
    const returned = new Set<string>();
    const waived = new Set<string>();
    let writtenOff = false;
    rawEvents.forEach((raw, index) => {
      const id = `E${index}`;
      const recordedSeq = seqs[index]!;
      const date = start.add({ days: raw.offset });
      switch (raw.kind) {
        case "pay":
          payments.push({ id, day: date });
          return events.push({ kind: "paymentReceived", id, recordedSeq, amountCents: raw.amount, valueDate: date, method: raw.method });
        case "payLine": {
          // Exactly one line's amount, on that line's due date (a payment on time).
          const line = lines[raw.pick % lines.length]!;
          payments.push({ id, day: line.dueDate });
          return events.push({ kind: "paymentReceived", id, recordedSeq, amountCents: line.amountCents, valueDate: line.dueDate, method: raw.method });
        }
        case "return": {
          const open = payments.filter((each) => !returned.has(each.id));
          if (open.length === 0) return;
          const paid = open[raw.pick % open.length]!;
          returned.add(paid.id);
          return events.push({ kind: "paymentReturned", id, recordedSeq, paymentId: paid.id, returnedOn: paid.day.add({ days: raw.later }), reason: "nsf" });
        }
        case "fee": {
          const assessedOn = date.subtract({ days: raw.later });
          fees.push({ id, day: raw.withDate ? assessedOn : date });
          return events.push({ kind: "feeAssessed", id, recordedSeq, feeKind: "late", amountCents: raw.amount % 5_000 || 1, dueDate: date, ...(raw.withDate ? { assessedOn } : {}) });
        }
        case "waive": {
          const open = fees.filter((each) => !waived.has(each.id));
          if (open.length === 0) return;
          const fee = open[raw.pick % open.length]!;
          waived.add(fee.id);
          return events.push({ kind: "feeWaived", id, recordedSeq, feeLineId: fee.id, reason: "x", ...(raw.withDate ? { waivedOn: fee.day.add({ days: raw.later }) } : {}) });
        }
        case "credit":
        case "debit":
          return events.push({ kind: "adjustment", id, recordedSeq, amountCents: (raw.kind === "credit" ? 1 : -1) * (raw.amount % 10_000 || 1), valueDate: date, reason: "x" });
        case "writeOff":
          if (writtenOff || raw.pick % 3 !== 0) return;
          writtenOff = true;
          return events.push({ kind: "writeOff", id, recordedSeq, valueDate: date.add({ days: 60 }), reason: "x" });
      }
    });
    return { lines, events, start, span: step * rawLines.length };
  });

const replayed = (lines: readonly ScheduleLineInput[], events: readonly LedgerEvent[], asOf: CalendarDate): Ledger => {
  const result = replayLedger({ lines, events, asOf });
  if (!result.ok) throw new Error(`refused: ${result.reason} ${result.id}`);
  return result.ledger;
};

const withAsOf = fc.tuple(scenario, fc.integer({ min: -15, max: 200 })).map(([each, offset]) => ({ ...each, asOf: each.start.add({ days: offset }) }));

// ---- the oracle: the documented rules in BigInt, plain loops

interface OracleLine {
  id: string;
  scheduled: boolean;
  due: CalendarDate;
  rank: number;
  seq: number;
  owed: bigint[];
  paid: bigint[];
  gone: bigint[];
}
interface OracleSource {
  id: string;
  credit: bigint;
  entries: { line: OracleLine; part: number; cents: bigint }[];
  cancels: { line: OracleLine; part: number; cents: bigint }[];
  returned: boolean;
}

const dateOfEvent = (event: LedgerEvent, all: readonly LedgerEvent[]): CalendarDate => {
  if (event.kind === "paymentReturned") return event.returnedOn;
  if (event.kind === "feeAssessed") return event.assessedOn ?? event.dueDate;
  if (event.kind === "feeWaived") {
    if (event.waivedOn) return event.waivedOn;
    const fee = all.find((each) => each.id === event.feeLineId);
    return fee && fee.kind === "feeAssessed" ? (fee.assessedOn ?? fee.dueDate) : new CalendarDate(1, 1, 1);
  }
  return event.valueDate;
};
const rankOfEvent = (event: LedgerEvent): number =>
  event.kind === "feeAssessed" ? 0
  : event.kind === "adjustment" ? (event.amountCents < 0 ? 0 : 2)
  : event.kind === "feeWaived" ? 1
  : event.kind === "paymentReceived" ? 2
  : event.kind === "paymentReturned" ? 3
  : 4;

const oracle = (lines: readonly ScheduleLineInput[], events: readonly LedgerEvent[], asOf: CalendarDate) => {
  const book: OracleLine[] = lines.map((line) => {
    const given = line.feeCents !== undefined || line.interestCents !== undefined || line.principalCents !== undefined;
    const owed =
      line.kind === "deferralFee" ? [BigInt(line.amountCents), 0n, 0n]
      : given ? [BigInt(line.feeCents ?? 0), BigInt(line.interestCents ?? 0), BigInt(line.principalCents ?? 0)]
      : [0n, 0n, BigInt(line.amountCents)];
    return { id: line.id, scheduled: line.kind !== "deferralFee", due: line.dueDate, rank: 0, seq: line.seq, owed, paid: [0n, 0n, 0n], gone: [0n, 0n, 0n] };
  });
  const sources: OracleSource[] = [];
  const left = (line: OracleLine, part: number) => line.owed[part]! - line.paid[part]! - line.gone[part]!;
  const sorted = () =>
    [...book].sort((a, b) => a.due.compare(b.due) || a.rank - b.rank || a.seq - b.seq || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const allocate = (source: OracleSource, date: CalendarDate) => {
    if (source.credit <= 0n) return;
    let payoff = 0n;
    let anything = 0n;
    for (const line of book) {
      const dueOrCharge = line.due.compare(date) <= 0 || !line.scheduled;
      for (let part = 0; part < 3; part++) {
        anything += left(line, part);
        if (dueOrCharge || part === 2) payoff += left(line, part);
      }
    }
    if (anything === 0n) return;
    const settles = source.credit >= payoff;
    for (const line of sorted()) {
      if (settles && line.scheduled && line.due.compare(date) > 0) {
        for (const part of [0, 1]) {
          const cents = left(line, part);
          line.gone[part]! += cents;
          if (cents > 0n) source.cancels.push({ line, part, cents });
        }
      }
      for (const part of [0, 1, 2]) {
        const cents = left(line, part) < source.credit ? left(line, part) : source.credit;
        if (cents > 0n) {
          line.paid[part]! += cents;
          source.credit -= cents;
          source.entries.push({ line, part, cents });
        }
      }
    }
  };
  const sweep = (date: CalendarDate) => {
    for (const source of sources) if (!source.returned) allocate(source, date);
  };
  const ordered = [...events].sort(
    (a, b) =>
      dateOfEvent(a, events).compare(dateOfEvent(b, events)) || rankOfEvent(a) - rankOfEvent(b) || a.recordedSeq - b.recordedSeq || (a.id < b.id ? -1 : 1),
  );
  for (const event of ordered) {
    const date = dateOfEvent(event, events);
    if (date.compare(asOf) > 0) break;
    if (event.kind === "feeAssessed" || (event.kind === "adjustment" && event.amountCents < 0)) {
      const amount = event.kind === "feeAssessed" ? event.amountCents : -event.amountCents;
      book.push({ id: event.id, scheduled: false, due: event.kind === "feeAssessed" ? event.dueDate : event.valueDate, rank: 1, seq: event.recordedSeq, owed: [BigInt(amount), 0n, 0n], paid: [0n, 0n, 0n], gone: [0n, 0n, 0n] });
      sweep(date);
    } else if (event.kind === "feeWaived") {
      const line = book.find((each) => each.id === event.feeLineId)!;
      for (let part = 0; part < 3; part++) line.gone[part]! += left(line, part);
    } else if (event.kind === "paymentReceived" || event.kind === "adjustment") {
      const source: OracleSource = { id: event.id, credit: BigInt(event.amountCents), entries: [], cancels: [], returned: false };
      sources.push(source);
      allocate(source, date);
    } else if (event.kind === "paymentReturned") {
      const source = sources.find((each) => each.id === event.paymentId)!;
      for (const entry of source.entries) entry.line.paid[entry.part]! -= entry.cents;
      for (const entry of source.cancels) entry.line.gone[entry.part]! -= entry.cents;
      source.credit = 0n;
      source.returned = true;
      sweep(date);
    } else {
      for (const line of book) for (let part = 0; part < 3; part++) line.gone[part]! += left(line, part);
    }
  }
  return {
    outstanding: Object.fromEntries(sorted().map((line) => [line.id, Number(left(line, 0) + left(line, 1) + left(line, 2))])),
    paid: Object.fromEntries(sorted().map((line) => [line.id, Number(line.paid[0]! + line.paid[1]! + line.paid[2]!)])),
    credit: Object.fromEntries(sources.map((source) => [source.id, Number(source.credit)])),
    allocations: Object.fromEntries(sources.map((source) => [source.id, oracleAllocations(source, sorted())])),
  };
};

/** What a source paid, summed per line, in line order (lines it never paid left out). */
const oracleAllocations = (source: OracleSource, lines: readonly OracleLine[]) =>
  lines
    .map((line) => {
      const sums = [0, 1, 2].map((part) =>
        Number(source.entries.filter((entry) => entry.line === line && entry.part === part).reduce((total, entry) => total + entry.cents, 0n)),
      );
      return { lineId: line.id, fee: sums[0]!, interest: sums[1]!, principal: sums[2]! };
    })
    .filter((each) => source.entries.some((entry) => entry.line.id === each.lineId));

const runs = { numRuns: 400 };

/** A seeded Fisher–Yates shuffle. */
const shuffle = <T>(items: readonly T[], seed: number): T[] => {
  const copy = [...items];
  let state = seed >>> 0;
  for (let index = copy.length - 1; index > 0; index--) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const other = state % (index + 1);
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
};

describe("ledger properties", () => {
  it("matches the exact BigInt oracle line by line, payment by payment", () => {
    fc.assert(
      fc.property(withAsOf, ({ lines, events, asOf }) => {
        const ledger = replayed(lines, events, asOf);
        const expected = oracle(lines, events, asOf);
        expect(Object.fromEntries(ledger.lines.map((line) => [line.id, line.outstandingCents]))).toEqual(expected.outstanding);
        expect(Object.fromEntries(ledger.lines.map((line) => [line.id, line.paidCents]))).toEqual(expected.paid);
        expect(Object.fromEntries(ledger.payments.map((each) => [each.id, each.creditCents]))).toEqual(expected.credit);
      }),
      runs,
    );
  });

  it("shows what each payment paid (for a returned one: what its return reversed) per line, in line order, as the oracle", () => {
    fc.assert(
      fc.property(withAsOf, ({ lines, events, asOf }) => {
        const ledger = replayed(lines, events, asOf);
        const expected = oracle(lines, events, asOf);
        expect(Object.fromEntries(ledger.payments.map((each) => [each.id, each.allocations]))).toEqual(expected.allocations);
      }),
      runs,
    );
  });

  it("conserves money: allocations plus credit are what was received and not returned; every line's amount is paid, outstanding or gone", () => {
    fc.assert(
      fc.property(withAsOf, ({ lines, events, asOf }) => {
        const ledger = replayed(lines, events, asOf);
        let allocated = 0;
        for (const each of ledger.payments) {
          const own = each.allocations.reduce((total, a) => total + a.fee + a.interest + a.principal, 0);
          if (each.returnedBy === null) {
            expect(own + each.creditCents).toBe(each.amountCents);
            allocated += own;
          } else expect(each.creditCents).toBe(0);
        }
        const received = ledger.payments.filter((each) => each.returnedBy === null).reduce((total, each) => total + each.amountCents, 0);
        expect(ledger.lines.reduce((total, line) => total + line.paidCents, 0)).toBe(allocated);
        expect(allocated + ledger.balances.creditBalanceCents).toBe(received);
        for (const line of ledger.lines) {
          expect(line.paidCents + line.outstandingCents + line.waivedCents + line.writtenOffCents + line.cancelledCents).toBe(line.amountCents);
          expect(Math.min(line.outstandingCents, line.paidCents, line.waivedCents, line.writtenOffCents, line.cancelledCents)).toBeGreaterThanOrEqual(0);
        }
        // A credit balance only remains when nothing is outstanding.
        if (ledger.balances.creditBalanceCents > 0) expect(ledger.lines.every((line) => line.outstandingCents === 0)).toBe(true);
      }),
      runs,
    );
  });

  it("does not depend on the order of the list (events recorded in any order)", () => {
    fc.assert(
      fc.property(withAsOf, fc.integer(), ({ lines, events, asOf }, seed) => {
        const shuffled = shuffle(events, seed);
        const reversed = [...events].reverse();
        const reference = replayed(lines, events, asOf);
        expect(replayed([...lines].reverse(), shuffled, asOf)).toEqual(reference);
        expect(replayed(lines, reversed, asOf)).toEqual(reference);
      }),
      runs,
    );
  });

  it("a return of the last payment restores the state before it, plus its NSF fee", () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: 1, max: 60_000 }), fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 40 }), fc.constantFrom(...methods), ({ lines, events, start }, amount, after, wait, method) => {
        const days = events.map((event) => dateOfEvent(event, events)).concat([start]);
        const last = days.reduce((latest, date) => (date.compare(latest) > 0 ? date : latest));
        const paidOn = last.add({ days: 1 });
        const returnedOn = paidOn.add({ days: after });
        const fee: LedgerEvent = { kind: "feeAssessed", id: "NSF", recordedSeq: 2_000, feeKind: "nsf", amountCents: 4_500, dueDate: returnedOn };
        const paid: LedgerEvent = { kind: "paymentReceived", id: "LAST", recordedSeq: 2_001, amountCents: amount, valueDate: paidOn, method };
        const back: LedgerEvent = { kind: "paymentReturned", id: "BACK", recordedSeq: 2_002, paymentId: "LAST", returnedOn, reason: "nsf" };
        const asOf = returnedOn.add({ days: wait });
        const withReturn = replayed(lines, [...events, fee, paid, back], asOf);
        const without = replayed(lines, [...events, fee], asOf);
        expect(withReturn.lines).toEqual(without.lines);
        expect(withReturn.balances).toEqual(without.balances);
        expect(withReturn.payments.find((each) => each.id === "LAST")!.returnedBy).toBe("BACK");
      }),
      runs,
    );
  });

  it("paying the payoff amount leaves nothing outstanding", () => {
    fc.assert(
      fc.property(scenario, fc.integer({ min: 0, max: 40 }), ({ lines, events, start }, extra) => {
        const days = events.map((event) => dateOfEvent(event, events)).concat([start]);
        const quoteDay = days.reduce((latest, date) => (date.compare(latest) > 0 ? date : latest)).add({ days: 1 + extra });
        const before = replayed(lines, events, quoteDay);
        fc.pre(before.payoff.amountCents > 0);
        const payoff: LedgerEvent = { kind: "paymentReceived", id: "PAYOFF", recordedSeq: 3_000, amountCents: before.payoff.amountCents, valueDate: quoteDay, method: "cash" };
        const after = replayed(lines, [...events, payoff], quoteDay);
        expect(after.lines.filter((line) => line.outstandingCents > 0)).toEqual([]);
        expect([after.balances.capitalRemainingCents, after.balances.creditBalanceCents, after.payoff.amountCents, after.bucket]).toEqual([0, 0, 0, "current"]);
      }),
      runs,
    );
  });

  it("is idempotent: the same input replays to the same state, the input is not touched, and an event posted twice is refused", () => {
    fc.assert(
      fc.property(withAsOf, ({ lines, events, asOf }) => {
        const frozenEvents = events.map((event) => Object.freeze({ ...event }));
        const first = replayed(Object.freeze(lines.map((line) => Object.freeze({ ...line }))), Object.freeze(frozenEvents), asOf);
        expect(replayed(lines, events, asOf)).toEqual(first);
        if (events.length > 0) expect(replayLedger({ lines, events: [...events, events[0]!], asOf })).toMatchObject({ ok: false, reason: "duplicateId" });
      }),
      runs,
    );
  });
});
