import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Express } from "express";
import type { Knex } from "knex";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import request from "supertest";
import type { Clock } from "../src/infra/clock.js";
import { insertContract, insertCustomer, insertPayments, recordPayment } from "./fixtures.js";

/**
 * A receipt: money received on the contract's ledger; returns its event id.
 * The receipt of a paid line (`paymentId`) is the payment recorded for it
 * that day when there is one (a line inserted with `paidAt`).
 */
export const insertReceipt = async (
  db: Knex,
  _clock: Clock,
  tenantId: number,
  contractId: number,
  fields: { paidOn: string; amountCents: number; method?: string; paymentId?: number | null },
): Promise<number> => {
  const recorded = fields.paymentId
    ? ((await db("ledger_events")
        .where({ tenant_id: tenantId, contract_id: contractId, kind: "paymentReceived", value_date: fields.paidOn, amount_cents: fields.amountCents })
        .first("id")) as { id: number } | undefined)
    : undefined;
  return recorded ? Number(recorded.id) : recordPayment(db, tenantId, contractId, { amountCents: fields.amountCents, valueDate: fields.paidOn, method: fields.method ?? "pad" });
};

/**
 * One tenant's documents scenario (the clock's day is 2026-11-22):
 * - Hélène Côté-Gagné (French), micro-credit `number` of 500.00 at 27.15 %,
 *   4 bi-weekly lines (131.19 ×3, 129.44) with their split; the first paid on
 *   2026-10-23 by pre-authorised debit (one receipt), the next two late;
 * - Robert Lévesque (English), a lease of 12 345.67 on a 2024 Toyota Corolla,
 *   no stored line (its terms are projected).
 */
export const seedDocumentsScenario = async (db: Knex, clock: Clock, tenantId: number, number = "MC-001") => {
  const helene = await insertCustomer(db, clock, tenantId, { firstName: "Hélène", lastName: "Côté-Gagné", email: `helene.${tenantId}@example.com`, language: 0 });
  const loan = await insertContract(db, clock, tenantId, {
    customerId: helene,
    contractNumber: number,
    statusId: 1,
    product: "microCredit",
    lesseeName: "Côté-Gagné, Hélène",
    amountCents: 50_000,
    frequency: 1,
    numberOfPayments: 4,
    firstPaymentDate: "2026-10-23",
    annualRate: "27.15",
    body: { lessee: { civicNumber: "12", street: "rue des Érables", city: "Montréal", province: 1, postalCode: "H2X 1Y4" } },
  });
  const lines = await insertPayments(db, tenantId, loan, [
    { dueDate: "2026-10-23", amountCents: 13_119, principalCents: 12_597, interestCents: 522, paidAt: "2026-10-23T14:00:00.000Z" },
    { dueDate: "2026-11-06", amountCents: 13_119, principalCents: 12_728, interestCents: 391 },
    { dueDate: "2026-11-20", amountCents: 13_119, principalCents: 12_861, interestCents: 258 },
    { dueDate: "2026-12-04", amountCents: 12_944, principalCents: 12_814, interestCents: 130 },
  ]);
  const receipt = await insertReceipt(db, clock, tenantId, loan, { paidOn: "2026-10-23", amountCents: 13_119, paymentId: lines[0]! });
  const robert = await insertCustomer(db, clock, tenantId, { firstName: "Robert", lastName: "Lévesque", email: `robert.${tenantId}@example.com`, language: 1 });
  const lease = await insertContract(db, clock, tenantId, {
    customerId: robert,
    contractNumber: `${number}-L`,
    statusId: 1,
    product: "lease",
    amountCents: 1_234_567,
    frequency: 2,
    numberOfPayments: 48,
    firstPaymentDate: "2026-12-01",
    annualRate: "7.5",
    body: { vehicle: { year: 2024, make: "Toyota", model: "Corolla", vin: "1HGCM82633A004352" } },
  });
  return { helene, loan, lines, receipt, robert, lease };
};

/** Reads a binary answer (supertest buffers only text and JSON by itself). */
const binary = (res: unknown, callback: (error: Error | null, body: Buffer) => void) => {
  const stream = res as NodeJS.ReadableStream;
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  stream.on("end", () => callback(null, Buffer.concat(chunks)));
};

/** GETs a print URL with no Authorization header, as a new browser tab does. */
export const fetchPrint = async (app: Express, path: string) => {
  const response = await request(app).get(path).buffer(true).parse(binary);
  const body = response.body as Buffer;
  return {
    status: response.status,
    headers: response.headers as Record<string, string>,
    body,
    json: () => JSON.parse(body.toString("utf8")) as { Success: boolean; Result: unknown; ErrorMessage: string | null },
  };
};

const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

/** The text of every page of a PDF, one item per line: all of it, and page by page. */
export const pdfText = async (bytes: Buffer): Promise<{ text: string; pages: number; pageTexts: string[] }> => {
  const pdf = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).filter((text) => text !== "").join("\n"));
  }
  await pdf.destroy();
  return { text: pages.join("\n"), pages: pages.length, pageTexts: pages };
};
