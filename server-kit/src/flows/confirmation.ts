import { businessDateOf, formatMoney, maskEmail, type Lang } from "@lendkit/core";
import type { DocumentBlock, FieldRow, PrintDocument } from "@lendkit/core/documents";
import type { Request, RequestHandler, Response } from "express";
import { renderPdf } from "../documents/pdf.js";
import { HttpError } from "../http/envelope.js";
import { serverMessages } from "../http/messages.js";
import type { ServerContext } from "../server/context.js";
import { auditFlow, findFlow, type Flow } from "./store.js";

/**
 * The confirmation after signing (C §3.8; issue 14 §12): a copy of the
 * signed contract as a PDF — the exact document the applicant signed, with
 * who signed, when, and the SHA-256 of what was signed — sent once by email
 * through the deployment's message sender (to the email on file, never one
 * typed in the flow), and the same PDF for the confirmation screen's
 * download (GET …/cashLoanFlow/:slug/signedContract, the flow's session only).
 */

/** A signature as stored: the signed document (canonical JSON) and its proof. */
export interface SignedCopy {
  readonly document: Readonly<Record<string, unknown>>;
  readonly sha256: string;
  readonly signerName: string;
  /** ISO instant. */
  readonly signedAt: string;
}

const words = {
  fr: {
    title: "Contrat de prêt signé",
    subject: "Votre contrat signé",
    contractNumber: "Numéro de contrat",
    renews: "Renouvelle le contrat",
    borrower: "Emprunteur",
    address: "Adresse",
    requestedAmount: "Montant demandé",
    previousBalance: "Solde reporté",
    principal: "Capital du prêt",
    frequency: "Fréquence des versements",
    numberOfPayments: "Nombre de versements",
    regularPayment: "Versement",
    rate: "Taux d'intérêt annuel",
    fee: "Frais de courtage par versement",
    totalRepaid: "Total remboursé",
    depositDate: "Date du dépôt",
    firstPayment: "Premier versement",
    lastPayment: "Dernier versement",
    schedule: "Calendrier des versements",
    columns: ["N°", "Échéance", "Versement", "Intérêts", "Capital", "Frais", "Total", "Solde"],
    total: "Total",
    signed: (name: string, date: string, time: string) => `Signé électroniquement par ${name} le ${date} à ${time} (UTC).`,
    fingerprint: (sha: string) => `Empreinte du document signé (SHA-256)\u202f: ${sha}`,
    frequencies: { 52: "hebdomadaire", 26: "aux deux semaines", 24: "deux fois par mois", 12: "mensuelle" } as Record<number, string>,
    fileName: (number: string) => `contrat-signe-${number}.pdf`,
    hello: (name: string) => `Bonjour ${name},`,
    thanks: (number: string, date: string) =>
      `Merci\u202f! Nous avons bien reçu votre contrat ${number}, signé le ${date}. Vous en trouverez une copie en pièce jointe (PDF).`,
    next: "Un agent vous écrira par texto dès que possible pour vous dire si votre demande est approuvée, sans que vous ayez à appeler ou à écrire. La réponse peut prendre de quelques minutes à quelques heures.",
  },
  en: {
    title: "Signed loan contract",
    subject: "Your signed contract",
    contractNumber: "Contract number",
    renews: "Renews contract",
    borrower: "Borrower",
    address: "Address",
    requestedAmount: "Amount requested",
    previousBalance: "Balance carried over",
    principal: "Loan principal",
    frequency: "Payment frequency",
    numberOfPayments: "Number of payments",
    regularPayment: "Payment",
    rate: "Annual interest rate",
    fee: "Brokerage fee per payment",
    totalRepaid: "Total repaid",
    depositDate: "Deposit date",
    firstPayment: "First payment",
    lastPayment: "Last payment",
    schedule: "Payment schedule",
    columns: ["No.", "Due date", "Payment", "Interest", "Principal", "Fee", "Total", "Balance"],
    total: "Total",
    signed: (name: string, date: string, time: string) => `Signed electronically by ${name} on ${date} at ${time} (UTC).`,
    fingerprint: (sha: string) => `Fingerprint of the signed document (SHA-256): ${sha}`,
    frequencies: { 52: "weekly", 26: "every two weeks", 24: "twice a month", 12: "monthly" } as Record<number, string>,
    fileName: (number: string) => `signed-contract-${number}.pdf`,
    hello: (name: string) => `Hello ${name},`,
    thanks: (number: string, date: string) =>
      `Thank you! We have received your contract ${number}, signed on ${date}. A copy is attached (PDF).`,
    next: "An agent will text you as soon as possible to tell you whether your application is approved, with no need to call or write. The answer may take a few minutes to a few hours.",
  },
} as const;

const record = (value: unknown): Readonly<Record<string, unknown>> => (value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {});
const text = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "");
const money = (value: unknown, lang: Lang): string => {
  const amount = text(value);
  return amount === "" ? "" : formatMoney(amount, lang);
};

/** The signed document's language (its `lang`), French by default. */
const langOf = (document: Readonly<Record<string, unknown>>): Lang => (document.lang === "en" ? "en" : "fr");

const addressText = (value: unknown): string => {
  const address = record(value);
  const street = [text(address.civicNumber), text(address.street)].filter(Boolean).join(" ");
  const unit = text(address.apartment) ? `#${text(address.apartment)}` : "";
  return [[street, unit].filter(Boolean).join(" "), text(address.city), text(address.province), text(address.postalCode)].filter(Boolean).join(", ");
};

/** The PDF's words and figures: the signed document as the applicant reviewed it, and the proof. */
export const signedContractPrint = (signed: SignedCopy): PrintDocument => {
  const { document } = signed;
  const lang = langOf(document);
  const w = words[lang];
  const terms = record(document.terms);
  const borrower = record(document.borrower);
  const lender = text(record(document.lender).name);
  const number = text(document.contractNumber);
  const row = (label: string, value: string): FieldRow[] => (value === "" ? [] : [{ label, value }]);
  const previous = text(terms.previousBalance);
  const fields: FieldRow[] = [
    ...row(w.contractNumber, number),
    ...row(w.renews, text(document.renewsContractNumber)),
    ...row(w.borrower, [text(borrower.firstName), text(borrower.lastName)].filter(Boolean).join(" ")),
    ...row(w.address, addressText(borrower.address)),
    ...row(w.requestedAmount, money(terms.requestedAmount, lang)),
    ...(previous !== "" && previous !== "0.00" ? row(w.previousBalance, money(previous, lang)) : []),
    ...row(w.principal, money(terms.principal, lang)),
    ...row(w.frequency, w.frequencies[Number(terms.periodsPerYear)] ?? ""),
    ...row(w.numberOfPayments, text(terms.numberOfPayments)),
    ...row(w.regularPayment, money(terms.regularPayment, lang)),
    ...row(w.rate, text(terms.annualInterestRate) === "" ? "" : `${text(terms.annualInterestRate).replace(".", lang === "fr" ? "," : ".")}${lang === "fr" ? "\u00a0%" : "%"}`),
    ...row(w.fee, money(terms.brokerageFeePerPeriod, lang)),
    { label: w.totalRepaid, value: money(terms.totalRepaid, lang), strong: true },
    ...row(w.depositDate, text(terms.depositDate)),
    ...row(w.firstPayment, text(terms.firstPaymentDate)),
    ...row(w.lastPayment, text(terms.lastPaymentDate)),
  ];
  const lines = Array.isArray(document.schedule) ? document.schedule.map(record) : [];
  const widths = [0.6, 1.3, 1, 1, 1, 1, 1, 1.1];
  const blocks: DocumentBlock[] = [
    { kind: "fields", rows: fields },
    { kind: "heading", text: w.schedule },
    {
      kind: "table",
      columns: w.columns.map((label, index) => ({ label, align: index < 2 ? "left" : "right", width: widths[index] ?? 1 })),
      rows: lines.map((line) => [
        text(line.number),
        text(line.dueDate),
        money(line.payment, lang),
        money(line.interest, lang),
        money(line.principal, lang),
        money(line.fee, lang),
        money(line.total, lang),
        money(line.balance, lang),
      ]),
      total: [w.total, "", "", "", "", "", money(terms.totalRepaid, lang), ""],
    },
    { kind: "paragraph", text: w.signed(signed.signerName, signed.signedAt.slice(0, 10), signed.signedAt.slice(11, 16)) },
    { kind: "paragraph", text: w.fingerprint(signed.sha256) },
  ];
  return {
    kind: "Contract",
    lang,
    issuer: lender,
    title: w.title,
    subtitle: number,
    blocks,
    footer: `${lender} - ${number}`,
    fileName: w.fileName(number.replace(/[^A-Za-z0-9_-]/g, "_")),
  };
};

/** The signed copy's PDF, its creation date the server's clock. */
export const signedContractPdf = async (context: ServerContext, signed: SignedCopy): Promise<{ readonly fileName: string; readonly pdf: Buffer }> => {
  const print = signedContractPrint(signed);
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
 * an email, or a sender that refuses, does not undo the signature: it is
 * audited (`flow.confirmationFailed`), logged with the masked address only,
 * and the screen offers the download instead.
 */
export const sendSignedConfirmation = async (
  context: ServerContext,
  req: Request,
  res: Response,
  flow: Pick<Flow, "tenantId" | "customerId" | "contractId">,
  signed: SignedCopy,
): Promise<ConfirmationOutcome> => {
  const customer = (flow.customerId === null
    ? undefined
    : await context.db("customers").where({ id: flow.customerId, tenant_id: flow.tenantId }).first("email", "first_name")) as
    | { email: string | null; first_name: string | null }
    | undefined;
  const email = customer?.email?.trim() ?? "";
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
    await auditFlow(context, req, res, flow, "flow.confirmationFailed", { after: { reason: "noEmail" } });
    return { sent: false, email: null };
  }
  const masked = maskEmail(email);
  const lang = langOf(signed.document);
  const w = words[lang];
  const number = text(signed.document.contractNumber);
  const signedOn = businessDateOf(new Date(signed.signedAt), context.timeZone).toString();
  const { fileName, pdf } = await signedContractPdf(context, signed);
  const lender = text(record(signed.document.lender).name);
  const body = [w.hello(customer?.first_name ?? ""), "", w.thanks(number, signedOn), "", w.next, "", lender].join("\n");
  try {
    await context.messageSender.send({
      tenantId: flow.tenantId,
      channel: "EMAIL",
      recipient: email,
      subject: `${w.subject} ${number}`,
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

interface SignatureRow {
  signer_name: string;
  document_json: string;
  document_sha256: string;
  signed_at: string;
}

/** The signed copy of a flow, or null when it is not signed. */
export const signedCopyOf = async (context: ServerContext, flow: Pick<Flow, "tenantId" | "contractId">): Promise<SignedCopy | null> => {
  const row = (await context.db("signatures").where({ tenant_id: flow.tenantId, contract_id: flow.contractId }).first()) as SignatureRow | undefined;
  if (!row) return null;
  return { document: JSON.parse(row.document_json) as Record<string, unknown>, sha256: row.document_sha256, signerName: row.signer_name, signedAt: row.signed_at };
};

/** GET …/cashLoanFlow/:slug/signedContract: the PDF copy of the signed contract (404 before signing). */
export const getSignedContract = (context: ServerContext): RequestHandler => async (req, res) => {
  const flow = await findFlow(context, res, req.params.slug);
  const signed = await signedCopyOf(context, flow);
  if (!signed) throw new HttpError(404, serverMessages.notFound);
  const { fileName, pdf } = await signedContractPdf(context, signed);
  res.status(200);
  res.setHeader("Content-Type", "application/pdf");
  res.setHeader("Content-Disposition", `attachment; filename="${fileName}"`);
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Content-Length", String(pdf.length));
  res.end(pdf);
};
