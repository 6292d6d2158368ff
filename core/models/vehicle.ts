import * as Schema from "effect/Schema";
import {
  codeField,
  dateField,
  flagField,
  optionalAmountField,
  prefixFields,
  textField,
  withDefault,
} from "./fields.js";
import { decoderFor, encoderFor } from "./schema.js";

/** Identity of a vehicle, also copied for the trade-in with the prefix `ex`. */
const identityFields = {
  vin: textField,
  year: codeField,
  make: textField,
  model: textField,
  trim: textField,
  typeId: codeField,
  carColor: textField,
  noPlaque: textField,
  odometer: codeField,
  odometerUnit: codeField,
};

/** Declarations about the vehicle's past, also copied for the trade-in (`ex`). */
const declarationFields = {
  isDailyRental: flagField,
  isPolice: flagField,
  isTaxi: flagField,
  isIncidentDamage: flagField,
  damageAmount: optionalAmountField,
  isOutOfOntario: flagField,
  outOfOntarioName: textField,
  isOtherMaterial: flagField,
  isNoDeclaration: flagField,
};

const inventoryFields = {
  isFromInventory: flagField,
  invSnId: codeField,
  SnCost: optionalAmountField,
  categoryId: codeField,
  carState: codeField,
  usageType: codeField,
  interiorColor: textField,
  transmission: textField,
  gpsNumber: textField,
  gpsVendor: textField,
  purchaseTaxes: optionalAmountField,
  hasCustomTaxGST: flagField,
  hasCustomTaxPST: flagField,
};

const engineFields = {
  cylinderCount: codeField,
  EngineCC: codeField,
  engineDisplacement: optionalAmountField,
  engineDisplacementUnit: codeField,
  fuel: codeField,
  doorsCount: codeField,
  seatCount: codeField,
  has4x4: flagField,
  hasAWD: flagField,
  hasTurbo: flagField,
};

const equipmentFields = {
  hasElectricMirrors: flagField,
  hasElectricWindows: flagField,
  hasKeylessEntry: flagField,
  hasAirConditioning: flagField,
  hasAlloyWheels: flagField,
  hasSunroof: flagField,
  hasGPS: flagField,
  hasBluetooth: flagField,
  otherEquipmentDescription: textField,
  repairsDescription: textField,
};

/** Legal warranty class (B §9): A 6 months/10000 km, B 3/5000, C 1/1700, D none. */
export const LegalWarrantyClass = Schema.Literals(["A", "B", "C", "D"]);
export type LegalWarrantyClass = typeof LegalWarrantyClass.Type;

const warrantyFields = {
  hasCarproof: flagField,
  isFinancingAvailable: flagField,
  isWarrantyAvailable: flagField,
  previousUsage: codeField,
  previousOwnerType: codeField,
  legalWarrantyType: withDefault(Schema.NullOr(LegalWarrantyClass), null),
  manufacturerWarrantyMaxDate: dateField,
  manufacturerWarrantyMileage: codeField,
  manufacturerWarrantyMileageUnit: codeField,
  manufacturerWarrantyNotes: textField,
  extendedWarrantyMaxDate: dateField,
  extendedWarrantyMileage: codeField,
  extendedWarrantyMileageUnit: codeField,
  extendedWarrantyNotes: textField,
};

/** Recreational, trailer, marine, motorcycle and heavy-equipment details. */
const specialisedFields = {
  recreationalTypeId: codeField,
  recreationalLength: codeField,
  trailerTypeId: codeField,
  trailerLength: codeField,
  trailerAxleCount: codeField,
  marineTypeId: codeField,
  marineLength: codeField,
  marineHullSerial: textField,
  motorcycleTypeId: codeField,
  hasLiftGate: flagField,
  hasManLift: flagField,
  hasRefrigerator: flagField,
  hasAPU: flagField,
  engineSerial1: textField,
  engineSerial2: textField,
  enginePower: codeField,
  engineHours: codeField,
};

/**
 * The vehicle of a contract (B §3.8) with its trade-in copy (`exVin`,
 * `exYear`, … `exIsDailyRental`, `exDamageAmount`).
 */
export const Vehicle = Schema.Struct({
  ...inventoryFields,
  ...identityFields,
  ...prefixFields(identityFields, "ex"),
  ...engineFields,
  ...equipmentFields,
  ...warrantyFields,
  ...specialisedFields,
  ...declarationFields,
  ...prefixFields(declarationFields, "ex"),
});
export type Vehicle = typeof Vehicle.Type;

/**
 * Decodes a vehicle: `{ ok: true, value }` or `{ ok: false, errors: [{ path, message }] }`.
 * Unknown keys are ignored unless `{ unknownKeys: "refuse" }`.
 *
 * @example
 * decodeVehicle({ vin: "1HGCM82633A004352", year: 2024, legalWarrantyType: "A" }).ok // true
 */
export const decodeVehicle = decoderFor(Vehicle);

/**
 * Encodes a vehicle back to JSON-ready data.
 *
 * @example
 * encodeVehicle(emptyVehicle()).exVin // ""
 */
export const encodeVehicle = encoderFor(Vehicle);

/**
 * The vehicle of a new contract (the decoded form of `{}`).
 *
 * @example
 * emptyVehicle().legalWarrantyType // null
 */
export const emptyVehicle = (): Vehicle => Schema.decodeUnknownSync(Vehicle)({});
