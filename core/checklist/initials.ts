import { foldSearchText } from "../contracts/search.js";

/** The longest initials a user carries (the `users.initials` column holds 8). */
export const staffInitialsMaxLength = 8;

const lettersOf = (name: string): string => foldSearchText(name).replace(/[^a-z]/g, "").toUpperCase();

/** Candidates in order: first letters, then more of the last name, then more of the first name, then a number. */
function* candidates(first: string, last: string): Generator<string> {
  const base = `${first.slice(0, 1)}${last.slice(0, 1)}` || "U";
  yield base;
  for (let size = 2; size <= last.length; size += 1) yield `${first.slice(0, 1)}${last.slice(0, size)}`;
  for (let size = 2; size <= first.length; size += 1) yield `${first.slice(0, size)}${last.slice(0, 1)}`;
  for (let number = 2; ; number += 1) yield `${base.slice(0, staffInitialsMaxLength - String(number).length)}${number}`;
}

/**
 * A staff user's initials, the marks their checklist checks carry (A §3
 * `checkedInitials`): the first letters of first and last name, folded to
 * A–Z; when another user of the lender already has them (issue 15 §6:
 * "Alain Agent" and "Adèle Admin" were both "AA"), more letters of the last
 * name, then of the first name, then a number, so each user's marks name
 * them alone. At most 8 characters; `taken` is compared without case.
 *
 * @example
 * staffInitials("Alain", "Agent", []) // "AA"
 * staffInitials("Adèle", "Admin", ["AA"]) // "AAD"
 * staffInitials("", "", []) // "U"
 */
export const staffInitials = (firstName: string, lastName: string, taken: Iterable<string>): string => {
  const used = new Set(Array.from(taken, (initials) => initials.trim().toUpperCase()));
  for (const candidate of candidates(lettersOf(firstName), lettersOf(lastName))) {
    const initials = candidate.slice(0, staffInitialsMaxLength);
    if (!used.has(initials)) return initials;
  }
  return "U"; // unreachable: the numbered candidates never run out
};
