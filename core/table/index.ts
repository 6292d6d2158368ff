/**
 * @module table
 */
export {};
