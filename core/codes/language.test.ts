import { describe, expect, it } from "vitest";
import { langs } from "../i18n/translate.js";
import { langOfLanguageCode, LanguageCode, languageCodeOfLang, languageOptions } from "./language.js";

describe("language (B §9)", () => {
  it("0 French, 1 English", () => {
    expect(languageOptions).toEqual([
      { value: 0, label: { fr: "Français", en: "French" } },
      { value: 1, label: { fr: "Anglais", en: "English" } },
    ]);
  });

  it("maps to the i18n language and back", () => {
    expect(langOfLanguageCode(LanguageCode.French)).toBe("fr");
    expect(langOfLanguageCode(LanguageCode.English)).toBe("en");
    for (const lang of langs) expect(langOfLanguageCode(languageCodeOfLang(lang))).toBe(lang);
  });

  it("reads anything else as French, the default", () => {
    for (const value of [undefined, null, -1, 2, "1", "en"]) expect(langOfLanguageCode(value)).toBe("fr");
  });
});
