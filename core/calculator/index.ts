/**
 * @module calculator
 */
export {};
