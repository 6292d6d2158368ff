import {
  checkDeferralRequest,
  deferralFeeLine,
  deferralMessage,
  latestDeferralDate,
  type Lang,
  type LedgerEvent,
  type ServicedPaymentLine,
} from "@lendkit/core";
import { writeAudit } from "../data/audit.js";
import { isoTime } from "../infra/clock.js";
import { ediDatesOf } from "../customers/contractFacts.js";
import { defaultServicingSettings } from "../customers/settings.js";
import { findContract, frequencyOf, paymentsOf, servicedContract, type ContractRecord } from "../data/customerContracts.js";
import { insertLedgerEvent, insertLedgerEvents } from "../data/ledgerEvents.js";
import { insertPaymentLines, paymentLineRow } from "./builders.js";
import { demoClock, demoInstant, type CalendarDate, type DemoTenant } from "./demoContext.js";

/**
 * What happened to the demo schedules after activation: withdrawals that
 * went through (a payment on the contract's ledger), withdrawals that did
 * not, a balance settled by a renewal, and deferral requests. They are
 * written here, in the tables' own shape, as a bank's history would arrive
 * (its dates in the past), with the checks core applies to the real thing.
 */

/** How a pre-authorised debit is recorded on a receipt. */
const debitMethod = "pad";

const contractRecord = async (tenant: DemoTenant, id: number): Promise<ContractRecord> => {
  const contract = await findContract(tenant.db, tenant.tenantId, id);
  if (!contract) throw new Error(`demo contract ${id} vanished`);
  return contract;
};

/** The time of day (UTC) a debit goes through on its due day: 11:30 or 12:30 in Quebec, the same calendar day there. */
const debitTimeUtc = "T16:30:00.000Z";

/** The debits that went through on the contract's ledger: a payment of each line's amount on its due day. */
const recordDebits = (tenant: DemoTenant, contractId: number, lines: ReadonlyArray<{ dueDate: CalendarDate; amountCents: number }>) =>
  insertLedgerEvents(
    tenant.db,
    lines.map((line) => ({
      tenantId: tenant.tenantId,
      contractId,
      event: { kind: "paymentReceived", id: "", recordedSeq: 0, amountCents: line.amountCents, valueDate: line.dueDate, method: debitMethod },
      createdAt: `${line.dueDate.toString()}${debitTimeUtc}`,
      createdBy: null,
    })),
  );

/**
 * Debits that went through on their due day: payments on the contract's
 * ledger (what every screen reads), and, as the tables had them before the
 * ledger, the lines marked paid (one UPDATE) with a receipt each (one INSERT).
 */
const payOnDueDays = async (tenant: DemoTenant, contractId: number, lines: ReadonlyArray<{ id: number; dueDate: CalendarDate; amountCents: number }>) => {
  if (lines.length === 0) return;
  await recordDebits(tenant, contractId, lines);
  await tenant.db("payments")
    .where({ tenant_id: tenant.tenantId, contract_id: contractId })
    .whereIn("id", lines.map((line) => line.id))
    .update({ paid_at: tenant.db.raw("?? || ?", ["due_date", debitTimeUtc]) });
  await tenant.db("receipts").insert(
    lines.map((line) => ({
      tenant_id: tenant.tenantId,
      contract_id: contractId,
      payment_id: line.id,
      paid_on: line.dueDate.toString(),
      amount_cents: line.amountCents,
      method: debitMethod,
      created_at: `${line.dueDate.toString()}${debitTimeUtc}`,
    })),
  );
};

/**
 * The withdrawals of an active contract up to yesterday: each went through
 * on its due day except the last `missed` ones (bounced, still owed, so
 * late). The last one paid can still be returned NSF while it is within
 * the ledger's window; with `nsfWindow` the old column says so too.
 */
export const settleSchedule = async (
  tenant: DemoTenant,
  contractId: number,
  options: { readonly missed?: number; readonly nsfWindow?: boolean } = {},
): Promise<void> => {
  const due = (await paymentsOf(tenant.db, tenant.tenantId, contractId)).filter((line) => line.dueDate.compare(tenant.today) < 0);
  const paid = due.slice(0, Math.max(0, due.length - (options.missed ?? 0)));
  await payOnDueDays(tenant, contractId, paid);
  const last = paid.at(-1);
  if (options.nsfWindow && last) await tenant.db("payments").where({ tenant_id: tenant.tenantId, id: last.id }).update({ can_return_nsf: true });
};

/** The contract's lines due before today, oldest first. */
const linesDueBeforeToday = async (tenant: DemoTenant, contractId: number) =>
  (await paymentsOf(tenant.db, tenant.tenantId, contractId)).filter((line) => line.dueDate.compare(tenant.today) < 0);

/**
 * The withdrawals of an active contract up to yesterday, all missed from
 * `daysLate` days ago on (the oldest missed line is then that many days
 * past due); the ones before went through on their due days.
 */
export const settleLateSince = async (tenant: DemoTenant, contractId: number, daysLate: number): Promise<void> => {
  const since = tenant.today.subtract({ days: daysLate });
  await payOnDueDays(tenant, contractId, (await linesDueBeforeToday(tenant, contractId)).filter((line) => line.dueDate.compare(since) < 0));
};

/** One ledger event of the demo's history, recorded on its day. */
const recordOn = (tenant: DemoTenant, contractId: number, event: LedgerEvent, day: CalendarDate) =>
  insertLedgerEvent(tenant.db, { tenantId: tenant.tenantId, contractId, event, createdAt: `${day.toString()}${debitTimeUtc}`, createdBy: null });

/**
 * A debit that bounced and was made good (the living book): every
 * withdrawal went through on its due day, but the one `back` lines before
 * the last due came back NSF two days later, with the lender's NSF fee due
 * that day, and the customer paid the line and the fee by Interac
 * e-Transfer two days after the return, before the next debit. Nothing is
 * late after it.
 */
export const settleWithBounce = async (tenant: DemoTenant, contractId: number, nsfFeeCents: number, back = 3): Promise<void> => {
  const due = await linesDueBeforeToday(tenant, contractId);
  const bounced = due.at(-back);
  if (!bounced) throw new Error(`demo contract ${contractId} has fewer than ${back} lines due`);
  await payOnDueDays(tenant, contractId, due.filter((line) => line.id !== bounced.id));
  const debit = { kind: "paymentReceived", id: "", recordedSeq: 0, amountCents: bounced.amountCents, valueDate: bounced.dueDate, method: debitMethod } as const;
  const paymentId = await recordOn(tenant, contractId, debit, bounced.dueDate);
  const returnedOn = bounced.dueDate.add({ days: 2 });
  await recordOn(tenant, contractId, { kind: "paymentReturned", id: "", recordedSeq: 0, paymentId: String(paymentId), returnedOn, reason: "nsf" }, returnedOn);
  await recordOn(tenant, contractId, { kind: "feeAssessed", id: "", recordedSeq: 0, feeKind: "nsf", amountCents: nsfFeeCents, dueDate: returnedOn, assessedOn: returnedOn }, returnedOn);
  const paidOn = returnedOn.add({ days: 2 });
  await recordOn(tenant, contractId, { kind: "paymentReceived", id: "", recordedSeq: 0, amountCents: bounced.amountCents + nsfFeeCents, valueDate: paidOn, method: "etransfer" }, paidOn);
};

/** Every withdrawal of a contract whose schedule has ended went through on its due day. */
export const settleInFull = async (tenant: DemoTenant, contractId: number): Promise<void> => {
  const lines = await paymentsOf(tenant.db, tenant.tenantId, contractId);
  if (lines.some((line) => line.dueDate.compare(tenant.today) >= 0)) throw new Error(`demo contract ${contractId} still has lines to come`);
  await payOnDueDays(tenant, contractId, lines);
};

/**
 * The withdrawals of a cash loan until the day a renewal takes it over
 * (C §3.4): each went through on its due day. Returns the capital still
 * owed on that day, the balance the renewal carries; funding the renewal
 * (the server's activation) then closes the loan after renewal, settling
 * the rest with that payoff.
 */
export const settleBeforeRenewal = async (tenant: DemoTenant, originalId: number, renewalDay: number): Promise<number> => {
  const renewedOn = tenant.today.add({ days: renewalDay });
  const lines = await paymentsOf(tenant.db, tenant.tenantId, originalId);
  await payOnDueDays(tenant, originalId, lines.filter((line) => line.dueDate.compare(renewedOn) < 0));
  return lines.filter((line) => line.dueDate.compare(renewedOn) >= 0).reduce((sum, line) => sum + line.principalCents, 0);
};

interface DeferralChoice {
  readonly payment: ServicedPaymentLine;
  readonly to: CalendarDate;
}

/**
 * The first payment from `skip` on whose deferral core accepts today, to
 * the date `target` gives (tried, then the days before it): the demo only
 * stores requests the server itself would have taken.
 */
const chooseDeferral = async (
  tenant: DemoTenant,
  contract: ContractRecord,
  skip: number,
  target: (line: ServicedPaymentLine, latest: CalendarDate) => CalendarDate,
): Promise<DeferralChoice> => {
  const { lines } = await servicedContract(tenant.db, tenant.tenantId, contract, tenant.today);
  const ediExceptionDays = ediDatesOf(contract, lines, tenant.today);
  const frequency = frequencyOf(contract);
  const latest = latestDeferralDate(lines, frequency, ediExceptionDays);
  if (latest === null) throw new Error(`demo contract ${contract.id} has no scheduled payment`);
  const facts = { lines, contractActive: true, frequency, ediExceptionDays, dueDateSeen: null, today: tenant.today, now: tenant.now };
  let eligible = 0;
  for (const [index, payment] of lines.entries()) {
    const wanted = target(payment, latest);
    for (let back = 0; back < 7; back++) {
      const to = wanted.subtract({ days: back });
      if (!checkDeferralRequest({ ...facts, index, requestedDate: to }).ok) continue;
      if (eligible++ >= skip) return { payment, to };
      break;
    }
  }
  throw new Error(`no deferral core would accept on demo contract ${contract.id}`);
};

/** A deferral request as the customer sent it from the payments profile. */
const requestRow = (tenant: DemoTenant, contract: ContractRecord, choice: DeferralChoice, lang: Lang, at: string) => ({
  tenant_id: tenant.tenantId,
  customer_id: contract.customerId,
  contract_id: contract.id,
  payment_id: choice.payment.id,
  from_date: choice.payment.dueDate.toString(),
  to_date: choice.to.toString(),
  message: deferralMessage(lang, choice.payment.dueDate, choice.to),
  lang,
  fee_cents: defaultServicingSettings.deferralFeeCents,
  requested_by_customer_id: contract.customerId,
  created_at: at,
});

const insertRequest = async (tenant: DemoTenant, row: Record<string, unknown>, day: number, minutes: number): Promise<number> => {
  const [inserted] = (await tenant.db("deferral_requests").insert(row).returning("id")) as Array<{ id: number | string }>;
  const id = Number(inserted?.id);
  await writeAudit(tenant.db, demoClock(tenant, day, minutes), {
    action: "deferral.requested",
    tenantId: tenant.tenantId,
    actorCustomerId: Number(row.customer_id),
    entity: "deferralRequest",
    entityId: id,
    after: { contractId: row.contract_id, paymentId: row.payment_id, fromDate: row.from_date, toDate: row.to_date, feeCents: row.fee_cents, lang: row.lang },
  });
  return id;
};

/**
 * A deferral the customer asked for three days ago and a collections
 * administrator approved two days ago: the payment moved to the end of the
 * schedule (its original date kept) and the fee added as a line due on the
 * date it left, as the approval route does.
 */
const approvedDeferral = async (tenant: DemoTenant, contract: ContractRecord, lang: Lang) => {
  const choice = await chooseDeferral(tenant, contract, 2, (_line, latest) => latest);
  const requestId = await insertRequest(
    tenant,
    { ...requestRow(tenant, contract, choice, lang, isoTime(demoInstant(tenant, -3, 10))), status: "approved", pending_payment_id: null },
    -3,
    10,
  );
  const decidedAt = isoTime(demoInstant(tenant, -2, 20));
  const approver = tenant.users.admincollector;
  const decisionNote = "Approuvé : premier report sur ce prêt.";
  await tenant.db("deferral_requests")
    .where({ tenant_id: tenant.tenantId, id: requestId })
    .update({ decided_by_user_id: approver.id, decided_at: decidedAt, decision_note: decisionNote });
  await tenant.db("payments")
    .where({ tenant_id: tenant.tenantId, id: choice.payment.id })
    .update({ due_date: choice.to.toString(), version: tenant.db.raw("?? + 1", ["version"]) });
  const fee = deferralFeeLine(await paymentsOf(tenant.db, tenant.tenantId, contract.id), choice.payment.dueDate, defaultServicingSettings.deferralFeeCents);
  const [feeLineId] = await insertPaymentLines(tenant.db, [
    paymentLineRow(tenant.tenantId, contract.id, fee.seq, {
      kind: "deferralFee",
      dueDate: fee.dueDate.toString(),
      amountCents: fee.amountCents,
      feeCents: fee.amountCents,
      isFromOriginalSchedule: false,
    }),
  ]);
  await writeAudit(tenant.db, demoClock(tenant, -2, 20), {
    action: "deferral.approved",
    tenantId: tenant.tenantId,
    actorUserId: approver.id,
    entity: "deferralRequest",
    entityId: requestId,
    before: { status: "pending", paymentId: choice.payment.id, dueDate: choice.payment.dueDate.toString() },
    after: { status: "approved", dueDate: choice.to.toString(), feePaymentId: feeLineId, feeCents: fee.amountCents },
  });
};

/** A request the customer sent this morning, three days later than the next eligible payment: staff approve or refuse it in the demo. */
const pendingDeferral = async (tenant: DemoTenant, contract: ContractRecord, lang: Lang) => {
  const choice = await chooseDeferral(tenant, contract, 0, (line) => line.dueDate.add({ days: 3 }));
  await insertRequest(
    tenant,
    { ...requestRow(tenant, contract, choice, lang, isoTime(demoInstant(tenant, 0, 5))), status: "pending", pending_payment_id: choice.payment.id },
    0,
    5,
  );
};

/** Both deferral requests of the deferrals customer's loan: one approved, one pending. */
export const seedDeferrals = async (tenant: DemoTenant, contractId: number, lang: Lang): Promise<void> => {
  await approvedDeferral(tenant, await contractRecord(tenant, contractId), lang);
  await pendingDeferral(tenant, await contractRecord(tenant, contractId), lang);
};
