import { option, type CodeOption } from "./option.js";

/**
 * Marine types (B §9 shows codes 1, 2 and 4, without labels; the full list 0
 * to 6 and its labels are Lendkit's, recorded in docs/spec-decisions.md).
 *
 * @example
 * labelOf(marineTypeOptions, 2, "fr") // "Ponton"
 */
export const marineTypeOptions: readonly CodeOption[] = [
  option(0, "Personal watercraft", "Motomarine"),
  option(1, "Fishing boat", "Bateau de pêche"),
  option(2, "Pontoon boat", "Ponton"),
  option(3, "Sailboat", "Voilier"),
  option(4, "Runabout / bowrider", "Bateau de plaisance (runabout)"),
  option(5, "Cabin cruiser", "Yacht / croiseur"),
  option(6, "Outboard motor", "Moteur hors-bord"),
];
