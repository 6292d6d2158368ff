import { createHash } from "node:crypto";
import type { UploadResult } from "@lendkit/core";
import { writeAudit } from "../data/audit.js";
import type { ServerContext } from "../context/serverContext.js";
import { isoTime } from "../infra/clock.js";
import { displayName, displayPath, newStoredName, storedMime, thumbStoredName } from "./names.js";
import type { PreparedFile } from "./prepare.js";
import { deleteFile, insertFile, type ContractTarget, type FileRow, type NewFileRow } from "../data/files.js";
import { actorColumns, type RequestFacts } from "../infra/audit.js";

/** Who uploads: a signed-in user, or the applicant through the contract's slug. */
export interface Uploader {
  readonly source: "staff" | "fileDrop";
  readonly userId: number | null;
  readonly customerId: number | null;
}


/** One checked upload waiting to be stored. */
export interface ReadyFile {
  readonly prepared: PreparedFile;
  readonly clientName: string;
}

/** What the audit trail keeps of a file: its facts, never its bytes. */
export const auditedFacts = (row: Pick<FileRow, "contract_id" | "category" | "description" | "mime_type" | "size_bytes" | "sha256" | "source" | "stored_name">) => ({
  contractId: Number(row.contract_id),
  category: row.category,
  description: row.description,
  mimeType: row.mime_type,
  sizeBytes: Number(row.size_bytes),
  sha256: row.sha256,
  source: row.source,
  storedName: row.stored_name,
});

/** The A §7 answer for a stored row. */
export const uploadResultOf = (row: Pick<FileRow, "id" | "contract_id" | "description" | "stored_name">): UploadResult => ({
  id: Number(row.id),
  description: row.description,
  path: displayPath(Number(row.contract_id), row.stored_name),
});

const rowFor = (context: ServerContext, target: ContractTarget, file: ReadyFile, category: string, uploader: Uploader): NewFileRow => {
  const storedName = newStoredName(file.prepared.kind);
  return {
    tenant_id: target.tenantId,
    contract_id: target.id,
    category,
    description: displayName(file.clientName),
    stored_name: storedName,
    thumb_name: file.prepared.thumbnail ? thumbStoredName(storedName) : null,
    mime_type: storedMime[file.prepared.kind],
    size_bytes: file.prepared.bytes.length,
    sha256: createHash("sha256").update(file.prepared.bytes).digest("hex"),
    source: uploader.source,
    uploaded_by_user_id: uploader.userId,
    uploaded_by_customer_id: uploader.customerId,
    created_at: isoTime(context.clock.now()),
  };
};

const removeBytes = async (context: ServerContext, tenantCode: string, rows: readonly NewFileRow[]) => {
  for (const row of rows) {
    await context.storage.remove(tenantCode, row.stored_name);
    if (row.thumb_name) await context.storage.remove(tenantCode, row.thumb_name);
  }
};

/**
 * Stores checked uploads: the bytes first (under new random names in the
 * tenant's folder), then, in one transaction, the rows and one audit row per
 * file. If anything fails, the bytes already written are removed, so a
 * refused or failed upload leaves nothing behind.
 */
export const storeUploads = async (
  context: ServerContext,
  target: ContractTarget,
  files: readonly ReadyFile[],
  category: string,
  uploader: Uploader,
  facts: RequestFacts,
): Promise<UploadResult[]> => {
  const rows = files.map((file) => rowFor(context, target, file, category, uploader));
  try {
    for (const [index, row] of rows.entries()) {
      await context.storage.put(target.tenantCode, row.stored_name, files[index]!.prepared.bytes);
      const thumbnail = files[index]!.prepared.thumbnail;
      if (row.thumb_name && thumbnail) await context.storage.put(target.tenantCode, row.thumb_name, thumbnail);
    }
    return await context.db.transaction(async (trx) => {
      const results: UploadResult[] = [];
      for (const row of rows) {
        const id = await insertFile(trx, row);
        await writeAudit(trx, context.clock, {
          action: "file.uploaded",
          ...actorColumns({ tenantId: target.tenantId, userId: uploader.userId, customerId: uploader.customerId }, facts),
          entity: "file",
          entityId: id,
          after: auditedFacts(row),
        });
        results.push(uploadResultOf({ ...row, id }));
      }
      return results;
    });
  } catch (error) {
    await removeBytes(context, target.tenantCode, rows);
    throw error;
  }
};

/**
 * Deletes a file: the row and its audit row in one transaction, then the
 * bytes (a failure there leaves unreachable bytes, logged, never a row
 * pointing at nothing).
 */
export const removeFile = async (context: ServerContext, row: FileRow, tenantCode: string, actorUserId: number | null, facts: RequestFacts): Promise<void> => {
  await context.db.transaction(async (trx) => {
    await deleteFile(trx, Number(row.tenant_id), Number(row.id));
    await writeAudit(trx, context.clock, {
      action: "file.deleted",
      ...actorColumns({ tenantId: Number(row.tenant_id), userId: actorUserId }, facts),
      entity: "file",
      entityId: Number(row.id),
      before: auditedFacts(row),
    });
  });
  try {
    await removeBytes(context, tenantCode, [row]);
  } catch (error) {
    context.logger.error({ err: error, fileId: Number(row.id), requestId: facts.requestId }, "file bytes could not be removed after the row was deleted");
  }
};
