/**
 * Runs the `@example` blocks of a source file's JSDoc as tests (test-only).
 * A line `expression // expected` (or an expression line followed by a line
 * `// expected`) must evaluate to `expected`; other lines (`const …`) are
 * statements run before it.
 */
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";

interface ExampleCheck {
  readonly setup: string;
  readonly expression: string;
  readonly expected: string;
}

const examplesOf = (source: string): ExampleCheck[] => {
  const checks: ExampleCheck[] = [];
  for (const block of source.split("@example").slice(1)) {
    const lines = (block.split(/\*\/|\n\s*\*\s*@/)[0] ?? "")
      .split("\n")
      .map((line) => line.replace(/^\s*\*\s?/, "").trim())
      .filter((line) => line !== "");
    let setup = "";
    let pending: string | null = null;
    for (const line of lines) {
      const at = line.indexOf("// ");
      if (at === 0 && pending !== null) {
        checks.push({ setup, expression: pending, expected: line.slice(3) });
        pending = null;
      } else if (at > 0) {
        checks.push({ setup, expression: line.slice(0, at).trim(), expected: line.slice(at + 3) });
      } else if (line.startsWith("const ")) {
        setup += `${line}\n`;
      } else {
        pending = line;
      }
    }
  }
  return checks;
};

/** Registers one test per `@example` check of the given source files. */
export const docExamples = (baseUrl: string, files: readonly string[], scope: Readonly<Record<string, unknown>>): void => {
  const names = Object.keys(scope);
  const values = Object.values(scope);
  for (const file of files) {
    const source = readFileSync(new URL(file, baseUrl), "utf8");
    const checks = examplesOf(source);
    it(`${file} has runnable examples`, () => expect(checks.length).toBeGreaterThan(0));
    for (const check of checks) {
      it(`${file}: ${check.expression}`, () => {
        const actual = new Function(...names, `${check.setup}return (${check.expression});`)(...values);
        const expected = new Function(`return (${check.expected});`)();
        expect(actual).toEqual(expected);
      });
    }
  }
};
