import {
  ContractStatus,
  contractLesseeName,
  contractNumberOfPayments,
  contractProductOf,
  contractStatusOptions,
  contractVehicleLabel,
  formatContractNumber,
  type ContractColumns,
  type ContractStatusCode,
  type FrequencyCode,
} from "@lendkit/core";
import type { Knex } from "knex";
import { findTenantById } from "../data/tenants.js";
import { isoTime, systemClock, type Clock } from "../infra/clock.js";
import { allocateContractNumbers, columnsOf, recordLevelOf } from "../data/contracts.js";

/**
 * Many plausible contracts written in batches, for the demo data and the
 * table benchmark: Quebec names (accents included), common vehicles, every
 * status and product, amounts with cents. Deterministic for a given seed.
 * Rows go straight into `contracts` (no audit rows, no schedules: an
 * ACTIVE seeded contract has no payments until activated through the API).
 */

const firstNames = ["Julie", "Émile", "Éloïse", "Marc-André", "Chloé", "François", "Zoé", "Mathieu", "Geneviève", "Noémie", "Raphaël", "Béatrice", "Olivier", "Anaïs", "Jérôme", "Léa"];
const lastNames = ["Tremblay", "Gagnon", "Côté", "Bouchard", "Gauthier", "Morin", "Lavoie", "Fortin", "Gagné", "Ouellet", "Pelletier", "Bélanger", "Lévesque", "Bergeron", "Leblanc", "Paquette"];
const vehicles: ReadonlyArray<readonly [string, string, string]> = [
  ["Toyota", "Corolla", "LE"],
  ["Honda", "Civic", "EX"],
  ["Ford", "F-150", "XLT"],
  ["Hyundai", "Elantra", "Preferred"],
  ["Kia", "Sorento", "LX"],
  ["Mazda", "CX-5", "GS"],
  ["Chevrolet", "Silverado", "LT"],
  ["Subaru", "Outback", "Touring"],
  ["Nissan", "Rogue", "SV"],
  ["Ram", "1500", "Big Horn"],
];
const statuses: readonly ContractStatusCode[] = contractStatusOptions.map((entry) => entry.value);

/** A small seeded generator (mulberry32): the same seed gives the same contracts. */
const generator = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
};

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

const pad = (value: number) => String(value).padStart(2, "0");

/** One contract as a client would have written it: its stored JSON and its columns, built without the Schema (fast). */
const seededContract = (random: () => number, today: Date, contractNumber: string) => {
  const [make, model, trim] = pick(random, vehicles);
  const microCredit = random() < 0.3;
  const first = new Date(today.getTime() + Math.floor(random() * 60) * 86_400_000);
  const amountCents = microCredit ? 50_000 + Math.floor(random() * 4) * 25_000 : 500_000 + Math.floor(random() * 5_500_000);
  const rateHundredths = microCredit ? 1999 : 399 + Math.floor(random() * 800);
  const lessee = { firstName: pick(random, firstNames), lastName: pick(random, lastNames), companyName: "" };
  const vehicle = microCredit ? { year: null, make: "", model: "", trim: "" } : { year: 2015 + Math.floor(random() * 12), make, model, trim };
  const finance = {
    frequency: (microCredit ? 0 : pick(random, [1, 2])) as FrequencyCode,
    term: microCredit ? 12 : pick(random, [36, 48, 60, 72]),
    interestRate: rateHundredths / 100,
    firstPaymentDate: `${first.getUTCFullYear()}-${pad(first.getUTCMonth() + 1)}-${pad(first.getUTCDate())}`,
  };
  const flags = { isMicroCredit: microCredit, isLoanCash: false, ContractProductId: microCredit ? null : Math.floor(random() * 2), isTraining: random() < 0.05 };
  const json = {
    Amount: amountCents / 100,
    isMicroCredit: flags.isMicroCredit,
    ContractProductId: flags.ContractProductId,
    isTraining: flags.isTraining,
    lessee: { firstName: lessee.firstName, lastName: lessee.lastName, city: "Montréal", province: 1 },
    ...(microCredit ? {} : { vehicle: { year: vehicle.year, make, model, trim } }),
    financeLease: finance,
  };
  const columns: ContractColumns = {
    lesseeName: contractLesseeName(lessee),
    vehicleLabel: contractVehicleLabel(vehicle),
    amountCents,
    frequency: finance.frequency,
    numberOfPayments: contractNumberOfPayments({ ...finance, numberOfPaymentsIsSubstitued: false }),
    firstPaymentDate: finance.firstPaymentDate,
    annualRate: String(finance.interestRate),
    product: contractProductOf(flags),
    isTraining: flags.isTraining,
  };
  return { json, columns: columnsOf(contractNumber, columns) };
};

/** Options of {@link seedManyContracts}. */
export interface SeedManyOptions {
  /** Times of the rows (created over the 3 years before now); the machine's clock by default. */
  readonly clock?: Clock;
  /** Same seed, same contracts. Default 1. */
  readonly seed?: number;
  /** Rows per INSERT. Default 500. */
  readonly batchSize?: number;
}

/**
 * Inserts `n` contracts for a tenant in batches (each batch one transaction)
 * and returns how many were written. Numbers come from the tenant's
 * sequence, taken in one step, so the API's creates never collide with them.
 *
 * @example
 * await seedManyContracts(db, tenantId, 100_000);
 */
export const seedManyContracts = async (db: Knex, tenantId: number, n: number, options: SeedManyOptions = {}): Promise<number> => {
  if (!Number.isSafeInteger(n) || n <= 0) return 0;
  const tenant = await findTenantById(db, tenantId);
  if (!tenant) throw new Error(`unknown tenant ${tenantId}`);
  const random = generator(options.seed ?? 1);
  const now = (options.clock ?? systemClock).now();
  const batchSize = Math.max(1, Math.min(options.batchSize ?? 500, 1000));
  const firstNumber = (await allocateContractNumbers(db, tenantId, n)) - n + 1;
  const threeYears = 3 * 365 * 86_400_000;
  for (let start = 0; start < n; start += batchSize) {
    const rows: Array<Record<string, unknown>> = [];
    for (let index = start; index < Math.min(n, start + batchSize); index++) {
      const number = formatContractNumber(tenant.code, firstNumber + index);
      const { json, columns } = seededContract(random, now, number);
      const statusId = random() < 0.4 ? ContractStatus.Active : pick(random, statuses);
      const created = isoTime(new Date(now.getTime() - Math.floor(random() * threeYears)));
      rows.push({
        tenant_id: tenantId,
        contract_number: number,
        status_id: statusId,
        record_level: recordLevelOf(statusId),
        ...columns,
        body_json: JSON.stringify(json),
        version: 1,
        created_at: created,
        updated_at: created,
      });
    }
    await db.transaction(async (trx) => {
      await trx("contracts").insert(rows);
    });
  }
  return n;
};
