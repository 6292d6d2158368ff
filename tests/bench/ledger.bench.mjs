#!/usr/bin/env node
// Servicing ledger benchmark: replays per second of a 260-line contract
// (five years of weekly payments) with 300 events — payments on the due
// dates, some short, NSF returns each followed by its fee, waivers, a
// backdated payment and adjustments — by @lendkit/core's replayLedger, beside
// a baseline measured in the same run: a bare oldest-first waterfall over
// the same lines and payments in plain numbers (no returns, fees, flags or
// figures), the floor any replay pays. The events are replayed as a store
// reads them — recording order (returns and fees recorded days after their
// payment, a backdated payment), each kind one object literal with its
// optional fields undefined, as server-kit's `eventOfRow` builds them — and
// fully shuffled; and once built by object spreads, which give nearly every
// event a hidden class of its own (what the replay pays for such a caller).
// Target: ≥ 20,000 replays/s (events in recording order).
//
// Run after building: `npx tsup && node tests/bench/ledger.bench.mjs`.
import { CalendarDate } from "@internationalized/date";
import { replayLedger } from "@lendkit/core/servicing";
import { Bench } from "tinybench";

const FIRST = new CalendarDate(2024, 1, 5);
const LINES = 260;
const EVENTS = 300;

// Fixed-seed LCG (Numerical Recipes constants), so every run sees the same contract.
let state = 22;
const random = () => {
  state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
  return state / 2 ** 32;
};

const lines = [];
let balance = 2_000_000;
for (let seq = 1; seq <= LINES; seq++) {
  const interestCents = Math.round((balance * 0.1999) / 52);
  const principalCents = seq === LINES ? balance : 7_700 - Math.min(interestCents, 7_000);
  balance -= principalCents;
  lines.push({ id: `L${seq}`, seq, dueDate: FIRST.add({ weeks: seq - 1 }), amountCents: interestCents + principalCents + 200, feeCents: 200, interestCents, principalCents });
}

const events = [];
let recordedSeq = 0;
const spread = [];
const add = (event) => {
  spread.push({ ...event, recordedSeq: recordedSeq + 1 });
  events.push(asStored(event, ++recordedSeq));
};
/** An event as the store reads it: one literal per kind, fields in `eventOfRow`'s order, optional ones undefined. */
function asStored(event, recordedSeq) {
  const { kind, id } = event;
  switch (kind) {
    case "paymentReceived":
      return { kind, id, recordedSeq, amountCents: event.amountCents, valueDate: event.valueDate, method: event.method, externalId: undefined };
    case "paymentReturned":
      return { kind, id, recordedSeq, paymentId: event.paymentId, returnedOn: event.returnedOn, reason: event.reason };
    case "feeAssessed":
      return { kind, id, recordedSeq, feeKind: event.feeKind, amountCents: event.amountCents, dueDate: event.dueDate, assessedOn: undefined, forLineId: undefined };
    case "feeWaived":
      return { kind, id, recordedSeq, feeLineId: event.feeLineId, reason: event.reason, waivedOn: event.waivedOn };
    case "adjustment":
      return { kind, id, recordedSeq, amountCents: event.amountCents, valueDate: event.valueDate, reason: event.reason };
  }
}
for (let index = 0; events.length < EVENTS - 6; index++) {
  const line = lines[index % LINES];
  const id = `P${index}`;
  const short = random() < 0.1;
  add({ kind: "paymentReceived", id, amountCents: short ? Math.floor(line.amountCents / 2) : line.amountCents, valueDate: line.dueDate, method: "pad" });
  if (random() < 0.08) {
    add({ kind: "paymentReturned", id: `R${index}`, paymentId: id, returnedOn: line.dueDate.add({ days: 3 }), reason: "nsf" });
    add({ kind: "feeAssessed", id: `F${index}`, feeKind: "nsf", amountCents: 4_500, dueDate: line.dueDate.add({ days: 3 }) });
    if (random() < 0.3) add({ kind: "feeWaived", id: `W${index}`, feeLineId: `F${index}`, reason: "first NSF" });
  }
}
add({ kind: "paymentReceived", id: "BACKDATED", amountCents: 10_000, valueDate: FIRST.add({ days: 40 }), method: "etransfer" });
add({ kind: "adjustment", id: "A1", amountCents: 2_500, valueDate: FIRST.add({ days: 90 }), reason: "goodwill" });
add({ kind: "adjustment", id: "A2", amountCents: -1_000, valueDate: FIRST.add({ days: 120 }), reason: "bank charge" });
while (events.length < EVENTS) add({ kind: "paymentReceived", id: `X${events.length}`, amountCents: 5_000, valueDate: FIRST.add({ days: events.length }), method: "cash" });
const shuffled = [...events];
for (let index = shuffled.length - 1; index > 0; index--) {
  const other = Math.floor(random() * (index + 1));
  [shuffled[index], shuffled[other]] = [shuffled[other], shuffled[index]];
}
const asOf = lines[Math.floor(LINES * 0.9)].dueDate.add({ days: 2 });

/** The floor: payments oldest line first, in plain numbers, nothing else. */
const dayOf = (date) => date.year * 372 + date.month * 31 + date.day;
const bareLines = lines.map((line) => ({ due: dayOf(line.dueDate), amount: line.amountCents }));
const barePayments = events.filter((event) => event.kind === "paymentReceived").map((event) => ({ day: dayOf(event.valueDate), amount: event.amountCents }));
const bareWaterfall = () => {
  const sorted = [...barePayments].sort((left, right) => left.day - right.day);
  const paid = new Array(bareLines.length).fill(0);
  let open = 0;
  let credit = 0;
  for (const payment of sorted) {
    let money = payment.amount;
    while (money > 0 && open < bareLines.length) {
      const take = Math.min(money, bareLines[open].amount - paid[open]);
      paid[open] += take;
      money -= take;
      if (paid[open] === bareLines[open].amount) open++;
    }
    credit += money;
  }
  return open + credit;
};

const check = replayLedger({ lines, events, asOf });
if (!check.ok) throw new Error(`refused: ${check.reason} ${check.id}`);
const { ledger } = check;
if (JSON.stringify(replayLedger({ lines, events: spread, asOf })) !== JSON.stringify(check)) throw new Error("events built by spreads replay differently");

let sink = 0;
const bench = new Bench({ time: 2_000, warmup: true });
bench
  .add("bare oldest-first waterfall, plain numbers (floor)", () => {
    sink += bareWaterfall();
  })
  .add("@lendkit/core replayLedger, recording order", () => {
    const result = replayLedger({ lines, events, asOf });
    sink += result.ok ? result.ledger.balances.amountLateCents : 0;
  })
  .add("@lendkit/core replayLedger, shuffled", () => {
    const result = replayLedger({ lines, events: shuffled, asOf });
    sink += result.ok ? result.ledger.balances.amountLateCents : 0;
  })
  .add("@lendkit/core replayLedger, events built by spreads", () => {
    const result = replayLedger({ lines, events: spread, asOf });
    sink += result.ok ? result.ledger.balances.amountLateCents : 0;
  });
await bench.run();

const [floor, ours, oursShuffled, oursSpread] = bench.tasks.map((task) => ({ name: task.name, perSecond: task.result.throughput.mean }));
console.log(`\nContract: ${LINES} lines, ${events.length} events (${events.filter((e) => e.kind === "paymentReturned").length} returns), replayed at ${asOf}:`);
console.log(`  amount late ${ledger.balances.amountLateCents} ¢, bucket ${ledger.bucket}, payoff ${ledger.payoff.amountCents} ¢`);
console.log("\nReplays per second (mean), ratio to the floor of this run:");
for (const row of [floor, ours, oursShuffled, oursSpread])
  console.log(`  ${row.name.padEnd(52)} ${Math.round(row.perSecond).toLocaleString("en-US").padStart(10)}/s  ${(floor.perSecond / row.perSecond).toFixed(1).padStart(6)}× slower`);
if (sink === -1) console.log(sink);
const met = ours.perSecond >= 20_000;
const load = (await import("node:os")).loadavg()[0].toFixed(1);
console.log(`\nreplayLedger at ${Math.round(ours.perSecond).toLocaleString("en-US")}/s (target ≥ 20,000/s; machine load average ${load}).`);
if (!met) console.log("\nTarget missed.");
process.exit(met ? 0 : 1);
