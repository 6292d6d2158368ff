import * as fc from "fast-check";
import { describe, expect, it } from "vitest";
import { t } from "../i18n/translate.js";
import { manualBankVerificationCall } from "./calls.js";
import {
  bankStepCompleted,
  checkManualBankSubmission,
  manualBankCanContinue,
  manualBankMinimumStatements,
  manualBankProvider,
  type BankVerificationRecord,
} from "./manual.js";

const providers = ["decisionLogic", "flinks", "zumRails", manualBankProvider];
const statuses = ["pending", "succeeded", "failed", "pendingReview"];
const record = fc.record({ provider: fc.constantFrom(...providers), status: fc.constantFrom(...statuses) });

describe("the server's manual bank rules (C §3.7, §5)", () => {
  it("accepts a submission with at least one statement, and names the refusal otherwise", () => {
    expect(checkManualBankSubmission({ statements: 0 })).toEqual({ ok: false, reason: "noStatement" });
    expect(checkManualBankSubmission({ statements: 1 })).toEqual({ ok: true });
    expect(t("en", "flows.error.noStatement")).toContain("at least one picture");
    expect(t("fr", "flows.error.noStatement")).toContain("au moins une photo");
  });

  it("agrees with the browser's Continue for every count (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), (images) => {
        const browser = manualBankCanContinue({ images, submitting: false, completed: false });
        expect(checkManualBankSubmission({ statements: images }).ok).toBe(browser);
        expect(browser).toBe(images >= manualBankMinimumStatements);
      }),
    );
  });

  it("counts step 2 done for a succeeded verification or a manual submission pending review or accepted, nothing else", () => {
    const done = (records: BankVerificationRecord[]) => bankStepCompleted(records);
    expect(done([])).toBe(false);
    expect(done([{ provider: "flinks", status: "pending" }, { provider: "decisionLogic", status: "failed" }])).toBe(false);
    expect(done([{ provider: "zumRails", status: "succeeded" }])).toBe(true);
    expect(done([{ provider: manualBankProvider, status: "pendingReview" }])).toBe(true);
    expect(done([{ provider: manualBankProvider, status: "succeeded" }])).toBe(true);
    expect(done([{ provider: manualBankProvider, status: "failed" }])).toBe(false);
    // "pendingReview" is the manual mode's only: a provider row never passes with it.
    expect(done([{ provider: "flinks", status: "pendingReview" }])).toBe(false);
  });

  it("never takes back a completed step when more records arrive (property)", () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 6 }), fc.array(record, { maxLength: 6 }), (before, after) => {
        if (bankStepCompleted(before)) expect(bankStepCompleted([...before, ...after])).toBe(true);
        expect(bankStepCompleted([...before, ...after])).toBe(bankStepCompleted([...after, ...before]));
      }),
    );
  });

  it("gives the Continue call of a slug, encoded as one segment", () => {
    expect(manualBankVerificationCall("a/b").path).toBe("/api/contractExternal/cashLoanFlow/a%2Fb/manualBankVerification");
  });
});
