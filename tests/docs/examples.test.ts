/**
 * Docs that run: every `@example` in core's JSDoc is executed against the
 * public API, and each line written as `expression // expected` is checked.
 * A wrong example in the docs fails the build like a wrong test would.
 */
import { transformSync } from "esbuild";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { CalendarDate } from "@internationalized/date";
import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import * as core from "../../core/index.js";

const coreDir = join(import.meta.dirname, "../../core");

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "dist" || name === "node_modules") return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith(".ts") && !/\.test(kit)?\.ts$|\.testing\.ts$|\.testkit\.ts$/.test(name) ? [path] : [];
  });

interface Example {
  readonly file: string;
  readonly line: number;
  readonly code: string;
}

/** The `@example` blocks of a file: the comment lines after the tag, up to the next tag or the end. */
const examplesOf = (file: string): Example[] => {
  const lines = readFileSync(file, "utf8").split("\n");
  const found: Example[] = [];
  let current: { line: number; code: string[] } | null = null;
  const flush = () => {
    if (current && current.code.some((text) => text.trim() !== "")) {
      found.push({ file: relative(coreDir, file), line: current.line, code: current.code.join("\n") });
    }
    current = null;
  };
  lines.forEach((text, index) => {
    const body = /^\s*\*(?!\/)\s?(.*)$/.exec(text);
    if (/@example/.test(text)) {
      flush();
      current = { line: index + 1, code: [] };
    } else if (current && (!body || /^\s*@\w+/.test(body[1] ?? "") || /\*\//.test(text))) {
      flush();
    } else if (current && body) {
      if (!/^\s*```/.test(body[1] ?? "")) current.code.push(body[1] ?? "");
    }
  });
  flush();
  return found;
};

const literal = (text: string): { ok: true; value: unknown } | { ok: false } => {
  try {
    return { ok: true, value: new Function(`return (${text});`)() };
  } catch {
    return { ok: false };
  }
};

/**
 * Makes a result comparable with the literal the example wrote: a Decimal
 * compares as a number where the literal has a number (as a string
 * otherwise), a CalendarDate as its ISO text.
 */
const comparable = (actual: unknown, expected: unknown): unknown => {
  if (core.isDecimal(actual)) return typeof expected === "number" ? actual.toNumber() : actual.toString();
  if (actual instanceof CalendarDate) return actual.toString();
  if (Array.isArray(actual)) {
    return actual.map((item, index) => comparable(item, Array.isArray(expected) ? expected[index] : undefined));
  }
  if (actual && typeof actual === "object" && Object.getPrototypeOf(actual) === Object.prototype) {
    const target = (expected && typeof expected === "object" ? expected : {}) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(actual).map(([key, value]) => [key, comparable(value, target[key])]));
  }
  return actual;
};

/** Bracket depth change of a line, ignoring brackets inside quotes and a trailing comment. */
const depthChange = (line: string): number => {
  const code = line.replace(/(["'`])(?:\\.|(?!\1).)*\1/g, '""').replace(/\/\/.*$/, "");
  return (code.match(/[([{]/g)?.length ?? 0) - (code.match(/[)\]}]/g)?.length ?? 0);
};

/** Joins an expression written over several lines into one line, its trailing comment kept. */
const joinContinuations = (lines: readonly string[]): string[] => {
  const joined: string[] = [];
  let buffer = "";
  let depth = 0;
  for (const line of lines) {
    const comment = /\s\/\/\s.*$/.exec(line.replace(/(["'`])(?:\\.|(?!\1).)*\1/g, (quoted) => "x".repeat(quoted.length)));
    const body = comment ? line.slice(0, comment.index) : line;
    buffer = buffer === "" ? body : `${buffer} ${body.trim()}`;
    depth += depthChange(body);
    if (depth <= 0) {
      joined.push(comment ? `${buffer} ${line.slice(comment.index).trim()}` : buffer);
      buffer = "";
      depth = 0;
    }
  }
  if (buffer !== "") joined.push(buffer);
  return joined;
};

const statement = /^\s*(?:const|let|var|import|if|for|return|type|interface)\b/;

/**
 * Turns `expr // expected` lines (or an expression line followed by a line
 * `// expected`) into checks; other lines run as they are.
 */
const instrument = (code: string): string => {
  const lines = joinContinuations(code.split("\n"));
  return lines
    .map((text, index) => {
      const next = /^\s*\/\/\s*(.+)$/.exec(lines[index + 1] ?? "");
      if (next && !statement.test(text) && text.trim() !== "" && !text.trim().startsWith("//") && literal(next[1]!).ok) {
        return `__check(() => (${text.trim().replace(/;$/, "")}), ${JSON.stringify(next[1])});`;
      }
      const match = /^(?!\s*\/\/)(.+?);?\s*\/\/\s*(.+)$/.exec(text);
      if (!match || statement.test(text) || !literal(match[2]!).ok) return text;
      return `__check(() => (${match[1]}), ${JSON.stringify(match[2])});`;
    })
    .join("\n");
};

const all = sourceFiles(coreDir).flatMap(examplesOf);

describe("JSDoc examples run and say the truth", () => {
  it("finds examples", () => {
    expect(all.length).toBeGreaterThan(10);
  });

  for (const example of all) {
    it(`${example.file}:${example.line}`, async (context) => {
      // The module's own exports are in scope too, so examples of private helpers run.
      const own = (await import(join(coreDir, example.file))) as Record<string, unknown>;
      const checks: { actual: unknown; expected: unknown; text: string }[] = [];
      const check = (run: () => unknown, expectedText: string) => {
        const expected = literal(expectedText);
        if (expected.ok) checks.push({ actual: comparable(run(), expected.value), expected: expected.value, text: expectedText });
      };
      const js = transformSync(instrument(example.code), { loader: "ts", format: "cjs" }).code;
      const scope = { ...core, ...own, Schema, CalendarDate, __check: check };
      try {
        new Function(...Object.keys(scope), js)(...Object.values(scope));
      } catch (error) {
        // An example that names a value it does not define (`model`, `lines`)
        // is illustrative: reported as skipped, not silently passed.
        if (error instanceof ReferenceError && !/^[A-Z]/.test(error.message)) context.skip(error.message);
        throw error;
      }
      for (const { actual, expected, text } of checks) expect(actual, text).toEqual(expected);
    });
  }
});
