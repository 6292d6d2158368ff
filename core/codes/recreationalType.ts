import { option, type CodeOption } from "./option.js";

/**
 * Recreational types (B §9 shows only codes 2 and 4, without labels; the full
 * list 0 to 7 and its labels are Lendkit's, recorded in docs/spec-decisions.md).
 *
 * @example
 * labelOf(recreationalTypeOptions, 4, "en") // "Motorhome"
 */
export const recreationalTypeOptions: readonly CodeOption[] = [
  option(0, "All-terrain vehicle (ATV)", "Véhicule tout-terrain (VTT)"),
  option(1, "Snowmobile", "Motoneige"),
  option(2, "Travel trailer", "Roulotte de voyage"),
  option(3, "Fifth wheel", "Caravane à sellette (fifth wheel)"),
  option(4, "Motorhome", "Autocaravane (motorisé)"),
  option(5, "Tent trailer", "Tente-roulotte"),
  option(6, "Side-by-side (UTV)", "Côte à côte (VTT côte à côte)"),
  option(7, "Truck camper", "Campeur porté"),
];
