import { labelColon, type Lang } from "@lendkit/core";
import { appText } from "./texts.js";

/** One button that switches fr ↔ en; it is named in the language it switches to. */
export const LanguageSwitch = ({ lang, onChange }: { readonly lang: Lang; readonly onChange: (lang: Lang) => void }) => {
  const other: Lang = lang === "fr" ? "en" : "fr";
  return (
    <button type="button" className="link-button" lang={other} onClick={() => onChange(other)} aria-label={`${appText(lang, "app.language")}${labelColon(lang)}${appText(lang, "app.switchTo")}`}>
      {appText(lang, "app.switchTo")}
    </button>
  );
};
