import { businessDateOf, formatMoney, formatPercent, maskEmail, t, type Lang } from "@lendkit/core";
import type { DocumentBlock, FieldRow, PrintDocument } from "@lendkit/core/documents";
import type { Request, RequestHandler, Response } from "express";
import { renderPdf } from "../documents/pdf.js";
import { HttpError } from "../http/envelope.js";
import { serverMessages } from "../http/messages.js";
import type { ServerContext } from "../context/serverContext.js";
import { sha256Hex } from "./document.js";
import { auditFlow, findFlow, type Flow } from "./store.js";
import { tenantTimeZone } from "../data/tenantZone.js";

/**
 * The confirmation after signing (C §3.8; issue 14 §12): a copy of the
 * signed contract as a PDF in the language it was signed in — the exact
 * document the applicant signed (lender's identity, loan, schedule, terms
 * and conditions), with the drawn signature, who signed, when on the
 * lender's clock, and the SHA-256 of what was signed — sent once by email
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
  /** The drawn signature as stored (re-encoded PNG); null when it cannot be read back. */
  readonly signatureImage?: Buffer | null;
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
    lender: "Prêteur",
    lenderAddress: "Adresse du prêteur",
    lenderPhone: "Téléphone du prêteur",
    lenderEmail: "Courriel du prêteur",
    termsAndConditions: "Conditions du contrat",
    signature: "Signature de l'emprunteur",
    signedBy: (name: string) => `Signé électroniquement par ${name}`,
    signedOn: (date: string, time: string, zone: string) => `le ${date} à ${time} (heure de ${zone})`,
    time: (hours: string, minutes: string) => `${Number(hours)} h ${minutes}`,
    noImage: "(image de la signature introuvable)",
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
    lender: "Lender",
    lenderAddress: "Lender's address",
    lenderPhone: "Lender's phone",
    lenderEmail: "Lender's email",
    termsAndConditions: "Terms and conditions",
    signature: "Borrower's signature",
    signedBy: (name: string) => `Signed electronically by ${name}`,
    signedOn: (date: string, time: string, zone: string) => `on ${date} at ${time} (${zone} time)`,
    time: (hours: string, minutes: string) => `${hours}:${minutes}`,
    noImage: "(signature image not found)",
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

/**
 * An instant on the wall clock of an IANA zone: its day, hours, minutes and
 * the zone's offset from UTC that instant ("-05:00").
 *
 * @example
 * wallClockIn("2026-11-22T12:00:00.000Z", "America/Toronto") // { date: "2026-11-22", hours: "07", minutes: "00", offset: "-05:00" }
 */
export const wallClockIn = (iso: string, timeZone: string): { date: string; hours: string; minutes: string; offset: string } => {
  const instant = new Date(iso);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  const wall = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
  const offsetMinutes = Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hours: parts.hour ?? "00", minutes: parts.minute ?? "00", offset };
};

/** The lender's address on one line ("\n" between its lines becomes ", "). */
const oneLine = (value: string): string =>
  value
    .split(/\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .join(", ");

/**
 * The signed document's disclosure (v3) as Québec's standard form lines:
 * net capital, interest, other components, total credit charges, total
 * obligation, the credit rate and the APR; none for an older document.
 */
const disclosureRows = (value: unknown, lang: Lang): FieldRow[] => {
  const disclosure = record(value);
  if (text(disclosure.apr) === "") return [];
  const percent = (key: string) => formatPercent(text(disclosure[key]), lang);
  return [
    { label: t(lang, "disclosure.form.netCapital"), value: money(disclosure.netCapital, lang) },
    { label: t(lang, "disclosure.form.interest"), value: money(disclosure.interest, lang) },
    { label: t(lang, "disclosure.form.otherComponents"), value: money(disclosure.otherComponents, lang) },
    { label: t(lang, "disclosure.form.totalCreditCharges"), value: money(disclosure.totalCreditCharges, lang), strong: true },
    { label: t(lang, "disclosure.form.totalObligation"), value: money(disclosure.totalObligation, lang), strong: true },
    { label: t(lang, "disclosure.form.creditRate"), value: percent("creditRate"), strong: true },
    { label: t(lang, "disclosure.form.apr"), value: percent("apr"), strong: true },
  ];
};

/** True when the signed document's disclosure labels the contract high-cost (Québec). */
const isHighCost = (document: Readonly<Record<string, unknown>>): boolean => record(record(document.disclosure).quebec).highCost === true;

/**
 * The PDF's words and figures: the signed document as the applicant
 * reviewed it (the lender's identity, the loan, the schedule, the terms and
 * conditions), then the proof — the drawn signature, who signed and when on
 * the lender's clock (`timeZone`, named), and the fingerprint of what was signed.
 */
export const signedContractPrint = (signed: SignedCopy, timeZone: string): PrintDocument => {
  const { document } = signed;
  const lang = langOf(document);
  const w = words[lang];
  const terms = record(document.terms);
  const borrower = record(document.borrower);
  const lenderOf = record(document.lender);
  const lenderName = text(lenderOf.name);
  const legalName = text(lenderOf.legalName) || lenderName;
  const number = text(document.contractNumber);
  const row = (label: string, value: string): FieldRow[] => (value === "" ? [] : [{ label, value }]);
  const previous = text(terms.previousBalance);
  const fields: FieldRow[] = [
    ...row(w.lender, legalName),
    ...row(w.lenderAddress, oneLine(text(lenderOf.address))),
    ...row(w.lenderPhone, text(lenderOf.phone)),
    ...row(w.lenderEmail, text(lenderOf.email)),
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
  const disclosure = disclosureRows(document.disclosure, lang);
  const blocks: DocumentBlock[] = [
    ...(isHighCost(document) ? [{ kind: "heading", text: t(lang, "disclosure.form.highCostCredit") } as const] : []),
    { kind: "fields", rows: fields },
    ...(disclosure.length > 0 ? [{ kind: "heading", text: t(lang, "disclosure.form.title") } as const, { kind: "fields", rows: disclosure } as const] : []),
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
  ];
  const conditions = text(document.termsAndConditions)
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  if (conditions.length > 0) {
    blocks.push({ kind: "heading", text: w.termsAndConditions }, ...conditions.map((paragraph): DocumentBlock => ({ kind: "paragraph", text: paragraph })));
  }
  const at = wallClockIn(signed.signedAt, timeZone);
  const signedLines = [w.signedBy(signed.signerName), w.signedOn(at.date, w.time(at.hours, at.minutes), `${timeZone}, UTC${at.offset}`)];
  blocks.push(
    { kind: "heading", text: w.signature },
    signed.signatureImage ? { kind: "signedBy", png: signed.signatureImage, lines: signedLines } : { kind: "paragraph", text: [w.noImage, ...signedLines].join(" ") },
    { kind: "paragraph", text: w.fingerprint(signed.sha256) },
  );
  return {
    kind: "Contract",
    lang,
    issuer: legalName,
    title: isHighCost(document) ? `${w.title} - ${t(lang, "disclosure.highCost")}` : w.title,
    subtitle: number,
    blocks,
    footer: `${legalName} - ${number}`,
    fileName: w.fileName(number.replace(/[^A-Za-z0-9_-]/g, "_")),
  };
};

/** The signed copy's PDF, its creation date the server's clock. */
export const signedContractPdf = async (context: ServerContext, signed: SignedCopy, tenantId: number): Promise<{ readonly fileName: string; readonly pdf: Buffer }> => {
  const print = signedContractPrint(signed, await tenantTimeZone(context, tenantId));
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
  const signedOn = businessDateOf(new Date(signed.signedAt), await tenantTimeZone(context, flow.tenantId)).toString();
  const { fileName, pdf } = await signedContractPdf(context, signed, flow.tenantId);
  const lenderOf = record(signed.document.lender);
  const lender = text(lenderOf.legalName) || text(lenderOf.name);
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
  image_name: string;
  image_sha256: string;
  document_json: string;
  document_sha256: string;
  signed_at: string;
}

/** The signed copy of a flow with its stored signature image (checked against its recorded hash), or null when it is not signed. */
export const signedCopyOf = async (context: ServerContext, flow: Pick<Flow, "tenantId" | "tenantCode" | "contractId">): Promise<SignedCopy | null> => {
  const row = (await context.db("signatures").where({ tenant_id: flow.tenantId, contract_id: flow.contractId }).first()) as SignatureRow | undefined;
  if (!row) return null;
  const stored = await context.storage.get(flow.tenantCode, row.image_name).catch(() => null);
  const image = stored && sha256Hex(stored) === row.image_sha256 ? stored : null;
  if (!image) context.logger.warn({ contractId: flow.contractId }, "signature image missing or altered: the signed copy prints without it");
  return {
    document: JSON.parse(row.document_json) as Record<string, unknown>,
    sha256: row.document_sha256,
    signerName: row.signer_name,
    signedAt: row.signed_at,
    signatureImage: image,
  };
};

/** GET …/cashLoanFlow/:slug/signedContract: the PDF copy of the signed contract (404 before signing). */
export const getSignedContract = (context: ServerContext): RequestHandler => async (req, res) => {
  const flow = await findFlow(context, res, req.params.slug);
  const signed = await signedCopyOf(context, flow);
  if (!signed) throw new HttpError(404, serverMessages.notFound);
  const { fileName, pdf } = await signedContractPdf(context, signed, flow.tenantId);
  res.status(200);
  res.setHeader("Content-Type", "application/pdf");
  res.setHeader("Content-Disposition", `attachment; filename="${fileName}"`);
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Content-Length", String(pdf.length));
  res.end(pdf);
};
