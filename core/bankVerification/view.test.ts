import { describe, expect, it } from "vitest";
import { t } from "../i18n/translate.js";
import { bankVerificationReducer, initialBankVerificationState } from "./machine.js";
import {
  initialManualBankState,
  manualBankCanContinue,
  manualBankContinueLabel,
  manualBankReducer,
} from "./manual.js";
import { bankVerificationView } from "./view.js";

describe("bank verification view (C §3.7)", () => {
  it("alternate view: loading spinner, white background, stay warning, 685 px", () => {
    const view = bankVerificationView(initialBankVerificationState("alternate"));
    expect(view).toMatchObject({ showFrame: true, showSpinner: true, whiteBackground: true, showStayWarning: true, frameMinHeightPx: 685 });
    expect(view.texts.map((key) => t("fr", key))).toContain("Chargement...");
    expect(view.texts.map((key) => t("fr", key))[0]).toBe("Vérification Bancaire Instantanée ( SANS PAPIER )");
  });

  it("success restores the background and announces the next step unless it is the only step", () => {
    const success = [
      { type: "message", message: { kind: "connectionCompleted", data: {} } },
      { type: "resultPosted", now: 0 },
    ] as const;
    const state = success.reduce(bankVerificationReducer, initialBankVerificationState("alternate"));
    const view = bankVerificationView(state);
    expect(view).toMatchObject({ whiteBackground: false, showSuccess: true, showRedirectNotice: true });
    expect(t("en", view.texts[0]!)).toBe("Your bank verification was sucessfuly completed !");
    expect(bankVerificationView(state, { onlyStep: true }).showRedirectNotice).toBe(false);
  });

  it("widget frame is 650 px; failure shows the failure text and Restart", () => {
    expect(bankVerificationView(initialBankVerificationState("bankVerification")).frameMinHeightPx).toBe(650);
    const failed = { ...initialBankVerificationState("bankVerification"), stage: "failure" as const };
    expect(bankVerificationView(failed).texts.map((key) => t("en", key))).toEqual(["All your login attempts failed", "Restart"]);
  });
});

describe("manual bank verification", () => {
  it("Continue disabled until a picture, and while submitting; the texts follow", () => {
    expect(manualBankCanContinue(initialManualBankState)).toBe(false);
    expect(t("fr", manualBankContinueLabel(initialManualBankState))).toBe("Ajouter au moins une photo pour continuer...");
    const withPicture = manualBankReducer(initialManualBankState, { type: "imageUploaded" });
    expect(manualBankCanContinue(withPicture)).toBe(true);
    expect(t("en", manualBankContinueLabel(withPicture))).toBe("It looks good. Continue");
    expect(t("fr", manualBankContinueLabel(withPicture))).toBe("J'ai terminé. Continuer");
    const submitting = manualBankReducer(withPicture, { type: "submit" });
    expect(manualBankCanContinue(submitting)).toBe(false);
    expect(manualBankReducer(submitting, { type: "submit" })).toBe(submitting);
    expect(manualBankReducer(submitting, { type: "submitFailed" })).toEqual(withPicture);
    expect(manualBankReducer(submitting, { type: "submitSucceeded" }).completed).toBe(true);
    expect(manualBankReducer(initialManualBankState, { type: "submit" })).toBe(initialManualBankState);
    expect(t("en", "bank.manual.title")).toBe("Manual Bank Verification");
    expect(t("fr", "bank.manual.title")).toBe("Vérification Bancaire Manuelle");
  });
});
