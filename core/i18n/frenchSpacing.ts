/**
 * French typography (Office québécois de la langue française): a no-break
 * space (U+00A0) or narrow no-break space (U+202F) before « : ; ! ? » and
 * after «, so a line never starts with the sign. Returns the signs of
 * `text` that miss it, with the few characters before them, or [] when the
 * text is well spaced. Braces of placeholders ("{name}") are not signs.
 *
 * @example
 * frenchSpacingProblems("Déjà client?") // ["client?"]
 * frenchSpacingProblems("Déjà client\u00a0?") // []
 */
export const frenchSpacingProblems = (text: string): readonly string[] => {
  const problems: string[] = [];
  const before = /(?<![\u00a0\u202f])[:;!?»]/gu;
  const after = /«(?![\u00a0\u202f])/gu;
  for (const match of text.matchAll(before)) {
    // "https://…" and "10:30" are not punctuation.
    if (match[0] === ":" && /^[/\d]/u.test(text.slice(match.index + 1))) continue;
    problems.push(text.slice(Math.max(0, match.index - 6), match.index + 1));
  }
  for (const match of text.matchAll(after)) problems.push(text.slice(match.index, match.index + 6));
  return problems;
};

/**
 * What goes between a label and its value: ": " in English, a no-break
 * space then ": " in French, so a screen never shows "Statut :" broken
 * over two lines, nor English with a French space ("Current status :").
 *
 * @example
 * `Statut${labelColon("fr")}Actif` // "Statut\u00a0: Actif"
 * `Status${labelColon("en")}Active` // "Status: Active"
 */
export const labelColon = (lang: "fr" | "en"): string => (lang === "fr" ? "\u00a0: " : ": ");
