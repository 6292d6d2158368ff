/**
 * @module codes
 */
export {};
