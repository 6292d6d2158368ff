/**
 * @module codes
 * Every code table with fr/en labels; tenant and feature variations as functions.
 */
export * from "./option.js";
export * from "./frequency.js";
export * from "./semiMonthlyDays.js";
export * from "./banks.js";
export * from "./training.js";
export * from "./terms.js";
export * from "./shipType.js";
export * from "./cashType.js";
export * from "./loanAmountRange.js";
export * from "./ediExceptionDay.js";
export * from "./language.js";
export * from "./civilStatus.js";
export * from "./salutation.js";
export * from "./addressType.js";
export * from "./vehicleUsage.js";
export * from "./province.js";
export * from "./workType.js";
export * from "./supremeProtection.js";
export * from "./odometer.js";
export * from "./vehicleType.js";
export * from "./carState.js";
export * from "./legalWarranty.js";
export * from "./trailerType.js";
export * from "./recreationalType.js";
export * from "./marineType.js";
export * from "./engineFuel.js";
export * from "./vehicleYear.js";
export * from "./roleLabels.js";
export * from "./contractStatus.js";
