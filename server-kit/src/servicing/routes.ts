import {
  adjustmentCents,
  centsOf,
  decodeAdjustmentRequest,
  decodeFeeRequest,
  decodeFeeWaiverRequest,
  decodePaymentRequest,
  decodePaymentReturnRequest,
  decodeWriteOffRequest,
  isDayText,
  parseIsoDate,
  processorImportKey,
  readProcessorBytes,
  t,
  tBoth,
  type Lang,
  type ProcessorImportCode,
  type ProcessorRowError,
} from "@lendkit/core";
import type { Request, RequestHandler, Response } from "express";
import { sessionOf } from "../auth/caller.js";
import { decodeBody } from "../http/decode.js";
import { HttpError, sendOk, notFound } from "../http/envelope.js";
import { bilingualText, serverMessages } from "../http/messages.js";
import { readUpload } from "../files/multipart.js";
import { callerLang } from "../infra/language.js";
import { wholeId } from "../http/ids.js";
import type { ServerContext } from "../context/serverContext.js";
import { adjustBalance, assessFee, contractLedger, postPayment, returnPayment, waiveFee, writeOffBalance, type Posting, type ServicingTenant } from "./service.js";
import { importProcessorFile } from "./imports.js";
import { sendCorrection } from "./approvalRoutes.js";
import { servicingTenantDay } from "./settings.js";
import { allocationOf, coreLineId, ledgerAnswer, payoffAnswer, wireLineId } from "./wire.js";
import { requestFacts } from "../infra/audit.js";

/**
 * The servicing routes (issue 22 §2, docs/api/servicing.md): read a
 * contract's ledger and payoff, record payments, returns, fees and
 * waivers. The tenant is the session's; "today" is the tenant's lender day.
 */

/** core's calendar date (named through core, not the date library). */
type CalendarDate = NonNullable<ReturnType<typeof parseIsoDate>>;

/** A day of the query (`asOf`, `date`): the tenant's today when absent, 400 when not `yyyy-mm-dd`. */
const queryDay = (req: Request, name: string, today: CalendarDate): CalendarDate => {
  const value = req.query[name];
  if (value === undefined || value === "") return today;
  if (typeof value !== "string" || !isDayText(value)) throw new HttpError(400, serverMessages.invalidRequest, `${name}: expected a date yyyy-mm-dd`);
  return parseIsoDate(value)!;
};

const day = (text: string): CalendarDate => parseIsoDate(text)!;

/** The session's tenant with its servicing settings, and its lender day. */
const tenantOf = async (context: ServerContext, tenantId: number) => {
  const { settings, today, timeZone } = await servicingTenantDay(context, tenantId);
  const tenant: ServicingTenant = { id: tenantId, settings };
  return { tenant, today, timeZone };
};

/** What a write needs of its request: the tenant, the contract named by the path, the day and who asks. */
const postingOf = async (context: ServerContext, req: Request, res: Response): Promise<Posting> => {
  const auth = sessionOf(res);
  const contractId = wholeId(req.params.id, "id");
  const { tenant, today, timeZone } = await tenantOf(context, auth.tenantId);
  return { tenant, contractId, today, timeZone, actor: { userId: auth.userId, ...requestFacts(req, res) } };
};

/** GET /api/contracts/{id}/ledger?asOf=yyyy-mm-dd (default: today). */
export const getLedger = (context: ServerContext): RequestHandler => async (req, res) => {
  const auth = sessionOf(res);
  const contractId = wholeId(req.params.id, "id");
  const { tenant, today } = await tenantOf(context, auth.tenantId);
  const asOf = queryDay(req, "asOf", today);
  const { ledger, events } = await contractLedger(context.db, tenant, contractId, asOf);
  sendOk(res, ledgerAnswer(ledger, events));
};

/** GET /api/contracts/{id}/payoff?date=yyyy-mm-dd (default: today): the book replayed to that day, quoted by core's settlement rule. */
export const getPayoff = (context: ServerContext): RequestHandler => async (req, res) => {
  const auth = sessionOf(res);
  const contractId = wholeId(req.params.id, "id");
  const { tenant, today } = await tenantOf(context, auth.tenantId);
  const date = queryDay(req, "date", today);
  const { ledger } = await contractLedger(context.db, tenant, contractId, date);
  sendOk(res, payoffAnswer(ledger.payoff));
};

/** POST /api/contracts/{id}/payments → 201 `{ id, allocations }`. */
export const postPaymentRoute = (context: ServerContext): RequestHandler => async (req, res) => {
  const body = decodeBody(req, decodePaymentRequest);
  const posting = await postingOf(context, req, res);
  const input = { amountCents: centsOf(body.amount), valueDate: day(body.valueDate), method: body.method, externalId: body.externalId };
  const { id, allocations } = await postPayment(context, posting, input);
  sendOk(res, { id, allocations: allocations.map(allocationOf) }, 201);
};

/** POST /api/contracts/{id}/payments/{paymentId}/return → 201 `{ id, feeLineId }`. */
export const returnPaymentRoute = (context: ServerContext): RequestHandler => async (req, res) => {
  const paymentId = wholeId(req.params.paymentId, "paymentId");
  const body = decodeBody(req, decodePaymentReturnRequest);
  const posting = await postingOf(context, req, res);
  const { id, feeId } = await returnPayment(context, posting, { paymentId, returnedOn: day(body.returnedOn), reason: body.reason });
  sendOk(res, { id, feeLineId: feeId === null ? null : wireLineId(String(feeId)) }, 201);
};

/** POST /api/contracts/{id}/fees → 201 `{ id, lineId }`. */
export const assessFeeRoute = (context: ServerContext): RequestHandler => async (req, res) => {
  const body = decodeBody(req, decodeFeeRequest);
  const posting = await postingOf(context, req, res);
  const note = body.note?.trim() || null;
  const { id } = await assessFee(context, posting, { feeKind: body.kind, amountCents: centsOf(body.amount), dueDate: day(body.dueDate), note });
  sendOk(res, { id, lineId: wireLineId(String(id)) }, 201);
};

/** POST /api/contracts/{id}/fees/{lineId}/waive → 201 `{ id }` (202 when it waits for approval, approvalRoutes.ts); a line id that is not `s<id>` or `f<id>` names nothing (404). */
export const waiveFeeRoute = (context: ServerContext): RequestHandler => async (req, res) => {
  const feeLineId = coreLineId(String(req.params.lineId ?? ""));
  if (feeLineId === null) throw notFound();
  const body = decodeBody(req, decodeFeeWaiverRequest);
  const posting = await postingOf(context, req, res);
  sendCorrection(req, res, await waiveFee(context, posting, { feeLineId, reason: body.reason.trim() }), posting.tenant.settings.approvalThresholdCents);
};

/** POST /api/contracts/{id}/adjustments → 201 `{ id }` (202 when it waits for approval): a credit ("25.00") or a debit ("-25.00") with its reason. */
export const adjustmentRoute = (context: ServerContext): RequestHandler => async (req, res) => {
  const body = decodeBody(req, decodeAdjustmentRequest);
  const posting = await postingOf(context, req, res);
  const input = { amountCents: adjustmentCents(body.amount)!, valueDate: day(body.valueDate), reason: body.reason.trim(), note: body.note?.trim() || null };
  sendCorrection(req, res, await adjustBalance(context, posting, input), posting.tenant.settings.approvalThresholdCents);
};

/** POST /api/contracts/{id}/write-off → 201 `{ id }` (202 when it waits for approval): what the contract owes today is written off. */
export const writeOffRoute = (context: ServerContext): RequestHandler => async (req, res) => {
  const body = decodeBody(req, decodeWriteOffRequest);
  const posting = await postingOf(context, req, res);
  const input = { reason: body.reason.trim(), note: body.note?.trim() || null };
  sendCorrection(req, res, await writeOffBalance(context, posting, input), posting.tenant.settings.approvalThresholdCents);
};

/** The largest processor file read (5,000 lines of about 80 bytes, with room): a larger one is refused as it streams (413). */
export const processorFileMaxBytes = 1024 * 1024;

/** `dryRun` of the query: `true` or `false`, nothing else (400): a file is never applied by omission. */
const dryRunOf = (req: Request): boolean => {
  const value = req.query.dryRun;
  if (value === "true" || value === "false") return value === "true";
  throw new HttpError(400, serverMessages.invalidRequest, "dryRun: expected true or false");
};

/** A line's error with its words in the caller's language (both, for a caller that states none). */
const errorIn = (lang: Lang | null, error: ProcessorRowError<ProcessorImportCode>) => {
  const key = processorImportKey(error.code);
  return { row: error.row, code: error.code, message: lang === null ? bilingualText(tBoth(key)) : t(lang, key) };
};

/**
 * POST /api/servicing/imports?dryRun=true|false: multipart, one CSV file in
 * `file` → 200 `{ dryRun, rows, applied, duplicates, errors }`. A file that
 * cannot be read (not UTF-8, wrong header, too many lines) is a 400 and
 * nothing is written.
 */
export const importRoute = (context: ServerContext): RequestHandler => async (req, res) => {
  const dryRun = dryRunOf(req);
  const upload = await readUpload(req, { maxBytes: processorFileMaxBytes, maxFiles: 1 }, []);
  const file = readProcessorBytes(upload.files[0]!.bytes);
  if (!file.ok) throw new HttpError(400, tBoth(processorImportKey(file.problem)));
  const auth = sessionOf(res);
  const { tenant, today, timeZone } = await tenantOf(context, auth.tenantId);
  const actor = { userId: auth.userId, ...requestFacts(req, res) };
  const outcome = await importProcessorFile(context, { tenant, today, timeZone, actor }, file, dryRun);
  const lang = callerLang(req);
  sendOk(res, { dryRun, rows: outcome.rows, applied: outcome.applied, duplicates: outcome.duplicates, errors: outcome.errors.map((error) => errorIn(lang, error)) });
};
