import { ContractStatus, type Contract, type ContractStatusCode } from "@lendkit/core";
import { changeContractStatus, createContract, type StoredContract } from "../contracts/index.js";
import { demoClock, type DemoTenant, type DemoUsername } from "./demoContext.js";

/**
 * Demo contracts go through the contracts area's own store: created as a
 * DRAFT by the staff user who originates them, then moved along core's
 * status workflow by the roles allowed to make each move (an admin approves
 * what a dealer or a CRM agent submitted, so maker-checker holds), each
 * move on its day of the demo's past. Activation builds the payment
 * schedule with core's engine, as it does through the API.
 */

/** A demo contract to create and move. */
export interface DemoContractPlan {
  readonly body: Contract;
  readonly customerId: number | null;
  readonly originalContractId?: number | null;
  /** Who creates and submits it (dealer side or CRM). */
  readonly creator: DemoUsername;
  /** Who signs it with the customer (a signing role). */
  readonly signer: DemoUsername;
  /** Day offset of the creation (≤ 0). */
  readonly createdOn: number;
  /** The statuses it is moved to, in order, each with its day offset. */
  readonly moves: ReadonlyArray<readonly [ContractStatusCode, number]>;
}

/** Who makes a move: the originator submits or withdraws, the signer signs, an admin decides and funds. */
const moverOf = (plan: DemoContractPlan, status: ContractStatusCode): DemoUsername => {
  if (status === ContractStatus.Submitted || status === ContractStatus.Cancelled) return plan.creator;
  if (status === ContractStatus.SignedAwaitingFunding) return plan.signer;
  return "admin";
};

/** Creates a demo contract and walks it to its last status; returns it as stored. */
export const createDemoContract = async (tenant: DemoTenant, plan: DemoContractPlan): Promise<StoredContract> => {
  const creator = tenant.users[plan.creator];
  let stored = await createContract(
    tenant.db,
    demoClock(tenant, plan.createdOn),
    {
      tenantId: tenant.tenantId,
      tenantCode: tenant.code,
      body: plan.body,
      customerId: plan.customerId,
      originalContractId: plan.originalContractId ?? null,
      // A partner's file: the dealership of whoever of the creator and the signer works for one.
      dealershipId: creator.dealershipId ?? tenant.users[plan.signer].dealershipId,
    },
    { userId: creator.id },
  );
  for (const [index, [status, day]] of plan.moves.entries()) {
    stored = await moveDemoContract(tenant, stored, status, moverOf(plan, status), day, index + 1);
  }
  return stored;
};

/** One status move by a demo user on a day of the demo (minutes keep the day's moves in order). */
export const moveDemoContract = (
  tenant: DemoTenant,
  stored: StoredContract,
  statusId: ContractStatusCode,
  username: DemoUsername,
  day: number,
  minutes: number,
): Promise<StoredContract> => {
  const user = tenant.users[username];
  return changeContractStatus(
    tenant.db,
    demoClock(tenant, day, minutes),
    { tenantId: tenant.tenantId, id: stored.id, role: user.roleId, statusId, version: stored.version },
    { userId: user.id },
  );
};

/** The moves from DRAFT to ACTIVE: submitted and analysed on day `from`, approved and signed the next day, funded the day after. */
export const toActive = (from: number): ReadonlyArray<readonly [ContractStatusCode, number]> => [
  [ContractStatus.Submitted, from],
  [ContractStatus.InAnalysis, from],
  [ContractStatus.Approved, from + 1],
  [ContractStatus.SignedAwaitingFunding, from + 1],
  [ContractStatus.Active, from + 2],
];
