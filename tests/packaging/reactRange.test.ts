/**
 * @lendkit/react declares react ^18.3.0 || ^19.0.0. The packaging suite runs
 * a few components on React 18.3; this check covers every source file, so a
 * React-19-only API cannot slip into a component that suite does not render.
 * Each rule names the React 19 feature it keeps out.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const reactDir = join(import.meta.dirname, "../../react");

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "dist" || name === "node_modules" || name.startsWith(".")) return [];
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });

/** The names a file imports from `module` (type-only imports left out). */
const importedNames = (code: string, module: string): string[] =>
  [...code.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${module}["']`, "g"))].flatMap((match) =>
    match[1]!
      .split(",")
      .map((name) => name.trim())
      .filter((name) => name !== "" && !name.startsWith("type "))
      .map((name) => name.split(/\s+as\s+/)[0]!),
  );

const rules: readonly { readonly what: string; readonly breaks: (code: string) => boolean }[] = [
  { what: "use(), useActionState, useOptimistic from react", breaks: (code) => importedNames(code, "react").some((name) => ["use", "useActionState", "useOptimistic"].includes(name)) },
  { what: "useFormStatus from react-dom", breaks: (code) => importedNames(code, "react-dom").includes("useFormStatus") },
  { what: "a context rendered as its own provider (<SomeContext value=…>)", breaks: (code) => /<\w*Context\s+value=/.test(code) },
  {
    what: "ref read as a plain prop of a function component (React 18 never passes it; use forwardRef)",
    breaks: (code) => [...code.matchAll(/\(\s*\{([^}]*)\}\s*:\s*\w*Props\b/g)].some((match) => /(^|[\s,])ref\s*(,|$|=)/.test(match[1]!)) || /\bprops\.ref\b/.test(code),
  },
];

describe("@lendkit/react stays within its react peer range (^18.3.0 || ^19.0.0)", () => {
  const files = sources(reactDir);

  it("finds the package's sources", () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(rules)("uses no $what", ({ breaks }) => {
    expect(files.filter((file) => breaks(readFileSync(file, "utf8"))).map((file) => relative(reactDir, file))).toEqual([]);
  });

  it("would catch each of them", () => {
    const samples = [
      'import { use, useState } from "react";',
      'import { useFormStatus } from "react-dom";',
      "return <ThemeContext value={theme}>{children}</ThemeContext>;",
      "export const Field = ({ label, ref }: FieldProps) => <input ref={ref} />;",
    ];
    expect(rules.map((rule, index) => rule.breaks(samples[index]!))).toEqual([true, true, true, true]);
    expect(rules.some((rule) => rule.breaks('import { useId, type ReactNode } from "react";\nconst A = ({ label }: AProps) => <X.Provider value={1} />;'))).toBe(false);
  });
});
