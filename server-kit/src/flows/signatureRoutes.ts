import { randomBytes } from "node:crypto";
import { contractColumns, ContractStatus, decodeSignatureRequest, RenewalStep, signedTermsOf, tBoth, withSignedTerms, type Contract, type Features, type SignedTerms } from "@lendkit/core";
import type { Request, RequestHandler } from "express";
import { isoTime } from "../infra/clock.js";
import { findContract, storedBody } from "../data/contracts.js";
import { assertCapAllows, capWarningAction, capWarningOf } from "../disclosure/enforcement.js";
import { decodeBody } from "../http/decode.js";
import { HttpError, sendOk } from "../http/envelope.js";
import { callerLang } from "../infra/language.js";
import type { ServerContext } from "../context/serverContext.js";
import { sendSignedConfirmation } from "./confirmation.js";
import { buildContractDocument, sha256Hex } from "./document.js";
import { flowSettingsOf, tenantFeatures } from "./settings.js";
import { prepareSignatureImage } from "./signatureImage.js";
import { renewalFlowPath, renewalStepOpen, renewalStepsBeforeSignatureMissing } from "@lendkit/core";
import { assertFlowWritable, auditFlow, findFlow, flowFacts, type Flow } from "./store.js";
import { isUniqueViolation } from "../infra/uniqueViolation.js";
import { insertSignature, signatureOf } from "../data/signatures.js";
import { completeFlowState, submitSignedContract, type SignedContractColumns } from "../data/flows.js";

/**
 * Step 3, the signature (C §2 `/go/sign/:id`, C §3.8): the applicant reviews
 * the contract document (summary and schedule), types their name and draws
 * a signature; the server keeps the re-encoded image, the time, the IP, the
 * user agent and the SHA-256 of the exact document signed, then the flow is
 * complete (the completion screen follows), the contract is submitted and
 * a copy of the signed contract is emailed (confirmation.ts).
 */

/** The flow at its signature step with every earlier step done; 409 otherwise. */
const atSignature = async (context: ServerContext, flow: Flow, features: Features): Promise<void> => {
  const path = renewalFlowPath(features);
  if (!renewalStepOpen(path, flow.stepAttained, RenewalStep.Signature)) throw new HttpError(409, tBoth("flows.error.stepNotReached"));
  const facts = await flowFacts(context, flow);
  const missing = renewalStepsBeforeSignatureMissing(path, facts);
  if (missing.length > 0) throw new HttpError(409, tBoth("flows.error.stepIncomplete"), `steps ${missing.join(", ")}`);
};

/** Letters only, lower-case, accents removed, one space between words: how typed and stored names are compared. */
export const comparableName = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** True when the typed name is the applicant's, first-last or last-first (case, accents and punctuation aside). */
export const nameMatches = (typed: string, firstName: string, lastName: string): boolean => {
  const value = comparableName(typed);
  return value !== "" && (value === comparableName(`${firstName} ${lastName}`) || value === comparableName(`${lastName} ${firstName}`));
};

/**
 * The language of the document the caller reviews or signs: the screen's
 * (`?lang`, else Accept-Language), else the flow's. The hash covers it, so
 * the signature must come from a screen in the language reviewed.
 */
const documentLang = (req: Request, flow: Flow) => callerLang(req) ?? flow.lang;

/**
 * GET …/cashLoanFlow/:slug/contract: `{ signed, documentSha256, document }`
 * — the document to sign in the caller's language, or the one signed (with
 * `signedAt`) in the language it was signed in. None is issued above the
 * tenant's rate cap on `refuse`: 422 naming the figure, the cap and the rule.
 */
export const getContractToSign = (context: ServerContext): RequestHandler => async (req, res) => {
  const flow = await findFlow(context, res, req.params.slug);
  if (!flow.phoneVerified) throw new HttpError(403, tBoth("flows.error.phoneNotVerified"));
  const signed = await signatureOf(context.db, flow.tenantId, flow.contractId);
  if (signed) return sendOk(res, { signed: true, signedAt: signed.signedAt, documentSha256: signed.documentSha256, document: signed.document });
  await assertFlowWritable(context, flow);
  const features = await tenantFeatures(context, flow.tenantId);
  await atSignature(context, flow, features);
  const built = await buildContractDocument(context, flow, await flowSettingsOf(context, flow.tenantId, features), features, documentLang(req, flow));
  assertCapAllows(built.document.disclosure);
  sendOk(res, { signed: false, documentSha256: built.sha256, document: built.document });
};

/**
 * The signed contract's body and its term columns (the rest of the row —
 * lessee name, search text — is the flow's, which a lead's body does not
 * carry yet).
 */
const signedColumns = (contract: Contract): SignedContractColumns => {
  const columns = contractColumns(contract);
  return {
    bodyJson: storedBody(contract),
    product: columns.product,
    amountCents: columns.amountCents,
    frequency: columns.frequency,
    numberOfPayments: columns.numberOfPayments,
    firstPaymentDate: columns.firstPaymentDate,
    annualRate: columns.annualRate,
  };
};

/**
 * Writes the signature, submits the contract with the signed terms written
 * into its body and columns (core's `withSignedTerms`: principal, previous
 * balance, frequency, number of payments, rate, brokerage fee per period,
 * first payment date, semi-monthly days) and closes the flow, in one
 * transaction: staff read what was signed, and activation funds it.
 */
const recordSignature = async (
  context: ServerContext,
  req: Request,
  flow: Flow,
  values: { signerName: string; imageName: string; png: Buffer; canonical: string; sha256: string; terms: SignedTerms },
): Promise<string> => {
  const now = isoTime(context.clock.now());
  const { terms } = values;
  await context.db.transaction(async (trx) => {
    await insertSignature(trx, {
      tenantId: flow.tenantId,
      contractId: flow.contractId,
      signerName: values.signerName,
      imageName: values.imageName,
      imageSha256: sha256Hex(values.png),
      imageBytes: values.png.length,
      documentJson: values.canonical,
      documentSha256: values.sha256,
      signedAt: now,
      ip: req.ip?.slice(0, 64) ?? null,
      userAgent: req.get("user-agent")?.slice(0, 300) ?? null,
    });
    const stored = await findContract(trx, flow.tenantId, flow.contractId);
    if (!stored || stored.statusId !== ContractStatus.Draft) throw new HttpError(409, tBoth("flows.error.flowClosed"));
    const submitted = await submitSignedContract(trx, flow.tenantId, flow.contractId, stored.version, signedColumns(withSignedTerms(stored.contract, terms)), now);
    if (!submitted) throw new HttpError(409, tBoth("flows.error.flowClosed"));
    await completeFlowState(trx, flow.tenantId, flow.stateId, now);
  });
  return now;
};

/**
 * POST …/cashLoanFlow/:slug/signature `{ signerName, signature, documentSha256 }`:
 * signs the document whose hash the applicant reviewed, in the language of
 * the signing screen (409 when the terms, the lender's identity, its terms
 * and conditions or the language changed since), with their own name (400 otherwise) and a drawn PNG (400
 * when missing, blank, not a PNG or too large). Once only (409 after).
 * Above the tenant's rate cap: 422 on `refuse` (nothing written), an audit
 * row with the figures on `warn`.
 */
export const postSignature = (context: ServerContext): RequestHandler => async (req, res) => {
  const body = decodeBody(req, decodeSignatureRequest);
  const flow = await findFlow(context, res, req.params.slug);
  await assertFlowWritable(context, flow);
  const features = await tenantFeatures(context, flow.tenantId);
  await atSignature(context, flow, features);
  const built = await buildContractDocument(context, flow, await flowSettingsOf(context, flow.tenantId, features), features, documentLang(req, flow));
  assertCapAllows(built.document.disclosure);
  if (built.sha256 !== body.documentSha256) throw new HttpError(409, tBoth("flows.error.documentChanged"));
  const { borrower } = built.document;
  if (!nameMatches(body.signerName, borrower.firstName, borrower.lastName)) throw new HttpError(400, tBoth("flows.error.signatureName"), "signerName");
  const image = await prepareSignatureImage(body.signature);
  if (!image.ok) throw new HttpError(400, tBoth("flows.error.signatureImage"), image.problem);
  const terms = signedTermsOf(built.document.terms, built.semiMonthlyDays);
  if (terms === null) throw new HttpError(409, tBoth("flows.error.stepIncomplete"), "firstPaymentDate");

  const imageName = `sig-${randomBytes(16).toString("hex")}.png`;
  await context.storage.put(flow.tenantCode, imageName, image.png);
  let signedAt: string;
  try {
    signedAt = await recordSignature(context, req, flow, {
      signerName: body.signerName.trim(),
      imageName,
      png: image.png,
      canonical: built.canonical,
      sha256: built.sha256,
      terms,
    });
  } catch (error) {
    await context.storage.remove(flow.tenantCode, imageName);
    if (isUniqueViolation(error)) throw new HttpError(409, tBoth("flows.error.alreadySigned"));
    throw error;
  }
  await auditFlow(context, req, res, flow, "flow.signed", {
    after: { documentSha256: built.sha256, imageSha256: sha256Hex(image.png), signedAt, status: ContractStatus.Submitted },
  });
  const warning = capWarningOf(built.document.disclosure);
  if (warning) await auditFlow(context, req, res, flow, capWarningAction, { after: { ...warning, documentSha256: built.sha256 } });
  // Once per signature (a second one is refused above): the copy of the signed contract by email.
  const signed = { document: JSON.parse(built.canonical) as Record<string, unknown>, sha256: built.sha256, signerName: body.signerName.trim(), signedAt, signatureImage: image.png };
  const confirmation = await sendSignedConfirmation(context, req, res, flow, signed);
  sendOk(res, { signed: true, signedAt, documentSha256: built.sha256, step: RenewalStep.Signature, confirmation });
};
