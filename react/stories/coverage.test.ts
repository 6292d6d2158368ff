/**
 * Every component and every public hook the package exports has a Ladle
 * story: its name is used (not only imported) in some `*.stories.tsx` file.
 * Hooks are shown through minimal unstyled consumers (the `Hooks` stories).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as lendkitReact from "../index.js";

const reactDir = join(import.meta.dirname, "..");

const storyFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "dist" || name === "node_modules" || name.startsWith(".")) return [];
    if (statSync(path).isDirectory()) return storyFiles(path);
    return name.endsWith(".stories.tsx") ? [path] : [];
  });

/** Components (capitalised functions and forwardRef objects, not error classes) and hooks (`use…`). */
export const storyworthy = (exports: Record<string, unknown>): string[] =>
  Object.entries(exports)
    .filter(([name, value]) => {
      if (/^use[A-Z]/.test(name)) return typeof value === "function";
      if (!/^[A-Z]/.test(name)) return false;
      if (typeof value === "function") return !(value.prototype instanceof Error);
      return typeof value === "object" && value !== null && "$$typeof" in value;
    })
    .map(([name]) => name);

/** The story code without its import statements and comments: a name must be used, not only mentioned. */
const withoutImports = (code: string) =>
  code
    .replace(/^import[\s\S]*?from\s*["'][^"']+["'];?$/gm, "")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/^\s*\/\/.*$/gm, "");

describe("stories cover the package's exports", () => {
  const code = storyFiles(reactDir).map((file) => withoutImports(readFileSync(file, "utf8"))).join("\n");

  it("lists components and hooks", () => {
    const names = storyworthy(lendkitReact);
    expect(names).toEqual(expect.arrayContaining(["LendkitProvider", "DataTable", "useForm", "useMessages"]));
    expect(names).not.toContain("UploadCallError");
  });

  it("has a story using every exported component and public hook", () => {
    const missing = storyworthy(lendkitReact).filter((name) => !new RegExp(`(?<![\\w.])${name}\\b`).test(code));
    expect(missing).toEqual([]);
  });
});
