import { isValidEmail, maskEmail } from "@lendkit/core";
import { signedConfirmationEmail, signedContractPrint, type SignedCopy } from "@lendkit/core/documents";
import type { Request, RequestHandler, Response } from "express";
import { signatureOf, signerContactOf } from "../data/signatures.js";
import { tenantTimeZone } from "../data/tenantZone.js";
import { renderPdf } from "../documents/pdf.js";
import { notFound } from "../http/envelope.js";
import type { ServerContext } from "../context/serverContext.js";
import { sha256Hex } from "./document.js";
import { auditFlow, findFlow, type Flow } from "./store.js";

/**
 * The confirmation after signing (C §3.8; issue 14 §12): the signed copy of
 * the contract as a PDF, sent once by email through the deployment's message
 * sender (to the email on file, never one typed in the flow), and the same
 * PDF for the confirmation screen's download (GET
 * …/cashLoanFlow/:slug/signedContract, the flow's session only). What the
 * copy and the email say is core's (`signedContractPrint`,
 * `signedConfirmationEmail`); this file reads, renders, sends and audits.
 */

/** The signed copy's PDF on the lender's clock (`timeZone`), its creation date the server's clock. */
const signedContractPdf = async (context: ServerContext, signed: SignedCopy, timeZone: string): Promise<{ readonly fileName: string; readonly pdf: Buffer }> => {
  const print = signedContractPrint(signed, timeZone);
  return { fileName: print.fileName, pdf: await renderPdf(print, context.clock.now()) };
};

/** What the signature's answer says about the confirmation email. */
export interface ConfirmationOutcome {
  readonly sent: boolean;
  /** The address it went to, masked (null when the file has none). */
  readonly email: string | null;
}

/**
 * Sends the confirmation email with the signed contract attached, once per
 * signature (the caller runs it only after recording one). A file without
 * an email core would send to (`isValidEmail`), or a sender that refuses,
 * does not undo the signature: it is audited (`flow.confirmationFailed`),
 * logged with the masked address only, and the screen offers the download
 * instead.
 */
export const sendSignedConfirmation = async (
  context: ServerContext,
  req: Request,
  res: Response,
  flow: Pick<Flow, "tenantId" | "customerId" | "contractId">,
  signed: SignedCopy,
): Promise<ConfirmationOutcome> => {
  const contact = flow.customerId === null ? null : await signerContactOf(context.db, flow.tenantId, flow.customerId);
  const email = contact?.email?.trim() ?? "";
  if (!isValidEmail(email)) {
    await auditFlow(context, req, res, flow, "flow.confirmationFailed", { after: { reason: "noEmail" } });
    return { sent: false, email: null };
  }
  const masked = maskEmail(email);
  const timeZone = await tenantTimeZone(context, flow.tenantId);
  const { fileName, pdf } = await signedContractPdf(context, signed, timeZone);
  const { lang, subject, body } = signedConfirmationEmail(signed, contact?.firstName ?? "", timeZone);
  try {
    await context.messageSender.send({
      tenantId: flow.tenantId,
      channel: "EMAIL",
      recipient: email,
      subject,
      body,
      lang,
      attachments: [{ fileName, contentType: "application/pdf", content: pdf }],
    });
  } catch (error) {
    await auditFlow(context, req, res, flow, "flow.confirmationFailed", { after: { reason: "notSent", recipient: masked } });
    context.logger.error({ contractId: flow.contractId, recipient: masked, reason: error instanceof Error ? error.message : "unknown" }, "signed contract confirmation not sent");
    return { sent: false, email: masked };
  }
  await auditFlow(context, req, res, flow, "flow.confirmationSent", { after: { recipient: masked, fileName, bytes: pdf.length, documentSha256: signed.sha256 } });
  return { sent: true, email: masked };
};

/** The signed copy of a flow with its stored signature image (checked against its recorded hash), or null when it is not signed. */
const signedCopyOf = async (context: ServerContext, flow: Pick<Flow, "tenantId" | "tenantCode" | "contractId">): Promise<SignedCopy | null> => {
  const signature = await signatureOf(context.db, flow.tenantId, flow.contractId);
  if (!signature) return null;
  const stored = await context.storage.get(flow.tenantCode, signature.imageName).catch(() => null);
  const image = stored && sha256Hex(stored) === signature.imageSha256 ? stored : null;
  if (!image) context.logger.warn({ contractId: flow.contractId }, "signature image missing or altered: the signed copy prints without it");
  return { document: signature.document, sha256: signature.documentSha256, signerName: signature.signerName, signedAt: signature.signedAt, signatureImage: image };
};

/** GET …/cashLoanFlow/:slug/signedContract: the PDF copy of the signed contract (404 before signing). */
export const getSignedContract = (context: ServerContext): RequestHandler => async (req, res) => {
  const flow = await findFlow(context, res, req.params.slug);
  const signed = await signedCopyOf(context, flow);
  if (!signed) throw notFound();
  const { fileName, pdf } = await signedContractPdf(context, signed, await tenantTimeZone(context, flow.tenantId));
  res.status(200);
  res.setHeader("Content-Type", "application/pdf");
  res.setHeader("Content-Disposition", `attachment; filename="${fileName}"`);
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Content-Length", String(pdf.length));
  res.end(pdf);
};
