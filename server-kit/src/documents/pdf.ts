import type { DocumentBlock, FieldRow, PrintDocument, TableColumn } from "@lendkit/core/documents";
import { localeOf } from "@lendkit/core";
import PDFDocument from "pdfkit";
import { toWinAnsi } from "./winAnsi.js";

type Pdf = PDFKit.PDFDocument;

const margin = 54;
const regular = "Helvetica";
const bold = "Helvetica-Bold";
const grey = "#555555";
const rule = "#999999";

/** Space left on the page below the cursor. */
const roomLeft = (pdf: Pdf): number => pdf.page.height - pdf.page.margins.bottom - pdf.y;

/** Starts a new page when `height` points would not fit. */
const ensureRoom = (pdf: Pdf, height: number): boolean => {
  if (roomLeft(pdf) >= height) return false;
  pdf.addPage();
  return true;
};

const contentWidth = (pdf: Pdf): number => pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;

const writeHeader = (pdf: Pdf, document: PrintDocument): void => {
  pdf.font(bold).fontSize(10).fillColor(grey).text(toWinAnsi(document.issuer));
  pdf.moveDown(0.6);
  pdf.font(bold).fontSize(18).fillColor("black").text(toWinAnsi(document.title));
  pdf.font(regular).fontSize(11).text(toWinAnsi(document.subtitle));
  const y = pdf.y + 8;
  pdf.moveTo(margin, y).lineTo(margin + contentWidth(pdf), y).lineWidth(0.8).strokeColor(rule).stroke();
  pdf.y = y + 12;
};

const writeHeading = (pdf: Pdf, text: string): void => {
  ensureRoom(pdf, 48);
  pdf.moveDown(0.6);
  pdf.font(bold).fontSize(12).fillColor("black").text(toWinAnsi(text), margin);
  pdf.moveDown(0.3);
};

/** Label on the left, value beside it; each row as tall as its longer side. */
const writeFields = (pdf: Pdf, rows: readonly FieldRow[]): void => {
  const labelWidth = contentWidth(pdf) * 0.42;
  const valueX = margin + labelWidth + 10;
  const valueWidth = contentWidth(pdf) - labelWidth - 10;
  for (const row of rows) {
    const label = toWinAnsi(row.label);
    const value = toWinAnsi(row.value);
    pdf.fontSize(10);
    const height = Math.max(pdf.font(regular).heightOfString(label, { width: labelWidth }), pdf.font(bold).heightOfString(value, { width: valueWidth }));
    ensureRoom(pdf, height + 4);
    const y = pdf.y;
    pdf.font(regular).fillColor(grey).text(label, margin, y, { width: labelWidth });
    pdf.font(row.strong ? bold : regular).fillColor("black").text(value, valueX, y, { width: valueWidth });
    pdf.y = y + height + 4;
  }
  pdf.x = margin;
};

const columnLayout = (pdf: Pdf, columns: readonly TableColumn[]) => {
  const total = columns.reduce((sum, column) => sum + column.width, 0);
  let x = margin;
  return columns.map((column) => {
    const width = (contentWidth(pdf) * column.width) / total;
    const cell = { x, width, align: column.align };
    x += width;
    return cell;
  });
};

/** One table row; cells wrap and the row is as tall as its tallest cell. */
const writeRow = (pdf: Pdf, cells: readonly string[], layout: ReturnType<typeof columnLayout>, font: string): number => {
  pdf.font(font).fontSize(9);
  const texts = cells.map(toWinAnsi);
  const height = Math.max(...texts.map((text, index) => pdf.heightOfString(text || " ", { width: layout[index]!.width - 6 })));
  const y = pdf.y;
  texts.forEach((text, index) => {
    const cell = layout[index]!;
    pdf.text(text, cell.x + 3, y, { width: cell.width - 6, align: cell.align });
  });
  pdf.y = y + height + 3;
  return height;
};

const writeTableHead = (pdf: Pdf, columns: readonly TableColumn[], layout: ReturnType<typeof columnLayout>): void => {
  pdf.fillColor("black");
  writeRow(pdf, columns.map((column) => column.label), layout, bold);
  pdf.moveTo(margin, pdf.y - 1).lineTo(margin + contentWidth(pdf), pdf.y - 1).lineWidth(0.5).strokeColor(rule).stroke();
  pdf.y += 2;
};

/** A table whose header is repeated on every page it runs onto. */
const writeTable = (pdf: Pdf, block: Extract<DocumentBlock, { kind: "table" }>): void => {
  const layout = columnLayout(pdf, block.columns);
  ensureRoom(pdf, 40);
  writeTableHead(pdf, block.columns, layout);
  const rows = block.total ? [...block.rows.map((row) => ({ row, font: regular })), { row: block.total, font: bold }] : block.rows.map((row) => ({ row, font: regular }));
  for (const { row, font } of rows) {
    if (ensureRoom(pdf, 16)) writeTableHead(pdf, block.columns, layout);
    writeRow(pdf, row, layout, font);
  }
  pdf.x = margin;
  pdf.moveDown(0.4);
};

const writeParagraph = (pdf: Pdf, text: string): void => {
  pdf.font(regular).fontSize(10).fillColor("black");
  const value = toWinAnsi(text);
  ensureRoom(pdf, pdf.heightOfString(value, { width: contentWidth(pdf) }) + 8);
  pdf.moveDown(0.4);
  pdf.text(value, margin, pdf.y, { width: contentWidth(pdf) });
  pdf.moveDown(0.4);
};

/** Signature lines side by side, each with its label and a date line under it. */
const writeSignatures = (pdf: Pdf, labels: readonly string[], dateLine: string): void => {
  ensureRoom(pdf, 90);
  const gap = 24;
  const width = (contentWidth(pdf) - gap * (labels.length - 1)) / Math.max(labels.length, 1);
  const lineY = pdf.y + 40;
  labels.forEach((label, index) => {
    const x = margin + index * (width + gap);
    pdf.moveTo(x, lineY).lineTo(x + width, lineY).lineWidth(0.6).strokeColor("black").stroke();
    pdf.font(regular).fontSize(9).fillColor("black").text(toWinAnsi(label), x, lineY + 4, { width });
    pdf.text(toWinAnsi(dateLine), x, lineY + 18, { width });
  });
  pdf.x = margin;
  pdf.y = lineY + 36;
};

/** The drawn signature, at most 220 × 80 points, on a line, with the lines written under it. */
const writeSignedBy = (pdf: Pdf, png: Uint8Array, lines: readonly string[]): void => {
  const imageHeight = 80;
  ensureRoom(pdf, imageHeight + 24 + lines.length * 14);
  const top = pdf.y + 4;
  pdf.image(Buffer.from(png), margin, top, { fit: [220, imageHeight], valign: "bottom" });
  const lineY = top + imageHeight + 2;
  pdf.moveTo(margin, lineY).lineTo(margin + 240, lineY).lineWidth(0.6).strokeColor("black").stroke();
  pdf.font(regular).fontSize(9).fillColor("black");
  pdf.y = lineY + 4;
  for (const line of lines) pdf.text(toWinAnsi(line), margin, pdf.y, { width: contentWidth(pdf) });
  pdf.x = margin;
  pdf.moveDown(0.6);
};

const writeBlock = (pdf: Pdf, block: DocumentBlock): void => {
  switch (block.kind) {
    case "heading":
      return writeHeading(pdf, block.text);
    case "fields":
      return writeFields(pdf, block.rows);
    case "table":
      return writeTable(pdf, block);
    case "paragraph":
      return writeParagraph(pdf, block.text);
    case "signatures":
      return writeSignatures(pdf, block.labels, block.dateLine);
    case "signedBy":
      return writeSignedBy(pdf, block.png, block.lines);
  }
};

/** The footer and "n / total" on every page, written once all pages exist. */
const writeFooters = (pdf: Pdf, footer: string): void => {
  const range = pdf.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    pdf.switchToPage(index);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    const y = pdf.page.height - bottom + 14;
    pdf.font(regular).fontSize(8).fillColor(grey);
    pdf.text(toWinAnsi(footer), margin, y, { width: contentWidth(pdf) - 60, lineBreak: false });
    pdf.text(`${index - range.start + 1} / ${range.count}`, margin + contentWidth(pdf) - 60, y, { width: 60, align: "right", lineBreak: false });
    pdf.page.margins.bottom = bottom;
  }
};

/**
 * Lays a document out as a PDF (Letter, Helvetica) and returns its bytes.
 * Only layout happens here: every word and figure comes from core's
 * document. `createdAt` is the PDF's creation date (the server's clock, so
 * the bytes do not depend on the machine's time).
 */
export const renderPdf = (document: PrintDocument, createdAt: Date): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: "LETTER",
      margins: { top: margin, bottom: margin + 18, left: margin, right: margin },
      bufferPages: true,
      lang: localeOf(document.lang),
      displayTitle: true,
      info: { Title: toWinAnsi(`${document.title} - ${document.subtitle}`), Author: toWinAnsi(document.issuer), Creator: "Lendkit", CreationDate: createdAt, ModDate: createdAt },
    });
    const chunks: Buffer[] = [];
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
    try {
      writeHeader(pdf, document);
      for (const block of document.blocks) writeBlock(pdf, block);
      writeFooters(pdf, document.footer);
      pdf.end();
    } catch (error) {
      reject(error);
    }
  });
