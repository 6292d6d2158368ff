/**
 * The stories' demo CSS meets WCAG AA: every text colour they declare has a
 * contrast ratio of at least 4.5:1 with its background. Colours come from the
 * CSS rules of the stories' `<style>` blocks and from inline `style={{ … }}`
 * objects; a rule's text colour is checked against the rule's background, or
 * the page's white; a background without a text colour against the page's
 * black text. Translucent backgrounds are laid over white first.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const reactDir = join(import.meta.dirname, "..");

const storyFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "dist" || name === "node_modules" || name.startsWith(".")) return [];
    if (statSync(path).isDirectory()) return storyFiles(path);
    return name.endsWith(".stories.tsx") ? [path] : [];
  });

type Rgb = readonly [number, number, number];

const named: Record<string, Rgb> = { white: [255, 255, 255], black: [0, 0, 0], red: [255, 0, 0], green: [0, 128, 0], grey: [128, 128, 128], gray: [128, 128, 128] };

/** A CSS colour as RGB over a white page; null for `inherit`, `currentColor` and the like (nothing declared). */
export const parseColour = (text: string): Rgb | null => {
  const value = text.trim().toLowerCase();
  if (["inherit", "currentcolor", "transparent", "initial", "unset"].includes(value)) return null;
  if (value in named) return named[value]!;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join("") : hex;
    return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as unknown as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/.exec(value);
  if (rgb) {
    const alpha = rgb[4] === undefined ? 1 : Number(rgb[4]);
    return [1, 2, 3].map((index) => Math.round(Number(rgb[index]) * alpha + 255 * (1 - alpha))) as unknown as Rgb;
  }
  throw new Error(`unknown colour in story CSS: ${text}`);
};

const luminance = ([r, g, b]: Rgb): number => {
  const channel = (value: number) => {
    const s = value / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
};

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export const contrastRatio = (a: Rgb, b: Rgb): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

interface Pair {
  readonly where: string;
  readonly text: string;
  readonly background: string;
}

/** The colour of a background declaration (`background: #fff url(…)` → `#fff`). */
const backgroundColour = (value: string): string | undefined =>
  /(#[0-9a-fA-F]{3,6}\b|rgba?\([^)]*\)|\b(?:white|black|red|green|grey|gray|transparent)\b)/.exec(value)?.[1];

/** Text/background pairs declared in a story file's CSS rules and inline style objects. */
export const pairsOf = (code: string, file: string): Pair[] => {
  const blocks = [
    ...[...code.matchAll(/([^{}`]+)\{([^{}`]*)\}/g)].map((match) => ({ where: match[1]!.trim(), body: match[2]!, css: true })),
    ...[...code.matchAll(/style=\{\{([^}]*)\}\}/g)].map((match) => ({ where: "inline style", body: match[1]!, css: false })),
  ];
  return blocks.flatMap(({ where, body, css }) => {
    const declarations = css
      ? [...body.matchAll(/(?:^|;)\s*([a-z-]+)\s*:\s*([^;]+)/g)].map((match) => [match[1]!, match[2]!.trim()] as const)
      : [...body.matchAll(/([a-zA-Z]+)\s*:\s*("[^"]*"|'[^']*'|[^,]+)/g)].map((match) => [match[1]!.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), match[2]!.trim()] as const);
    const texts = declarations
      .filter(([property]) => property === "color")
      .flatMap(([, value]) => [...value.matchAll(/"([^"]*)"|'([^']*)'/g)].map((m) => m[1] ?? m[2]!).concat(/["']/.test(value) ? [] : [value]));
    const background = declarations.filter(([property]) => property === "background" || property === "background-color").map(([, value]) => backgroundColour(value.replace(/["']/g, "")))[0];
    const place = `${file}: ${where}`;
    if (texts.length > 0) return texts.map((text) => ({ where: place, text, background: background ?? "white" }));
    return background ? [{ where: place, text: "black", background }] : [];
  });
};

describe("story CSS contrast (WCAG AA, 4.5:1)", () => {
  const files = storyFiles(reactDir);
  const pairs = files.flatMap((file) => pairsOf(readFileSync(file, "utf8"), relative(reactDir, file)));

  it("computes WCAG ratios", () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio(parseColour("#777")!, parseColour("white")!)).toBeCloseTo(4.48, 2);
    expect(contrastRatio(parseColour("#767676")!, parseColour("#fff")!)).toBeGreaterThanOrEqual(4.5);
    expect(parseColour("rgba(0, 0, 0, 0.5)")).toEqual([128, 128, 128]);
  });

  it("reads the pairs of CSS rules and inline styles", () => {
    const sample = '`.a { color: #999; } .b { background: #fdd; }` <span style={{ color: on ? "red" : "inherit" }} />';
    expect(pairsOf(sample, "x").map(({ text, background }) => [text, background])).toEqual([
      ["#999", "white"],
      ["black", "#fdd"],
      ["red", "white"],
      ["inherit", "white"],
    ]);
  });

  it("finds the stories' colours", () => {
    expect(pairs.length).toBeGreaterThan(10);
  });

  it("gives every declared text colour at least 4.5:1 on its background", () => {
    const failing = pairs.flatMap(({ where, text, background }) => {
      const [fore, back] = [parseColour(text), parseColour(background)];
      if (fore === null || back === null) return [];
      const ratio = contrastRatio(fore, back);
      return ratio >= 4.5 ? [] : [`${where}: ${text} on ${background} = ${ratio.toFixed(2)}:1`];
    });
    expect(failing).toEqual([]);
  });
});
