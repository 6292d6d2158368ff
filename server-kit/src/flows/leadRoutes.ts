import { randomBytes } from "node:crypto";
import {
  applicantAgeRefusal,
  applicantAgeRefusalKey,
  businessDateOf,
  decodeLeadBasicRequest,
  formatIsoDate,
  RenewalStep,
  tBoth,
  type FlowFieldErrorKey,
  type LeadBasicRequest,
} from "@lendkit/core";
import type { RequestHandler } from "express";
import { isoTime } from "../infra/clock.js";
import { decodeFormBody } from "../http/decode.js";
import { FieldsRefusedError, sendOk } from "../http/envelope.js";
import { enforceRateLimit, hitRateLimit, type RateLimit } from "../http/rateLimit.js";
import type { ServerContext } from "../context/serverContext.js";
import { leadPhoneVerifierOf } from "./leadVerification.js";
import { publicTenantOf } from "./referenceRoutes.js";
import { auditFlow } from "./store.js";
import { tenantDay } from "../data/tenantZone.js";
import { isUniqueViolation } from "../infra/uniqueViolation.js";
import { requestFacts } from "../infra/audit.js";
import { insertLead as insertLeadRows } from "../data/leads.js";

/**
 * The new applicant's basic-information step (`/go/cash`,
 * `/go/min/:token/basic`): creates a lead — a DRAFT micro-credit contract
 * with a flow slug that stays locked until the typed phone is verified by
 * OTP, attached to its customer only then (flows/leadVerification.ts) —
 * and hands over to the OTP module. After the code, the flow runs the
 * renewal's steps from step 1.
 */

/**
 * Leads created per client IP: a public route that writes rows. Room for
 * many applicants behind one shared address (a mobile carrier, an office);
 * each identity is limited on its own (look-ups per email, sends per phone).
 */
export const leadLimit: RateLimit = { max: 100, windowMs: 60 * 60_000 };

/** How long a lead's slug stays usable: the applicant finishes the same day. */
export const leadSlugLifetimeMs = 24 * 60 * 60_000;

/** A new flow slug: 256 random bits, base64url (43 characters). */
export const newFlowSlug = (): string => randomBytes(32).toString("base64url");

/** A calendar date as core's date parser gives it. */
type CalendarDate = ReturnType<typeof businessDateOf>;

/** 400 naming one field with its catalog key (core's `FlowFieldError`), whose text is the message. */
const refuse = (field: string, key: FlowFieldErrorKey): FieldsRefusedError => new FieldsRefusedError(tBoth(key), [{ field, key }]);

/** The checked values of a basic-information body: consent, ten-digit phone, core's age rule (18 to 100 on the lender's day). */
const checkBasic = (body: LeadBasicRequest, today: CalendarDate) => {
  if (!body.isAcceptChecked) throw refuse("isAcceptChecked", "flows.error.consentRequired");
  const cellPhone = body.cellPhone.replace(/[\s().-]/g, "");
  if (!/^\d{10}$/.test(cellPhone)) throw refuse("cellPhone", "renewal.validation.phone");
  const ageRefusal = applicantAgeRefusal(body.birthDate, today);
  if (ageRefusal) throw refuse("birthDate", applicantAgeRefusalKey(ageRefusal));
  return {
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    birthDate: formatIsoDate(body.birthDate),
    email: body.email.trim().toLowerCase(),
    cellPhone,
    lang: body.lang ?? "fr",
  };
};

type Basic = ReturnType<typeof checkBasic>;

/**
 * Inserts the lead contract (no customer yet), its locked flow and what the
 * applicant typed; the same rows whether or not she is a customer already.
 * Retries on the (unlikely) clash of a random number.
 */
const insertLead = async (context: ServerContext, tenantId: number, basic: Basic, leadSourceId: number | null) => {
  const now = context.clock.now();
  const nowText = isoTime(now);
  for (let attempt = 0; ; attempt++) {
    const slug = newFlowSlug();
    const contractNumber = `WEB-${randomBytes(5).toString("hex").toUpperCase()}`;
    try {
      const contractId = await context.db.transaction((trx) =>
        insertLeadRows(trx, {
          tenantId,
          contractNumber,
          lesseeName: `${basic.lastName}, ${basic.firstName}`.slice(0, 210),
          slug,
          slugExpiresAt: isoTime(new Date(now.getTime() + leadSlugLifetimeMs)),
          leadSourceId,
          firstName: basic.firstName,
          lastName: basic.lastName,
          birthDate: basic.birthDate,
          email: basic.email,
          cellPhone: basic.cellPhone,
          lang: basic.lang,
          createdAt: nowText,
        }),
      );
      return { slug, contractId };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 2) throw error;
    }
  }
};

/**
 * POST /api/contractExternal/cashLoanFlow/basic: `{ firstName, lastName,
 * birthDate, email, cellPhone, lang?, isAcceptChecked, leadSourceId? }` →
 * `{ token, step: 0, otp }`. Every refusal (the body, the per-IP lead
 * limit, the OTP module's look-up and send limits and lock) comes before
 * any write. `token` is the flow slug (locked until the OTP module calls
 * `markLeadPhoneVerified`); `otp` is `{ userSlug,
 * lastFourDigitsOfPhoneNumber }` of the code sent to the typed phone, null
 * when no OTP module is registered.
 */
export const postLeadBasic = (context: ServerContext): RequestHandler => async (req, res) => {
  const body = decodeFormBody(req, decodeLeadBasicRequest);
  const tenant = await publicTenantOf(context, res);
  const { today } = await tenantDay(context, tenant.id);
  const basic = checkBasic(body, today);
  enforceRateLimit(await hitRateLimit(context.db, context.clock, `lead:ip:${req.ip ?? "unknown"}`, leadLimit));
  const verifier = leadPhoneVerifierOf(context);
  const applicant = { tenantId: tenant.id, email: basic.email, birthDate: basic.birthDate, cellPhone: basic.cellPhone, ...requestFacts(req, res) };
  await verifier?.admit(context, applicant);
  const lead = await insertLead(context, tenant.id, basic, body.leadSourceId ?? null);
  await auditFlow(context, req, res, { tenantId: tenant.id, customerId: null, contractId: lead.contractId }, "flow.leadCreated", {
    after: { leadSourceId: body.leadSourceId ?? null },
  });
  const otp = verifier ? await verifier.sendCode(context, { ...applicant, contractId: lead.contractId, lang: basic.lang }) : null;
  sendOk(res, { token: lead.slug, step: RenewalStep.TAC, otp }, 201);
};
