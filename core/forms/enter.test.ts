import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { shouldBlockEnter } from "./index.js";

describe("shouldBlockEnter (A §4)", () => {
  it("blocks Enter in single-line fields", () => {
    expect(shouldBlockEnter({ tagName: "INPUT", type: "text" })).toBe(true);
    expect(shouldBlockEnter({ tagName: "input" })).toBe(true);
    expect(shouldBlockEnter({ tagName: "SELECT" })).toBe(true);
    expect(shouldBlockEnter({ tagName: "DIV" })).toBe(true);
    expect(shouldBlockEnter(null)).toBe(true);
  });

  it("lets Enter through in multi-line text", () => {
    expect(shouldBlockEnter({ tagName: "TEXTAREA" })).toBe(false);
    expect(shouldBlockEnter({ tagName: "div", multiline: true })).toBe(false);
    expect(shouldBlockEnter({ tagName: "DIV", isContentEditable: true })).toBe(false);
  });

  it("lets a focused button or link act on Enter", () => {
    expect(shouldBlockEnter({ tagName: "BUTTON" })).toBe(false);
    expect(shouldBlockEnter({ tagName: "A" })).toBe(false);
    expect(shouldBlockEnter({ tagName: "INPUT", type: "submit" })).toBe(false);
  });

  it("lets Enter through anywhere in a form that submits on Enter", () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string()), (tagName, type) => {
        expect(shouldBlockEnter({ tagName, type }, { enterSubmits: true })).toBe(false);
      }),
    );
  });

  it("never lets Enter through in a text input, whatever the case of its tag", () => {
    fc.assert(
      fc.property(fc.mixedCase(fc.constant("input")), fc.constantFrom("text", "email", "tel", "number", "", null), (tagName, type) => {
        expect(shouldBlockEnter({ tagName, type })).toBe(true);
      }),
    );
  });
});
