import {
  centsOf,
  ContractStatus,
  decimalFromCents,
  encodeRenewalAddressForm,
  encodeRenewalIncomeForm,
  encodeRenewalReferencesForm,
  flowFieldErrorsOf,
  formatIsoDate,
  frequencyCodeOf,
  isFrequencyCode,
  isRenewalStep,
  periodsPerYearOf,
  provinceIsoCodeOf,
  provinceOptions,
  RenewalStep,
  renewalAddressErrors,
  renewalIncomeErrors,
  renewalIsPostalCode,
  renewalReferencesErrors,
  tBoth,
  workTypeOptions,
  type CalculatorModel,
  type LoanContext,
  type RenewalAddressForm,
  type RenewalIncomeForm,
  type RenewalReferencesForm,
  decideRenewalAttain,
  renewalFlowPath,
  renewalStepOpen,
  decodeEmptyRequest,
  decodeLoanChoiceRequest,
  decodeRenewalAddressForm,
  decodeRenewalIncomeForm,
  decodeRenewalReferencesForm,
  flowBodyKind,
  flowTextCaps,
  oversizedFlowFields,
  type StoredLoan,
} from "@lendkit/core";
import type { Request, RequestHandler, Response } from "express";
import { isoTime } from "../infra/clock.js";
import { decodeBody, decodeFormBody } from "../http/decode.js";
import { FieldsRefusedError, HttpError, sendOk } from "../http/envelope.js";
import { serverMessages } from "../http/messages.js";
import type { ServerContext } from "../context/serverContext.js";
import { addressOnFile } from "./addressOnFile.js";
import { lenderDay, previousBalanceCents } from "./balances.js";
import { contractFrequencyOf, customerCellPhoneOf, moveFlowStep, saveFlowForm, saveLoanChoice, type FlowForm } from "../data/flows.js";
import { leadCellPhoneOf } from "../data/leads.js";
import { annualRateText, checkLoanChoice, loanContextOf, loanSettingsOf, quoteStoredLoan, type LoanSettings } from "./loan.js";
import type { CalendarDate } from "./balances.js";
import { paymentCountsWithinCap, quoteDisclosure, type DisclosurePolicy } from "@lendkit/core/disclosure";
import { assertCapAllows } from "../disclosure/enforcement.js";
import { disclosurePolicyOf, wirePolicyOf } from "../disclosure/policy.js";
import { flowSettingsOf, tenantFeatures } from "./settings.js";
import { assertFlowWritable, assertRenewable, auditFlow, findFlow, flowFacts, flowResumeStep, type Flow } from "./store.js";
import { langParameter } from "../infra/language.js";

/**
 * The flow-state routes of C §7: the onboarding step attained (read and
 * move), the data of steps 1, 21, 23 and 24, and the renewal calculator's
 * data. Every write is checked against core/renewal's step machine.
 */

/** One field's refusal as core's rules give it. */
type FieldError = { readonly key: string; readonly params?: Readonly<Record<string, number>> };

/**
 * 400 naming every field in error, each with its catalog key (core's
 * `FlowFieldError`, C §5, §8): the C §5 rules' errors first (core's
 * `renewal*Errors`), then the server's own checks, then texts over their cap.
 */
const assertValid = (value: Readonly<Record<string, unknown>>, ...errorSets: ReadonlyArray<Readonly<Record<string, FieldError | undefined>>>): void => {
  const merged: Record<string, FieldError> = {};
  for (const errors of errorSets) for (const [field, error] of Object.entries(errors)) if (error && !merged[field]) merged[field] = error;
  for (const field of oversizedFlowFields(value)) merged[field] ??= { key: "renewal.validation.maxLength", params: { max: flowTextCaps[field] ?? 250 } };
  const fieldErrors = flowFieldErrorsOf(merged);
  if (fieldErrors.length > 0) throw new FieldsRefusedError(tBoth("flows.error.invalidForm"), fieldErrors);
};

/** A server check's refusal of a field whose value the rules cannot judge. */
const invalidValue: FieldError = { key: "flows.error.fieldInvalid" };

/** A writable flow whose `step` is open (reached, on the path): the common guard of every step write. */
const openStep = async (context: ServerContext, res: Response, slug: unknown, step: RenewalStep) => {
  const flow = await findFlow(context, res, slug);
  await assertFlowWritable(context, flow);
  const features = await tenantFeatures(context, flow.tenantId);
  if (!renewalStepOpen(renewalFlowPath(features), flow.stepAttained, step)) throw new HttpError(409, tBoth("flows.error.stepNotReached"));
  return { flow, features };
};

/** Saves one JSON column of the flow state (and the language when `?lang` names one). */
const saveState = async (context: ServerContext, req: Request, flow: Flow, form: FlowForm, json: unknown): Promise<void> => {
  await saveFlowForm(context.db, flow.tenantId, flow.stateId, form, JSON.stringify(json), langParameter(req.query.lang) ?? null, isoTime(context.clock.now()));
};

/**
 * GET …/cashLoanFlow/:slug/onboardingStepAttained: the step the flow resumes
 * at (core's `renewalResumeStep`: the stored step, never past a step whose
 * work is missing; 0 while a lead's phone is not verified).
 */
export const getStepAttained = (context: ServerContext): RequestHandler => async (req, res) => {
  const flow = await findFlow(context, res, req.params.slug);
  sendOk(res, await flowResumeStep(context, flow));
};

/**
 * PUT …/cashLoanFlow/:slug/onboardingStepAttained/:step (empty body): a step
 * already reached changes nothing; the next step on the path is allowed once
 * the attained step is complete; anything else is refused with 409.
 */
export const putStepAttained = (context: ServerContext): RequestHandler => async (req, res) => {
  decodeBody(req, decodeEmptyRequest);
  const text = String(req.params.step ?? "");
  const target = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
  if (!isRenewalStep(target)) throw new HttpError(400, serverMessages.invalidRequest, "step");
  const flow = await findFlow(context, res, req.params.slug);
  await assertFlowWritable(context, flow);
  const features = await tenantFeatures(context, flow.tenantId);
  const decision = decideRenewalAttain(renewalFlowPath(features), flow.stepAttained, target, await flowFacts(context, flow));
  if (decision.kind === "refused") {
    throw new HttpError(409, tBoth(decision.reason === "incomplete" ? "flows.error.stepIncomplete" : "flows.error.stepNotReached"));
  }
  if (decision.kind === "unchanged") return sendOk(res, flow.stepAttained);
  const moved = await moveFlowStep(context.db, flow.tenantId, flow.stateId, flow.stepAttained, decision.step, isoTime(context.clock.now()));
  if (!moved) throw new HttpError(409, tBoth("flows.error.stepNotReached"));
  await auditFlow(context, req, res, flow, "flow.stepAttained", { before: { step: flow.stepAttained }, after: { step: decision.step } });
  sendOk(res, decision.step);
};

/**
 * GET …/cashLoanFlow/:slug/data: what the flow has saved, to refill the forms
 * (JSON only, never HTML), and the address on file to prefill step 21 while
 * none is saved.
 */
export const getFlowData = (context: ServerContext): RequestHandler => async (req, res) => {
  const flow = await findFlow(context, res, req.params.slug);
  if (!flow.phoneVerified) throw new HttpError(403, tBoth("flows.error.phoneNotVerified"));
  sendOk(res, {
    stepAttained: flow.stepAttained,
    lang: flow.lang,
    loan: flow.loan,
    address: flow.address ? encodeRenewalAddressForm(flow.address) : null,
    // "Confirm your address": what the file holds, until the applicant saves the step.
    addressOnFile: flow.address ? null : await addressOnFile(context, flow),
    income: flow.income ? encodeRenewalIncomeForm(flow.income) : null,
    references: flow.references ? encodeRenewalReferencesForm(flow.references) : null,
    completed: flow.completedAt !== null,
  });
};

/** The borrower's province at step 1: the address the flow saved, else the one on file (ISO code), or null. */
const flowProvince = async (context: ServerContext, flow: Flow): Promise<string | null> =>
  provinceIsoCodeOf(flow.address?.provinceId ?? (await addressOnFile(context, flow))?.provinceId) ?? null;

/**
 * A step 1 choice above the tenant's rate cap on `refuse` is refused (422
 * naming the figure, the cap and the rule, nothing saved): its disclosure is
 * the signing document's (core's `quoteDisclosure` of the same quote).
 */
const assertLoanUnderCap = async (
  context: ServerContext,
  flow: Flow,
  stored: StoredLoan,
  balanceCents: number,
  settings: LoanSettings,
  loanContext: LoanContext,
  policy: DisclosurePolicy,
): Promise<void> => {
  const quote = quoteStoredLoan(stored, balanceCents, settings, loanContext);
  const terms = { requested: stored.loanAmount, carriedBalance: decimalFromCents(balanceCents).toFixed(2), annualRatePercent: annualRateText(settings), periodsPerYear: stored.loanFrequency };
  const statement = quoteDisclosure(quote, terms, policy);
  if (statement.ok) assertCapAllows(statement.value);
};

const saveLoan = async (context: ServerContext, req: Request, res: Response): Promise<void> => {
  const body = decodeBody(req, decodeLoanChoiceRequest);
  const { flow, features } = await openStep(context, res, req.params.slug, RenewalStep.Basic);
  const settings = loanSettingsOf(await flowSettingsOf(context, flow.tenantId, features), flow.isTraining);
  const today = await lenderDay(context, flow.tenantId);
  const balanceCents = await previousBalanceCents(context.db, flow.tenantId, flow.originalContractId, today);
  const loanContext = loanContextOf(today, flow.tenantCode, features, settings);
  const policy = disclosurePolicyOf(context, { day: today, province: await flowProvince(context, flow) }, settings);
  const countsWithinCap = (model: CalculatorModel): readonly number[] => {
    if (policy.rateCap?.action !== "refuse") return [];
    const fit = paymentCountsWithinCap(model, loanContext, policy);
    return fit.ok ? fit.counts : [];
  };
  const { stored, model } = checkLoanChoice(body, balanceCents, settings, loanContext, countsWithinCap);
  await assertLoanUnderCap(context, flow, stored, balanceCents, settings, loanContext, policy);
  const principalCents = centsOf(body.loanAmount) + balanceCents;
  // The chosen date (checked within today's range), else today's recommended one (C §3.6).
  const firstPayment = model.customerSelectedFirstPaymentDate ?? model.recommendedFirstPaymentDate;
  const firstPaymentDate = firstPayment ? formatIsoDate(firstPayment) : null;
  const now = isoTime(context.clock.now());
  const lang = langParameter(req.query.lang);
  const terms = { amountCents: principalCents, frequency: frequencyCodeOf(stored.loanFrequency), numberOfPayments: stored.numberOfPayments, firstPaymentDate, annualRate: annualRateText(settings) };
  await context.db.transaction((trx) =>
    saveLoanChoice(trx, { tenantId: flow.tenantId, stateId: flow.stateId, contractId: flow.contractId, loanJson: JSON.stringify(stored), lang: lang ?? null, terms }, now),
  );
  await auditFlow(context, req, res, flow, "flow.loanChosen", { before: flow.loan, after: { ...stored, principalCents } });
  sendOk(res, {
    step: RenewalStep.Basic,
    ...stored,
    firstPaymentDate,
    payment: model.payment.toFixed(2),
    principal: decimalFromCents(principalCents).toFixed(2),
  });
};

const checkIncome = (income: RenewalIncomeForm, allowedWorkTypes: readonly number[]): void => {
  const own: Record<string, FieldError> = {};
  if (income.workType !== null && income.workType !== -1 && !allowedWorkTypes.includes(income.workType)) own.workType = invalidValue;
  for (const key of ["workGrosIncome", "workNetIncome"] as const) {
    const amount = income[key];
    if (amount !== null && (!amount.isFinite() || amount.isNegative() || amount.gt(10_000_000) || !amount.mul(100).isInteger())) own[key] = invalidValue;
  }
  assertValid(income, renewalIncomeErrors(income), own);
};

const saveIncome = async (context: ServerContext, req: Request, res: Response): Promise<void> => {
  const income = decodeFormBody(req, decodeRenewalIncomeForm);
  const { flow, features } = await openStep(context, res, req.params.slug, RenewalStep.Job);
  checkIncome(income, workTypeOptions(features).map((option) => option.value));
  await saveState(context, req, flow, "income", encodeRenewalIncomeForm(income));
  await auditFlow(context, req, res, flow, "flow.incomeSaved", { after: { step: RenewalStep.Job, replaced: flow.income !== null } });
  sendOk(res, { step: RenewalStep.Job });
};

/** The applicant's own phones on file: the customer's cell phone and, for a new applicant, the phone they typed (a reference may not give them). */
const applicantPhones = async (context: ServerContext, flow: Flow): Promise<string[]> => {
  const customerPhone = flow.customerId === null ? null : await customerCellPhoneOf(context.db, flow.tenantId, flow.customerId);
  const typedPhone = await leadCellPhoneOf(context.db, flow.tenantId, flow.contractId);
  return [customerPhone ?? "", typedPhone ?? ""].filter((phone) => phone !== "");
};

const saveReferences = async (context: ServerContext, req: Request, res: Response): Promise<void> => {
  const references: RenewalReferencesForm = decodeFormBody(req, decodeRenewalReferencesForm);
  assertValid(references, renewalReferencesErrors(references));
  const { flow } = await openStep(context, res, req.params.slug, RenewalStep.Refs);
  // Core's rule again, now that the applicant is known: no reference with the applicant's own phone.
  assertValid(references, renewalReferencesErrors(references, await applicantPhones(context, flow)));
  await saveState(context, req, flow, "references", encodeRenewalReferencesForm(references));
  await auditFlow(context, req, res, flow, "flow.referencesSaved", { after: { step: RenewalStep.Refs, replaced: flow.references !== null } });
  sendOk(res, { step: RenewalStep.Refs });
};

/**
 * PUT …/cashLoanFlow/:slug?lang: step 1 (loan choice), step 23 (income) or
 * step 24 (references), told apart by the body's keys.
 */
export const putFlowStep = (context: ServerContext): RequestHandler => async (req, res) => {
  const kind = flowBodyKind(req.body);
  if (kind === null) throw new HttpError(400, serverMessages.invalidRequest, "expected the fields of step 1, 23 or 24");
  if (kind === "loan") return saveLoan(context, req, res);
  if (kind === "income") return saveIncome(context, req, res);
  return saveReferences(context, req, res);
};

/** The address as stored: postal code upper-case as A1A 1A1, province named from the table (the body's label is not trusted). */
const normalizedAddress = (address: RenewalAddressForm): RenewalAddressForm => {
  const compact = address.postalCode.trim().toUpperCase().replace(/\s+/g, "");
  const province = provinceOptions.find((option) => option.value === address.provinceId);
  return {
    ...address,
    postalCode: renewalIsPostalCode(compact) ? `${compact.slice(0, 3)} ${compact.slice(3)}` : address.postalCode,
    province: province ? province.label.fr.toUpperCase() : address.province,
  };
};

/** PUT …/cashLoanRenewFlow/:slug?lang: the address of step 21 (C §5 rules; a province the lender serves online). */
export const putAddress = (context: ServerContext): RequestHandler => async (req, res) => {
  const body = decodeFormBody(req, decodeRenewalAddressForm);
  assertValid(body, renewalAddressErrors(body));
  const { flow, features } = await openStep(context, res, req.params.slug, RenewalStep.Address);
  const settings = await flowSettingsOf(context, flow.tenantId, features);
  if (!(settings.webOnlyProvinces as readonly number[]).includes(body.provinceId)) {
    throw new FieldsRefusedError(tBoth("flows.error.provinceNotServed"), [{ field: "provinceId", key: "flows.error.provinceNotServed" }]);
  }
  const address = normalizedAddress(body);
  await saveState(context, req, flow, "address", encodeRenewalAddressForm(address));
  await auditFlow(context, req, res, flow, "flow.addressSaved", { after: { step: RenewalStep.Address, provinceId: address.provinceId } });
  sendOk(res, { step: RenewalStep.Address });
};

/**
 * GET …/cashLoanRenewFlow/:slug/calculatorData: what the renewal carries
 * over (C §3.6): previousBalance and the renewed contract's frequency (in
 * periods per year, as the calculator model), plus the tenant's limits;
 * `isTraining` for the renewal of a training contract (its calculator runs
 * in training mode, and its limits are the courses', 500–1000 $);
 * `savedChoice`: the step 1 choice the flow saved (amount, frequency, chosen
 * first payment date), or null before the first save; `disclosurePolicy`:
 * the tenant's rate cap, the Bank Rate, the borrower's province and the
 * contract date, so the calculator states each quote's APR with core's
 * `quoteDisclosure` and offers only counts under a `refuse` cap.
 */
export const getCalculatorData = (context: ServerContext): RequestHandler => async (req, res) => {
  const flow = await findFlow(context, res, req.params.slug);
  if (!flow.phoneVerified) throw new HttpError(403, tBoth("flows.error.phoneNotVerified"));
  await assertRenewable(context, flow);
  const settings = loanSettingsOf(await flowSettingsOf(context, flow.tenantId), flow.isTraining);
  const today = await lenderDay(context, flow.tenantId);
  const balanceCents = await previousBalanceCents(context.db, flow.tenantId, flow.originalContractId, today);
  const policy = disclosurePolicyOf(context, { day: today, province: await flowProvince(context, flow) }, settings);
  const code = Number(flow.originalContractId === null ? undefined : await contractFrequencyOf(context.db, flow.tenantId, flow.originalContractId));
  sendOk(res, {
    previousBalance: Number(decimalFromCents(balanceCents).toFixed(2)),
    loanFrequency: flow.loan?.loanFrequency ?? (isFrequencyCode(code) ? periodsPerYearOf(code) : 52),
    renewsContract: flow.originalContractId !== null,
    isTraining: flow.isTraining,
    loanMin: settings.loanMin,
    loanMax: settings.loanMax,
    // The step 1 choice saved, so Back and a reload show it again (the chosen date included).
    savedChoice: flow.loan
      ? { loanAmount: flow.loan.loanAmount, loanFrequency: flow.loan.loanFrequency, customerSelectedFirstPaymentDate: flow.loan.customerSelectedFirstPaymentDate ?? "" }
      : null,
    disclosurePolicy: wirePolicyOf(policy),
  });
};
