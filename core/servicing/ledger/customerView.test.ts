import { CalendarDate } from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bouncedPaymentNotice, lineReturns, replayLedger, type Ledger, type LedgerEvent, type ScheduleLineInput } from "./index.js";

const day = (month: number, date: number) => new CalendarDate(2026, month, date);

/** The worked example of docs/servicing.md: 1,000.00 $ over four weekly lines. */
const lines: ScheduleLineInput[] = [
  { id: "L1", seq: 1, dueDate: day(11, 6), amountCents: 25_000, interestCents: 2_000, principalCents: 23_000 },
  { id: "L2", seq: 2, dueDate: day(11, 13), amountCents: 25_000, interestCents: 1_500, principalCents: 23_500 },
  { id: "L3", seq: 3, dueDate: day(11, 20), amountCents: 25_000, interestCents: 1_000, principalCents: 24_000 },
  { id: "L4", seq: 4, dueDate: day(11, 27), amountCents: 30_000, interestCents: 500, principalCents: 29_500 },
];
const pay = (id: string, recordedSeq: number, amountCents: number, valueDate: CalendarDate): LedgerEvent => ({
  kind: "paymentReceived",
  id,
  recordedSeq,
  amountCents,
  valueDate,
  method: "pad",
});
const bounced: LedgerEvent[] = [
  pay("P1", 1, 25_000, day(11, 6)),
  pay("P2", 2, 25_000, day(11, 13)),
  { kind: "paymentReturned", id: "R1", recordedSeq: 3, paymentId: "P2", returnedOn: day(11, 17), reason: "nsf" },
  { kind: "feeAssessed", id: "F1", recordedSeq: 4, feeKind: "nsf", amountCents: 4_500, dueDate: day(11, 17), assessedOn: day(11, 17) },
];

const replay = (events: readonly LedgerEvent[], asOf: CalendarDate, schedule: readonly ScheduleLineInput[] = lines): Ledger => {
  const result = replayLedger({ lines: schedule, events, asOf });
  if (!result.ok) throw new Error(`refused: ${result.reason} ${result.id}`);
  return result.ledger;
};

describe("a bounced payment as the customer sees it", () => {
  it("marks the line its payment paid as returned, with the day and the reason, and leaves the others", () => {
    const returns = lineReturns(replay(bounced, day(11, 18)), bounced);
    expect([...returns.entries()]).toEqual([["L2", { paymentId: "P2", returnedOn: day(11, 17), reason: "nsf" }]]);
  });

  it("gives the notice with the payment, its day, the return and the NSF fee", () => {
    expect(bouncedPaymentNotice(replay(bounced, day(11, 18)), bounced)).toEqual({
      paymentId: "P2",
      amountCents: 25_000,
      paidOn: day(11, 13),
      returnedOn: day(11, 17),
      reason: "nsf",
      feeCents: 4_500,
      feeLineId: "F1",
    });
  });

  it("says nothing before the return's day", () => {
    const ledger = replay(bounced, day(11, 16));
    expect(bouncedPaymentNotice(ledger, bounced)).toBeNull();
    expect(lineReturns(ledger, bounced).size).toBe(0);
  });

  it("goes once the returned line and the fee are paid, and the line is paid again", () => {
    const madeGood = [...bounced, pay("P3", 5, 29_500, day(11, 19))];
    const ledger = replay(madeGood, day(11, 19));
    expect(bouncedPaymentNotice(ledger, madeGood)).toBeNull();
    expect(lineReturns(ledger, madeGood).size).toBe(0);
  });

  it("stays while only the fee is owed, and no longer mentions a waived fee", () => {
    const lineOnly = [...bounced, pay("P3", 5, 25_000, day(11, 19))];
    expect(bouncedPaymentNotice(replay(lineOnly, day(11, 19)), lineOnly)?.feeCents).toBe(4_500);
    const waived: LedgerEvent[] = [...bounced, { kind: "feeWaived", id: "W1", recordedSeq: 5, feeLineId: "F1", reason: "goodwill", waivedOn: day(11, 18) }];
    expect(bouncedPaymentNotice(replay(waived, day(11, 18)), waived)).toMatchObject({ paymentId: "P2", feeCents: null, feeLineId: null });
    const waivedAndPaid = [...lineOnly, { kind: "feeWaived", id: "W1", recordedSeq: 6, feeLineId: "F1", reason: "goodwill", waivedOn: day(11, 19) } as const];
    expect(bouncedPaymentNotice(replay(waivedAndPaid, day(11, 19)), waivedAndPaid)).toBeNull();
  });

  it("has no fee without an NSF fee event, and tells of the latest return still owed", () => {
    const two: LedgerEvent[] = [
      pay("P1", 1, 25_000, day(11, 6)),
      pay("P2", 2, 25_000, day(11, 13)),
      { kind: "paymentReturned", id: "R1", recordedSeq: 3, paymentId: "P1", returnedOn: day(11, 10), reason: "stopped" },
      { kind: "paymentReturned", id: "R2", recordedSeq: 4, paymentId: "P2", returnedOn: day(11, 17), reason: "accountClosed" },
    ];
    expect(bouncedPaymentNotice(replay(two, day(11, 18)), two)).toMatchObject({ paymentId: "P2", reason: "accountClosed", feeCents: null });
    // P1's return reopened L1 before P2 came, so P2 paid L1; L2 was never paid: late, not returned.
    expect([...lineReturns(replay(two, day(11, 18)), two).keys()].sort()).toEqual(["L1"]);
  });
});

// ---- properties over generated books

const rawEvent = fc.record({
  kind: fc.constantFrom("pay", "pay", "return", "fee", "waive"),
  offset: fc.integer({ min: 0, max: 60 }),
  later: fc.integer({ min: 0, max: 10 }),
  amount: fc.integer({ min: 1, max: 60_000 }),
  pick: fc.nat(),
});

/** Four weekly lines and up to 20 valid events: payments, returns (each with its NSF fee), late fees and waivers. */
const book = fc.tuple(fc.array(rawEvent, { maxLength: 20 }), fc.integer({ min: 0, max: 90 })).map(([raws, asOfOffset]) => {
  const events: LedgerEvent[] = [];
  const open: { id: string; day: CalendarDate }[] = [];
  const fees: string[] = [];
  raws.forEach((raw, index) => {
    const id = `E${index}`;
    const date = day(11, 1).add({ days: raw.offset });
    const recordedSeq = events.length + 1;
    if (raw.kind === "pay") {
      open.push({ id, day: date });
      events.push(pay(id, recordedSeq, raw.amount, date));
    } else if (raw.kind === "return" && open.length > 0) {
      const [paid] = open.splice(raw.pick % open.length, 1);
      const returnedOn = paid!.day.add({ days: raw.later });
      events.push({ kind: "paymentReturned", id, recordedSeq, paymentId: paid!.id, returnedOn, reason: "nsf" });
      events.push({ kind: "feeAssessed", id: `${id}f`, recordedSeq: recordedSeq + 1, feeKind: "nsf", amountCents: 4_500, dueDate: returnedOn, assessedOn: returnedOn });
      fees.push(`${id}f`);
    } else if (raw.kind === "fee") {
      events.push({ kind: "feeAssessed", id, recordedSeq, feeKind: "late", amountCents: raw.amount % 3_000 || 1, dueDate: date });
    } else if (raw.kind === "waive" && fees.length > 0) {
      const [fee] = fees.splice(raw.pick % fees.length, 1);
      const assessed = events.find((event) => event.id === fee);
      const waivedOn = assessed?.kind === "feeAssessed" ? assessed.dueDate.add({ days: raw.later }) : date;
      events.push({ kind: "feeWaived", id, recordedSeq, feeLineId: fee!, reason: "x", waivedOn });
    }
  });
  return { events, asOf: day(11, 1).add({ days: asOfOffset }) };
});

describe("the customer's view of any book", () => {
  it("marks a line returned only while it owes something and a payment returned by then had paid it", () => {
    fc.assert(
      fc.property(book, ({ events, asOf }) => {
        const ledger = replay(events, asOf);
        const owing = new Map(ledger.lines.map((line) => [line.id, line.outstandingCents]));
        for (const [lineId, found] of lineReturns(ledger, events)) {
          expect(owing.get(lineId)).toBeGreaterThan(0);
          expect(found.returnedOn.compare(asOf)).toBeLessThanOrEqual(0);
          const payment = ledger.payments.find((each) => each.id === found.paymentId);
          expect(payment?.returnedBy).not.toBeNull();
          expect(payment?.allocations.some((part) => part.lineId === lineId)).toBe(true);
        }
      }),
    );
  });

  it("gives a notice exactly while a returned payment's lines or its fee still owe something", () => {
    fc.assert(
      fc.property(book, ({ events, asOf }) => {
        const ledger = replay(events, asOf);
        const notice = bouncedPaymentNotice(ledger, events);
        const owing = new Map(ledger.lines.map((line) => [line.id, line.outstandingCents]));
        const returnedOwing = ledger.payments.some(
          (payment) =>
            payment.returnedBy !== null &&
            (payment.allocations.some((part) => owing.get(part.lineId)! > 0) ||
              ledger.lines.some((line) => line.id === `${payment.returnedBy}f` && line.waivedCents === 0 && line.outstandingCents > 0)),
        );
        expect(notice !== null).toBe(returnedOwing);
        if (notice) {
          expect(notice.returnedOn.compare(asOf)).toBeLessThanOrEqual(0);
          expect(notice.amountCents).toBeGreaterThan(0);
          if (notice.feeCents !== null) expect(notice.feeCents).toBe(4_500);
        }
      }),
    );
  });

  it("gives no notice once everything owed is paid", () => {
    fc.assert(
      fc.property(book, ({ events, asOf }) => {
        const owed = replay(events, asOf).lines.reduce((total, line) => total + line.outstandingCents, 0);
        const settled = owed === 0 ? events : [...events, pay("settle", events.length + 1, owed, asOf)];
        expect(bouncedPaymentNotice(replay(settled, asOf), settled)).toBeNull();
      }),
    );
  });
});
