import { describe, expect, it } from "vitest";
import { defaultFeatures } from "../access/features.js";
import { t, tBoth } from "../i18n/translate.js";
import {
  renewalCompletionView,
  renewalContactWarningKey,
  renewalIntroKey,
  renewalParentRedirect,
  renewalResumeRedirect,
  renewalSaveErrorKey,
  renewalStepperSteps,
  renewalStepTitleKey,
} from "./screens.js";

describe("first screen copy (C §1)", () => {
  it("depends on the features", () => {
    expect(renewalIntroKey(defaultFeatures)).toBe("renewal.intro.default");
    expect(renewalIntroKey({ ...defaultFeatures, hasTrainingContract: true })).toBe("renewal.intro.training");
    expect(renewalIntroKey({ ...defaultFeatures, RestOfCanada: true, hasTrainingContract: true })).toBe(
      "renewal.intro.restOfCanada",
    );
    expect(t("en", "renewal.intro.restOfCanada")).toContain("renew a loan");
    expect(t("en", "renewal.intro.training").toLowerCase()).toContain("already a customer");
    expect(t("en", "renewal.intro.default")).toContain("increase your line of credit limit");
  });
});

describe("spec texts (C §2, §3.8, §8)", () => {
  it("are verbatim", () => {
    expect(t("en", "renewal.otp.title")).toBe("Two-Step Verification");
    expect(t("en", "renewal.otp.sentTo", { lastFour: "4321" })).toContain("ending in 4321");
    expect(t("en", "renewal.otp.label")).toBe("Enter OTP:");
    expect(tBoth("renewal.otp.invalid")).toEqual({ en: "The OTP is not valid.", fr: "Le OTP n'est pas valide." });
    expect(t("en", "renewal.otp.expired")).toBe("Your time to enter the OTP has expired. You need to restart the process");
    expect(t("en", "renewal.otp.emailSent")).toBe("Email sent!");
    expect(t("en", "renewal.otp.callSent")).toBe("Call sent!");
    expect(t("en", "renewal.overdue.title")).toBe("You are late on your payments!");
    expect(t("en", "renewal.overdue.goToClientSpace")).toBe("Go to Client Space");
    expect(t("en", "renewal.loading")).toBe("Please wait! Loading...");
    expect(t("en", "renewal.basic.continue")).toBe("CONTINUE MY REQUEST");
    expect(t("fr", "renewal.error.basicSave")).toBe("ERREURE RES1\u00a0! Veuillez appeller le support.");
    // Never the spec's "Erreure / ERROR. Please call support" (issue 14): a save that failed says so, in the applicant's language.
    expect(t("en", "renewal.error.formSave")).toBe("Your answers could not be saved. Please try again; if it happens again, call us.");
    expect(t("fr", "renewal.error.formSave")).not.toMatch(/ERROR|support/);
    expect(t("en", "renewal.alreadyStarted")).toBe("You ave already started a renew application. You will be redirected now.");
    expect(tBoth("renewal.completed.title")).toEqual({ en: "Application completed!", fr: "Demande complétée\u00a0!" });
    expect(t("en", "account.loading")).toBe("Please wait a moment! Loading...");
    expect(t("en", "account.login.title")).toBe("Trying to access your account?");
    expect(t("en", "account.error.notFound")).toBe("No account found. Please try again.");
    expect(t("en", "account.error.callUs")).toBe("Please give us a call. There is an issue with your account.");
    expect(t("en", "account.neverHadLoan")).toBe("I never had a loan with you ?");
    expect(t("en", "account.submit")).toBe("SUBMIT");
    expect([1, 2, 3].map((n) => t("fr", ["renewal.stage.application", "renewal.stage.verifications", "renewal.stage.signatures"][n - 1] as "renewal.stage.application"))).toEqual([
      "Demande",
      "Vérifications",
      "Signatures",
    ]);
  });

  it("titles the step forms", () => {
    expect(renewalStepTitleKey(21)).toBe("renewal.address.title");
    expect(t("en", renewalStepTitleKey(23)!)).toBe("Source of your current income");
    expect(t("en", renewalStepTitleKey(24)!)).toBe("Personal references");
    expect(t("en", renewalStepTitleKey(1)!)).toBe("Renewal");
    expect(renewalStepTitleKey(3)).toBeNull();
  });

  it("maps save failures", () => {
    expect(renewalSaveErrorKey(1)).toBe("renewal.error.basicSave");
    expect([21, 23, 24].map((step) => renewalSaveErrorKey(step as 21))).toEqual(Array(3).fill("renewal.error.formSave"));
    expect(renewalSaveErrorKey(2)).toBe("common.genericError");
  });
});

describe("tenant and feature variants (C §3.8, §6)", () => {
  it("shows the FIDELE warning on the income and references steps only", () => {
    expect(renewalContactWarningKey("FIDELE", 23)).toBe("renewal.contactWarning");
    expect(renewalContactWarningKey("FIDELE", 24)).toBe("renewal.contactWarning");
    expect(renewalContactWarningKey("FIDELE", 21)).toBeNull();
    expect(renewalContactWarningKey("RENT", 24)).toBeNull();
  });

  it("builds the completion screen", () => {
    expect(renewalCompletionView(defaultFeatures, "RENT")).toEqual({
      title: { key: "renewal.completed.title" },
      text: { key: "renewal.completed.text" },
      training: null,
    });
    const training = renewalCompletionView({ ...defaultFeatures, hasTrainingContract: true }, "RENT").training;
    expect(training?.heading).toEqual({ key: "renewal.completed.training.heading" });
    expect(t("en", training!.heading.key)).toBe("Potential solutions tailored to your situation");
    expect(training?.cards).toHaveLength(2);
    const named = renewalCompletionView({ ...defaultFeatures, hasTrainingContract: true }, "FIDELE").training!;
    expect(t("en", named.heading.key, named.heading.params)).toContain("Fidèle");
  });

  it("builds the completion screen without a tenant: the training heading has no name", () => {
    expect(renewalCompletionView(defaultFeatures, null).training).toBeNull();
    const training = renewalCompletionView({ ...defaultFeatures, hasTrainingContract: true }, null).training!;
    expect(training.heading).toEqual({ key: "renewal.completed.training.heading" });
    expect(training.cards).toEqual(renewalCompletionView({ ...defaultFeatures, hasTrainingContract: true }, "FIDELE").training!.cards);
  });

  it("redirects to a renewal already started", () => {
    expect(renewalResumeRedirect("ab12", null)).toBe("/re?p=ab12_1");
    expect(renewalResumeRedirect("ab12", 23)).toBe("/re?p=ab12_23");
  });
});

describe("progress bar labels (C §2)", () => {
  it("are Demande, Vérifications, Signatures in French", () => {
    expect(renewalStepperSteps("fr")).toEqual([
      { label: "Demande", number: 1 },
      { label: "Vérifications", number: 2 },
      { label: "Signatures", number: 3 },
    ]);
    expect(renewalStepperSteps("en").map((step) => step.label)).toEqual(["Application", "Verifications", "Signatures"]);
  });
});

describe("where RENEW sends the parent page (C §7, §8)", () => {
  it("resumes a renewal in progress at its step, opens a new one with no step (/r/{slug}_-1)", () => {
    expect(renewalParentRedirect({ slug: "ab12", step: 21, alreadyStarted: true })).toBe("/re?p=ab12_21");
    expect(renewalParentRedirect({ slug: "ab12", step: null, alreadyStarted: true })).toBe("/re?p=ab12_1");
    expect(renewalParentRedirect({ slug: "ab12", step: 1, alreadyStarted: false })).toBe("/r/ab12_-1");
    expect(renewalParentRedirect({ slug: "a/b", step: 1, alreadyStarted: false })).toBe("/r/a%2Fb_-1");
  });
});
