import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Storage } from "../context/services.js";

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
