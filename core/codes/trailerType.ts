import { option, type CodeOption } from "./option.js";

/**
 * Trailer types 0 to 10 (B §9; labels not in the spec, Lendkit's are recorded
 * in docs/spec-decisions.md).
 *
 * @example
 * labelOf(trailerTypeOptions, 4, "en") // "Dump trailer"
 */
export const trailerTypeOptions: readonly CodeOption[] = [
  option(0, "Utility trailer", "Remorque utilitaire"),
  option(1, "Enclosed cargo trailer", "Remorque fermée"),
  option(2, "Car hauler", "Porte-véhicule"),
  option(3, "Flatbed trailer", "Remorque plate-forme"),
  option(4, "Dump trailer", "Remorque basculante"),
  option(5, "Boat trailer", "Remorque à bateau"),
  option(6, "Snowmobile / ATV trailer", "Remorque à motoneige / VTT"),
  option(7, "Horse / livestock trailer", "Remorque à chevaux / bétail"),
  option(8, "Gooseneck trailer", "Remorque col-de-cygne"),
  option(9, "Semi-trailer", "Semi-remorque"),
  option(10, "Other trailer", "Autre remorque"),
];
