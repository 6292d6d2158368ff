import { tBoth } from "@lendkit/core";
import { composeDocument, documentFileName, safeDocumentFileName, type DocumentKind } from "@lendkit/core/documents";
import type { Request, RequestHandler, Response } from "express";
import { writeAudit } from "../data/audit.js";
import { markRefusalAudited } from "../access/guard.js";
import { sessionOf } from "../auth/caller.js";
import type { SessionInfo } from "../auth/sessions.js";
import { decodeBody } from "../http/decode.js";
import { HttpError, sendOk, notFound } from "../http/envelope.js";
import { serverMessages } from "../http/messages.js";
import { isReceiptEvent } from "../data/ledgerEvents.js";
import type { ServerContext } from "../context/serverContext.js";
import { loadDocumentFacts } from "./facts.js";
import { printableContractOf, type PrintableContract } from "../data/documentFacts.js";
import { renderPdf } from "./pdf.js";
import { decodePrintTicketRequest, type PrintTicketAnswer } from "./schemas.js";
import { issuePrintTicket, usePrintTicket, type PrintTicket, type TicketRefusal } from "./tickets.js";
import { tenantTimeZone } from "../data/tenantZone.js";
import { parseRowId } from "../http/ids.js";
import { langParameter } from "../infra/language.js";
import { auditActor } from "../infra/audit.js";

/** The answer to every refused print URL: one 404, whatever the reason. */
const ticketRefused = () => new HttpError(404, tBoth("documents.error.ticket"));

/** A ticket as issued: 256 bits, base64url. */
const ticketPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * The URL path of a document (C §7 patterns), with the ticket in the
 * `{session}` segment; a receipt of a contract without a customer has
 * customer 0 in its path.
 */
export const documentPath = (document: DocumentKind, ids: { contractId: number; customerId: number | null; receiptId: number | null }, ticket: string, file: string): string =>
  document === "PaymentReceipt"
    ? `/api/customer/${ids.customerId ?? 0}/printPaymentReciept/${ids.contractId}/${ids.receiptId ?? 0}/${ticket}/${file}`
    : `/api/reports/${document}/${ids.contractId}/print/${ticket}/${file}`;

/**
 * A bodiless POST takes nothing or `{}`: any field is refused (checked by
 * hand: an empty Struct lets excess keys through even in "refuse" mode).
 */
const refuseAnyBody = (req: Request): void => {
  const body: unknown = req.body;
  if (body === undefined) return;
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw new HttpError(400, serverMessages.invalidRequest, "expected an empty object");
  const [field] = Object.keys(body);
  if (field !== undefined) throw new HttpError(400, serverMessages.invalidRequest, `${field.slice(0, 40)}: unknown field`);
};

interface IssueRequest {
  readonly document: DocumentKind;
  readonly contractId: number;
  readonly receiptId: number | null;
  /** The `{customerId}` of the calling URL, which must be the contract's customer. */
  readonly customerIdInPath: number | null;
}

/** The contract a session may print, or null (another tenant's, another customer's, not there). */
const printableContract = async (context: ServerContext, session: SessionInfo, request: IssueRequest): Promise<PrintableContract | null> => {
  const contract = await printableContractOf(context.db, session.tenantId, request.contractId);
  if (!contract) return null;
  const customerId = contract.customerId;
  if (session.kind === "customer" && (session.customerId === null || customerId !== session.customerId)) return null;
  if (request.customerIdInPath !== null && customerId !== request.customerIdInPath) return null;
  // A receipt is money recorded on the contract's ledger (its event's id).
  if (request.receiptId !== null && !(await isReceiptEvent(context.db, session.tenantId, request.contractId, request.receiptId))) return null;
  return contract;
};

/**
 * Checks the caller may print the document, issues a ticket for it and
 * returns its path; audited as `document.ticketIssued` (never the ticket).
 * The language is the `lang` query, else the customer's, else French.
 */
const issue = async (context: ServerContext, req: Request, res: Response, request: IssueRequest): Promise<PrintTicketAnswer> => {
  const session = sessionOf(res);
  const contract = await printableContract(context, session, request);
  if (!contract) throw notFound();
  const lang = langParameter(req.query.lang) ?? (contract.customerLanguage === 1 ? "en" : "fr");
  const customerId = contract.customerId;
  const { ticket, id, expiresAt } = await issuePrintTicket(context.db, context.clock, session, {
    tenantId: session.tenantId,
    document: request.document,
    contractId: request.contractId,
    receiptId: request.receiptId,
    ownerCustomerId: session.kind === "customer" ? session.customerId : null,
    lang,
  });
  const file = documentFileName(request.document, lang, contract.contractNumber, request.receiptId ?? undefined);
  await writeAudit(context.db, context.clock, {
    action: "document.ticketIssued",
    ...auditActor(req, res, session),
    entity: "contract",
    entityId: request.contractId,
    after: { document: request.document, receiptId: request.receiptId, lang, ticketId: id, expiresAt },
  });
  return { path: documentPath(request.document, { contractId: request.contractId, customerId, receiptId: request.receiptId }, ticket, file), expiresAt };
};

/**
 * POST /api/reports/printTicket `{ report, contractId, receiptId? }` →
 * `{ path, expiresAt }`: a print URL for any document of a contract.
 */
export const printTicket = (context: ServerContext): RequestHandler => async (req, res) => {
  const body = decodeBody(req, decodePrintTicketRequest);
  const isReceipt = body.report === "PaymentReceipt";
  if (isReceipt !== (body.receiptId !== null)) {
    throw new HttpError(400, serverMessages.invalidRequest, isReceipt ? "receiptId: required for a PaymentReceipt" : "receiptId: only for a PaymentReceipt");
  }
  sendOk(res, await issue(context, req, res, { document: body.report, contractId: body.contractId, receiptId: body.receiptId, customerIdInPath: null }));
};

/**
 * POST /api/customer/{customerId}/getContractFile/{contractId} (C §7) →
 * Result: the contract print's path, opened in a new tab.
 */
export const getContractFile = (context: ServerContext): RequestHandler => async (req, res) => {
  refuseAnyBody(req);
  const customerId = parseRowId(req.params.customerId);
  const contractId = parseRowId(req.params.contractId);
  if (customerId === null || contractId === null) throw notFound();
  const answer = await issue(context, req, res, { document: "Contract", contractId, receiptId: null, customerIdInPath: customerId });
  sendOk(res, answer.path);
};

const auditRefusal = async (context: ServerContext, req: Request, res: Response, document: DocumentKind, reason: TicketRefusal, ticket?: PrintTicket) => {
  markRefusalAudited(res);
  await writeAudit(context.db, context.clock, {
    action: "document.ticketRefused",
    ...auditActor(req, res, { tenantId: ticket?.tenantId }),
    entity: "printTicket",
    entityId: ticket?.id ?? null,
    after: { document, reason },
  });
};

/** Checks the URL's ticket and spends one use of it; throws the one 404 otherwise. */
const spendTicket = async (context: ServerContext, req: Request, res: Response, document: DocumentKind): Promise<PrintTicket> => {
  const contractId = parseRowId(req.params.contractId);
  const receiptId = document === "PaymentReceipt" ? parseRowId(req.params.receiptId) : null;
  const ticket = String(req.params.session ?? "");
  if (contractId === null || (document === "PaymentReceipt" && receiptId === null) || !ticketPattern.test(ticket)) {
    await auditRefusal(context, req, res, document, "unknown");
    throw ticketRefused();
  }
  const used = await usePrintTicket(context.db, context.clock, ticket, { document, contractId, receiptId });
  if ("refusal" in used) {
    await auditRefusal(context, req, res, document, used.refusal, used.ticket);
    throw ticketRefused();
  }
  return used.ticket;
};

/**
 * GET of a document's print URL: no session header (a new tab); the
 * `{session}` segment is a print ticket. Answers the PDF inline with
 * no-store, nosniff and no-referrer, audited as `document.printed`.
 */
export const serveDocument = (context: ServerContext, document: DocumentKind): RequestHandler => async (req, res) => {
  const ticket = await spendTicket(context, req, res, document);
  const loaded = await loadDocumentFacts(context.db, ticket.tenantId, ticket.contractId, ticket.ownerCustomerId, context.clock.now(), await tenantTimeZone(context, ticket.tenantId));
  const customerInPath = req.params.customerId === "0" ? 0 : parseRowId(req.params.customerId);
  if (!loaded || (document === "PaymentReceipt" && customerInPath !== (loaded.customerId ?? 0))) throw ticketRefused();
  const lang = langParameter(req.query.lang) ?? ticket.lang;
  const printed = composeDocument(document, loaded.facts, lang, ticket.receiptId ?? undefined);
  if (!printed) throw ticketRefused();
  const pdf = await renderPdf(printed, context.clock.now());
  await writeAudit(context.db, context.clock, {
    action: "document.printed",
    ...auditActor(req, res, { tenantId: ticket.tenantId, userId: ticket.issuedByUserId, customerId: ticket.issuedByCustomerId }),
    entity: "contract",
    entityId: ticket.contractId,
    after: { document, receiptId: ticket.receiptId, lang, ticketId: ticket.id, use: ticket.useCount, bytes: pdf.length },
  });
  res.status(200);
  res.setHeader("Content-Type", "application/pdf");
  res.setHeader("Content-Disposition", `inline; filename="${safeDocumentFileName(req.params.file, printed.fileName)}"`);
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "no-referrer");
  res.setHeader("Content-Length", String(pdf.length));
  res.end(pdf);
};
