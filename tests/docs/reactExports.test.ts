/**
 * Every run-time export of @lendkit/react is named in its documentation
 * (docs/react.md and the pages under docs/react/), so an adopting team finds
 * each component, hook and helper from the docs.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import * as lendkitReact from "../../react/index.js";

const docs = join(import.meta.dirname, "../../docs");
const pages = ["react.md", ...readdirSync(join(docs, "react")).filter((name) => name.endsWith(".md")).map((name) => `react/${name}`)];
const text = pages.map((page) => readFileSync(join(docs, page), "utf8")).join("\n");

/** Names written as code: `name`, `name(…)`, `<Name …>`, or inside a code block. */
const codeText = [...text.matchAll(/```[\s\S]*?```|`[^`]+`/g)].map((match) => match[0]).join("\n");

describe("the react docs", () => {
  it("reads the docs pages", () => {
    expect(pages.length).toBeGreaterThan(3);
  });

  it("name every run-time export of @lendkit/react as code", () => {
    const names = Object.keys(lendkitReact);
    expect(names.length).toBeGreaterThan(100);
    expect(names.filter((name) => !new RegExp(`(?<![\\w.])${name}(?!\\w)`).test(codeText))).toEqual([]);
  });
});
