import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeUploadedFile } from "./options.js";
import { decodeUploadAnswer } from "./uploadAnswer.js";

const file = { id: 7, description: "a.jpg", path: "/up/a.jpg" };

describe("decodeUploadAnswer (A §7)", () => {
  it("reads the uploaded file from a successful envelope, extra keys left out", () => {
    expect(decodeUploadAnswer(true, { Success: true, Result: { ...file, extra: 1 }, ErrorMessage: null })).toEqual({ ok: true, value: file });
  });

  it("is a server failure for a failed status or Success false, with the server's message", () => {
    expect(decodeUploadAnswer(false, { Success: false, ErrorMessage: "Too large" })).toEqual({ ok: false, code: "server", detail: "Too large" });
    expect(decodeUploadAnswer(true, { Success: false, Result: file })).toEqual({ ok: false, code: "server", detail: null });
    expect(decodeUploadAnswer(false, undefined)).toEqual({ ok: false, code: "server", detail: null });
  });

  it("is an invalid response for a body that is not an envelope with a file", () => {
    for (const body of [undefined, null, "x", [file], { Success: true }, { Success: true, Result: { ...file, id: "7" } }]) {
      expect(decodeUploadAnswer(true, body)).toEqual({ ok: false, code: "invalidResponse", detail: null });
    }
  });

  it("property: agrees with the models' UploadedFile schema on any JSON Result, and never throws", () => {
    const result = fc.oneof(
      fc.jsonValue(),
      fc.record({ id: fc.oneof(fc.integer(), fc.string()), description: fc.oneof(fc.string(), fc.constant(null)), path: fc.string() }),
    );
    fc.assert(
      fc.property(result, (value) => {
        const answer = decodeUploadAnswer(true, { Success: true, Result: value });
        expect(answer.ok).toBe(decodeUploadedFile(value).ok);
      }),
    );
  });
});
