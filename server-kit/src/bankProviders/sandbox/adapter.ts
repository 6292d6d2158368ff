import { lenderToday } from "@lendkit/core";
import type { ServerContext } from "../../context/serverContext.js";
import type { BankFlowRef, BankProviderAdapter, BankProviderName, BankResult } from "../adapter.js";
import { sandboxStatementSummary } from "./summary.js";
import { tenantTimeZone } from "../../data/tenantZone.js";
import { claimSandboxSession, sandboxSessionOf, type SandboxSession } from "../../data/bankSandboxSessions.js";

/**
 * The sandbox provider: what its pages (under /sandbox) recorded in
 * `bank_sandbox_sessions` decides the result, and the summary is made up
 * (`sandboxStatementSummary`). A session belongs to one flow: the widget's
 * and the aggregator's from the start (request code, slug as tag), the
 * alternate view's from the first flow that posts its request id.
 */

const sessionOf = (context: ServerContext, provider: BankProviderName, reference: string): Promise<SandboxSession | null> =>
  sandboxSessionOf(context.db, reference, provider);

const resultOf = async (context: ServerContext, flow: BankFlowRef, reference: string, session: SandboxSession | null): Promise<BankResult> => {
  if (!session) return { status: "pending", providerReference: reference };
  if (session.contractId !== flow.contractId) return { status: "failed", providerReference: reference };
  if (session.outcome !== "success") return { status: "failed", providerReference: reference };
  const today = lenderToday(context.clock.now(), await tenantTimeZone(context, flow.tenantId));
  return { status: "succeeded", providerReference: reference, summary: sandboxStatementSummary(reference, session.bankId, flow.holderName, today) };
};

/** The sandbox adapter (the default outside production). */
export const sandboxAdapter: BankProviderAdapter = {
  mode: "sandbox",
  async createWidgetRequest(_context, input) {
    const url = new URL(`/sandbox/decisionlogic/${input.requestCode}`, input.publicOrigin);
    url.searchParams.set("lang", input.flow.lang);
    return { redirectUrl: url.toString() };
  },
  async widgetResult(context, input) {
    return resultOf(context, input.flow, input.requestCode, await sessionOf(context, "decisionLogic", input.requestCode));
  },
  async aggregatorResult(context, input) {
    const session = await sessionOf(context, "flinks", input.loginId);
    // An unknown login id is not "still pending": the frame only reports ids it issued.
    return session ? await resultOf(context, input.flow, input.loginId, session) : { status: "failed", providerReference: input.loginId };
  },
  async alternateResult(context, input) {
    const requestId = input.data.requestId;
    if (typeof requestId !== "string") return { status: "failed" };
    // The alternate view's frame knows no slug: the first flow to post the request id claims it.
    await claimSandboxSession(context.db, "zumRails", requestId, input.flow.contractId);
    const session = await sessionOf(context, "zumRails", requestId);
    return session ? await resultOf(context, input.flow, requestId, session) : { status: "failed", providerReference: requestId };
  },
};
