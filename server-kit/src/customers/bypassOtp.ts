import { Role } from "@lendkit/core";
import type { RequestHandler } from "express";
import { writeAudit } from "../access/audit.js";
import { sessionOf } from "../access/guard.js";
import { createSession } from "../auth/sessions.js";
import { sendOk } from "../http/envelope.js";
import { requestIdOf } from "../http/requestId.js";
import type { ServerContext } from "../server/context.js";
import { langOfCustomer, notFound, wholeId } from "./http.js";
import { encodeByPassOtpResult } from "./schemas.js";
import { findContract, findCustomer } from "./store.js";

/**
 * GET /api/contractExternal/ByPassOTP/{contractId} (C §7; staff only): opens
 * a customer session (role Client) for the contract's customer without the
 * one-time code, so staff can open the customer's online account page.
 * Result `{ OnboardingURL, token }`: the account entry route of the lead app
 * (`/go/account/{lang}/{token}`, C §2) in the customer's language, and the
 * token itself. The session has the customers' short lifetime. Audited as
 * `customer.otpBypassed` with who opened it for whom (never the token).
 */
export const byPassOtp = (context: ServerContext): RequestHandler => async (req, res) => {
  const auth = sessionOf(res);
  const contract = await findContract(context.db, auth.tenantId, wholeId(req.params.contractId, "contractId"));
  const customer = contract?.customerId ? await findCustomer(context.db, auth.tenantId, contract.customerId) : null;
  if (!contract || !customer) throw notFound();
  const { token, sessionId, expiresAt } = await createSession(context.db, context.clock, context.sessions, {
    kind: "customer",
    tenantId: auth.tenantId,
    customerId: customer.id,
    roleId: Role.Client,
  });
  await writeAudit(context.db, context.clock, {
    action: "customer.otpBypassed",
    tenantId: auth.tenantId,
    actorUserId: auth.userId,
    entity: "customer",
    entityId: customer.id,
    after: { contractId: contract.id, customerSessionId: sessionId, expiresAt },
    requestId: requestIdOf(res),
    ip: req.ip ?? null,
  });
  sendOk(res, encodeByPassOtpResult({ OnboardingURL: `/go/account/${langOfCustomer(customer.language)}/${token}`, token }));
};
