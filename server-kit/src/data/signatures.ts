import type { Knex } from "knex";

/**
 * A contract's signature as stored (one row per contract), and whom its
 * confirmation is written to. Every query names the tenant (SECURITY 14).
 */

/** The signature row of a contract: the signed document and its proof. */
export interface StoredSignature {
  readonly signerName: string;
  /** The drawn signature's file in the tenant's storage, and the SHA-256 recorded for its bytes. */
  readonly imageName: string;
  readonly imageSha256: string;
  /** The signed document, parsed from its canonical JSON. */
  readonly document: Readonly<Record<string, unknown>>;
  readonly documentSha256: string;
  /** ISO instant. */
  readonly signedAt: string;
}

interface SignatureRow {
  signer_name: string;
  image_name: string;
  image_sha256: string;
  document_json: string;
  document_sha256: string;
  signed_at: string;
}

/** The signature of a contract, or null before it is signed. */
export const signatureOf = async (db: Knex, tenantId: number, contractId: number): Promise<StoredSignature | null> => {
  const row = (await db("signatures").where({ tenant_id: tenantId, contract_id: contractId }).first()) as SignatureRow | undefined;
  if (!row) return null;
  return {
    signerName: row.signer_name,
    imageName: row.image_name,
    imageSha256: row.image_sha256,
    document: JSON.parse(row.document_json) as Record<string, unknown>,
    documentSha256: row.document_sha256,
    signedAt: row.signed_at,
  };
};

/** The signed document of a contract as stored (its canonical JSON), or null before it is signed. */
export const signedDocumentJson = async (db: Knex, tenantId: number, contractId: number): Promise<string | null> => {
  const row = (await db("signatures").where({ tenant_id: tenantId, contract_id: contractId }).first("document_json")) as { document_json: string } | undefined;
  return row ? row.document_json : null;
};

/** The email on file and first name of the customer a confirmation goes to (each may be missing). */
export interface SignerContact {
  readonly email: string | null;
  readonly firstName: string | null;
}

/** The customer's email on file and first name; both null when the customer is not the tenant's. */
export const signerContactOf = async (db: Knex, tenantId: number, customerId: number): Promise<SignerContact> => {
  const row = (await db("customers").where({ id: customerId, tenant_id: tenantId }).first("email", "first_name")) as
    | { email: string | null; first_name: string | null }
    | undefined;
  return { email: row?.email ?? null, firstName: row?.first_name ?? null };
};

/** A signature to record: the signed document, its proof and where it came from. */
export interface NewSignature {
  readonly tenantId: number;
  readonly contractId: number;
  readonly signerName: string;
  readonly imageName: string;
  readonly imageSha256: string;
  readonly imageBytes: number;
  /** The signed document's canonical JSON, and its SHA-256. */
  readonly documentJson: string;
  readonly documentSha256: string;
  /** ISO instant. */
  readonly signedAt: string;
  /** At most 64 characters. */
  readonly ip: string | null;
  /** At most 300 characters. */
  readonly userAgent: string | null;
}

/** Records a contract's signature; a second one for the contract is a unique violation. */
export const insertSignature = async (db: Knex, signature: NewSignature): Promise<void> => {
  await db("signatures").insert({
    tenant_id: signature.tenantId,
    contract_id: signature.contractId,
    signer_name: signature.signerName,
    image_name: signature.imageName,
    image_sha256: signature.imageSha256,
    image_bytes: signature.imageBytes,
    document_json: signature.documentJson,
    document_sha256: signature.documentSha256,
    signed_at: signature.signedAt,
    ip: signature.ip,
    user_agent: signature.userAgent,
  });
};

/** True when the tenant's contract is signed. */
export const isSigned = async (db: Knex, tenantId: number, contractId: number): Promise<boolean> =>
  (await db("signatures").where({ tenant_id: tenantId, contract_id: contractId }).first("id")) !== undefined;
