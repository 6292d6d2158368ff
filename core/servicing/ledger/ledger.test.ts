import { CalendarDate } from "@internationalized/date";
import { describe, expect, it } from "vitest";
import { t } from "../../i18n/translate.js";
import { ledgerRefusalKey, payoffOn, replayLedger, type Ledger, type LedgerEvent, type LedgerRefusal, type ScheduleLineInput } from "./index.js";

const day = (month: number, date: number) => new CalendarDate(2026, month, date);

/** The worked example of docs/servicing.md: 1,000.00 $ over four weekly lines. */
const lines: ScheduleLineInput[] = [
  { id: "L1", seq: 1, dueDate: day(11, 6), amountCents: 25_000, interestCents: 2_000, principalCents: 23_000 },
  { id: "L2", seq: 2, dueDate: day(11, 13), amountCents: 25_000, interestCents: 1_500, principalCents: 23_500 },
  { id: "L3", seq: 3, dueDate: day(11, 20), amountCents: 25_000, interestCents: 1_000, principalCents: 24_000 },
  { id: "L4", seq: 4, dueDate: day(11, 27), amountCents: 30_000, interestCents: 500, principalCents: 29_500 },
];
let seq = 0;
const payment = (id: string, amountCents: number, valueDate: CalendarDate, method: "pad" | "etransfer" = "pad"): LedgerEvent => ({
  kind: "paymentReceived",
  id,
  recordedSeq: ++seq,
  amountCents,
  valueDate,
  method,
});
const workedEvents: LedgerEvent[] = [
  payment("P1", 25_000, day(11, 6)),
  payment("P2", 25_000, day(11, 13)),
  { kind: "paymentReturned", id: "R1", recordedSeq: ++seq, paymentId: "P2", returnedOn: day(11, 17), reason: "nsf" },
  { kind: "feeAssessed", id: "F1", recordedSeq: ++seq, feeKind: "nsf", amountCents: 4_500, dueDate: day(11, 17) },
  payment("P3", 30_000, day(11, 20)),
];

const replay = (events: readonly LedgerEvent[], asOf: CalendarDate, scheduleLines = lines): Ledger => {
  const result = replayLedger({ lines: scheduleLines, events, asOf });
  if (!result.ok) throw new Error(`refused: ${result.reason} ${result.id}`);
  return result.ledger;
};
const outstanding = (ledger: Ledger) => Object.fromEntries(ledger.lines.map((line) => [line.id, line.outstandingCents]));

describe("the next payment", () => {
  it("is the next schedule line's withdrawal, never an NSF fee or a debit charge due sooner", () => {
    const returnedToday: LedgerEvent[] = [
      payment("P1", 25_000, day(11, 6)),
      { kind: "paymentReturned", id: "R1", recordedSeq: ++seq, paymentId: "P1", returnedOn: day(11, 10), reason: "nsf" },
      { kind: "feeAssessed", id: "F1", recordedSeq: ++seq, feeKind: "nsf", amountCents: 4_500, dueDate: day(11, 10) },
      { kind: "adjustment", id: "A1", recordedSeq: ++seq, amountCents: -2_500, valueDate: day(11, 10), reason: "Bank charge" },
    ];
    const ledger = replay(returnedToday, day(11, 10));
    expect(ledger.balances.nextPayment).toEqual({ amountCents: 25_000, dueDate: day(11, 13) });
    expect(ledger.balances.feesOutstandingCents).toBe(7_000);
  });
});

describe("the worked example of docs/servicing.md", () => {
  const ledger = replay(workedEvents, day(11, 24));

  it("pays the oldest line first, fees then interest then principal, and reopens the returned payment's line", () => {
    expect(ledger.lines.map((line) => line.id)).toEqual(["L1", "L2", "F1", "L3", "L4"]);
    expect(outstanding(ledger)).toEqual({ L1: 0, L2: 0, F1: 0, L3: 24_500, L4: 30_000 });
    expect(ledger.payments.map((each) => [each.id, each.returnedBy, each.allocations])).toEqual([
      ["P1", null, [{ lineId: "L1", fee: 0, interest: 2_000, principal: 23_000 }]],
      ["P2", "R1", [{ lineId: "L2", fee: 0, interest: 1_500, principal: 23_500 }]],
      [
        "P3",
        null,
        [
          { lineId: "L2", fee: 0, interest: 1_500, principal: 23_500 },
          { lineId: "F1", fee: 4_500, interest: 0, principal: 0 },
          { lineId: "L3", fee: 0, interest: 500, principal: 0 },
        ],
      ],
    ]);
  });

  it("gives the contract's figures computed by hand", () => {
    expect(ledger.balances).toEqual({
      amountLateCents: 24_500,
      totalUnpaidCents: 24_500,
      totalUnpaidStartDate: day(11, 20),
      capitalRemainingCents: 53_500,
      balanceEndOfPeriodCents: 54_500,
      feesOutstandingCents: 0,
      creditBalanceCents: 0,
      writtenOffCents: 0,
      nextPayment: { amountCents: 30_000, dueDate: day(11, 27) },
    });
    expect([ledger.daysPastDue, ledger.bucket]).toEqual([4, "1-30"]);
    expect(ledger.payoff).toEqual({ date: day(11, 24), amountCents: 54_000, feesCents: 0, interestCents: 500, principalCents: 53_500 });
  });

  it("flags the lines: paid, late, returnable for five business days, checkbox", () => {
    const flags = ledger.lines.map((line) => [line.id, line.isPaid, line.isLate, line.daysPastDue, line.canReturnNsf, line.isCheckboxDisabled]);
    expect(flags).toEqual([
      ["L1", true, false, 0, false, true],
      ["L2", true, false, 0, true, true],
      ["F1", true, false, 0, true, true],
      ["L3", false, true, 4, true, false],
      ["L4", false, false, 0, false, false],
    ]);
    expect(ledger.payments.map((each) => each.canReturnNsf)).toEqual([false, false, true]);
    // 2026-11-20 is a Friday: five business days later is Friday 2026-11-27, the last day.
    expect(replay(workedEvents, day(11, 27)).payments[2]!.canReturnNsf).toBe(true);
    expect(replay(workedEvents, day(11, 30)).payments[2]!.canReturnNsf).toBe(false);
  });

  it("shows the state of each day: before the return, L2 is paid; between the return and P3, L2 and the fee are late", () => {
    expect(outstanding(replay(workedEvents, day(11, 16)))).toEqual({ L1: 0, L2: 0, L3: 25_000, L4: 30_000 });
    const afterReturn = replay(workedEvents, day(11, 18));
    expect(outstanding(afterReturn)).toEqual({ L1: 0, L2: 25_000, F1: 4_500, L3: 25_000, L4: 30_000 });
    expect([afterReturn.balances.amountLateCents, afterReturn.balances.feesOutstandingCents, afterReturn.daysPastDue]).toEqual([29_500, 4_500, 5]);
  });

  it("paying the payoff amount settles the contract: L4's interest is not earned", () => {
    const paidOff = replay([...workedEvents, payment("P4", 54_000, day(11, 24))], day(11, 24));
    expect(outstanding(paidOff)).toEqual({ L1: 0, L2: 0, F1: 0, L3: 0, L4: 0 });
    expect(paidOff.lines[4]!.cancelledCents).toBe(500);
    expect([paidOff.balances.capitalRemainingCents, paidOff.payoff.amountCents, paidOff.balances.creditBalanceCents]).toEqual([0, 0, 0]);
    expect(paidOff.lines.every((line) => line.isPaid)).toBe(true);
  });

  it("a return of the payoff gives the interest back to the book", () => {
    const events = [...workedEvents, payment("P4", 54_000, day(11, 24)), { kind: "paymentReturned", id: "R2", recordedSeq: 99, paymentId: "P4", returnedOn: day(11, 25), reason: "nsf" } as const];
    expect(outstanding(replay(events, day(11, 25)))).toEqual(outstanding(ledger));
  });
});

describe("the waterfall and the book", () => {
  it("puts money beyond the last line in the credit balance, and spends it on a fee assessed later", () => {
    const events: LedgerEvent[] = [
      payment("P1", 120_000, day(11, 1)),
      { kind: "feeAssessed", id: "F1", recordedSeq: 5, feeKind: "late", amountCents: 1_500, dueDate: day(12, 1) },
    ];
    const before = replay(events, day(11, 30));
    // 1,200 $ on 11-01, before every due date, covers that day's payoff (1,000 $ of capital; no interest is earned yet): the rest is credit.
    expect([before.balances.creditBalanceCents, before.balances.capitalRemainingCents]).toEqual([20_000, 0]);
    const after = replay(events, day(12, 1));
    expect([after.balances.creditBalanceCents, after.lines.find((line) => line.id === "F1")!.isPaid]).toEqual([18_500, true]);
    expect(after.payments[0]!.allocations.at(-1)).toEqual({ lineId: "F1", fee: 1_500, interest: 0, principal: 0 });
  });

  it("gives each payment that paid nothing a list of allocations of its own (the replay's steps share one until they pay)", () => {
    const events = [payment("P1", 105_000, day(11, 1)), payment("P2", 100, day(11, 2)), payment("P3", 200, day(11, 3))];
    const [, second, third] = replay(events, day(11, 4)).payments;
    expect([second!.allocations, third!.allocations]).toEqual([[], []]);
    expect(second!.allocations).not.toBe(third!.allocations);
    expect(Object.isFrozen(second!.allocations)).toBe(false);
  });

  it("follows another part order when the tenant sets one (principal before interest)", () => {
    const result = replayLedger({
      lines: lines.slice(0, 1),
      events: [payment("P1", 23_000, day(11, 6))],
      asOf: day(11, 6),
      settings: {
        waterfall: { lineOrder: "oldestFirst", partOrder: ["principal", "interest", "fee"] },
        nsfReturnBusinessDays: 5,
        nsfReturnableMethods: ["pad"],
        businessCalendar: { isBusinessDay: () => true },
      },
    });
    expect(result.ok && result.ledger.lines[0]!.outstanding).toEqual({ fee: 0, interest: 2_000, principal: 0 });
  });

  it("waives what a fee still owes, writes off what is left, and applies a credit or debit adjustment", () => {
    const fee: LedgerEvent = { kind: "feeAssessed", id: "F1", recordedSeq: 1, feeKind: "nsf", amountCents: 4_500, dueDate: day(11, 10) };
    const waiver: LedgerEvent = { kind: "feeWaived", id: "W1", recordedSeq: 2, feeLineId: "F1", reason: "goodwill" };
    const waived = replay([fee, waiver], day(11, 12));
    expect(waived.lines.find((line) => line.id === "F1")).toMatchObject({ outstandingCents: 0, waivedCents: 4_500, isPaid: false, isCheckboxDisabled: true });
    const credit: LedgerEvent = { kind: "adjustment", id: "A1", recordedSeq: 3, amountCents: 1_000, valueDate: day(11, 8), reason: "goodwill" };
    const debit: LedgerEvent = { kind: "adjustment", id: "A2", recordedSeq: 4, amountCents: -700, valueDate: day(11, 9), reason: "bank charge" };
    const adjusted = replay([credit, debit], day(11, 9));
    expect(outstanding(adjusted)).toEqual({ L1: 24_000, A2: 700, L2: 25_000, L3: 25_000, L4: 30_000 });
    const writeOff: LedgerEvent = { kind: "writeOff", id: "X1", recordedSeq: 5, valueDate: day(12, 20), reason: "uncollectable" };
    const written = replay([credit, writeOff, payment("P9", 5_000, day(12, 22))], day(12, 22));
    expect([written.balances.writtenOffCents, written.balances.creditBalanceCents, written.bucket, written.writtenOffOn]).toEqual([
      104_000,
      5_000,
      "current",
      day(12, 20),
    ]);
  });

  it("does not let the recording order or the list order change anything", () => {
    expect(replay([...workedEvents].reverse(), day(11, 24))).toEqual(replay(workedEvents, day(11, 24)));
    const recordedOtherwise = [...workedEvents].reverse().map((event, index) => ({ ...event, recordedSeq: 100 + index }));
    expect(outstanding(replay(recordedOtherwise, day(11, 24)))).toEqual(outstanding(replay(workedEvents, day(11, 24))));
  });

  it("ages the oldest late line into buckets", () => {
    const at = (date: CalendarDate) => replay([], date);
    expect([at(day(11, 6)), at(day(11, 7)), at(day(12, 7)), at(new CalendarDate(2027, 2, 5))].map((ledger) => [ledger.daysPastDue, ledger.bucket])).toEqual([
      [0, "current"],
      [1, "1-30"],
      [31, "31-60"],
      [91, "91+"],
    ]);
  });
});

describe("refusals", () => {
  const refusal = (events: readonly LedgerEvent[], scheduleLines = lines) => {
    const result = replayLedger({ lines: scheduleLines, events, asOf: day(11, 30) });
    return result.ok ? null : [result.reason, result.id];
  };
  const back = (id: string, paymentId: string, returnedOn = day(11, 20)): LedgerEvent => ({
    kind: "paymentReturned",
    id,
    recordedSeq: 50,
    paymentId,
    returnedOn,
    reason: "nsf",
  });

  it("refuses bad input with a code and the event, never a throw", () => {
    const fee: LedgerEvent = { kind: "feeAssessed", id: "F1", recordedSeq: 1, feeKind: "nsf", amountCents: 4_500, dueDate: day(11, 10) };
    const waive = (id: string, feeLineId = "F1", waivedOn?: CalendarDate): LedgerEvent => ({ kind: "feeWaived", id, recordedSeq: 2, feeLineId, reason: "x", ...(waivedOn ? { waivedOn } : {}) });
    const cases: [readonly LedgerEvent[], [LedgerRefusal, string]][] = [
      [[payment("P1", 0, day(11, 6))], ["amountNotPositive", "P1"]],
      [[payment("P1", -5, day(11, 6))], ["amountNotPositive", "P1"]],
      [[payment("P1", 10.5, day(11, 6))], ["amountNotPositive", "P1"]],
      [[{ kind: "adjustment", id: "A1", recordedSeq: 1, amountCents: 0, valueDate: day(11, 6), reason: "x" }], ["amountNotPositive", "A1"]],
      [[payment("P1", 100, day(11, 6)), payment("P1", 200, day(11, 7))], ["duplicateId", "P1"]],
      [[payment("L1", 100, day(11, 6))], ["duplicateId", "L1"]],
      [[back("R1", "P404")], ["unknownPayment", "R1"]],
      [[back("R1", "L1")], ["unknownPayment", "R1"]],
      [[payment("P1", 100, day(11, 6)), back("R1", "P1"), back("R2", "P1", day(11, 21))], ["alreadyReturned", "R2"]],
      [[payment("P1", 100, day(11, 6)), back("R1", "P1", day(11, 5))], ["returnBeforePayment", "R1"]],
      [[waive("W1", "F404")], ["unknownFeeLine", "W1"]],
      [[waive("W1", "L1")], ["unknownFeeLine", "W1"]],
      [[fee, waive("W1"), waive("W2")], ["alreadyWaived", "W2"]],
      [[fee, waive("W1", "F1", day(11, 9))], ["waiverBeforeFee", "W1"]],
      [
        [
          { kind: "writeOff", id: "X1", recordedSeq: 1, valueDate: day(11, 20), reason: "x" },
          { kind: "writeOff", id: "X2", recordedSeq: 2, valueDate: day(11, 21), reason: "x" },
        ],
        ["alreadyWrittenOff", "X2"],
      ],
    ];
    for (const [events, expected] of cases) expect(refusal(events), JSON.stringify(expected)).toEqual(expected);
    const split = [{ id: "L1", seq: 1, dueDate: day(11, 6), amountCents: 100, interestCents: 30, principalCents: 60 }];
    expect(refusal([], split)).toEqual(["lineSplitMismatch", "L1"]);
  });

  it("refuses whatever the day asked: a refusal after asOf is still a refusal", () => {
    const events = [payment("P1", 100, day(11, 6)), back("R1", "P1"), back("R2", "P1", day(12, 20))];
    expect(replayLedger({ lines, events, asOf: day(11, 7) })).toEqual({ ok: false, reason: "alreadyReturned", id: "R2" });
  });

  it("has the words of every refusal in French and English", () => {
    const reasons: LedgerRefusal[] = ["duplicateId", "amountNotPositive", "lineSplitMismatch", "unknownPayment", "alreadyReturned", "returnBeforePayment", "unknownFeeLine", "alreadyWaived", "waiverBeforeFee", "alreadyWrittenOff"];
    for (const reason of reasons) {
      expect(t("en", ledgerRefusalKey(reason))).not.toBe(ledgerRefusalKey(reason));
      expect(t("fr", ledgerRefusalKey(reason))).not.toBe(t("en", ledgerRefusalKey(reason)));
    }
    expect(t("fr", ledgerRefusalKey("alreadyReturned"))).toBe("Ce paiement a déjà été retourné.");
  });
});

describe("payoffOn", () => {
  it("quotes a later day: the lines due by then in full, the principal after them", () => {
    const ledger = replay(workedEvents, day(11, 24));
    expect(payoffOn(ledger, day(11, 27))).toEqual({ date: day(11, 27), amountCents: 54_500, feesCents: 0, interestCents: 1_000, principalCents: 53_500 });
  });
});

describe("the capital lent beyond the lines' principal", () => {
  it("counts the capital no line carries (a lease's residual) in capital remaining, the balance at the next withdrawal and the payoff", () => {
    const plain = replay(workedEvents, day(11, 24));
    const result = replayLedger({ lines, events: workedEvents, asOf: day(11, 24), capitalLentCents: 110_000 });
    if (!result.ok) throw new Error(result.reason);
    const { balances } = result.ledger;
    // 100.00 of the 1,100.00 lent is on no line: still owed on top of what the lines owe.
    expect(balances.capitalRemainingCents).toBe(plain.balances.capitalRemainingCents + 10_000);
    expect(balances.balanceEndOfPeriodCents).toBe(plain.balances.balanceEndOfPeriodCents + 10_000);
    expect(result.ledger.payoff.amountCents).toBe(plain.payoff.amountCents + 10_000);
    expect(balances.amountLateCents).toBe(plain.balances.amountLateCents);
  });

  it("never goes below 0 when the lines carry more principal than was lent, and equals the lines' figure when they carry it all", () => {
    // 465.00 of principal repaid (L1 and L2) is more than 400.00.
    const over = replayLedger({ lines, events: workedEvents, asOf: day(11, 24), capitalLentCents: 40_000 });
    expect(over.ok && over.ledger.balances.capitalRemainingCents).toBe(0);
    const exact = replayLedger({ lines, events: workedEvents, asOf: day(11, 24), capitalLentCents: 100_000 });
    expect(exact.ok && exact.ledger.balances).toEqual(replay(workedEvents, day(11, 24)).balances);
  });
});
