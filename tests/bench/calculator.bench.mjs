#!/usr/bin/env node
// Calculator benchmark: annuity payments per second for @lendkit/core's
// annuityPayment (float fast path with exact fallback) beside its exact
// decimal path, a plain-float implementation of the same formula (the
// ceiling), financial's pmt and loanjs; computeLoan recomputes per second
// (what a slider drag calls); then seeded random loans, and loans whose exact
// payment is a half-cent tie at a non-zero rate (generated on purpose),
// counting the payments each implementation gets wrong by a cent against the
// exact rational oracle (tests/oracle: BigInt fractions, half-up to the cent).
//
// Run after building: `npx tsup && node tests/bench/calculator.bench.mjs`.
// CASES=n changes the number of random loans (default 100,000).
import { CalendarDate } from "@internationalized/date";
import { annuityPayment, annuityPaymentExact, computeLoan } from "@lendkit/core/calculator";
import { Decimal, exactCentsOf } from "@lendkit/core/money";
import { emptyCalculatorModel } from "@lendkit/core/models";
import financial from "financial";
import LoanJS from "loanjs";
import { Bench } from "tinybench";
import { paymentCents, tieLoan } from "../oracle/exactMoney.mjs";

const CASES = Number(process.env.CASES ?? 100_000);
const PERIODS = [52, 26, 24, 12];

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
const randomLoan = (random) => {
  const principalCents = intBetween(random, 10_000, 10_000_000);
  const scale = intBetween(random, 0, 4);
  const rate = (intBetween(random, 0, 40 * 10 ** scale) / 10 ** scale).toFixed(scale);
  return {
    principal: principalCents / 100,
    principalText: (principalCents / 100).toFixed(2),
    rate: Number(rate),
    rateText: rate,
    periodsPerYear: PERIODS[intBetween(random, 0, 3)],
    numberOfPayments: intBetween(random, 2, 261),
  };
};

// ---- the implementations, each giving the payment in integer cents

/** Plain float, the same formula, half-up to cents (Math.round on a positive value): the speed ceiling. */
const floatCents = ({ principal, rate, periodsPerYear, numberOfPayments: n }) => {
  const r = rate / (100 * periodsPerYear);
  return Math.round((r === 0 ? principal / n : (principal * r) / (1 - (1 + r) ** -n)) * 100);
};
const lendkitCents = (loan) =>
  exactCentsOf(annuityPayment(loan.principal, loan.rate, loan.periodsPerYear, loan.numberOfPayments));
/** The exact rational oracle (independent of @lendkit/core). */
const exactCents = (loan) => paymentCents(loan.principalText, loan.rateText, loan.periodsPerYear, loan.numberOfPayments);
const financialCents = (loan) =>
  Math.round(-financial.pmt(loan.rate / (100 * loan.periodsPerYear), loan.numberOfPayments, loan.principal) * 100);
/** loanjs assumes monthly periods: scale the annual rate so its periodic rate is ours. It throws at 0 %. */
const loanjsCents = (loan) => {
  try {
    const built = new LoanJS.Loan(loan.principal, loan.numberOfPayments, (loan.rate * 12) / loan.periodsPerYear, "annuity");
    return Math.round(built.installments[0].installment * 100);
  } catch {
    return null;
  }
};

// ---- 1. throughput

const random = lcg(7);
const loans = Array.from({ length: 1_024 }, () => randomLoan(random));
let cursor = 0;
const next = () => loans[(cursor = (cursor + 1) & 1023)];
let sink = 0;

// Each task computes a batch of loans per iteration, so the harness's own
// cost per iteration does not flatten the ratios; figures are per payment.
const BATCH = 64;
const batched = (compute) => () => {
  for (let i = 0; i < BATCH; i++) sink += compute(next());
};
const bench = new Bench({ time: 1_000, warmup: true });
bench
  .add("float, half-up (ceiling)", batched(floatCents))
  .add("@lendkit/core annuityPayment", batched((loan) => annuityPayment(loan.principal, loan.rate, loan.periodsPerYear, loan.numberOfPayments).e))
  .add(
    "@lendkit/core annuityPaymentExact (rational)",
    batched((loan) => annuityPaymentExact(loan.principal, loan.rate, loan.periodsPerYear, loan.numberOfPayments).e),
  )
  .add("financial 0.2.4 pmt", batched(financialCents))
  .add("loanjs 1.1.2 (builds its table)", batched((loan) => (loan.rate > 0 ? loanjsCents(loan) : 0)));

const today = new CalendarDate(2026, 11, 23);
const context = {
  today,
  tenant: "LENDER09",
  features: { RestOfCanada: false, useBankHolidays: false },
  feeConstants: { weeklyFee: new Decimal(8), isWeeklyFeePercentage: false, interestRate: new Decimal("19.99") },
};
const holidayContext = { ...context, features: { RestOfCanada: false, useBankHolidays: true }, province: "QC" };
const amounts = Array.from({ length: 21 }, (_, i) => new Decimal(250 + 250 * i));
let model = emptyCalculatorModel();
const drag = (withContext) => {
  model = computeLoan({ ...model, loanAmount: amounts[(cursor = (cursor + 1) % 21)], loanFrequency: PERIODS[cursor & 3] }, withContext);
  sink += model.numberOfPayments;
};
const sliderBench = new Bench({ time: 1_000, warmup: true });
sliderBench
  .add("computeLoan (slider drag, 250–5,250 $, every frequency)", () => drag(context))
  .add("computeLoan with the QC bank-holiday calendar", () => drag(holidayContext));

await bench.run();
await sliderBench.run();
const rows = bench.tasks.map((task) => ({ name: task.name, perSecond: task.result.throughput.mean * BATCH }));
const ceiling = rows[0].perSecond;
console.log("\nAnnuity payments per second (mean), ratio to the float ceiling of this run:");
for (const row of rows)
  console.log(
    `  ${row.name.padEnd(46)} ${Math.round(row.perSecond).toLocaleString("en-US").padStart(12)}/s  ${(ceiling / row.perSecond).toFixed(1).padStart(7)}× slower`,
  );
console.log("\nCalculator recomputes per second (mean), target ≥ 20,000:");
for (const task of sliderBench.tasks)
  console.log(`  ${task.name.padEnd(56)} ${Math.round(task.result.throughput.mean).toLocaleString("en-US").padStart(10)}/s`);

// ---- 2. cent mismatches on seeded random loans and on generated ties

/**
 * Loans whose exact payment is x.xx5 at a non-zero rate: for each rate of
 * 0.01–40.00 % (every frequency, 1–4 payments) that admits a tie, the first
 * odd multiples j of its smallest tie principal (see tieLoan), principal under
 * 10,000,000 $.
 */
const tieLoans = [];
for (let hundredths = 1; hundredths <= 4000; hundredths++)
  for (const periodsPerYear of PERIODS)
    for (let numberOfPayments = 1; numberOfPayments <= 4; numberOfPayments++)
      for (let j = 1; j <= 5; j += 2) {
        const rateText = (hundredths / 100).toFixed(2);
        const tie = tieLoan(rateText, periodsPerYear, numberOfPayments, j);
        if (!tie || tie.principalCents > 1_000_000_000n) break;
        const principalCents = Number(tie.principalCents);
        tieLoans.push({
          principal: principalCents / 100,
          principalText: (principalCents / 100).toFixed(2),
          rate: hundredths / 100,
          rateText,
          periodsPerYear,
          numberOfPayments,
        });
      }

const countMismatches = (loansToCheck) => {
  const mismatches = { float: 0, financial: 0, loanjs: 0, lendkit: 0, lendkitExact: 0, loanjsThrew: 0 };
  for (const loan of loansToCheck) {
    const exact = exactCents(loan);
    if (floatCents(loan) !== exact) mismatches.float++;
    if (financialCents(loan) !== exact) mismatches.financial++;
    const loanjs = loanjsCents(loan);
    if (loanjs === null) mismatches.loanjsThrew++;
    if (loanjs !== exact) mismatches.loanjs++;
    if (lendkitCents(loan) !== exact) mismatches.lendkit++;
    if (exactCentsOf(annuityPaymentExact(loan.principalText, loan.rateText, loan.periodsPerYear, loan.numberOfPayments)) !== exact)
      mismatches.lendkitExact++;
  }
  return mismatches;
};
const report = (title, mismatches) => {
  console.log(title);
  console.log(`  float, half-up                    ${mismatches.float}`);
  console.log(`  financial pmt                     ${mismatches.financial}`);
  console.log(`  loanjs                            ${mismatches.loanjs} (of which ${mismatches.loanjsThrew} threw at 0 %)`);
  console.log(`  @lendkit/core annuityPayment      ${mismatches.lendkit}`);
  console.log(`  @lendkit/core annuityPaymentExact ${mismatches.lendkitExact}`);
};

const seeded = lcg(20261122);
let started = performance.now();
const randomMismatches = countMismatches(Array.from({ length: CASES }, () => randomLoan(seeded)));
report(
  `\nCent mismatches against the exact rational oracle over ${CASES.toLocaleString("en-US")} seeded loans (${((performance.now() - started) / 1000).toFixed(1)} s):`,
  randomMismatches,
);
started = performance.now();
const tieMismatches = countMismatches(tieLoans);
report(
  `\nCent mismatches over ${tieLoans.length.toLocaleString("en-US")} generated half-cent ties at non-zero rates (${((performance.now() - started) / 1000).toFixed(1)} s):`,
  tieMismatches,
);

const ours = rows[1].perSecond;
const slider = sliderBench.tasks[0].result.throughput.mean;
const failures = [];
for (const [name, mismatches] of [["random loans", randomMismatches], ["generated ties", tieMismatches]]) {
  if (mismatches.lendkit !== 0) failures.push(`annuityPayment misses the exact payment on ${mismatches.lendkit} ${name}`);
  if (mismatches.lendkitExact !== 0) failures.push(`annuityPaymentExact misses the exact payment on ${mismatches.lendkitExact} ${name}`);
}
if (ours / ceiling < 0.5) failures.push(`annuityPayment runs at ${(ours / ceiling).toFixed(2)}× float (target ≥ 0.5×)`);
if (slider < 20_000) failures.push(`computeLoan runs ${Math.round(slider)}/s (target ≥ 20,000/s)`);
if (sink === 42) console.log("");
console.log(`\nannuityPayment at ${(ours / ceiling).toFixed(2)}× the speed of float in this run.`);
if (failures.length > 0) {
  console.log(`\nTargets missed:\n  ${failures.join("\n  ")}`);
  process.exitCode = 1;
} else console.log("\nTargets met: zero mismatches (random loans and ties), ≥ 0.5× float, computeLoan ≥ 20,000/s.");
