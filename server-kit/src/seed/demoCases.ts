import { ContractStatus, decodeCustomerPublic, describeDecodeErrors, encodeCustomerPublic, Frequency, provinceOptions } from "@lendkit/core";
import { isoTime } from "../infra/clock.js";
import { identityKeyOf } from "../data/customers.js";
import type { StoredContract } from "../contracts/index.js";
import { cashLoanBody, demoCashLoanRate, financeBody, leaseBody, trainingBody } from "./demoBodies.js";
import { seedChecklist, seedNotes } from "./demoChecklists.js";
import { demoDay, demoInstant, type DemoTenant } from "./demoContext.js";
import { demoPerson, demoProvince, type DemoCase, type DemoPerson } from "./demoPeople.js";
import { seedDeferrals, settleBeforeRenewal, settleInFull, settleLateSince, settleSchedule, settleWithBounce } from "./demoServicing.js";
import { demoNsfFeeCents } from "./demoLenders.js";
import { createDemoContract, moveDemoContract, toActive } from "./demoWorkflow.js";

/**
 * One function per demo customer: the customer, their contracts along the
 * workflow, what happened to their schedule, their checklists and notes.
 * Day numbers are offsets from the lender's today.
 */

const quebec = provinceOptions.find((option) => option.value === demoProvince)!;

/** The customer's profile (B §3.9) as core's Schema writes it: address and consents. */
const profileOf = (person: DemoPerson): string => {
  const decoded = decodeCustomerPublic(
    {
      address: `${person.address.civicNumber}, ${person.address.street}${person.address.apartment ? `, app. ${person.address.apartment}` : ""}`,
      city: person.address.city,
      province: quebec.iso,
      provinceId: demoProvince,
      country: "Canada",
      postalCode: person.address.postalCode,
      isTermsNotice: true,
      termsCellNotice: true,
      termsEmailNotice: true,
    },
    { unknownKeys: "refuse" },
  );
  if (!decoded.ok) throw new Error(`demo customer profile does not decode: ${describeDecodeErrors(decoded.errors)}`);
  return JSON.stringify(encodeCustomerPublic(decoded.value));
};

/**
 * The customer row (the customers area reads customers but has no store
 * function that creates one: the public flows insert them the same way).
 */
const insertCustomer = async (tenant: DemoTenant, person: DemoPerson, day: number): Promise<number> => {
  const at = isoTime(demoInstant(tenant, day));
  const [row] = (await tenant.db("customers")
    .insert({
      tenant_id: tenant.tenantId,
      first_name: person.firstName,
      last_name: person.lastName,
      birth_date: person.birthDate,
      email: person.email,
      cell_phone: person.cellPhone,
      language: person.language === "en" ? 1 : 0,
      profile_json: profileOf(person),
      identity_key: identityKeyOf(person.email, person.birthDate),
      created_at: at,
      updated_at: at,
    })
    .returning("id")) as Array<{ id: number | string }>;
  return Number(row?.id);
};

/** A weekly cash loan created by the CRM on day `from`, funded two days later, first withdrawal a week after. */
const activeCashLoan = (
  tenant: DemoTenant,
  person: DemoPerson,
  customerId: number,
  from: number,
  amount: number,
  extra: { originalContractId?: number; previousBalanceCents?: number } = {},
) =>
  createDemoContract(tenant, {
    body: cashLoanBody(
      person,
      { amount, frequency: Frequency.Weekly, term: 4, rate: demoCashLoanRate, firstPayment: demoDay(tenant, from + 9) },
      { renewal: extra.originalContractId !== undefined, ...(extra.previousBalanceCents ? { previousBalanceCents: extra.previousBalanceCents } : {}) },
    ),
    customerId,
    originalContractId: extra.originalContractId ?? null,
    creator: "leadcrm",
    signer: "agent",
    createdOn: from,
    moves: toActive(from),
  });

/** Julie: a loan paid on time since six weeks, renewable; completed checklist; a public note she read, a private one. */
const renewable = async (tenant: DemoTenant, person: DemoPerson) => {
  const customerId = await insertCustomer(tenant, person, -52);
  const loan = await activeCashLoan(tenant, person, customerId, -50, 750);
  await settleSchedule(tenant, loan.id, { nsfWindow: true });
  await seedChecklist(tenant, loan, "completed", -49, "agent");
  await seedNotes(tenant, loan, [
    { author: "agent", text: "Bienvenue! Vos paiements sont prélevés chaque semaine. Écrivez-nous ici pour toute question.", isPublic: true, day: -48, readByCustomer: true },
    { author: "admin", text: "Dossier exemplaire : admissible au renouvellement dès qu'elle le demande.", isPublic: false, day: -6 },
  ]);
};

/** Marc-André: three withdrawals bounced and still owed; the waived item; the collector's notes. */
const overdue = async (tenant: DemoTenant, person: DemoPerson) => {
  const customerId = await insertCustomer(tenant, person, -66);
  const loan = await activeCashLoan(tenant, person, customerId, -64, 500);
  await settleSchedule(tenant, loan.id, { missed: 3 });
  await seedChecklist(tenant, loan, "waived", -63, "agent");
  await seedNotes(tenant, loan, [
    { author: "collector", text: "Trois prélèvements refusés (NSF). Message laissé sur la boîte vocale.", isPublic: false, day: -3 },
    { author: "collector", text: "Des paiements sont en retard. Appelez-nous pour convenir d'une entente.", isPublic: true, day: -2 },
  ]);
};

/** Chloé: a loan renewed 26 days ago (closed, balance zero on renew) and the renewal, active and renewable in turn. */
const renewed = async (tenant: DemoTenant, person: DemoPerson) => {
  const customerId = await insertCustomer(tenant, person, -112);
  const original = await activeCashLoan(tenant, person, customerId, -110, 600);
  await seedChecklist(tenant, original, "completed", -109, "agent");
  // Withdrawals went through until the renewal was funded; funding it (day -26) closed the loan after renewal.
  const carried = await settleBeforeRenewal(tenant, original.id, -26);
  const renewal = await activeCashLoan(tenant, person, customerId, -28, 1_000, { originalContractId: original.id, previousBalanceCents: carried });
  await settleSchedule(tenant, renewal.id);
  await seedChecklist(tenant, renewal, "completed", -27, "agent");
  await seedNotes(tenant, renewal, [
    { author: "agent", text: "Renewal funded: the balance of your previous loan was paid off by this one.", isPublic: true, day: -26, readByCustomer: true },
  ]);
};

/** Émile: the 750 $ training programme, bi-weekly, three payments made; N/A references. */
const training = async (tenant: DemoTenant, person: DemoPerson) => {
  const customerId = await insertCustomer(tenant, person, -34);
  const contract = await createDemoContract(tenant, {
    body: trainingBody(person, demoDay(tenant, -30)),
    customerId,
    creator: "leadcrm",
    signer: "agent",
    createdOn: -34,
    moves: toActive(-34),
  });
  await settleSchedule(tenant, contract.id);
  await seedChecklist(tenant, contract, "notApplicable", -33, "agent");
};

/** Geneviève and Mathieu: the lease, approved and signed yesterday, waiting for the lender to fund it. */
const lease = async (tenant: DemoTenant, person: DemoPerson) => {
  const customerId = await insertCustomer(tenant, person, -6);
  const contract = await createDemoContract(tenant, {
    body: leaseBody(person, tenant.today, demoDay(tenant, 18)),
    customerId,
    creator: "merchant",
    signer: "merchant",
    createdOn: -5,
    moves: [
      [ContractStatus.Submitted, -5],
      [ContractStatus.InAnalysis, -4],
      [ContractStatus.Approved, -2],
      [ContractStatus.SignedAwaitingFunding, -1],
    ],
  });
  await seedChecklist(tenant, contract, "partial", -1, "merchant");
  await seedNotes(tenant, contract, [
    { author: "merchant", text: "Preuve d'assurance à venir : le courtier l'envoie lundi.", isPublic: false, day: -1 },
    { author: "admin", text: "Approuvé avec le colocataire; financement dès réception de l'assurance.", isPublic: false, day: -1 },
  ]);
};

/** Noémie: a loan with an approved deferral and a pending request. */
const deferrals = async (tenant: DemoTenant, person: DemoPerson) => {
  const customerId = await insertCustomer(tenant, person, -30);
  const loan = await activeCashLoan(tenant, person, customerId, -28, 600);
  await settleSchedule(tenant, loan.id);
  await seedChecklist(tenant, loan, "completed", -27, "agent");
  await seedDeferrals(tenant, loan.id, person.language);
  await seedNotes(tenant, loan, [
    { author: "admincollector", text: "Deferral approved; the fee is withdrawn on the original date.", isPublic: true, day: -2 },
    { author: "admincollector", text: "Second deferral request in two weeks: check her income before approving.", isPublic: false, day: 0 },
  ]);
};

/** Olivier: a financing file the dealer submitted this morning; nobody has opened its checklist's items yet. */
const dealerFile = async (tenant: DemoTenant, person: DemoPerson) => {
  const customerId = await insertCustomer(tenant, person, 0);
  const contract: StoredContract = await createDemoContract(tenant, {
    body: financeBody(person, demoDay(tenant, 35)),
    customerId,
    creator: "merchant",
    signer: "merchant",
    createdOn: 0,
    moves: [[ContractStatus.Submitted, 0]],
  });
  await seedChecklist(tenant, contract, "untouched", 0, "merchant");
};

/**
 * Sophie: a loan paid out in full (its last debit 80-odd days ago, moved to
 * PAID OUT the day after), and an active one whose debit of three weeks
 * ago bounced with the lender's NSF fee and was paid again by e-Transfer.
 */
const bounced = async (tenant: DemoTenant, person: DemoPerson) => {
  const customerId = await insertCustomer(tenant, person, -212);
  const first = await activeCashLoan(tenant, person, customerId, -210, 500);
  await settleInFull(tenant, first.id);
  const [lastDue] = (await tenant.db("payments").where({ tenant_id: tenant.tenantId, contract_id: first.id }).max({ due: "due_date" })) as Array<{ due: string }>;
  const paidOutDay = Math.round((Date.parse(lastDue!.due) - Date.parse(tenant.today.toString())) / 86_400_000) + 1;
  await moveDemoContract(tenant, first, ContractStatus.PaidOut, "admin", paidOutDay, 1);
  await seedChecklist(tenant, first, "completed", -209, "agent");
  const loan = await activeCashLoan(tenant, person, customerId, -60, 750);
  await settleWithBounce(tenant, loan.id, demoNsfFeeCents, 3);
  await seedChecklist(tenant, loan, "completed", -59, "agent");
  await seedNotes(tenant, loan, [
    { author: "collector", text: "Prélèvement refusé (NSF). Cliente jointe : elle envoie un virement Interac pour le versement et les frais.", isPublic: false, day: -17 },
  ]);
};

/** Luc: every debit of the last 45 days missed (31-60 days past due); the collector's note. */
const longOverdue = async (tenant: DemoTenant, person: DemoPerson) => {
  const customerId = await insertCustomer(tenant, person, -98);
  // Weekly debits from day -87: one falls exactly 45 days ago, the oldest one missed.
  const loan = await activeCashLoan(tenant, person, customerId, -96, 600);
  await settleLateSince(tenant, loan.id, 45);
  await seedChecklist(tenant, loan, "completed", -95, "agent");
  await seedNotes(tenant, loan, [{ author: "collector", text: "No answer for six weeks; letter sent to the address on file.", isPublic: false, day: -4 }]);
};

const cases: Record<DemoCase, (tenant: DemoTenant, person: DemoPerson) => Promise<void>> = {
  renewable,
  overdue,
  renewed,
  training,
  lease,
  deferrals,
  dealerFile,
  bounced,
  longOverdue,
};

/** Seeds every demo customer of the tenant, in the order of `demoPeople`. */
export const seedDemoCustomers = async (tenant: DemoTenant, order: readonly DemoCase[]): Promise<void> => {
  for (const which of order) await cases[which](tenant, demoPerson(which));
};
