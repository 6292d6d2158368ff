import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";

/**
 * Where uploaded files' bytes live, per tenant. Names are the server's own
 * random names (never a client's), so no path a caller sends reaches here.
 * A lender can plug in object storage behind the same three calls.
 */
export interface Storage {
  put(tenantCode: string, name: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under that name. */
  get(tenantCode: string, name: string): Promise<Buffer | null>;
  /** Removes the bytes; removing a missing name is not an error. */
  remove(tenantCode: string, name: string): Promise<void>;
}

const safeName = /^[A-Za-z0-9_-]{1,100}(\.[a-z0-9]{1,5})?$/;
const safeTenant = /^[A-Z0-9]{1,16}$/;

/** Files on disk under `root/<tenant code>/<name>`, outside any static folder (SECURITY 22). */
export const diskStorage = (root: string): Storage => {
  const base = resolve(root);
  const pathOf = (tenantCode: string, name: string) => {
    if (!safeTenant.test(tenantCode) || !safeName.test(name)) throw new Error("storage: unsafe tenant code or file name");
    return join(base, tenantCode, name);
  };
  return {
    async put(tenantCode, name, bytes) {
      const path = pathOf(tenantCode, name);
      await mkdir(join(base, tenantCode), { recursive: true });
      await writeFile(path, bytes, { flag: "wx" });
    },
    async get(tenantCode, name) {
      try {
        return await readFile(pathOf(tenantCode, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(tenantCode, name) {
      await rm(pathOf(tenantCode, name), { force: true });
    },
  };
};

/** Where files go when no storage is given: beside the default SQLite database. */
export const defaultFilesDir = "./data/files";
