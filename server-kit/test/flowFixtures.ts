import { randomBytes } from "node:crypto";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Express } from "express";
import type { Knex } from "knex";
import sharp from "sharp";
import request from "supertest";
import { expect } from "vitest";
import { computeLoan, decodeCalculatorModel, DEFAULT_BUSINESS_TIME_ZONE, defaultFeatures, lenderToday, parseIsoDate, type CalculatorModel, type Features, type LoanContext, type TenantCode } from "@lendkit/core";
import { isoTime, type Clock } from "../src/infra/clock.js";
import { customerToken, insertContract, insertCustomer, insertPayments, type CustomerFixture } from "./fixtures.js";

/**
 * Rows and helpers for the flow, bank-verification and signature suites.
 * The DRAFT renewal with its slug is inserted directly, as the OTP step
 * (validateOTPAndRenew) would make it.
 */

export interface RenewalFixture {
  readonly slug: string;
  readonly contractId: number;
  readonly customerId: number;
  readonly originalId: number;
}

export interface RenewalOptions {
  readonly customerId?: number;
  readonly customer?: CustomerFixture;
  /** Slug lifetime from now; negative for an expired slug. Default 1 h. */
  readonly expiresInMs?: number;
  /** The renewed contract's amount in cents (default 60,000 = 600 $), bi-weekly. */
  readonly originalAmountCents?: number;
  /** Without an original contract: a new applicant's flow made by another path. */
  readonly withoutOriginal?: boolean;
}

export const newSlug = (): string => randomBytes(24).toString("base64url");

/** A customer with an active micro-credit contract and its DRAFT renewal carrying a fresh slug. */
export const insertRenewal = async (db: Knex, clock: Clock, tenantId: number, options: RenewalOptions = {}): Promise<RenewalFixture> => {
  const customerId = options.customerId ?? (await insertCustomer(db, clock, tenantId, options.customer));
  const originalId = options.withoutOriginal
    ? 0
    : await insertContract(db, clock, tenantId, {
        customerId,
        statusId: 1,
        product: "microCredit",
        amountCents: options.originalAmountCents ?? 60_000,
        frequency: 1,
      });
  const contractId = await insertContract(db, clock, tenantId, {
    customerId,
    statusId: 0,
    product: "microCredit",
    amountCents: 0,
    originalContractId: options.withoutOriginal ? null : originalId,
  });
  const slug = newSlug();
  await db("contracts")
    .where({ id: contractId })
    .update({ slug, slug_expires_at: isoTime(new Date(clock.now().getTime() + (options.expiresInMs ?? 60 * 60_000))) });
  return { slug, contractId, customerId, originalId };
};

/** Makes the customer late: an unpaid line due before the test clock's day on the renewed contract. */
export const makeOverdue = async (db: Knex, tenantId: number, originalId: number, amountCents = 4_250): Promise<void> => {
  await insertPayments(db, tenantId, originalId, [{ dueDate: "2026-11-01", amountCents }]);
};

/** Sets a tenant's own feature flags (the JSON column of `tenants`). */
export const setTenantFeatures = async (db: Knex, tenantId: number, features: Record<string, boolean>): Promise<void> => {
  await db("tenants").where({ id: tenantId }).update({ features: JSON.stringify(features) });
};

/** A PNG data URL: a dark stroke on a transparent pad, or a blank pad. */
export const signaturePng = async (options: { blank?: boolean; width?: number; height?: number } = {}): Promise<string> => {
  const width = options.width ?? 300;
  const height = options.height ?? 100;
  const svg = options.blank
    ? `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"></svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><path d="M10 80 C 60 10, 120 90, 280 20" stroke="#102040" stroke-width="4" fill="none"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
};

const flowPath = "/api/contractExternal/cashLoanFlow";

/**
 * The number of payments core's calculator gives (auto mode, C §3.6) for an
 * amount, frequency and carried-over balance with the default constants —
 * what the UI computes and sends at step 1.
 */
export const expectedPayments = (
  clock: Clock,
  options: { amount: number; loanFrequency: 52 | 26 | 24 | 12; previousBalance: number; tenant?: TenantCode; features?: Partial<Features> },
): number => calculatorModelOf(clock, options).numberOfPayments;

/** The calculator's context of the test lenders' day (8 $ a week, 19.99 %). */
export const testLoanContext = (clock: Clock, options: { tenant?: TenantCode; features?: Partial<Features> } = {}): LoanContext => {
  // The test servers run in the default zone (no timeZone option).
  const today = parseIsoDate(lenderToday(clock.now(), DEFAULT_BUSINESS_TIME_ZONE));
  if (!today) throw new Error("no today");
  return {
    today,
    tenant: options.tenant ?? "RENT",
    features: { ...defaultFeatures, ...options.features },
    feeConstants: { weeklyFee: 8, isWeeklyFeePercentage: false, interestRate: 19.99 },
  };
};

/** The calculator's computed model of a choice on the test lenders' day. */
export const calculatorModelOf = (
  clock: Clock,
  options: { amount: number; loanFrequency: 52 | 26 | 24 | 12; previousBalance: number; tenant?: TenantCode; features?: Partial<Features> },
): CalculatorModel => {
  const decoded = decodeCalculatorModel({
    loanAmount: options.amount,
    previousBalance: options.previousBalance,
    loanFrequency: options.loanFrequency,
  });
  if (!decoded.ok) throw new Error("bad calculator model");
  return computeLoan(decoded.value, testLoanContext(clock, options));
};

/** What supertest takes: an Express app, or `asApplicant`'s listener. */
export type TestApp = Parameters<typeof request>[0];

/** Saves step 1 with the count the calculator gives; returns the body sent. */
export const loanChoice = async (
  app: TestApp,
  clock: Clock,
  slug: string,
  options: {
    amount?: number;
    loanFrequency?: 52 | 26 | 24 | 12;
    previousBalance?: number;
    tenant?: TenantCode;
    features?: Partial<Features>;
  } = {},
): Promise<Record<string, number>> => {
  const amount = options.amount ?? 750;
  const loanFrequency = options.loanFrequency ?? 26;
  const numberOfPayments = expectedPayments(clock, {
    amount,
    loanFrequency,
    previousBalance: options.previousBalance ?? 600,
    ...(options.tenant ? { tenant: options.tenant } : {}),
    ...(options.features ? { features: options.features } : {}),
  });
  const body = { loanFrequency, loanAmount: amount, numberOfPayments };
  const saved = await request(app).put(`${flowPath}/${slug}?lang=fr`).send(body);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return body;
};

export const validAddress = {
  civicNumber: "1234",
  apartment: "5",
  street: "rue Saint-Denis",
  city: "Montréal",
  provinceId: 1,
  province: "QUÉBEC",
  postalCode: "h2x 1y4",
};

export const validIncome = {
  workType: 0,
  workPoste: "Technicienne",
  workYears: "3",
  workMonth: "4",
  workCompany: "Atelier Nord",
  workContact: "Marc Gagnon",
  workPhone: "5145550188",
  workPhoneExt: "12",
  workGrosIncome: 3200,
  workNetIncome: 2500,
};

export const validReferences = {
  refName: "Léa Tremblay",
  refCell: "(514) 555-0199",
  refLink: "Sœur",
  refName1: "",
  refCell1: "",
  refLink1: "",
};

/** PUT the attained step; returns the response. */
export const attain = (app: TestApp, slug: string, step: number) => request(app).put(`${flowPath}/${slug}/onboardingStepAttained/${step}`);

/** The origin supertest's requests carry (http://127.0.0.1:port), read from a sandbox page's message. */
export const postedOrigin = (html: string): string | null => /postMessage\([^\n]*, "([^"]+)"\);/.exec(html)?.[1] ?? null;

/** Every `window.parent.postMessage(message, origin)` call of a page, parsed. */
export const postedMessages = (html: string): Array<{ message: unknown; origin: string }> =>
  [...html.matchAll(/window\.parent\.postMessage\((.*), ("[^"]*")\);/g)].map((match) => ({
    message: JSON.parse(match[1] ?? "null") as unknown,
    origin: JSON.parse(match[2] ?? '""') as string,
  }));

/** Runs the sandbox aggregator (Flinks-like) frame to a successful login and returns the login id it posted. */
export const sandboxAggregatorLogin = async (app: TestApp, slug: string, password = "secret"): Promise<{ loginId: string | null; html: string }> => {
  const page = await request(app)
    .post("/sandbox/flinks/lendkit/v2/")
    .type("form")
    .send({ tag: slug, institution: "2", language: "fr", username: "demo", password });
  const redirect = postedMessages(page.text).find((posted) => (posted.message as { step?: string }).step === "REDIRECT");
  return { loginId: (redirect?.message as { loginId?: string } | undefined)?.loginId ?? null, html: page.text };
};

const slugSegment = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * `app` as the applicant's browser uses it after the one-time code: a
 * request that carries no Authorization header and names a flow slug in its
 * path gets `Bearer <token>` of a new customer session of that flow's
 * customer — the session `validateOTPAndRenew` or `validateOTPAndContinue`
 * opens (C §1: a slug and a code). What a slug alone is answered (401) is
 * tested on the raw app; these suites test what the flow does once opened.
 */
export const asApplicant = (app: Express, db: Knex, clock: Clock): RequestListener => (req: IncomingMessage, res: ServerResponse) => {
  const segments = (req.url ?? "").split("?")[0]!.split("/").filter((part) => slugSegment.test(part));
  const open = async () => {
    if (req.headers.authorization || segments.length === 0) return;
    const row = (await db("contracts").whereIn("slug", segments).first("tenant_id", "customer_id")) as
      | { tenant_id: number; customer_id: number | null }
      | undefined;
    if (row?.customer_id == null) return;
    req.headers.authorization = `Bearer ${await customerToken(db, clock, Number(row.tenant_id), Number(row.customer_id))}`;
  };
  void open().then(
    () => app(req, res),
    (error: unknown) => {
      res.statusCode = 599;
      res.end(String(error));
    },
  );
};
