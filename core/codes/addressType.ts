import { option, type CodeOption } from "./option.js";

/**
 * How a person occupies their address (B §9, C §3.3 constants).
 *
 * @example
 * AddressType.WithFamily // 2
 */
export const AddressType = { Owner: 0, Tenant: 1, WithFamily: 2 } as const;

/** An address-type code. */
export type AddressTypeCode = (typeof AddressType)[keyof typeof AddressType];

/**
 * The address-type (housing) select options, in the spec's order.
 *
 * @example
 * labelOf(addressTypeOptions, 1, "fr") // "Locataire"
 */
export const addressTypeOptions: readonly CodeOption<AddressTypeCode>[] = [
  option(AddressType.Owner, "Owner", "Propriétaire"),
  option(AddressType.Tenant, "Tenant", "Locataire"),
  option(AddressType.WithFamily, "Living with family", "Chez la famille"),
];
