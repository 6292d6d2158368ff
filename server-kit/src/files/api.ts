import { isAdmin, type RoleId } from "@lendkit/core";
import { apiRoutes } from "@lendkit/core/api";
import type { Request, RequestHandler, Response } from "express";
import { writeAudit } from "../data/audit.js";
import { scopeOfSession } from "../access/contractScope.js";
import { sessionOf } from "../auth/caller.js";
import { HttpError, sendOk, notFound } from "../http/envelope.js";
import { requestIdOf } from "../infra/requestId.js";
import type { ApiModule } from "../context/apiModule.js";
import type { ServerContext } from "../context/serverContext.js";
import { limitByIp } from "../http/rateLimit.js";
import { fileDropDelete, fileDropIpLimit, fileDropUpload } from "./fileDrop.js";
import { fileMessages } from "./messages.js";
import { readUpload } from "./multipart.js";
import { contentDisposition, displayPath } from "./names.js";
import { findContractInTenant, findFile, listFiles, type FileRow } from "../data/files.js";
import { prepareAll, uploadAnswer } from "./routeParts.js";
import { removeFile, storeUploads } from "./store.js";
import { parseRowId } from "../http/ids.js";
import { auditActor, requestFacts } from "../infra/audit.js";

/** The category given when none is: staff uploads without a label. */
export const defaultCategory = "general";

const categoryPattern = /^[\p{L}\p{N} _-]{1,50}$/u;

const checkCategory = (value: unknown): string => {
  const text = typeof value === "string" ? value.trim() : null;
  if (text === null || !categoryPattern.test(text)) throw new HttpError(400, fileMessages.invalidCategory);
  return text;
};


/** POST /api/contracts/:contractId/files: multipart `file`, optional `category` (field, or query). */
const uploadToContract = (context: ServerContext): RequestHandler => async (req, res) => {
  const session = sessionOf(res);
  const contractId = parseRowId(req.params.contractId);
  const target = contractId === null ? null : await findContractInTenant(context.db, session.tenantId, contractId, scopeOfSession(session));
  if (!target) throw notFound();
  const queryCategory = req.query.category === undefined ? defaultCategory : checkCategory(req.query.category);
  const upload = await readUpload(req, context.uploads, ["category"]);
  const category = upload.fields.category === undefined ? queryCategory : checkCategory(upload.fields.category);
  const ready = await prepareAll(upload.files, "imagesAndPdf");
  const uploader = { source: "staff", userId: session.userId, customerId: null } as const;
  const results = await storeUploads(context, target, ready, category, uploader, requestFacts(req, res));
  sendOk(res, uploadAnswer(results), 201);
};

/** What the list answers for each file. */
const listItem = (row: FileRow) => ({
  id: Number(row.id),
  description: row.description,
  path: displayPath(Number(row.contract_id), row.stored_name),
  category: row.category,
  mimeType: row.mime_type,
  sizeBytes: Number(row.size_bytes),
  source: row.source,
  createdAt: row.created_at,
  url: `/api/files/${Number(row.id)}`,
  thumbnailUrl: row.thumb_name ? `/api/files/${Number(row.id)}/thumbnail` : null,
});

/** GET /api/contracts/:contractId/files */
const listContractFiles = (context: ServerContext): RequestHandler => async (req, res) => {
  const session = sessionOf(res);
  const contractId = parseRowId(req.params.contractId);
  const target = contractId === null ? null : await findContractInTenant(context.db, session.tenantId, contractId, scopeOfSession(session));
  if (!target) throw notFound();
  sendOk(res, (await listFiles(context.db, session.tenantId, target.id)).map(listItem));
};

/** The session tenant's file named by `:fileId`, on a contract in the caller's scope, or 404. */
const fileOf = async (context: ServerContext, req: Request, res: Response): Promise<FileRow> => {
  const fileId = parseRowId(req.params.fileId);
  const session = sessionOf(res);
  const row = fileId === null ? null : await findFile(context.db, session.tenantId, fileId, scopeOfSession(session));
  if (!row) throw notFound();
  return row;
};

/**
 * Sends stored bytes (SECURITY 22): the type recorded at upload (decided from
 * the bytes), inline with a safe file name, `nosniff`, and for pictures a
 * CSP that lets nothing run.
 */
const sendBytes = async (context: ServerContext, res: Response, row: FileRow, name: string, storedName: string) => {
  const bytes = await context.storage.get(sessionOf(res).tenantCode, storedName);
  if (!bytes) {
    context.logger.warn({ fileId: Number(row.id), requestId: requestIdOf(res) }, "file row without stored bytes");
    throw new HttpError(404, fileMessages.missingBytes);
  }
  res.status(200);
  res.setHeader("Content-Type", row.mime_type);
  res.setHeader("Content-Length", String(bytes.length));
  res.setHeader("Content-Disposition", contentDisposition(name));
  res.setHeader("X-Content-Type-Options", "nosniff");
  if (row.mime_type.startsWith("image/")) res.setHeader("Content-Security-Policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
  res.end(bytes);
};

/** GET /api/files/:fileId */
const getFile = (context: ServerContext): RequestHandler => async (req, res) => {
  const row = await fileOf(context, req, res);
  await sendBytes(context, res, row, row.description, row.stored_name);
};

/** GET /api/files/:fileId/thumbnail (pictures only; a PDF has none: 404). */
const getThumbnail = (context: ServerContext): RequestHandler => async (req, res) => {
  const row = await fileOf(context, req, res);
  if (!row.thumb_name) throw notFound();
  await sendBytes(context, res, row, `thumb_${row.description}`, row.thumb_name);
};

/** Admin deletes any file; other uploaders only the ones they added themselves. */
const mayDelete = (roleId: RoleId, userId: number | null, row: FileRow): boolean =>
  isAdmin(roleId) || (row.source === "staff" && userId !== null && Number(row.uploaded_by_user_id) === userId);

/** DELETE /api/files/:fileId: removes the row and the bytes. */
const deleteFileRoute = (context: ServerContext): RequestHandler => async (req, res) => {
  const session = sessionOf(res);
  const row = await fileOf(context, req, res);
  if (!mayDelete(session.roleId, session.userId, row)) {
    await writeAudit(context.db, context.clock, {
      action: "access.denied",
      ...auditActor(req, res, session),
      entity: "file",
      entityId: Number(row.id),
      after: { reason: "notUploader", roleId: session.roleId },
    });
    throw new HttpError(403, fileMessages.cannotDelete);
  }
  await removeFile(context, row, session.tenantCode, session.userId, requestFacts(req, res));
  sendOk(res, { id: Number(row.id) });
};

/** The files routes (A §2, §7; C §7 fileDrop; SECURITY 20–22). */
export const filesApi: ApiModule = {
  register(routes, context) {
    const files = apiRoutes.files;
    routes.on(files.upload, uploadToContract(context));
    routes.on(files.list, listContractFiles(context));
    routes.on(files.read, getFile(context));
    routes.on(files.thumbnail, getThumbnail(context));
    routes.on(files.remove, deleteFileRoute(context));
    routes.on(files.dropUpload, limitByIp(context, "fileDrop", fileDropIpLimit), fileDropUpload(context));
    routes.on(files.dropRemove, limitByIp(context, "fileDrop", fileDropIpLimit), fileDropDelete(context));
  },
};
