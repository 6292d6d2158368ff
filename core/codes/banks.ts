import type { Features } from "../access/features.js";
import type { Label } from "./option.js";

/**
 * Bank tiles of the bank-verification step (C §3.7): a short label for the
 * tile, a long bilingual label (alt text, tooltip), the logo file name and the
 * provider's own bank id (sent to the provider, never shown).
 */
export interface BankTile {
  /** The provider's institution id (C §3.7 lists). */
  readonly id: number;
  /** The spec's short tile label ("TD", "National Bank"), English. */
  readonly label: string;
  /** The short name the tile shows, by language ("National Bank" / "Banque Nationale"). */
  readonly shortLabel: Label;
  /** Full name by language ("Banque Nationale" / "National Bank"). */
  readonly longLabel: Label;
  /** Logo file name; the app decides the folder it serves logos from. */
  readonly image: string;
}

/** `frShort` is the tile's French name where it differs from the spec's (English) label. */
const tile = (id: number, label: string, en: string, fr: string, image: string, frShort = label): BankTile => ({
  id,
  label,
  shortLabel: { en: label, fr: frShort },
  longLabel: { en, fr },
  image,
});

/** Options of the bank lists: `test` comes from the `test=true` query parameter. */
export interface BankListOptions {
  readonly test?: boolean;
}

/** Options of the aggregator list: the RestOfCanada flag adds banks outside Québec. */
export interface AggregatorBankListOptions extends BankListOptions {
  readonly features?: Pick<Features, "RestOfCanada">;
}

/** The bank-verification provider's test bank id (C §3.7: "TEST 3568"). */
export const bankVerificationTestBankId = 3568;

/**
 * The aggregator's test (sandbox) bank id. The spec does not give one: this
 * value lies outside the aggregator's real id range so it never collides.
 */
export const aggregatorTestBankId = 999999;

const bankVerificationList: readonly BankTile[] = [
  tile(2545, "Desjardins", "Desjardins", "Desjardins", "desjardins.png"),
  tile(191, "BMO", "BMO Bank of Montreal", "BMO Banque de Montréal", "bmo.png"),
  tile(187, "RBC", "RBC Royal Bank", "RBC Banque Royale", "rbc.png"),
  tile(348, "TD", "TD Canada Trust", "TD Canada Trust", "td.png"),
  tile(1973, "CIBC", "CIBC", "CIBC", "cibc.png"),
  tile(913, "Scotia", "Scotiabank", "Banque Scotia", "scotia.png", "Banque Scotia"),
  tile(912, "National Bank", "National Bank", "Banque Nationale", "national-bank.png", "Banque Nationale"),
  tile(914, "Tangerine", "Tangerine", "Tangerine", "tangerine.png"),
  tile(15594, "Laurentian", "Laurentian Bank", "Banque Laurentienne", "laurentian.png", "Laurentienne"),
];

const bankVerificationTestBank = tile(bankVerificationTestBankId, "TEST", "Test bank", "Banque de test", "test-bank.png", "TEST");

const aggregatorList: readonly BankTile[] = [
  tile(4, "TD", "TD Canada Trust", "TD Canada Trust", "td.png"),
  tile(3, "RBC", "RBC Royal Bank", "RBC Banque Royale", "rbc.png"),
  tile(1, "BMO", "BMO Bank of Montreal", "BMO Banque de Montréal", "bmo.png"),
  tile(6, "Scotiabank", "Scotiabank", "Banque Scotia", "scotia.png", "Banque Scotia"),
  tile(5, "CIBC", "CIBC", "CIBC", "cibc.png"),
  tile(7, "National Bank", "National Bank", "Banque Nationale", "national-bank.png", "Banque Nationale"),
  tile(2, "Desjardins", "Desjardins", "Desjardins", "desjardins.png"),
  tile(8, "Tangerine", "Tangerine", "Tangerine", "tangerine.png"),
  tile(12, "Laurentian", "Laurentian Bank", "Banque Laurentienne", "laurentian.png", "Laurentienne"),
  tile(16, "HSBC", "HSBC", "HSBC", "hsbc.png"),
  tile(27, "Manulife", "Manulife Bank", "Banque Manuvie", "manulife.png", "Manuvie"),
  tile(18, "EQ Bank", "EQ Bank (Equitable Bank)", "EQ Bank (Banque Équitable)", "eq-bank.png"),
  tile(262310, "Wealthsimple", "Wealthsimple", "Wealthsimple", "wealthsimple.png"),
  tile(223, "NEO Financial", "Neo Financial", "Neo Financial", "neo-financial.png"),
  tile(77, "PC Finance", "PC Financial", "Services financiers le Choix du Président", "pc-financial.png", "Services financiers PC"),
];

/**
 * Extra aggregator banks with RestOfCanada. The spec also lists "Equitable 18",
 * the same id as EQ Bank (EQ Bank is Equitable Bank's digital brand): it is not
 * repeated; the EQ Bank tile names both (see docs/spec-decisions.md).
 */
const aggregatorRestOfCanadaList: readonly BankTile[] = [
  tile(15, "Vancity", "Vancity", "Vancity", "vancity.png"),
  tile(9, "ATB", "ATB Financial", "ATB Financial", "atb.png"),
  tile(17, "Simplii", "Simplii Financial", "Simplii Financial", "simplii.png"),
  tile(11, "Meridian", "Meridian Credit Union", "Meridian Credit Union", "meridian.png"),
  tile(13, "Coast Capital", "Coast Capital Savings", "Coast Capital Savings", "coast-capital.png"),
  tile(71, "Canadian Western Bank", "Canadian Western Bank", "Banque canadienne de l'Ouest", "canadian-western-bank.png", "Banque canadienne de l'Ouest"),
];

const aggregatorTestBank = tile(aggregatorTestBankId, "TEST", "Test bank", "Banque de test", "test-bank.png", "TEST");

/**
 * The bank-verification provider's tiles in the spec's order; the TEST bank
 * (3568) comes last and only with `test: true`.
 *
 * @example
 * bankVerificationBanks({ test: false }).map((bank) => bank.id)[0] // 2545
 * bankVerificationBanks({ test: true }).at(-1)?.id // 3568
 */
export const bankVerificationBanks = (options: BankListOptions = {}): readonly BankTile[] =>
  options.test === true ? [...bankVerificationList, bankVerificationTestBank] : bankVerificationList;

/**
 * The aggregator's tiles in the spec's order, then the RestOfCanada banks when
 * that flag is on, then the test bank with `test: true`. Ids are unique.
 *
 * @example
 * aggregatorBanks({ features: { RestOfCanada: true } }).some((bank) => bank.label === "ATB") // true
 * aggregatorBanks().length // 15
 */
export const aggregatorBanks = (options: AggregatorBankListOptions = {}): readonly BankTile[] => [
  ...aggregatorList,
  ...(options.features?.RestOfCanada === true ? aggregatorRestOfCanadaList : []),
  ...(options.test === true ? [aggregatorTestBank] : []),
];

/**
 * The tile of `id` in `banks`, or undefined.
 *
 * @example
 * bankTileById(aggregatorBanks(), 7)?.longLabel.fr // "Banque Nationale"
 */
export const bankTileById = (banks: readonly BankTile[], id: number): BankTile | undefined =>
  banks.find((bank) => bank.id === id);
