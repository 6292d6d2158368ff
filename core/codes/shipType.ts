import { option, type CodeOption } from "./option.js";

/**
 * Where and how a financed vehicle is handed over (B §9 "Ship type").
 *
 * @example
 * ShipType.Towing // 4
 */
export const ShipType = {
  AtOurOffice: 0,
  AtAuction: 1,
  AtDealership: 2,
  ByDelivery: 3,
  Towing: 4,
} as const;

/** A ship-type code. */
export type ShipTypeCode = (typeof ShipType)[keyof typeof ShipType];

/**
 * The ship-type select options, in the spec's order.
 *
 * @example
 * labelOf(shipTypeOptions, ShipType.AtAuction, "fr") // "À l'encan"
 */
export const shipTypeOptions: readonly CodeOption<ShipTypeCode>[] = [
  option(ShipType.AtOurOffice, "At our office", "À notre bureau"),
  option(ShipType.AtAuction, "At the auction", "À l'encan"),
  option(ShipType.AtDealership, "At a dealership", "Chez un concessionnaire"),
  option(ShipType.ByDelivery, "By delivery (agent)", "Par livraison (agent)"),
  option(ShipType.Towing, "By towing service", "Par service de remorquage"),
];
