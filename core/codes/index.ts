/**
 * @module codes
 * Every code table with fr/en labels; tenant and feature variations as functions.
 */
export * from "./option.js";
export * from "./frequency.js";
export * from "./banks.js";
export * from "./training.js";
