import type { ContractJson, ContractTableRow, DisclosureStatement, TableRequest } from "@lendkit/core";
import { apiRoutes, routePath } from "@lendkit/core/api";
import { api } from "../../shared/api.js";

/**
 * The contracts screens' calls to the server (docs/api: contracts, checklist
 * and notes, files). Every path is built from its entry in core's
 * `apiRoutes` (`contracts`, `checklist`, `notes`, `files`), and every call
 * goes through the app's `api`, which adds the bearer token and throws
 * ApiError with the server's bilingual message.
 */

/**
 * A contract as the API answers it: the B §3.1 JSON plus the version to send
 * back with an update; a stored contract always has its id, number and status.
 */
export type ContractWire = ContractJson & {
  readonly version: number;
  readonly id: number;
  readonly contractNumber: string;
  readonly statusId: number;
  /** What a loan's saved terms state (APR, credit rate, the standard form's lines, the cap check); null for a lease or while the terms give no schedule. */
  readonly disclosure?: DisclosureStatement | null;
  /** A lease's implicit finance rate with its residual; null otherwise. */
  readonly leaseRate?: ContractLeaseRate | null;
};

/** A lease's implicit finance rate as the server states it (percent and money as 2-decimal text). */
export interface ContractLeaseRate {
  readonly implicitRate: string;
  readonly creditRate: string;
  readonly effectiveAnnualRate: string;
  readonly leaseCharges: string;
  readonly termDays: number;
}

/** The table's data call (A §7) as the query string of GET /api/contracts. */
export const contractTableQueryString = (request: TableRequest): string => {
  const query = new URLSearchParams({
    page: String(request.page),
    rowsPerPage: String(request.rowsPerPage),
    order: request.order,
  });
  if (request.searchTerm.trim() !== "") query.set("search", request.searchTerm.trim());
  if (request.orderBy) query.set("sortColumn", request.orderBy);
  if (request.filter) query.set("filter", request.filter);
  return query.toString();
};

export const listContracts = (request: TableRequest) =>
  api<{ rows: ContractTableRow[]; count: number }>(`${apiRoutes.contracts.list.path}?${contractTableQueryString(request)}`);

export const readContract = (id: number) => api<ContractWire>(routePath(apiRoutes.contracts.read, { id }));

export const createContract = (contract: Record<string, unknown>) =>
  api<ContractWire>(apiRoutes.contracts.create.path, { method: "POST", body: contract });

export const updateContract = (id: number, version: number, contract: Record<string, unknown>) =>
  api<ContractWire>(routePath(apiRoutes.contracts.update, { id }), { method: "PUT", body: { ...contract, version } });

export const changeContractStatus = (id: number, statusId: number, version: number) =>
  api<ContractWire>(routePath(apiRoutes.contracts.changeStatus, { id }), { method: "POST", body: { statusId, version } });

/** The checklist answer: the B §3.2 dto and the completion switch. */
export interface ChecklistAnswer {
  readonly items: readonly unknown[];
  readonly isContractCompleted: boolean;
}

export const readChecklist = (contractId: number, lang: string) =>
  api<ChecklistAnswer>(`${routePath(apiRoutes.checklist.read, { contractId })}?lang=${lang}`);

export const clickChecklistItemCall = (
  contractId: number,
  itemId: number,
  lang: string,
  body: { tab: "internal" | "external"; modifiers: { ctrl: boolean; shift: boolean } },
) => api<ChecklistAnswer>(`${routePath(apiRoutes.checklist.clickItem, { contractId, itemId })}?lang=${lang}`, { method: "PUT", body });

export const saveChecklistNoteCall = (contractId: number, itemId: number, lang: string, checklistNote: string | null) =>
  api<ChecklistAnswer>(`${routePath(apiRoutes.checklist.saveItemNote, { contractId, itemId })}?lang=${lang}`, {
    method: "PUT",
    body: { checklistNote },
  });

export const setChecklistCompleteCall = (contractId: number, lang: string, complete: boolean) =>
  api<ChecklistAnswer>(`${routePath(apiRoutes.checklist.setCompletion, { contractId })}?lang=${lang}`, { method: "PUT", body: { complete } });

/** A note as answered (B §3.3). */
export interface NoteWire {
  readonly id: number;
  readonly note: string;
  readonly UI_sysLogins_Id: number | null;
  readonly UI_DateC: string | null;
  readonly readSide: number | null;
  readonly isPublic: boolean;
  readonly msgIsRead: boolean;
  /** The day a customer promised to pay, on a collector's contact note (yyyy-mm-dd); null otherwise. */
  readonly promiseToPayOn?: string | null;
}

export const listNotes = (contractId: number) => api<NoteWire[]>(routePath(apiRoutes.notes.list, { contractId }));

export const addNote = (contractId: number, text: string, isPublic: boolean, promiseToPayOn: string | null = null) =>
  api<NoteWire>(routePath(apiRoutes.notes.create, { contractId }), { method: "POST", body: { text, isPublic, promiseToPayOn } });

export const markNoteRead = (contractId: number, noteId: number) =>
  api<NoteWire>(routePath(apiRoutes.notes.markRead, { contractId, noteId }), { method: "PUT", body: {} });

/** A file of a contract as GET /api/contracts/:id/files lists it. */
export interface FileWire {
  readonly id: number;
  readonly description: string;
  readonly path: string;
  readonly category: string;
  readonly mimeType: string;
  readonly sizeBytes: number;
  readonly source: string;
  readonly createdAt: string;
  readonly url: string;
  readonly thumbnailUrl: string | null;
}

export const listFiles = (contractId: number) => api<FileWire[]>(routePath(apiRoutes.files.list, { contractId }));

export const deleteFile = (fileId: number) => api<{ id: number }>(routePath(apiRoutes.files.remove, { fileId }), { method: "DELETE" });
