import {
  checkContractEdit,
  ContractStatus,
  contractChangedFields,
  contractFieldProblems,
  contractFigureProblems,
  contractFinanceTermsChanged,
  emptyContract,
  encodeContract,
  formatContractNumber,
  keepApplicantTerms,
  mergeContractUpdate,
  type Contract,
  type ContractScope,
  type DecodeError,
  type RoleId,
} from "@lendkit/core";
import { writeAudit } from "../data/audit.js";
import { allocateContractNumbers, emptyContractJson, findContract, insertDraftContract, updateContractBody, type StoredContract } from "../data/contracts.js";
import { findTenantById } from "../data/tenants.js";
import { isoTime, type Clock } from "../infra/clock.js";
import type { Plumbing } from "../infra/plumbing.js";
import { HttpError, notFound } from "../http/envelope.js";
import { serverMessages } from "../http/messages.js";
import type { CalendarDate } from "../data/customerContracts.js";
import { contractMessages } from "./messages.js";
import { contractAprHundredths } from "./disclosure.js";
import { isUniqueViolation } from "../infra/uniqueViolation.js";
import { actorColumns } from "../infra/audit.js";

type Db = Plumbing["db"];

/** Who acts and from which request, for the audit row (SECURITY 29). */
export interface ContractActor {
  readonly userId: number | null;
  readonly requestId?: string | null;
  readonly ip?: string | null;
}

/**
 * Refuses (400, each field named with its code) a contract whose figures
 * cannot be stored, and, given the lender's today, one that breaks core's
 * field rules (birth date in the future, email, VIN check digit, rates
 * 0–100: issue 15 §4).
 */
const refuseFigures = (contract: Contract, today?: CalendarDate): void => {
  const figures = contractFigureProblems(contract);
  const fields: DecodeError[] = today === undefined ? [] : contractFieldProblems(contract, today).map(({ path, code }) => ({ path, code, message: code }));
  const seen = new Set(fields.map((field) => field.path));
  const problems = [...fields, ...figures.filter((figure) => !seen.has(figure.path))];
  if (problems.length > 0) throw new HttpError(400, serverMessages.invalidRequest, problems);
};

/** What a new contract is made of. */
export interface NewContract {
  readonly tenantId: number;
  /** The tenant's code, for the contract number; read from the tenants table when not given. */
  readonly tenantCode?: string;
  /** The client's contract; server-owned keys are ignored (SECURITY 18). */
  readonly body?: Contract;
  readonly customerId?: number | null;
  /** The contract this one renews. */
  readonly originalContractId?: number | null;
  /** The dealership whose file it is (core's `dealershipOfNewContract`); none for the lender's own. */
  readonly dealershipId?: number | null;
  /** The lender's today: core's field rules are checked against it (an API call gives it; the seed does not). */
  readonly today?: CalendarDate;
}

const tenantCodeOf = async (db: Db, input: NewContract): Promise<string> => {
  if (input.tenantCode) return input.tenantCode;
  const tenant = await findTenantById(db, input.tenantId);
  if (!tenant) throw new Error(`unknown tenant ${input.tenantId}`);
  return tenant.code;
};

const insertContract = async (db: Db, clock: Clock, input: NewContract, contract: Contract, number: string, actor: ContractActor) =>
  db.transaction(async (trx) => {
    const id = await insertDraftContract(trx, {
      tenantId: input.tenantId,
      customerId: input.customerId ?? null,
      contractNumber: number,
      originalContractId: input.originalContractId ?? null,
      dealershipId: input.dealershipId ?? null,
      contract,
      aprHundredths: contractAprHundredths(contract),
      createdByUserId: actor.userId,
      at: isoTime(clock.now()),
    });
    const fields = contractChangedFields(emptyContractJson(), encodeContract(contract) as Record<string, unknown>).after;
    await writeAudit(trx, clock, {
      action: "contract.created",
      ...actorColumns({ tenantId: input.tenantId, userId: actor.userId }, actor),
      entity: "contract",
      entityId: id,
      after: { contractNumber: number, statusId: ContractStatus.Draft, customerId: input.customerId ?? null, fields },
    });
    return id;
  });

/**
 * Creates a DRAFT contract from `emptyContract()` with the body's writable
 * keys, a number unique within the tenant, and its audit row; returns it as
 * stored. A body with figures that cannot be stored gets 400. A number
 * already used by a row written some other way is skipped for the next one.
 */
export const createContract = async (db: Db, clock: Clock, input: NewContract, actor: ContractActor): Promise<StoredContract> => {
  const base = emptyContract();
  const contract = mergeContractUpdate(base, input.body ?? base);
  refuseFigures(contract, input.today);
  const code = await tenantCodeOf(db, input);
  for (let attempt = 0; attempt < 5; attempt++) {
    const number = formatContractNumber(code, await allocateContractNumbers(db, input.tenantId));
    try {
      const id = await insertContract(db, clock, input, contract, number, actor);
      return (await findContract(db, input.tenantId, id))!;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new HttpError(503, serverMessages.unavailable);
};

/** An update of a contract's blocks. */
export interface ContractUpdate {
  readonly tenantId: number;
  readonly id: number;
  /** The caller's role: who may edit depends on the status (core's `checkContractEdit`). */
  readonly role: RoleId;
  /** The version the client read; a stale one gets 409. */
  readonly version: number;
  readonly body: Contract;
  /** The caller's contract scope: a contract outside it is not found. */
  readonly scope?: ContractScope;
  /** The lender's today, for core's field rules. */
  readonly today?: CalendarDate;
}

const foundOrNotFound = (stored: StoredContract | null): StoredContract => {
  if (!stored) throw notFound();
  return stored;
};

/** Refuses an edit the status or the role does not allow, then a stale version. */
const checkEditable = (stored: StoredContract, role: RoleId, version: number): void => {
  const edit = checkContractEdit(stored.statusId, role);
  if (!edit.ok) throw new HttpError(edit.reason === "roleNotAllowed" ? 403 : 409, contractMessages.edit(edit.reason));
  if (stored.version !== version) throw new HttpError(409, contractMessages.stale);
};

/**
 * Writes every block of a contract from a client's body, keeping the
 * server-owned keys and the columns in step, under optimistic concurrency
 * (the UPDATE names the version read; a stale one gets 409 and changes
 * nothing). A final contract refuses edits (409); an active one refuses a
 * change of its schedule's terms (409). The audit row holds the changed
 * fields, sensitive ones redacted. Returns the contract as stored.
 */
export const updateContract = async (db: Db, clock: Clock, update: ContractUpdate, actor: ContractActor): Promise<StoredContract> => {
  const stored = foundOrNotFound(await findContract(db, update.tenantId, update.id, update.scope));
  checkEditable(stored, update.role, update.version);
  const edited = mergeContractUpdate(stored.contract, update.body);
  // The terms the applicant chose in the public flow are theirs: a staff edit never overwrites them (issue 15 §2).
  const merged = stored.applicantChoseTerms ? keepApplicantTerms(stored.contract, edited) : edited;
  if (stored.statusId === ContractStatus.Active && contractFinanceTermsChanged(stored.contract, merged)) {
    throw new HttpError(409, contractMessages.financeTermsLocked);
  }
  refuseFigures(merged, update.today);
  const changed = contractChangedFields(encodeContract(stored.contract) as Record<string, unknown>, encodeContract(merged) as Record<string, unknown>);
  await db.transaction(async (trx) => {
    const target = { tenantId: update.tenantId, id: update.id, contractNumber: stored.contractNumber, version: update.version };
    if (!(await updateContractBody(trx, target, merged, contractAprHundredths(merged), isoTime(clock.now())))) throw new HttpError(409, contractMessages.stale);
    await writeAudit(trx, clock, {
      action: "contract.updated",
      ...actorColumns({ tenantId: update.tenantId, userId: actor.userId }, actor),
      entity: "contract",
      entityId: update.id,
      before: { version: update.version, fields: changed.before },
      after: { version: update.version + 1, fields: changed.after },
    });
  });
  return foundOrNotFound(await findContract(db, update.tenantId, update.id));
};
