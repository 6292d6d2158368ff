import type { Request, Response } from "express";
import type { SessionInfo } from "../auth/sessions.js";
import { writeAudit } from "../data/audit.js";
import { markRefusalAudited } from "../access/guard.js";
import type { ServerContext } from "../context/serverContext.js";
import { notFound } from "../http/envelope.js";
import { isCustomerSession } from "./roles.js";
import { findContract, type ContractRecord } from "../data/customerContracts.js";
import { findCustomer, type CustomerRecord } from "../data/customers.js";
import { auditActor } from "../infra/audit.js";

/**
 * The customer a caller may see (SECURITY 14): staff any customer of their
 * tenant, a customer session only its own. Anything else answers 404, the
 * same as an id that does not exist; a customer naming another customer is
 * audited (a probe, or a bug in a client).
 */
export const customerInScope = async (
  context: ServerContext,
  req: Request,
  res: Response,
  auth: SessionInfo,
  customerId: number,
): Promise<CustomerRecord> => {
  await refuseOtherCustomer(context, req, res, auth, customerId);
  const customer = await findCustomer(context.db, auth.tenantId, customerId);
  if (!customer) throw notFound();
  return customer;
};

/**
 * The session half of {@link customerInScope}: a customer naming another
 * customer gets the audited 404, before anything is read (or reused from
 * remembered answers).
 */
export const refuseOtherCustomer = async (context: ServerContext, req: Request, res: Response, auth: SessionInfo, customerId: number): Promise<void> => {
  if (isCustomerSession(auth) && auth.customerId !== customerId) {
    markRefusalAudited(res);
    await writeAudit(context.db, context.clock, {
      action: "customer.accessRefused",
      ...auditActor(req, res, auth),
      entity: "customer",
      entityId: customerId,
    });
    throw notFound();
  }
};

/** A contract of that customer (same tenant, same customer), else 404. */
export const contractOfCustomer = async (context: ServerContext, auth: SessionInfo, customer: CustomerRecord, contractId: number): Promise<ContractRecord> => {
  const contract = await findContract(context.db, auth.tenantId, contractId);
  if (!contract || contract.customerId !== customer.id) throw notFound();
  return contract;
};
