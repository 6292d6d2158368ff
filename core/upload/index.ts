/**
 * @module upload
 * The image and file upload area (A §2, §4, §7): the pending queue, uploaded
 * one at a time in order, with failures kept for retry; image detection by
 * extension and thumbnail paths, and the file type read from the bytes
 * (`sniffFileType`, which the server applies), and a PDF statement's limits
 * (`checkStatementPdf`, pages counted by `pdfPageCount`). Files are plain data
 * (`{ name, size, type? }`).
 */
export * from "./files.js";
export * from "./queue.js";
export * from "./dropZone.js";
export * from "./texts.js";
export * from "./sniff.js";
export * from "./statementPdf.js";
