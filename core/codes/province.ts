import { option, type CodeOption } from "./option.js";

/**
 * Canadian provinces and territories by id. Québec 1 and Ontario 2 are the
 * spec's (C §3.3); the others are Lendkit's (docs/spec-decisions.md).
 *
 * @example
 * Province.Quebec // 1
 */
export const Province = {
  Quebec: 1,
  Ontario: 2,
  BritishColumbia: 3,
  Alberta: 4,
  Manitoba: 5,
  Saskatchewan: 6,
  NovaScotia: 7,
  NewBrunswick: 8,
  NewfoundlandAndLabrador: 9,
  PrinceEdwardIsland: 10,
  Yukon: 11,
  NorthwestTerritories: 12,
  Nunavut: 13,
} as const;

/** A province or territory id. */
export type ProvinceId = (typeof Province)[keyof typeof Province];

/** The two-letter ISO 3166-2:CA subdivision code (Canada Post's abbreviation). */
export type ProvinceIsoCode = "QC" | "ON" | "BC" | "AB" | "MB" | "SK" | "NS" | "NB" | "NL" | "PE" | "YT" | "NT" | "NU";

/** A province option: id, bilingual name and ISO code. */
export interface ProvinceOption extends CodeOption<ProvinceId> {
  readonly iso: ProvinceIsoCode;
}

const province = (value: ProvinceId, iso: ProvinceIsoCode, en: string, fr: string): ProvinceOption => ({
  ...option(value, en, fr),
  iso,
});

/**
 * The 13 provinces and territories in id order: the 10 provinces, then the 3 territories.
 *
 * @example
 * provinceOptions[0] // { value: 1, iso: "QC", label: { fr: "Québec", en: "Quebec" } }
 */
export const provinceOptions: readonly ProvinceOption[] = [
  province(Province.Quebec, "QC", "Quebec", "Québec"),
  province(Province.Ontario, "ON", "Ontario", "Ontario"),
  province(Province.BritishColumbia, "BC", "British Columbia", "Colombie-Britannique"),
  province(Province.Alberta, "AB", "Alberta", "Alberta"),
  province(Province.Manitoba, "MB", "Manitoba", "Manitoba"),
  province(Province.Saskatchewan, "SK", "Saskatchewan", "Saskatchewan"),
  province(Province.NovaScotia, "NS", "Nova Scotia", "Nouvelle-Écosse"),
  province(Province.NewBrunswick, "NB", "New Brunswick", "Nouveau-Brunswick"),
  province(Province.NewfoundlandAndLabrador, "NL", "Newfoundland and Labrador", "Terre-Neuve-et-Labrador"),
  province(Province.PrinceEdwardIsland, "PE", "Prince Edward Island", "Île-du-Prince-Édouard"),
  province(Province.Yukon, "YT", "Yukon", "Yukon"),
  province(Province.NorthwestTerritories, "NT", "Northwest Territories", "Territoires du Nord-Ouest"),
  province(Province.Nunavut, "NU", "Nunavut", "Nunavut"),
];

/**
 * The ISO code of a province id, or undefined for an unknown id.
 *
 * @example
 * provinceIsoCodeOf(2) // "ON"
 */
export const provinceIsoCodeOf = (id: unknown): ProvinceIsoCode | undefined =>
  provinceOptions.find((entry) => entry.value === id)?.iso;

/**
 * The province id of an ISO code (case and surrounding spaces ignored; a
 * "CA-" prefix accepted), or undefined for anything else.
 *
 * @example
 * provinceIdOfIsoCode("qc") // 1
 * provinceIdOfIsoCode("CA-BC") // 3
 */
export const provinceIdOfIsoCode = (code: unknown): ProvinceId | undefined => {
  if (typeof code !== "string") return undefined;
  const iso = code.trim().toUpperCase().replace(/^CA-/, "");
  return provinceOptions.find((entry) => entry.iso === iso)?.value;
};

/**
 * The first letters of the postal codes of each province or territory
 * (Canada Post's forward sortation areas): Québec G, H, J; Ontario K, L, M,
 * N, P; the Northwest Territories and Nunavut share X.
 */
export const provincePostalLetters: Readonly<Record<ProvinceId, readonly string[]>> = {
  [Province.Quebec]: ["G", "H", "J"],
  [Province.Ontario]: ["K", "L", "M", "N", "P"],
  [Province.BritishColumbia]: ["V"],
  [Province.Alberta]: ["T"],
  [Province.Manitoba]: ["R"],
  [Province.Saskatchewan]: ["S"],
  [Province.NovaScotia]: ["B"],
  [Province.NewBrunswick]: ["E"],
  [Province.NewfoundlandAndLabrador]: ["A"],
  [Province.PrinceEdwardIsland]: ["C"],
  [Province.Yukon]: ["Y"],
  [Province.NorthwestTerritories]: ["X"],
  [Province.Nunavut]: ["X"],
};

/**
 * Whether a postal code can belong to a province, by its first letter
 * ("H2X 1Y4" is in Québec, not in Ontario). An unknown province id, or a
 * postal code that does not start with a letter, is not questioned here
 * (the shape and the choice of a province have their own checks).
 *
 * @example
 * postalCodeFitsProvince("H2X 1Y4", Province.Quebec) // true
 * postalCodeFitsProvince("H2X 1Y4", Province.Ontario) // false
 */
export const postalCodeFitsProvince = (postalCode: string, provinceId: unknown): boolean => {
  const letters = provinceOptions.some((entry) => entry.value === provinceId) ? provincePostalLetters[provinceId as ProvinceId] : undefined;
  const first = postalCode.trim().charAt(0).toUpperCase();
  if (!letters || !/^[A-Z]$/.test(first)) return true;
  return letters.includes(first);
};
