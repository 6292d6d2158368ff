/**
 * The README's Node example runs against the built package and prints what
 * its comments say (npm test builds before it runs the tests).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
const readme = readFileSync(join(root, "README.md"), "utf8");
const example = /## Using `@lendkit\/core` from Node\s+```js\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";

describe("README example", () => {
  it("prints what its comments promise", () => {
    const expected = example
      .split("\n")
      .filter((line) => line.startsWith("console.log("))
      .map((line) => /\/\/\s*(.*)$/.exec(line)?.[1]?.trim());
    expect(expected.length).toBeGreaterThan(3);
    const output = execFileSync(process.execPath, ["--input-type=module", "-e", example], { cwd: root, encoding: "utf8" });
    expect(output.trimEnd().split("\n")).toEqual(expected);
  });
});
