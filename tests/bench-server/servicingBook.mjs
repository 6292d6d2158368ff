// A servicing book for the benchmarks, written with a handful of bulk
// statements (a few seconds for 2,000 contracts, minutes for 100,000 on
// PostgreSQL) in SQL both engines read: N active contracts, one customer
// each, 60 biweekly lines of 30.12 $ (the first due about two years before
// today, each contract's schedule shifted by its id modulo 14 so its lines
// fall on every day of the fortnight), a payment on the due day of every
// line due by today, except that one contract in five has not paid the
// lines of its last two weeks, and one payment in 50 came back NSF (a
// return and a 45 $ fee the same day). Ids are the rows' insertion order,
// as the store records them: payments by day, then the returns, then the fees.

const LINES = 60;
const PHASES = 14;
/** The first line of phase 0 is due this many days before today: about two years of history. */
const HISTORY_DAYS = 740;

const isoDay = (date) => date.toISOString().slice(0, 10);
const daysBefore = (day, days) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return isoDay(date);
};
const daysAfter = (day, days) => daysBefore(day, -days);

/** The 14 × 60 due dates, computed here so the SQL needs no date arithmetic of either engine. */
const dueDates = (today) => {
  const start = daysBefore(today, HISTORY_DAYS);
  const rows = [];
  for (let phase = 0; phase < PHASES; phase++)
    for (let seq = 1; seq <= LINES; seq++) rows.push({ phase, seq, due_date: daysAfter(start, phase + 14 * (seq - 1)) });
  return { start, rows };
};

/**
 * Writes the book in the tenant (`today` is the tenant's day, yyyy-mm-dd)
 * and returns the contracts' first and last ids. `log` is told each step.
 */
export const seedServicingBook = async (db, tenantId, { contracts, today, log = () => {} }) => {
  const { start, rows } = dueDates(today);
  const funded = daysBefore(start, 14);
  const created = `${funded}T12:00:00.000Z`;
  const timed = async (label, work) => {
    const began = performance.now();
    await work();
    log(`${label}: ${((performance.now() - began) / 1000).toFixed(1)} s`);
  };
  await db.schema.dropTableIfExists("bench_due_dates");
  await db.schema.createTable("bench_due_dates", (table) => {
    table.integer("phase");
    table.integer("seq");
    table.string("due_date", 10);
  });
  await db.batchInsert("bench_due_dates", rows, 500);
  await timed(`${contracts.toLocaleString("en")} customers`, () =>
    db.raw(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
       insert into customers (tenant_id, first_name, last_name, birth_date, email, cell_phone, created_at, updated_at)
       select ?, 'Servicing', 'Client ' || i, '1985-04-12', 'servicing' || i || '@example.com', '5145550123', ?, ? from n`,
      [contracts, tenantId, created, created],
    ),
  );
  await timed("contracts", () =>
    db.raw(
      `insert into contracts (tenant_id, customer_id, contract_number, status_id, record_level, product, lessee_name, amount_cents, frequency, number_of_payments, first_payment_date, annual_rate, funded_on, created_at, updated_at)
       select tenant_id, id, 'SRV-' || id, 1, 4, 'microCredit', last_name || ', ' || first_name, ?, 1, ?, ?, '27.15', ?, created_at, created_at
       from customers where tenant_id = ? and first_name = 'Servicing' order by id`,
      [2_500 * LINES, LINES, start, funded, tenantId],
    ),
  );
  const [range] = await db("contracts").where({ tenant_id: tenantId }).andWhere("contract_number", "like", "SRV-%").select(db.raw("min(id) as first, max(id) as last"));
  const first = Number(range.first);
  const last = Number(range.last);
  const ours = `c.tenant_id = ? and c.id between ? and ?`;
  await timed(`${(contracts * LINES).toLocaleString("en")} schedule lines`, () =>
    db.raw(
      `insert into payments (tenant_id, contract_id, seq, due_date, original_due_date, amount_cents, principal_cents, interest_cents, balance_after_cents)
       select c.tenant_id, c.id, d.seq, d.due_date, d.due_date, 3012, 2500, 512, ? - 2500 * d.seq
       from contracts c join bench_due_dates d on d.phase = c.id % ${PHASES} where ${ours} order by c.id, d.seq`,
      [2_500 * LINES, tenantId, first, last],
    ),
  );
  await timed("payments received", () =>
    db.raw(
      `insert into ledger_events (tenant_id, contract_id, kind, amount_cents, value_date, method, created_at)
       select c.tenant_id, c.id, 'paymentReceived', 3012, d.due_date, 'pad', d.due_date || 'T16:00:00.000Z'
       from contracts c join bench_due_dates d on d.phase = c.id % ${PHASES}
       where ${ours} and d.due_date <= ? and not (c.id % 5 = 0 and d.due_date > ?)
       order by d.due_date, c.id`,
      [tenantId, first, last, today, daysBefore(today, 14)],
    ),
  );
  await timed("returns and NSF fees", async () => {
    const returned = `from ledger_events e where e.tenant_id = ? and e.contract_id between ? and ? and e.kind = 'paymentReceived' and e.id % 50 = 0`;
    await db.raw(
      `insert into ledger_events (tenant_id, contract_id, kind, value_date, payment_id, reason, created_at)
       select e.tenant_id, e.contract_id, 'paymentReturned', e.value_date, e.id, 'nsf', e.created_at ${returned} order by e.id`,
      [tenantId, first, last],
    );
    await db.raw(
      `insert into ledger_events (tenant_id, contract_id, kind, fee_kind, amount_cents, value_date, assessed_on, created_at)
       select e.tenant_id, e.contract_id, 'feeAssessed', 'nsf', 4500, e.value_date, e.value_date, e.created_at ${returned} order by e.id`,
      [tenantId, first, last],
    );
  });
  await db.schema.dropTable("bench_due_dates");
  return { first, last };
};
