#!/usr/bin/env node
// Schedule benchmark: 60-payment amortization schedules built per second by
// @lendkit/core's amortizationSchedule beside a plain-float schedule in
// integer cents (the ceiling), a straightforward decimal.js schedule, loanjs
// and financial's ipmt/ppmt table; then seeded random loans, and loans built
// on half-cent ties at non-zero rates (payment ties and interest ties), counting
// the lines each one gets wrong against the exact rational oracle
// (tests/oracle: BigInt fractions, half-up to the cent).
//
// Run after building: `npx tsup && node tests/bench/schedule.bench.mjs`.
// CASES=n changes the number of random loans (default 100,000).
import { CalendarDate } from "@internationalized/date";
import { annuityPaymentExact } from "@lendkit/core/calculator";
import { Decimal } from "@lendkit/core/money";
import { amortizationScheduleReference, amortizationScheduleResult } from "@lendkit/core/schedule";
import financial from "financial";
import LoanJS from "loanjs";
import { Bench } from "tinybench";
import { interestTieBalance, scheduleCents, tieLoan } from "../oracle/exactMoney.mjs";

const CASES = Number(process.env.CASES ?? 100_000);
const PERIODS = { 0: 52, 1: 26, 2: 12, 3: 24 };
const FIRST = new CalendarDate(2026, 1, 2);

// Fixed-seed LCG (Numerical Recipes constants), so every run sees the same loans.
const lcg = (seed) => {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
};
const intBetween = (random, min, max) => min + Math.floor(random() * (max - min + 1));

/** A random loan as MONEY-NOTES draws them: 100–100,000 $ with cents, 0–40 % with 0–4 decimals. */
const randomLoan = (random, numberOfPayments) => {
  const principalCents = intBetween(random, 10_000, 10_000_000);
  const scale = intBetween(random, 0, 4);
  const rateDigits = intBetween(random, 0, 40 * 10 ** scale);
  const frequency = intBetween(random, 0, 3);
  return {
    principalCents,
    principal: (principalCents / 100).toFixed(2),
    rateDigits,
    rateScale: scale,
    rate: (rateDigits / 10 ** scale).toFixed(scale),
    frequency,
    periodsPerYear: PERIODS[frequency],
    numberOfPayments: numberOfPayments ?? intBetween(random, 2, 261),
  };
};
const inputOf = (loan) => ({
  principal: loan.principal,
  annualRatePercent: loan.rate,
  frequency: loan.frequency,
  numberOfPayments: loan.numberOfPayments,
  firstPaymentDate: FIRST,
  biMonthlyFirstDay: 1,
  biMonthlySecondDay: 15,
});

// ---- the implementations, each giving lines of integer cents [payment, interest, principal, balance]

/** Plain float, integer cents, same rules (last line absorbs): the speed ceiling. */
const floatSchedule = (loan) => {
  const { principalCents, periodsPerYear, numberOfPayments: n } = loan;
  const annual = Number(loan.rate);
  const r = annual / (100 * periodsPerYear);
  const payment = r === 0 ? Math.round(principalCents / n) : Math.round((principalCents * r) / (1 - (1 + r) ** -n));
  const lines = [];
  let balance = principalCents;
  for (let k = 1; k <= n; k++) {
    const interest = Math.round((balance * annual) / (100 * periodsPerYear));
    if (k === n || payment >= balance + interest) {
      lines.push([balance + interest, interest, balance, 0]);
      break;
    }
    balance -= payment - interest;
    lines.push([payment, interest, payment - interest, balance]);
  }
  return lines;
};

/** Straightforward decimal.js (precision 40): a Decimal for every value, same rules. */
const decimalSchedule = (loan) => {
  const principal = new Decimal(loan.principal);
  const annual = new Decimal(loan.rate);
  const n = loan.numberOfPayments;
  const divisor = new Decimal(100 * loan.periodsPerYear);
  const payment = annuityPaymentExact(principal, annual, loan.periodsPerYear, n);
  const interestOf = (balance) => balance.mul(annual).div(divisor).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  if (payment.lte(interestOf(principal))) return [];
  const lines = [];
  let balance = principal;
  for (let k = 1; k <= n; k++) {
    const interest = interestOf(balance);
    if (k === n || payment.gte(balance.plus(interest))) {
      lines.push({ payment: balance.plus(interest), interest, principal: balance, balance: new Decimal(0) });
      break;
    }
    const part = payment.minus(interest);
    balance = balance.minus(part);
    lines.push({ payment, interest, principal: part, balance });
  }
  return lines;
};
const decimalCents = (lines) =>
  lines.map((line) => [line.payment, line.interest, line.principal, line.balance].map((v) => v.mul(100).toNumber()));

const lendkitCents = (result) =>
  result.ok ? result.lines.map((l) => [l.paymentCents, l.interestCents, l.principalCents, l.balanceCents]) : [];

/** loanjs assumes monthly periods: scale the annual rate so its periodic rate is ours. */
const loanjsSchedule = (loan) =>
  new LoanJS.Loan(loan.principalCents / 100, loan.numberOfPayments, (Number(loan.rate) * 12) / loan.periodsPerYear, "annuity");
const loanjsCents = (loan) => {
  try {
    return loanjsSchedule(loan).installments.map((i) =>
      [i.installment, i.interest, i.capital, i.remain].map((v) => Math.round(v * 100)),
    );
  } catch {
    return null; // throws at 0 %
  }
};

/** financial (numpy-financial port): pmt, then ipmt/ppmt for every period. */
const financialSchedule = (loan) => {
  const r = Number(loan.rate) / (100 * loan.periodsPerYear);
  const n = loan.numberOfPayments;
  const pv = loan.principalCents / 100;
  const payment = -financial.pmt(r, n, pv);
  const lines = [];
  let balance = pv;
  for (let k = 1; k <= n; k++) {
    const interest = -financial.ipmt(r, k, n, pv);
    const principal = -financial.ppmt(r, k, n, pv);
    balance -= principal;
    lines.push([payment, interest, principal, balance]);
  }
  return lines;
};
const financialCents = (loan) => financialSchedule(loan).map((line) => line.map((v) => Math.round(v * 100)));

/**
 * The exact reference: the oracle's schedule (exact rational payment and
 * interest, half-up to the cent, the documented rules: last line absorbs,
 * term shortened on overpayment, refusal when the payment does not exceed the
 * first interest: no lines).
 */
const exactReference = (loan) => {
  const lines = scheduleCents(loan.principal, loan.rate, loan.periodsPerYear, loan.numberOfPayments);
  if (lines === null) return { lines: [], trap: "refused" };
  return {
    lines: lines.map((line) => [line.payment, line.interest, line.principal, line.balance]),
    trap: lines.length < loan.numberOfPayments ? "shortened" : null,
  };
};

const differingLines = (reference, lines) => {
  if (lines === null) return reference.length;
  let count = 0;
  for (let i = 0; i < Math.max(reference.length, lines.length); i++) {
    const a = reference[i];
    const b = lines[i];
    if (!a || !b || a[0] !== b[0] || a[1] !== b[1] || a[2] !== b[2] || a[3] !== b[3]) count++;
  }
  return count;
};

// ---- 1. throughput on 60-payment schedules

const random60 = lcg(60);
const loans60 = Array.from({ length: 1_024 }, () => randomLoan(random60, 60));
const inputs60 = loans60.map(inputOf);
let cursor = 0;
const next = () => (cursor = (cursor + 1) & 1023);
let sink = 0;

const bench = new Bench({ time: 1_000, warmup: true });
bench
  .add("float, integer cents (ceiling)", () => {
    sink += floatSchedule(loans60[next()]).length;
  })
  .add("@lendkit/core amortizationSchedule", () => {
    const result = amortizationScheduleResult(inputs60[next()]);
    sink += result.ok ? result.lines.length : 0;
  })
  .add("@lendkit/core, build + read every Decimal and date", () => {
    const result = amortizationScheduleResult(inputs60[next()]);
    if (result.ok)
      for (const line of result.lines) {
        sink += line.payment.e + line.interest.e + line.principal.e + line.balance.e + line.dueDate.day;
      }
  })
  .add("decimal.js straightforward", () => {
    sink += decimalSchedule(loans60[next()]).length;
  })
  .add("@lendkit/core amortizationScheduleReference", () => {
    const result = amortizationScheduleReference(inputs60[next()]);
    sink += result.ok ? result.lines.length : 0;
  })
  .add("loanjs 1.1.2", () => {
    const index = next();
    if (loans60[index].rateDigits > 0) sink += loanjsSchedule(loans60[index]).installments.length;
  })
  .add("financial 0.2.4 ipmt/ppmt table", () => {
    sink += financialSchedule(loans60[next()]).length;
  });

await bench.run();
const rows = bench.tasks.map((task) => ({ name: task.name, perSecond: task.result.throughput.mean }));
const ceiling = rows[0].perSecond;
console.log("\n60-payment schedules per second (mean), ratio to the float ceiling of this run:");
for (const row of rows)
  console.log(
    `  ${row.name.padEnd(52)} ${Math.round(row.perSecond).toLocaleString("en-US").padStart(10)}/s  ${(ceiling / row.perSecond).toFixed(1).padStart(6)}× slower`,
  );

// ---- 2. correctness on seeded random loans

const random = lcg(20261122);
const counts = { lendkit: 0, float: 0, loanjs: 0, loanjsThrew: 0, financial: 0, decimal: 0 };
const casesWithErrors = { lendkit: 0, float: 0, loanjs: 0, financial: 0, decimal: 0 };
const traps = { refused: 0, shortened: 0 };
let sampledCases = 0;
let referenceLines = 0;
const started = performance.now();
for (let c = 0; c < CASES; c++) {
  const loan = randomLoan(random);
  const { lines: reference, trap } = exactReference(loan);
  if (trap) traps[trap]++;
  referenceLines += reference.length;
  const tally = (name, lines) => {
    const wrong = differingLines(reference, lines);
    counts[name] += wrong;
    if (wrong > 0) casesWithErrors[name]++;
  };
  tally("lendkit", lendkitCents(amortizationScheduleResult(inputOf(loan))));
  tally("float", floatSchedule(loan));
  const loanjs = loanjsCents(loan);
  if (loanjs === null) counts.loanjsThrew++;
  tally("loanjs", loanjs);
  // The straightforward decimal schedule (~100× slower) and the financial
  // table (its ipmt/ppmt are costly and it is wrong on almost every line)
  // run on every 10th loan, to keep the whole benchmark near a minute.
  if (c % 10 === 0) {
    sampledCases++;
    tally("decimal", decimalCents(decimalSchedule(loan)));
    tally("financial", financialCents(loan));
  }
}
const seconds = ((performance.now() - started) / 1000).toFixed(1);

/** A loan of the benchmark's shape from a principal in cents, a rate text and a frequency code. */
const loanOf = (principalCents, rate, frequency, numberOfPayments) => {
  const [whole, decimals = ""] = rate.split(".");
  return {
    principalCents,
    principal: (principalCents / 100).toFixed(2),
    rateDigits: Number(whole + decimals),
    rateScale: decimals.length,
    rate,
    frequency,
    periodsPerYear: PERIODS[frequency],
    numberOfPayments,
  };
};
// Generated ties at non-zero rates: (a) the exact payment is x.xx5 (rates
// 0.01–40.00 %, 2–4 payments); (b) the first line's interest is x.xx5
// (seeded rates of 2–6 decimals, 12–120 payments).
const tieLoans = [];
for (let hundredths = 1; hundredths <= 4000; hundredths++)
  for (const frequency of [0, 1, 2])
    for (let n = 2; n <= 4; n++) {
      const rate = (hundredths / 100).toFixed(2);
      const tie = tieLoan(rate, PERIODS[frequency], n, 1);
      if (tie && tie.principalCents <= 10_000_000_000n) tieLoans.push(loanOf(Number(tie.principalCents), rate, frequency, n));
    }
const paymentTies = tieLoans.length;
const tieRandom = lcg(13);
while (tieLoans.length < paymentTies + 20_000) {
  const scale = intBetween(tieRandom, 2, 6);
  const rate = (intBetween(tieRandom, 1, 40 * 10 ** scale) / 10 ** scale).toFixed(scale);
  const frequency = intBetween(tieRandom, 0, 2);
  const balance = interestTieBalance(rate, PERIODS[frequency], 2 * intBetween(tieRandom, 0, 5_000_000) + 1);
  if (balance !== null && balance >= 1 && balance <= 10_000_000_000)
    tieLoans.push(loanOf(balance, rate, frequency, intBetween(tieRandom, 12, 120)));
}
const tieCounts = { lendkit: 0, lendkitReference: 0, float: 0 };
const tieCases = { lendkit: 0, lendkitReference: 0, float: 0 };
for (const loan of tieLoans) {
  const { lines: reference } = exactReference(loan);
  for (const [name, lines] of [
    ["lendkit", lendkitCents(amortizationScheduleResult(inputOf(loan)))],
    ["lendkitReference", lendkitCents(amortizationScheduleReference(inputOf(loan)))],
    ["float", floatSchedule(loan)],
  ]) {
    const wrong = differingLines(reference, lines);
    tieCounts[name] += wrong;
    if (wrong > 0) tieCases[name]++;
  }
}

const cpu = process.cpuUsage();
const cpuSeconds = ((cpu.user + cpu.system) / 1e6).toFixed(1);
console.log(
  `\n${CASES.toLocaleString("en-US")} seeded random loans (${referenceLines.toLocaleString("en-US")} reference lines; ` +
    `${traps.shortened} shortened and ${traps.refused} refused by the trap-4 rules), ${seconds} s ` +
    `(process CPU time so far ${cpuSeconds} s):`,
);
console.log("  lines differing from the exact rational oracle (cases with at least one):");
console.log(`    @lendkit/core amortizationSchedule  ${counts.lendkit} (${casesWithErrors.lendkit})`);
console.log(`    float, integer cents                ${counts.float} (${casesWithErrors.float})`);
console.log(`    loanjs 1.1.2                        ${counts.loanjs} (${casesWithErrors.loanjs}; threw on ${counts.loanjsThrew} loans at 0 %)`);
console.log(`    financial 0.2.4 ipmt/ppmt           ${counts.financial} (${casesWithErrors.financial}) over ${sampledCases.toLocaleString("en-US")} loans`);
console.log(`    decimal.js straightforward          ${counts.decimal} (${casesWithErrors.decimal}) over ${sampledCases.toLocaleString("en-US")} loans`);
console.log(
  `\n${tieLoans.length.toLocaleString("en-US")} generated ties at non-zero rates (${paymentTies.toLocaleString("en-US")} payment ties, ` +
    `${(tieLoans.length - paymentTies).toLocaleString("en-US")} interest ties), lines differing from the oracle (cases):`,
);
console.log(`    @lendkit/core amortizationSchedule           ${tieCounts.lendkit} (${tieCases.lendkit})`);
console.log(`    @lendkit/core amortizationScheduleReference  ${tieCounts.lendkitReference} (${tieCases.lendkitReference})`);
console.log(`    float, integer cents                         ${tieCounts.float} (${tieCases.float})`);
const ours = rows[1].perSecond / ceiling;
console.log(`\namortizationSchedule at ${ours.toFixed(2)}× the speed of float in this run (target ≥ 0.3×).`);
if (sink === -1) console.log(sink);
const met = counts.lendkit === 0 && tieCounts.lendkit === 0 && tieCounts.lendkitReference === 0 && ours >= 0.3;
if (!met) console.log("\nTargets missed.");
process.exit(met ? 0 : 1);
