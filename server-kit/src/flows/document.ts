import { createHash } from "node:crypto";
import {
  decimalFromCents,
  encodeSigningDocument,
  formatIsoDate,
  frequencyCodeOf,
  provinceIsoCodeOf,
  quoteSchedule,
  signingScheduleLines,
  signingDocumentKind,
  t,
  tBoth,
  tenantProfile,
  type Features,
  type Lang,
  type SemiMonthlyDays,
  type SigningDocument,
  type SigningLender,
  type SigningScheduleLine,
} from "@lendkit/core";
import { quoteDisclosure } from "@lendkit/core/disclosure";
import { findContract } from "../data/contracts.js";
import { debtRatioOfBudget, disclosurePolicyOf } from "../disclosure/policy.js";
import { HttpError } from "../http/envelope.js";
import type { ServerContext } from "../context/serverContext.js";
import { lenderDay, previousBalanceCents } from "./balances.js";
import { annualRateText, loanContextOf, loanSettingsOf, quoteStoredLoan } from "./loan.js";
import type { ResolvedFlowSettings } from "./settings.js";
import type { Flow } from "./store.js";
import { borrowerOf, contractNumberOf } from "../data/flows.js";
import { tenantNameOf } from "../data/flowSettings.js";

/**
 * The contract document of a flow (C §3.8 signature step): what the
 * applicant reviews and signs, as data. Its canonical text — JSON with
 * object keys sorted at every depth, no spaces, money as 2-decimal text,
 * dates as yyyy-mm-dd, UTF-8 — is what the SHA-256 covers, so the same
 * terms always give the same hash and any change (amount, balance carried
 * over, first payment date, schedule, borrower, address, day, language,
 * lender identity, terms and conditions) gives another.
 * Its shape is core's `SigningDocument` Schema, the one the lead app decodes.
 */

/** Identifies the document's shape; bumped if the shape ever changes. */
export const contractDocumentKind = signingDocumentKind;

/**
 * JSON with object keys sorted at every depth and no whitespace.
 *
 * @example
 * canonicalJson({ b: 1, a: [{ d: null, c: "x" }] }) // '{"a":[{"c":"x","d":null}],"b":1}'
 */
export const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value ?? null);
};

/** SHA-256 of a text's UTF-8 bytes, lower-case hex. */
export const sha256Hex = (data: string | Buffer): string => createHash("sha256").update(data).digest("hex");

/** The document and its proof. */
export interface ContractDocument {
  readonly document: SigningDocument;
  readonly canonical: string;
  readonly sha256: string;
  /** The two days of the month of a semi-monthly schedule (core's `semiMonthlyDaysOf`), null for other frequencies. */
  readonly semiMonthlyDays: SemiMonthlyDays | null;
}

const money = (cents: number): string => decimalFromCents(cents).toFixed(2);

/**
 * The lender as the contract names it: the tenant's configured identity
 * (flow settings `lender`), the legal name falling back to the tenant's
 * recorded name, then core's profile name.
 */
export const signingLenderOf = async (context: ServerContext, flow: Pick<Flow, "tenantId" | "tenantCode">, settings: ResolvedFlowSettings): Promise<SigningLender> => {
  const profileName = tenantProfile(flow.tenantCode).name;
  const name = (await tenantNameOf(context.db, flow.tenantId))?.trim() || profileName;
  return {
    tenant: flow.tenantCode,
    name,
    legalName: settings.lender.legalName ?? name,
    address: settings.lender.address,
    phone: settings.lender.phone,
    email: settings.lender.email,
  };
};

/** The contract's terms and conditions in `lang`: the tenant's text, else core's default one. */
export const contractTermsText = (settings: ResolvedFlowSettings, lang: Lang): string =>
  settings.contractTerms[lang] ?? t(lang, "flows.contract.defaultTerms");

/** The budget debt ratio of the flow's contract (staff may have filled its budget), or null. */
const flowDebtRatio = async (context: ServerContext, flow: Flow): Promise<string | null> => {
  const stored = await findContract(context.db, flow.tenantId, flow.contractId);
  return stored ? debtRatioOfBudget(stored.contract.budget) : null;
};

/**
 * Builds the document of a flow whose steps before the signature are done:
 * borrower, address, the loan recomputed today by core's calculator, and
 * the amortization schedule from core/schedule (annuity plus the brokerage
 * fee per period). The first payment falls on the date the applicant chose
 * at step 1 while it lies within today's allowed range (C §3.6), else on the
 * calculator's recommended date; semi-monthly payments fall on the two
 * days of the month core's `semiMonthlyDaysOf` gives from that date. The
 * document is in `lang`, the language of the screen the applicant reviews
 * and signs it on (the flow's language when the caller states none), with
 * the lender's identity and terms and conditions from the tenant's settings.
 * Its disclosure applies the tenant's policy (disclosure/policy.ts): the
 * rate cap, the Bank Rate of the day and, for a Québec borrower, the
 * high-cost check; the routes refuse a document above a `refuse` cap.
 */
export const buildContractDocument = async (
  context: ServerContext,
  flow: Flow,
  settings: ResolvedFlowSettings,
  features: Features,
  lang: Lang = flow.lang,
): Promise<ContractDocument> => {
  if (flow.loan === null) throw new HttpError(409, tBoth("flows.error.stepIncomplete"), "loan");
  const today = await lenderDay(context, flow.tenantId);
  const balanceCents = await previousBalanceCents(context.db, flow.tenantId, flow.originalContractId, today);
  const loanSettings = loanSettingsOf(settings, flow.isTraining);
  const loanContext = loanContextOf(today, flow.tenantCode, features, loanSettings);
  const quote = quoteStoredLoan(flow.loan, balanceCents, loanSettings, loanContext);
  const { schedule, semiMonthlyDays } = quoteSchedule(quote, { annualRatePercent: loanSettings.interestRate, frequency: frequencyCodeOf(flow.loan.loanFrequency) });
  if (!schedule.ok) throw new HttpError(409, tBoth("flows.error.paymentsMismatch"), schedule.reason);
  const customer = flow.customerId === null ? null : await borrowerOf(context.db, flow.tenantId, flow.customerId);
  const originalNumber = flow.originalContractId === null ? null : await contractNumberOf(context.db, flow.tenantId, flow.originalContractId);
  const lines: SigningScheduleLine[] = signingScheduleLines(schedule.lines);
  const policy = disclosurePolicyOf(
    context,
    { day: today, province: provinceIsoCodeOf(flow.address?.provinceId) ?? null, debtRatio: await flowDebtRatio(context, flow) },
    settings,
  );
  const disclosure = quoteDisclosure(
    quote,
    { requested: flow.loan.loanAmount, carriedBalance: money(balanceCents), annualRatePercent: annualRateText(loanSettings), periodsPerYear: flow.loan.loanFrequency },
    policy,
  );
  if (!disclosure.ok) throw new HttpError(409, tBoth("flows.error.paymentsMismatch"), disclosure.reason);
  const totalCents = schedule.lines.reduce((sum, line) => sum + line.paymentCents + line.feeCents, 0);
  const document: SigningDocument = {
    kind: contractDocumentKind,
    lang,
    lender: await signingLenderOf(context, flow, settings),
    contractNumber: flow.contractNumber,
    renewsContractNumber: originalNumber,
    borrower: {
      firstName: customer?.firstName ?? "",
      lastName: customer?.lastName ?? "",
      birthDate: customer?.birthDate ?? null,
      email: customer?.email ?? "",
      cellPhone: customer?.cellPhone ?? "",
      address: flow.address,
    },
    terms: {
      requestedAmount: flow.loan.loanAmount,
      previousBalance: money(balanceCents),
      principal: quote.principal.toFixed(2),
      frequency: frequencyCodeOf(flow.loan.loanFrequency),
      periodsPerYear: flow.loan.loanFrequency,
      numberOfPayments: lines.length,
      annualInterestRate: annualRateText(loanSettings),
      brokerageFeePerPeriod: quote.brokerageFeePerPeriod.toFixed(2),
      regularPayment: (lines[0]?.total ?? "0.00"),
      totalRepaid: money(totalCents),
      depositDate: formatIsoDate(quote.depositDate),
      firstPaymentDate: lines[0]?.dueDate ?? null,
      lastPaymentDate: lines.at(-1)?.dueDate ?? null,
    },
    schedule: lines,
    disclosure: disclosure.value,
    termsAndConditions: contractTermsText(settings, lang),
  };
  const canonical = canonicalJson(JSON.parse(JSON.stringify(encodeSigningDocument(document))));
  return { document, canonical, sha256: sha256Hex(canonical), semiMonthlyDays };
};
