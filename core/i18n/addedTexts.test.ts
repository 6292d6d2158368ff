import { describe, expect, it } from "vitest";
import * as checklistCatalog from "./catalog/checklist.js";
import * as commonCatalog from "./catalog/common.js";
import * as tableCatalog from "./catalog/table.js";
import { translator } from "./scoped.js";

describe("texts for notifications, the table's load failure and the checklist note button", () => {
  it("has the notification region and type labels in both languages", () => {
    const t = translator(commonCatalog);
    expect(t("en", "common.notifications")).toBe("Notifications");
    expect(["success", "info", "warning", "error", "call"].map((type) => t("fr", `common.notification.${type}` as keyof typeof commonCatalog.en))).toEqual([
      "Succès",
      "Information",
      "Avertissement",
      "Erreur",
      "Appel",
    ]);
  });

  it("names the table's load failure and the checklist note button", () => {
    expect(translator(tableCatalog)("en", "table.loadFailed")).toBe("The data could not be loaded. Please try again.");
    const t = translator(checklistCatalog);
    expect(t("en", "checklist.note.buttonLabel", { item: "Credit check" })).toBe("Note: Credit check");
    expect(t("fr", "checklist.note.buttonLabel", { item: "Permis" })).toBe("Note\u00a0: Permis");
  });
});
